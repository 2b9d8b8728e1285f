// The request's files while it is a draft: chosen with a button (keyboard and screen readers
// reach it as any button), each sent at once with its own progress bar, listed with a way to
// remove it. Sending a file saves the draft first, so the file has a draft to join.
import { Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../../src-shared/messages';
import { isApiError } from '../../../api/ApiError';
import { citizenFilingApi } from '../../../api/client';
import { mediasApi } from '../../../api/mediasApi';
import { formatFileSize } from '../../inbox/itemView';
import type { CitizenDraftState } from './useCitizenDraft';

const f = messages.citizenFiling.screen;

type Sending = { id: string; name: string; percent: number };

export function FilingFiles({ draft }: { draft: CitizenDraftState }) {
  const [sending, setSending] = useState<Sending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    const id = crypto.randomUUID();
    setSending((previous) => [...previous, { id, name: file.name, percent: 0 }]);
    try {
      const uuid = await draft.flush();
      const saved = await mediasApi.uploadToCitizenDraft(uuid, [file], {
        onProgress: ({ loaded, total }) =>
          setSending((previous) => previous.map((item) => (item.id === id ? { ...item, percent: total > 0 ? Math.round((loaded / total) * 100) : item.percent } : item))),
      });
      draft.setFiles((previous) => [...previous, ...saved]);
    } catch (error) {
      setFailure((isApiError(error) ? error.serverMessage : undefined) ?? f.uploadFailed(file.name));
    } finally {
      setSending((previous) => previous.filter((item) => item.id !== id));
    }
  };
  const choose = (files: File[]) => {
    setFailure(null);
    for (const file of files) void send(file);
  };
  const remove = async (id: number) => {
    setFailure(null);
    try {
      await citizenFilingApi.removeFile(await draft.flush(), id);
      draft.setFiles((previous) => previous.filter((file) => file.id !== id));
    } catch {
      setFailure(f.removeFailed);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="citizen-filing-files">
      <Title order={2} size="h4" id="citizen-filing-files">
        {f.filesHeading}
      </Title>
      <Text size="sm" c="dark.7">
        {f.filesHint}
      </Text>
      {draft.files.length === 0 && sending.length === 0 ? (
        <Text size="sm">{f.noFiles}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {draft.files.map((file) => (
            <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="citizen-filing-file">
              <div style={{ minWidth: 0 }}>
                <Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Text>
                <Text size="sm" c="dark.7">
                  {formatFileSize(file.size)}
                </Text>
              </div>
              <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} aria-label={f.removeFile(file.name)} onClick={() => void remove(file.id)}>
                {messages.attachments.remove}
              </Button>
            </Group>
          ))}
          {sending.map((item) => (
            <li key={item.id}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.uploading(item.name)}
              </Text>
              <Progress value={item.percent} aria-label={f.uploading(item.name)} />
            </li>
          ))}
        </Stack>
      )}
      {failure !== null && (
        <Text c="red.8" role="alert">
          {failure}
        </Text>
      )}
      <Group>
        <FileButton onChange={choose} multiple>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {f.addFiles}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
