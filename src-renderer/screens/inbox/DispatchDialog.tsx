// Despacho (seen by every reader; it may send the document to another sector) and Nota (internal:
// only the inbox that holds the document sees it) in the conversation, with files if the user adds
// them (checked before sending as any attachment is, sent with the text in one request: the server
// records all or nothing). The text and the files are kept when the server refuses; the Sumário and
// the queue refresh when it is recorded.
import { ActionIcon, Button, FileButton, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { DISPATCH_TEXT_MAX } from '../../../src-shared/api/inboxDispatch';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { documentsApi, inboxApi } from '../../api/client';
import { mediasApi } from '../../api/mediasApi';
import { checkBeforeUpload, maxSizeText } from '../../attachments/attachmentRules';
import { useUploadSettings } from '../../attachments/useAttachments';
import { toast } from '../../app/toasts';
import { refreshItem, type InboxScopeKey } from '../../inbox/queryKeys';
import { ActionDialog, ActionDialogForm } from './ActionDialog';
import { failureMessage } from './itemActions';

const d = messages.dispatch.dialog;

export type DispatchKind = 'add-dispatch' | 'note';
type Props = { kind: DispatchKind; email: ViewedEmail; scope: InboxScopeKey; opened: boolean; onClose: () => void };

export function DispatchDialog({ kind, email, scope, opened, onClose }: Props) {
  return (
    <ActionDialog title={kind === 'note' ? d.noteTitle : d.dispatchTitle} opened={opened} onClose={onClose}>
      <DispatchForm kind={kind} email={email} scope={scope} onDone={onClose} />
    </ActionDialog>
  );
}

function DispatchForm({ kind, email, scope, onDone }: { kind: DispatchKind; email: ViewedEmail; scope: InboxScopeKey; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [sectorId, setSectorId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const limits = useUploadSettings();
  const code = email.inbox_email_uuid;
  const mutation = useMutation({
    mutationFn: () => {
      const body = { type: kind, content, to_sector_id: sectorId === null ? null : Number(sectorId) };
      return files.length === 0 ? inboxApi.dispatch(code, body) : mediasApi.dispatchWithFiles(code, body, files);
    },
    onSuccess: (response) => {
      toast.success(response.message);
      refreshItem(queryClient, scope, code);
      onDone();
    },
  });
  const fieldError = (field: string) => (isApiError(mutation.error) ? mutation.error.body?.errors?.[field]?.[0] : undefined);
  // The same checks as the attachment panel's, before any byte leaves (attachmentRules.ts).
  const pick = (picked: File[]) => {
    const check = limits.data ? checkBeforeUpload(picked, limits.data) : { accepted: picked, message: null };
    setRefused(check.message);
    setFiles((current) => [...current, ...check.accepted.filter((file) => !current.some((kept) => kept.name === file.name && kept.size === file.size))]);
  };
  return (
    <ActionDialogForm
      onSubmit={() => (content.trim() === '' ? setMissing(true) : mutation.mutate())}
      onCancel={onDone}
      submitLabel={d.submit}
      cancelLabel={d.cancel}
      pending={mutation.isPending}
      failure={mutation.isError && !fieldError('content') && !fieldError('to_sector_id') && !fieldError('files') ? failureMessage(mutation.error, d.failure) : null}
    >
      <Text size="sm" c="dimmed">
        {kind === 'note' ? d.noteHint : d.dispatchHint}
      </Text>
      <Textarea
        label={d.text}
        value={content}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          setMissing(false);
        }}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={DISPATCH_TEXT_MAX}
        withAsterisk
        error={missing ? messages.dispatch.contentRequired : fieldError('content')}
        disabled={mutation.isPending}
      />
      {kind === 'add-dispatch' ? <SectorSelect value={sectorId} onChange={setSectorId} error={fieldError('to_sector_id')} disabled={mutation.isPending} /> : null}
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton onChange={pick} multiple accept={limits.data?.allowedMimeTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} disabled={mutation.isPending}>
                {d.addFiles}
              </Button>
            )}
          </FileButton>
          {limits.data ? (
            <Text size="xs" c="dimmed">
              {maxSizeText(limits.data.maxBytes)}
            </Text>
          ) : null}
        </Group>
        {kind === 'note' ? (
          <Text size="xs" c="dimmed">
            {d.noteFilesHint}
          </Text>
        ) : null}
        {files.length > 0 ? (
          <Stack component="ul" gap={2} p={0} m={0} aria-label={d.filesLabel} style={{ listStyle: 'none' }}>
            {files.map((file) => (
              <Group component="li" key={`${file.name}-${file.size}`} gap={4} wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={d.removeFile(file.name)}
                  disabled={mutation.isPending}
                  onClick={() => setFiles((current) => current.filter((kept) => kept !== file))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : null}
        {refused ?? fieldError('files') ? (
          <Text size="sm" c="red.8" role="alert">
            {refused ?? fieldError('files')}
          </Text>
        ) : null}
      </Stack>
    </ActionDialogForm>
  );
}

function SectorSelect({ value, onChange, error, disabled }: { value: string | null; onChange: (value: string | null) => void; error: string | undefined; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const sectors = useQuery({ queryKey: ['contacts', 'sector', debounced], queryFn: ({ signal }) => documentsApi.contacts(debounced, 'sector', signal), retry: false });
  const data = (sectors.data?.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }));
  return (
    <Select
      label={d.moveTo}
      placeholder={d.moveToPlaceholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={messages.createDocument.nothingFound}
      comboboxProps={{ withinPortal: false }}
      error={error}
      disabled={disabled}
    />
  );
}
