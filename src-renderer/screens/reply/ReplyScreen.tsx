// Responder / Responder a todos (/inbox/{inbox_type}/reply/{uuid}; ?all=1 answers everyone,
// ?kind=add-dispatch|note writes a despacho or nota instead, as the item view offers offline,
// ?draft={localId} resumes a reply kept on this computer, ?serverDraft={uuid} one on the server). The reply is a draft like Novo
// documento's (useDraft: this computer first, then the server; the same conflict rule), written in
// the same editor with its Modelos and attachments. Enviar needs the server: offline it is off,
// saying why, and the text stays saved here until the outbox brings it to the server. Once sent,
// the screen goes back to the conversation, where the reply now shows.
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ANSWER_KINDS, documentBodySchema, documentSettingsSchema, type AnswerKind } from '../../../src-shared/api/documents';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { documentsApi, inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { AttachmentsPanel } from '../../attachments/AttachmentsPanel';
import { ListPage } from '../../components/Page';
import { ConflictDialog } from '../../drafts/ConflictDialog';
import { DraftStateText } from '../../drafts/DraftStateText';
import { KIND_PARAM } from '../../drafts/draftEditorPath';
import { ServerDraftProblemPage } from '../../drafts/ServerDraftProblemPage';
import { useDraftAddress } from '../../drafts/useDraftAddress';
import { localDraftsKey } from '../../drafts/LocalDraftsList';
import { PublishBlocked, useDraft } from '../../drafts/useDraft';
import { inboxKeys, refreshItem, useInboxScope } from '../../inbox/queryKeys';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { persistAs } from '../../offline/cachePersister';
import { useServerAction } from '../../offline/useServerAction';
import { useAppInfo } from '../../platform/useAppInfo';
import { useSession } from '../../session/sessionStore';
import { DocumentEditor } from '../create/DocumentEditor';
import { failureMessage } from '../inbox/itemActions';
import { emailPersisterFor } from '../inbox/useInboxItem';
import { answerWords, replyContentError, replyRecipients } from './replyRules';

const m = messages.reply.screen;
const persistSettings = persistAs({ kind: 'item', schema: documentSettingsSchema });

const isInboxType = (value: string | undefined): value is InboxType => value === 'sector' || value === 'personal';
const kindOf = (value: string | null): AnswerKind => ANSWER_KINDS.find((kind) => kind === value) ?? 'reply';

export function ReplyScreen() {
  const { inboxType, code } = useParams();
  const { search, formKey, onLocalId, resumeLocalId, openServerUuid } = useDraftAddress();
  const info = useAppInfo();
  const userId = useSession((state) => state.userId);

  if (!isInboxType(inboxType) || !code) return <Alert color="red">{m.loadError}</Alert>;
  if (info.isPending) return <Loader role="status" aria-label={messages.app.loading} />;
  return (
    <InboxTypeFromRoute inboxType={inboxType}>
      <ReplyForm
        key={formKey}
        inboxType={inboxType}
        code={code}
        all={search.get('all') === '1'}
        kind={kindOf(search.get(KIND_PARAM))}
        desktop={info.data?.capabilities.drafts === true && userId !== null}
        resumeLocalId={resumeLocalId}
        openServerUuid={openServerUuid}
        onLocalId={onLocalId}
      />
    </InboxTypeFromRoute>
  );
}

type FormProps = {
  inboxType: InboxType;
  code: string;
  all: boolean;
  kind: AnswerKind;
  desktop: boolean;
  resumeLocalId: string | null;
  openServerUuid: string | null;
  onLocalId: (localId: string) => void;
};

function ReplyForm({ inboxType, code, all, kind, desktop, resumeLocalId, openServerUuid, onLocalId }: FormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scope = useInboxScope();
  const userId = useSession((state) => state.userId);
  const sector = useSession((state) => state.connectedSector);
  const server = useServerAction();
  const [initialBody] = useState(() => documentBodySchema.parse({ from: inboxType, reply_to: { inbox_email_uuid: code, all, kind } }));
  const [resumeAtMount] = useState(desktop ? resumeLocalId : null);
  const [serverAtMount] = useState(openServerUuid);
  const draft = useDraft({ desktop, userId, resumeLocalId: resumeAtMount, openServerUuid: serverAtMount, initialBody, onLocalId });
  const { body, setBody } = draft;
  // One key per screen: a send repeated after a lost answer is answered with what the first sent.
  const [sendKey] = useState(() => crypto.randomUUID());
  const [contentError, setContentError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  // The answered email, from the offline cache at once (as the item view keeps it).
  const replied = useQuery({ queryKey: inboxKeys.email(scope, code), queryFn: ({ signal }) => inboxApi.email(code, signal), persister: emailPersisterFor(inboxType) });
  const settings = useQuery({ queryKey: ['document-settings'], queryFn: () => documentsApi.settings(), staleTime: 5 * 60_000, persister: persistSettings });
  const replyAll = body.reply_to?.all ?? all;
  // A resumed draft says what it is; the address only names what a new one will be.
  const words = answerWords(body.reply_to?.kind ?? kind, replyAll);
  const isReply = (body.reply_to?.kind ?? kind) === 'reply';
  const conversationPath = `/inbox/${inboxType}/view/document/${code}`;

  useEffect(() => {
    if (desktop && (draft.state === 'local' || draft.state === 'synced' || draft.state === 'conflict')) void queryClient.invalidateQueries({ queryKey: localDraftsKey });
  }, [desktop, draft.state, queryClient]);

  const send = async () => {
    const missing = replyContentError(body);
    setContentError(missing);
    if (missing) {
      toast.error(missing);
      return;
    }
    draft.setPublishing(true);
    let done = false;
    try {
      const uuid = await draft.prepareForPublish();
      const result = await documentsApi.publish(uuid, sendKey);
      done = true;
      setSent(true);
      await draft.markPublished();
      refreshItem(queryClient, scope, result.inbox_email_uuid);
      void queryClient.invalidateQueries({ queryKey: localDraftsKey });
      toast.success(words.sent);
      void navigate(`/inbox/${inboxType}/view/document/${result.inbox_email_uuid}`);
    } catch (error) {
      if (error instanceof PublishBlocked) toast.error(error.reason === 'conflict' ? m.sendConflict : words.offline);
      else if (isApiError(error) && error.isNetworkError) toast.error(words.offline);
      else {
        const fieldError = isApiError(error) ? error.body?.errors?.content?.[0] : undefined;
        if (fieldError) setContentError(fieldError);
        toast.error(failureMessage(error, m.sendFailed));
      }
    } finally {
      if (!done) draft.setPublishing(false);
    }
  };

  const busy = draft.publishing || sent;
  const email = replied.data;
  if (draft.loading) return <Loader role="status" aria-label={messages.app.loading} />;
  // A server draft that could not be opened shows no form: typing there would start another reply.
  const problem = draft.serverDraftProblem;
  if (problem !== null && problem !== 'offline-local') return <ServerDraftProblemPage title={words.title} problem={problem} />;

  return (
    <ListPage>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {words.title}
        </Title>
        <DraftStateText state={draft.state} />
      </Group>

      {draft.notFound && <Alert color="yellow">{messages.createDocument.draftNotFound}</Alert>}
      <Stack gap={2} component="section" aria-label={m.answering} data-testid="reply-context">
        {email ? (
          <>
            <Text size="sm">
              {m.answering}:{' '}
              <Anchor component={Link} to={conversationPath} fw={600}>
                {email.title}
              </Anchor>{' '}
              <Text span c="dimmed">
                {email.number}
              </Text>
            </Text>
            {isReply ? (
              <Text size="sm" data-testid="reply-to">
                {m.to}: {replyRecipients(email, replyAll)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {(body.reply_to?.kind ?? kind) === 'note' ? messages.dispatch.dialog.noteHint : messages.dispatch.dialog.dispatchHint}
              </Text>
            )}
          </>
        ) : replied.isPending && replied.fetchStatus === 'fetching' ? (
          <Loader size="sm" role="status" aria-label={messages.app.loading} />
        ) : (
          <Alert color="yellow">{isApiError(replied.error) && replied.error.isNetworkError ? m.notCached : failureMessage(replied.error, m.loadError)}</Alert>
        )}
      </Stack>

      <DocumentEditor
        value={body.content}
        resetKey={draft.epoch}
        onChange={(content) => setBody((previous) => ({ ...previous, content }))}
        fonts={settings.data?.fonts ?? []}
        sectorId={inboxType === 'sector' ? (sector?.id ?? null) : null}
        error={contentError}
      />

      <AttachmentsPanel inboxEmailUuid={draft.serverUuid} editable={!busy} canRequestReview={false} />

      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(conversationPath)} disabled={busy}>
          {m.cancel}
        </Button>
        <Button onClick={() => void send()} loading={draft.publishing && !sent} disabled={busy || server.disabled} title={server.reason} aria-description={server.reason}>
          {words.send}
        </Button>
      </Group>
      {server.reason ? (
        <Text size="sm" c="dimmed" ta="right" data-testid="send-disabled-reason">
          {server.reason}
        </Text>
      ) : null}

      <ConflictDialog conflict={sent ? null : draft.conflict} desktop={desktop} onKeep={draft.resolveConflict} />
    </ListPage>
  );
}
