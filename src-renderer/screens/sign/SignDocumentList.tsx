// The documents of the signing session: a checkbox per document when the user may choose, the
// document's kind, and its state (idle, loading, signed, error with the message). Clicking a
// selected document's title shows it in the preview; in a read-only list (the finished requests)
// any document's title does.
import { Badge, Checkbox, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { SigningDocument } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';
import type { SigningState } from './signingState';

const t = messages.signing.screen;

type Props = {
  state: SigningState;
  canChoose: boolean;
  onToggle: (localId: string) => void;
  onPreview: (localId: string) => void;
  /** Read-only: no selection; the previewed document is this one and any may be previewed. */
  readOnlyPreview?: string | null | undefined;
};

export function SignDocumentList({ state, canChoose, onToggle, onPreview, readOnlyPreview }: Props) {
  const readOnly = readOnlyPreview !== undefined;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.documents}>
      {state.documents.map((document) => (
        <DocumentRow
          key={document.localId}
          document={document}
          state={state}
          canChoose={canChoose && !readOnly}
          readOnly={readOnly}
          previewed={readOnly ? readOnlyPreview === document.localId : state.preview === document.localId}
          onToggle={() => onToggle(document.localId)}
          onPreview={() => onPreview(document.localId)}
        />
      ))}
    </Stack>
  );
}

function DocumentRow({
  document,
  state,
  canChoose,
  readOnly,
  previewed,
  onToggle,
  onPreview,
}: {
  document: SigningDocument;
  state: SigningState;
  canChoose: boolean;
  readOnly: boolean;
  previewed: boolean;
  onToggle: () => void;
  onPreview: () => void;
}) {
  const status = state.status[document.localId] ?? { state: 'idle', error: null };
  const selected = state.selection.includes(document.localId);
  const signed = status.state === 'signed';
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      data-testid="sign-document"
      data-local-id={document.localId}
      data-state={status.state}
      bg={previewed ? 'blue.0' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {canChoose && (
          <Checkbox
            mt={2}
            checked={selected}
            disabled={signed || state.running}
            onChange={onToggle}
            aria-label={t.selectDocument(document.title)}
          />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={onPreview} disabled={!selected && !readOnly} aria-label={t.previewDocument(document.title)} aria-current={previewed || undefined}>
            <Text fw={previewed ? 700 : 500} size="sm" truncate>
              {document.title}
            </Text>
          </UnstyledButton>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={document.type === 'doc' ? 'blue' : 'gray'}>
              {document.type === 'doc' ? t.kindDoc : t.kindAttachment}
            </Badge>
            {document.attachmentHasPassword && (
              <Badge size="xs" variant="light" color="orange" leftSection={<IconLock size={10} aria-hidden />}>
                {t.passwordProtected}
              </Badge>
            )}
          </Group>
          {status.state === 'error' && status.error && (
            <Text size="xs" c="red.8" role="alert">
              {status.error}
            </Text>
          )}
        </Stack>
        <StateMark state={status.state} />
      </Group>
    </Paper>
  );
}

function StateMark({ state }: { state: SigningState['status'][string]['state'] }) {
  switch (state) {
    case 'loading':
      return <Loader size="xs" aria-label={t.stateLoading} />;
    case 'signed':
      return <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-label={t.stateSigned} role="img" />;
    case 'error':
      return <IconAlertCircle size={20} color="var(--mantine-color-red-7)" aria-label={t.stateError} role="img" />;
    case 'idle':
      return null;
  }
}
