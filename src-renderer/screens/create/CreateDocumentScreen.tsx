// Novo documento (/inbox/{inbox_type}/document/create; ?inbox_type= overrides the path's,
// ?draft={localId} resumes a draft kept on this computer and ?serverDraft={uuid} reopens a server
// draft from Rascunhos: see draftEditorPath). The form edits a draft that is saved
// as the user types (useDraft: this computer first, then the server) and, once complete,
// published: saved, published, the number shown, the cover print offered, then the sent item.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { documentBodySchema, documentSettingsSchema, subjectSchema, type DocumentBody, type Subject } from '../../../src-shared/api/documents';
import { PRIORITIES } from '../../../src-shared/api/priority';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { documentsApi } from '../../api/client';
import { downloadBlob } from '../../app/download';
import { toast } from '../../app/toasts';
import { failureMessage } from '../inbox/itemActions';
import { AttachmentsPanel } from '../../attachments/AttachmentsPanel';
import { ListPage } from '../../components/Page';
import { ConflictDialog } from '../../drafts/ConflictDialog';
import { draftEditorPath } from '../../drafts/draftEditorPath';
import { ServerDraftProblemPage } from '../../drafts/ServerDraftProblemPage';
import { useDraftAddress } from '../../drafts/useDraftAddress';
import { LocalDraftsList, localDraftsKey } from '../../drafts/LocalDraftsList';
import { PublishBlocked, useDraft, type DraftState } from '../../drafts/useDraft';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { itemViewPath } from '../../inbox/queryKeys';
import { persistAs } from '../../offline/cachePersister';
import { useServerReachable } from '../../offline/serverStatus';
import { useServerAction } from '../../offline/useServerAction';
import { useAppInfo } from '../../platform/useAppInfo';
import { useMe } from '../../session/queries';
import { useSession } from '../../session/sessionStore';
import { AddressSection } from './AddressSection';
import { allowedIdentifications, applySubject, modelWouldReplace, recipientsOptional } from './applySubject';
import { CoverPrintDialog } from './CoverPrintDialog';
import { DocumentEditor } from './DocumentEditor';
import { isKnownField, serverFieldErrors, validateForPublish, type FieldErrors } from './publishValidation';
import { RecipientsSelect } from './RecipientsSelect';
import { SubjectNotice } from './SubjectNotice';
import { SubjectSelect } from './SubjectSelect';

// What the form needs comes from the offline cache too: a clerk can start a document offline.
const persistSettings = persistAs({ kind: 'item', schema: documentSettingsSchema });
const persistSubject = persistAs({ kind: 'item', schema: subjectSchema });

const m = messages.createDocument;

const isInboxType = (value: string | null | undefined): value is InboxType => value === 'sector' || value === 'personal';

