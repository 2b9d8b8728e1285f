// The conflict choice (never made silently): both copies side by side, each with its title, the
// start of its text and when it was saved. Keeping mine overwrites the server's copy on purpose;
// taking the server's replaces the text here (on the desktop mine stays kept in this computer's
// drafts store and can be recovered).
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DocumentBody } from '../../src-shared/api/documents';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import type { DraftConflict } from './useDraft';

const m = messages.createDocument;

export function excerptOf(html: string, length = 280): string {
  const text = html
    .replace(/<\/(p|div|h\d|li)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

type Props = {
  conflict: DraftConflict | null;
  desktop: boolean;
  onKeep: (keep: 'local' | 'server') => Promise<void>;
};

export function ConflictDialog({ conflict, desktop, onKeep }: Props) {
  const [busy, setBusy] = useState<'local' | 'server' | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (keep: 'local' | 'server') => {
    setBusy(keep);
    setFailed(false);
    try {
      await onKeep(keep);
    } catch (error) {
      console.warn('Falha ao resolver conflito', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      title={m.conflictTitle}
    >
      {conflict && (
        <Stack>
          <Text>{m.conflictIntro}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Version heading={m.conflictMine} body={conflict.mine.body} savedAt={conflict.mine.savedAt} testId="conflict-mine" />
            <Version heading={m.conflictServer} body={conflict.server.body} savedAt={conflict.server.updated_at} testId="conflict-server" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {desktop ? m.conflictKeepServerNoteDesktop : m.conflictKeepServerNoteWeb}
          </Text>
          {failed && (
            <Alert color="red" role="alert">
              {m.conflictError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" loading={busy === 'server'} disabled={busy !== null} onClick={() => void choose('server')}>
              {m.conflictKeepServer}
            </Button>
            <Button loading={busy === 'local'} disabled={busy !== null} onClick={() => void choose('local')}>
              {m.conflictKeepMine}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Version({ heading, body, savedAt, testId }: { heading: string; body: DocumentBody; savedAt: string | number; testId: string }) {
  const excerpt = excerptOf(body.content);
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Title order={3} size="h5" mb={4}>
        {heading}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {m.conflictSavedAt(formatDateTime(savedAt))}
      </Text>
      <Text fw={600}>{body.subject.trim() || m.conflictNoTitle}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {excerpt || m.conflictNoContent}
      </Text>
    </Paper>
  );
}
