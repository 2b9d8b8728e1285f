// Attachments of a document being written: a dropzone (drag-and-drop or the button, several
// files at once) that says the size limit before anything is picked, refuses oversized and
// refused types before upload, sends each file on its own with a progress bar and a cancel
// button, then lists the files (gallery, download, remove, revision request).
import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Button, CloseButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconInfoCircle, IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import type { Media } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { mediasApi } from '../api/mediasApi';
import { toast } from '../app/toasts';
import { useServerAction } from '../offline/useServerAction';
import { AttachmentList } from './AttachmentList';
import { checkBeforeUpload, maxSizeText, uploadPercent, uploadsReducer, type UploadEntry } from './attachmentRules';
import { attachmentKeys, useMediaList, useUploadSettings } from './useAttachments';

const t = messages.attachments;

export const DEFAULT_MEDIA_GROUP = 'Anexos';

export type AttachmentsPanelProps = {
  /** The draft's server copy; null while the draft exists only on this computer. */
  inboxEmailUuid: string | null;
  editable: boolean;
  /** false for external users (§6); already-rejected files never offer it. */
  canRequestReview: boolean;
  onChange?: (files: Media[]) => void;
  /** The medias group new files join (multipart mediaGroup). */
  mediaGroup?: string;
};

let uploadSequence = 0;

export function AttachmentsPanel({ inboxEmailUuid, editable, canRequestReview, onChange, mediaGroup = DEFAULT_MEDIA_GROUP }: AttachmentsPanelProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const server = useServerAction();
  const onServer = inboxEmailUuid !== null;
  const list = useMediaList(inboxEmailUuid);
  const settings = useUploadSettings(editable);
  const [uploads, dispatch] = useReducer(uploadsReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const openRef = useRef<() => void>(null);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const uploadOne = useCallback(
    async (uuid: string, file: File) => {
      uploadSequence += 1;
      const id = `upload-${uploadSequence}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      dispatch({ type: 'start', id, name: file.name, size: file.size });
      try {
        const added = await mediasApi.upload(uuid, [file], {
          mediaGroup,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => dispatch({ type: 'progress', id, loaded, total }),
        });
        dispatch({ type: 'done', id });
        queryClient.setQueryData<Media[]>(attachmentKeys.list(uuid), (files) => [
          ...(files ?? []).filter((item) => !added.some((next) => next.id === item.id)),
          ...added,
        ]);
        const files = queryClient.getQueryData<Media[]>(attachmentKeys.list(uuid));
        if (files) onChange?.(files);
      } catch (error) {
        if (controller.signal.aborted) {
          dispatch({ type: 'canceled', id });
          return;
        }
        // The server's reasons already name the file; a network failure does not.
        const serverReason = isApiError(error) && !error.isNetworkError ? error.serverMessage : undefined;
        dispatch({ type: 'failed', id, error: serverReason ?? t.uploadNetworkError });
        toast.error(t.addFailed(serverReason ?? t.uploadFailedReason(file.name, t.uploadNetworkError)));
      } finally {
        controllers.current.delete(id);
      }
    },
    [mediaGroup, onChange, queryClient],
  );

  const onDrop = (picked: FileWithPath[]) => {
    if (!inboxEmailUuid) return;
    const checked = settings.data
      ? checkBeforeUpload(picked, settings.data)
      : { accepted: picked, reasons: [], message: null };
    if (checked.message) toast.error(checked.message);
    if (checked.accepted.length === 0) return;
    void Promise.allSettled(checked.accepted.map((file) => uploadOne(inboxEmailUuid, file))).then(() =>
      queryClient.invalidateQueries({ queryKey: attachmentKeys.list(inboxEmailUuid) }),
    );
  };

  const disabled = !onServer || !editable || server.disabled || settings.isPending;
  const files = list.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconPaperclip size={18} aria-hidden />
          <Title order={2} size="h4" id={headingId}>
            {t.title}
          </Title>
        </Group>

        {!onServer ? (
          <Alert variant="light" color="darkBlue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="attachments-draft-note">
            {t.draftNotSaved}
          </Alert>
        ) : null}

        {editable ? (
          <>
            <Dropzone
              onDrop={onDrop}
              multiple
              disabled={disabled}
              openRef={openRef}
              activateOnClick={!disabled}
              data-testid="attachments-dropzone"
              aria-disabled={disabled || undefined}
              inputProps={{ 'aria-label': t.chooseFiles, disabled }}
              style={disabled ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
            >
              <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={36} stroke={1.5} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={36} stroke={1.5} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPaperclip size={36} stroke={1.5} aria-hidden />
                </Dropzone.Idle>
                <Stack gap={2}>
                  <Dropzone.Idle>
                    <Text>{t.dropzoneTitle}</Text>
                  </Dropzone.Idle>
                  <Dropzone.Accept>
                    <Text>{t.dropzoneAccept}</Text>
                  </Dropzone.Accept>
                  <Dropzone.Reject>
                    <Text>{t.dropzoneReject}</Text>
                  </Dropzone.Reject>
                  <Text size="sm" c="dimmed" data-testid="attachments-max-size">
                    {settings.data ? maxSizeText(settings.data.maxBytes) : settings.isError ? t.settingsUnavailable : messages.app.loading}
                  </Text>
                </Stack>
              </Group>
            </Dropzone>
            <Group>
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} disabled={disabled} onClick={() => openRef.current?.()}>
                {t.chooseFiles}
              </Button>
              {server.reason && onServer ? (
                <Text size="sm" c="dimmed">
                  {server.reason}
                </Text>
              ) : null}
            </Group>
          </>
        ) : null}

        {uploads.length > 0 ? (
          <Stack gap="xs" component="ul" aria-label={t.uploadsLabel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {uploads.map((entry) => (
              <li key={entry.id}>
                <UploadRow
                  entry={entry}
                  onCancel={() => controllers.current.get(entry.id)?.abort()}
                  onDismiss={() => dispatch({ type: 'dismiss', id: entry.id })}
                />
              </li>
            ))}
          </Stack>
        ) : null}

        {onServer && list.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : onServer && list.isError && !list.data ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t.loadError}</Text>
              <Button size="xs" variant="default" onClick={() => void list.refetch()}>
                {messages.app.retry}
              </Button>
            </Group>
          </Alert>
        ) : onServer ? (
          <AttachmentList files={files} inboxEmailUuid={inboxEmailUuid} editable={editable} canRequestReview={canRequestReview} onChange={onChange} testId="attachments" />
        ) : null}
      </Stack>
    </section>
  );
}

function UploadRow({ entry, onCancel, onDismiss }: { entry: UploadEntry; onCancel: () => void; onDismiss: () => void }) {
  const percent = uploadPercent(entry);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="upload">
      <Group gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
            </Text>
            <Text size="sm" c={entry.status === 'failed' ? 'red.8' : 'dimmed'}>
              {entry.status === 'uploading' ? t.uploadPercent(percent) : entry.status === 'canceled' ? t.uploadCanceled : t.uploadFailed}
            </Text>
          </Group>
          {entry.status === 'uploading' ? <Progress value={percent} aria-label={t.uploading(entry.name)} animated={percent < 100} /> : null}
          {entry.status === 'failed' && entry.error ? (
            <Text size="xs" c="red.8">
              {entry.error}
            </Text>
          ) : null}
        </Stack>
        {entry.status === 'uploading' ? (
          <ActionIcon variant="subtle" color="red" aria-label={t.cancelUpload(entry.name)} onClick={onCancel}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <CloseButton aria-label={t.dismiss(entry.name)} onClick={onDismiss} />
        )}
      </Group>
    </Paper>
  );
}