export function CreateDocumentScreen() {
  const { inboxType: fromPath } = useParams();
  const { search, formKey, onLocalId, resumeLocalId, openServerUuid } = useDraftAddress();
  const fromQuery = search.get('inbox_type');
  const inboxType: InboxType = isInboxType(fromQuery) ? fromQuery : isInboxType(fromPath) ? fromPath : 'sector';
  const info = useAppInfo();
  const userId = useSession((state) => state.userId);

  if (info.isPending) return <Loader role="status" aria-label={messages.app.loading} />;
  return (
    <InboxTypeFromRoute inboxType={inboxType}>
      <CreateForm
        key={formKey}
        inboxType={inboxType}
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
  desktop: boolean;
  resumeLocalId: string | null;
  openServerUuid: string | null;
  onLocalId: (localId: string) => void;
};

function CreateForm({ inboxType, desktop, resumeLocalId, openServerUuid, onLocalId }: FormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.userId);
  const sector = useSession((state) => state.connectedSector);
  const me = useMe();
  const server = useServerAction();
  const reachable = useServerReachable();
  const [initialBody] = useState(() => documentBodySchema.parse({ from: inboxType }));
  // The draft to resume is the one named when the form mounted; the id a new draft gets later
  // goes into the address without reloading it.
  const [resumeAtMount] = useState(desktop ? resumeLocalId : null);
  // A server draft is named in the address for good (its form's key): reloading reopens it.
  const [serverAtMount] = useState(openServerUuid);
  const draft = useDraft({ desktop, userId, resumeLocalId: resumeAtMount, openServerUuid: serverAtMount, initialBody, onLocalId });
  const { body, setBody } = draft;

  // A reply found in Rascunhos is written in the reply screen of the email it answers.
  // (A string, so typing does not run the effect again.)
  const answerScreen = serverAtMount !== null && body.reply_to !== null ? draftEditorPath(inboxType, { serverUuid: serverAtMount, body }) : null;
  useEffect(() => {
    if (answerScreen !== null) void navigate(answerScreen, { replace: true });
  }, [answerScreen, navigate]);

  const settings = useQuery({ queryKey: ['document-settings'], queryFn: () => documentsApi.settings(), staleTime: 5 * 60_000, persister: persistSettings });
  const subjectQuery = useQuery({
    queryKey: ['document-subject', body.subjectId],
    queryFn: () => documentsApi.subject(body.subjectId!),
    enabled: body.subjectId !== null,
    staleTime: 5 * 60_000,
    persister: persistSubject,
  });
  const subject: Subject | null = subjectQuery.data ?? null;
  const documentTypes = useMemo(() => settings.data?.document_types ?? [], [settings.data]);
  const documentType = documentTypes.find((type) => type.key === body.type) ?? null;

  const [contentEpoch, setContentEpoch] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [published, setPublished] = useState<{ number: string; inbox_email_uuid: string } | null>(null);

  const errors: FieldErrors = useMemo(
    () => ({ ...(showErrors ? validateForPublish(body, subject) : {}), ...serverErrors }),
    [showErrors, body, subject, serverErrors],
  );

  // The list of this computer's drafts follows the saves.
  useEffect(() => {
    if (desktop && (draft.state === 'local' || draft.state === 'synced' || draft.state === 'conflict')) {
      void queryClient.invalidateQueries({ queryKey: localDraftsKey });
    }
  }, [desktop, draft.state, queryClient]);

  const update = (patch: Partial<DocumentBody>) => setBody((previous) => ({ ...previous, ...patch }));

  const chooseSubject = (chosen: Subject) => {
    queryClient.setQueryData(['document-subject', chosen.id], chosen);
    const apply = (replaceContent: boolean) => {
      setBody((previous) => applySubject(previous, chosen, documentType, { replaceContent }));
      setContentEpoch((value) => value + 1);
    };
    if (!modelWouldReplace(body, chosen)) {
      apply(false);
      return;
    }
    modals.openConfirmModal({
      title: m.replaceModelTitle,
      children: <Text size="sm">{m.replaceModelQuestion}</Text>,
      labels: { confirm: m.replaceModelConfirm, cancel: m.replaceModelKeep },
      onConfirm: () => apply(true),
      onCancel: () => apply(false),
    });
  };

  const [previewing, setPreviewing] = useState(false);
  /** Pré-visualizar (§7 Printing): the text as it would print, downloaded; nothing is saved or sent. */
  const preview = async () => {
    setPreviewing(true);
    try {
      downloadBlob(await documentsApi.printPreview(body.content, body.subjectId), m.previewFileName);
      toast.success(m.previewReady);
    } catch (error) {
      toast.error(failureMessage(error, m.previewFailed));
    } finally {
      setPreviewing(false);
    }
  };

  const publish = async () => {
    setShowErrors(true);
    setServerErrors({});
    setOtherErrors([]);
    if (Object.keys(validateForPublish(body, subject)).length > 0) {
      toast.error(m.publishInvalid);
      return;
    }
    draft.setPublishing(true);
    let done = false;
    try {
      const uuid = await draft.prepareForPublish();
      const result = await documentsApi.publish(uuid);
      done = true;
      await draft.markPublished();
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
      void queryClient.invalidateQueries({ queryKey: localDraftsKey });
      toast.success(m.published(result.number));
      setPublished(result);
    } catch (error) {
      if (error instanceof PublishBlocked) {
        toast.error(error.reason === 'conflict' ? m.publishConflict : m.publishOffline);
      } else if (isApiError(error) && error.status === 422) {
        const fields = serverFieldErrors(error.body?.errors);
        const known: FieldErrors = {};
        const others: string[] = [];
        for (const [key, message] of Object.entries(fields)) {
          if (isKnownField(key, subject)) known[key] = message;
          else others.push(message);
        }
        setServerErrors(known);
        setOtherErrors(others);
        toast.error(error.body?.message || m.publishInvalid);
      } else if (isApiError(error) && error.isNetworkError) {
        toast.error(desktop ? m.publishOffline : m.draftState.error);
      } else {
        toast.error((isApiError(error) && error.serverMessage) || m.publishError);
      }
    } finally {
      if (!done) draft.setPublishing(false);
    }
  };

  const senderName = inboxType === 'sector' ? (sector?.name ?? '') : (me.data?.person.name ?? '');
  const identifications = allowedIdentifications(subject);
  const recipientsRequired = !recipientsOptional(body, subject);
  const busy = draft.publishing || published !== null;
  const sectorId = inboxType === 'sector' ? (sector?.id ?? null) : null;

  if (draft.loading) return <Loader role="status" aria-label={messages.app.loading} />;
  // A server draft that could not be opened shows no form: typing there would start another draft.
  const problem = draft.serverDraftProblem;
  if (problem !== null && problem !== 'offline-local') return <ServerDraftProblemPage title={m.title} problem={problem} />;

  return (
    <ListPage>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {m.title}
          </Title>
          {senderName && <Text c="dimmed">{m.from(senderName)}</Text>}
        </Stack>
        <DraftStateText state={draft.state} />
      </Group>

      {draft.notFound && <Alert color="yellow">{m.draftNotFound}</Alert>}
      {problem === 'offline-local' && !reachable && <Alert color="yellow">{m.serverDraft.offlineLocal}</Alert>}
      {serverAtMount !== null && (
        // Where Excluir rascunho is, now that Rascunhos opens the draft here.
        <Anchor component={Link} to={itemViewPath(inboxType, { kind: 'document', inbox_email_uuid: serverAtMount })} size="sm">
          {m.serverDraft.viewItem}
        </Anchor>
      )}
      {settings.isError && <Alert color="red">{m.loadError}</Alert>}
      {desktop && userId !== null && <LocalDraftsList userId={userId} inboxType={inboxType} currentLocalId={draft.localId} />}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={m.documentType}
          placeholder={m.documentTypePlaceholder}
          data={documentTypes.map((type) => ({ value: type.key, label: type.name }))}
          value={body.type}
          onChange={(value) => update({ type: documentTypes.find((type) => type.key === value)?.key ?? null })}
          withAsterisk
          error={errors.type}
          allowDeselect={false}
        />
        <SubjectSelect current={subject} valueId={body.subjectId} onSelect={chooseSubject} error={errors.subjectId} />
      </SimpleGrid>
      <SubjectNotice subject={subject} />

      <TextInput label={m.documentTitle} value={body.subject} onChange={(event) => update({ subject: event.currentTarget.value })} maxLength={255} withAsterisk error={errors.subject} />

      <RecipientsSelect
        label={m.recipients}
        isCc={false}
        all={body.recipients}
        onChange={(recipients) => update({ recipients })}
        sectorId={sectorId}
        required={recipientsRequired}
        error={errors.recipients}
        disabled={subject?.recipients_type === 'opened_limited'}
      />
      {subject?.recipients_type === 'opened_limited' && (
        <Text size="sm" c="dimmed">
          {m.recipientsNotNeeded}
        </Text>
      )}
      <RecipientsSelect label={m.recipientsCc} isCc all={body.recipients} onChange={(recipients) => update({ recipients })} sectorId={sectorId} />

      <Group align="flex-end" gap="lg">
        <Input.Wrapper label={m.identification} labelElement="div" error={errors.identification}>
          <SegmentedControl
            aria-label={m.identification}
            data={identifications.map((value) => ({ value, label: m.identifications[value] }))}
            value={identifications.includes(body.identification) ? body.identification : identifications[0]!}
            onChange={(value) => update({ identification: value as DocumentBody['identification'] })}
          />
        </Input.Wrapper>
        <Select
          label={m.priority}
          w={160}
          data={PRIORITIES.map((value) => ({ value: String(value), label: messages.priority.levels[value] }))}
          value={String(body.priority_id)}
          onChange={(value) => value && update({ priority_id: Number(value) })}
          allowDeselect={false}
        />
        <Switch label={m.urgent} checked={body.isUrgent} onChange={(event) => update({ isUrgent: event.currentTarget.checked })} mb={8} />
        {body.isCircular && (
          <Badge variant="light" mb={8}>
            {m.circular}
          </Badge>
        )}
      </Group>

      {body.stages.length > 0 && (
        <Text size="sm" c="dimmed">
          {m.stagesHeading}: {[...body.stages].sort((a, b) => a.position - b.position).map((stage) => stage.name).join(' → ')}
        </Text>
      )}

      {subject?.can_set_description_on_document && (
        <Textarea label={m.description} value={body.description} onChange={(event) => update({ description: event.currentTarget.value })} autosize minRows={2} maxLength={5000} error={errors.description} />
      )}

      {subject && subject.fields.length > 0 && (
        <Stack gap="xs" component="section" aria-label={m.customFieldsHeading}>
          <Title order={2} size="h5">
            {m.customFieldsHeading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {subject.fields.map((field) => (
              <TextInput
                key={field.key}
                label={field.label}
                type={field.type}
                value={body.customFields[field.key] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setBody((previous) => ({ ...previous, customFields: { ...previous.customFields, [field.key]: value } }));
                }}
                withAsterisk={field.required}
                error={errors[`customFields.${field.key}`]}
                maxLength={2000}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <DocumentEditor
        value={body.content}
        resetKey={draft.epoch + contentEpoch}
        onChange={(content) => update({ content })}
        fonts={settings.data?.fonts ?? []}
        sectorId={sectorId}
        error={errors.content}
      />

      <AddressSection
        hasAddress={body.hasAddress}
        address={body.address}
        errors={errors}
        onChange={({ hasAddress, address }) =>
          setBody((previous) => ({
            ...previous,
            ...(hasAddress === undefined ? {} : { hasAddress }),
            ...(address ? { address: address(previous.address) } : {}),
          }))
        }
      />

      {body.terms && (
        <Paper withBorder p="md" component="section" aria-label={m.termsHeading}>
          <Title order={2} size="h5" mb="xs">
            {m.termsHeading}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} mah={200} styles={{ root: { overflowY: 'auto' } }}>
            {body.terms}
          </Text>
          <Checkbox mt="sm" label={m.acceptTerms} checked={body.isAcceptedTerm} onChange={(event) => update({ isAcceptedTerm: event.currentTarget.checked })} error={errors.isAcceptedTerm} />
        </Paper>
      )}

      {/* The panel is its own labelled region and says itself when it waits for the server copy. */}
      <AttachmentsPanel inboxEmailUuid={draft.serverUuid} editable={!busy} canRequestReview={false} />

      {otherErrors.length > 0 && (
        <Alert color="red" title={m.otherErrors} role="alert">
          <Stack gap={2}>
            {otherErrors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => void draft.saveNow().catch(() => undefined)}
          disabled={busy || (!desktop && server.disabled)}
          title={!desktop ? server.reason : undefined}
        >
          {m.saveDraft}
        </Button>
        <Button variant="default" onClick={() => void preview()} loading={previewing} disabled={busy || server.disabled} title={server.reason}>
          {m.preview}
        </Button>
        <Button onClick={() => void publish()} loading={draft.publishing && published === null} disabled={busy || server.disabled} title={server.reason}>
          {m.publish}
        </Button>
      </Group>

      <ConflictDialog conflict={published ? null : draft.conflict} desktop={desktop} onKeep={draft.resolveConflict} />
      <CoverPrintDialog published={published} onDone={() => published && void navigate(`/inbox/${inboxType}/view/document/${published.inbox_email_uuid}`)} />
    </ListPage>
  );
}

function DraftStateText({ state }: { state: DraftState }) {
  const color = state === 'error' || state === 'conflict' ? 'red.8' : state === 'synced' ? 'green.8' : 'dimmed';
  return (
    <Text size="sm" c={color} data-testid="draft-state" aria-live="polite" role="status">
      {m.draftState[state]}
    </Text>
  );
}
