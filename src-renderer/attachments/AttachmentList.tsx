// The attachment list (§2): one tile per file (50 px, 100 px on large screens, §9) with its
// thumbnail or icon, download, remove (when editable) and a more-menu (view, signed download,
// Solicitar revisão). Opening a tile shows the gallery; the revision dialog and the removal
// confirmation live here too, so every place that lists attachments behaves alike.
import { ActionIcon, Badge, Box, Button, Group, Menu, Modal, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconDownload, IconEye, IconFile, IconFileCertificate, IconFileTypePdf, IconMessageReport, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Media } from '../../src-shared/api/documents';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import { breakpoints } from '../app/theme';
import { useServerAction } from '../offline/useServerAction';
import { formatFileSize } from '../screens/inbox/itemView';
import { canDownloadSigned, canRequestReviewOf, previewKindOf } from './attachmentRules';
import { Gallery } from './Gallery';
import { ReviewDialog } from './ReviewDialog';
import { downloadAttachment, useRemoveAttachment, useRequestReview, useSignedLink, type AttachmentFile } from './useAttachments';

const t = messages.attachments;

export const TILE_SIZE = 50;
export const TILE_SIZE_LARGE = 100;

type Props = {
  files: readonly AttachmentFile[];
  /** The server copy the files belong to; null: nothing can be changed on the server. */
  inboxEmailUuid: string | null;
  editable: boolean;
  /** false for external users (§6); rejected files never offer it. */
  canRequestReview: boolean;
  onChange?: (files: Media[]) => void;
  testId?: string;
};

export function AttachmentList({ files, inboxEmailUuid, editable, canRequestReview, onChange, testId }: Props) {
  const large = useMediaQuery(`(min-width: ${breakpoints.md})`) ?? false;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<AttachmentFile | null>(null);
  const [removing, setRemoving] = useState<AttachmentFile | null>(null);
  const remove = useRemoveAttachment(inboxEmailUuid, onChange);
  const review = useRequestReview(inboxEmailUuid, onChange);
  const server = useServerAction();

  if (files.length === 0) return <Text c="dimmed" data-testid={testId}>{t.empty}</Text>;

  return (
    <>
      <Stack gap="xs" component="ul" aria-label={t.listLabel} data-testid={testId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {files.map((file, index) => (
          <li key={file.id}>
            <AttachmentTile
              file={file}
              size={large ? TILE_SIZE_LARGE : TILE_SIZE}
              online={!server.disabled}
              offlineReason={server.reason}
              removable={editable && inboxEmailUuid !== null}
              reviewable={inboxEmailUuid !== null && canRequestReviewOf(file, canRequestReview)}
              onOpen={() => setGalleryIndex(index)}
              onRemove={() => setRemoving(file)}
              onReview={() => setReviewing(file)}
            />
          </li>
        ))}
      </Stack>

      <Gallery files={files} index={galleryIndex} onIndexChange={setGalleryIndex} onClose={() => setGalleryIndex(null)} />

      <ReviewDialog
        file={reviewing}
        submitting={review.isPending}
        onSubmit={(file, reason) => review.mutateAsync({ file, reason })}
        onClose={() => setReviewing(null)}
      />

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t.removeTitle} size="md">
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>{removing ? t.removeConfirm(removing.name) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {messages.app.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
              }}
            >
              {t.removeConfirmButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

type TileProps = {
  file: AttachmentFile;
  size: number;
  online: boolean;
  offlineReason: string | undefined;
  removable: boolean;
  reviewable: boolean;
  onOpen: () => void;
  onRemove: () => void;
  onReview: () => void;
};

function AttachmentTile({ file, size, online, offlineReason, removable, reviewable, onOpen, onRemove, onReview }: TileProps) {
  const canFetch = online && file.remote_file_key !== null;
  const rejected = file.rejected_status === 'REJECTED';
  const type = file.extensionType ? file.extensionType.toUpperCase() : file.type;

  return (
    <Paper withBorder radius="md" p="xs" data-testid="attachment" data-name={file.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <UnstyledButton
          onClick={onOpen}
          aria-label={t.open(file.name)}
          style={{ width: size, height: size, flex: `0 0 ${size}px`, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          <Thumbnail file={file} size={size} load={canFetch} />
        </UnstyledButton>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t.meta(type, formatFileSize(file.size), formatDateTime(file.created_at))}
          </Text>
          {rejected || file.attachment_has_been_signed ? (
            <Group gap={4}>
              {rejected ? (
                <Tooltip label={file.rejected_message ? t.reviewReason(file.rejected_message) : t.reviewRequested} multiline maw={320} events={{ hover: true, focus: true, touch: true }} disabled={!file.rejected_message}>
                  <Badge color="red" variant="light" tabIndex={file.rejected_message ? 0 : undefined} data-testid="review-requested">
                    {t.reviewRequested}
                  </Badge>
                </Tooltip>
              ) : null}
              {file.attachment_has_been_signed ? (
                <Badge color="green" variant="light">
                  {t.signed}
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={offlineReason ?? t.downloadOf(file.name)}>
            <ActionIcon variant="subtle" aria-label={t.downloadOf(file.name)} disabled={!canFetch} onClick={() => void downloadAttachment(file)}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {removable ? (
            <Tooltip label={offlineReason ?? t.removeOf(file.name)}>
              <ActionIcon variant="subtle" color="red" aria-label={t.removeOf(file.name)} disabled={!online} onClick={onRemove}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t.moreActions(file.name)}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onOpen}>
                {t.view}
              </Menu.Item>
              <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} disabled={!canFetch} onClick={() => void downloadAttachment(file)}>
                {t.download}
              </Menu.Item>
              {canDownloadSigned(file) ? (
                <Menu.Item leftSection={<IconFileCertificate size={16} aria-hidden />} disabled={!canFetch} onClick={() => void downloadAttachment(file, true)}>
                  {t.downloadSigned}
                </Menu.Item>
              ) : null}
              {reviewable ? (
                <Menu.Item leftSection={<IconMessageReport size={16} aria-hidden />} disabled={!online} onClick={onReview}>
                  {t.requestReview}
                </Menu.Item>
              ) : null}
              {removable ? (
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={!online} onClick={onRemove}>
                  {t.remove}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}

export function FileIcon({ mime, size }: { mime: string; size: number }) {
  const kind = previewKindOf(mime);
  const Icon = kind === 'pdf' ? IconFileTypePdf : kind === 'image' ? IconPhoto : IconFile;
  return <Icon size={size} stroke={1.5} aria-hidden />;
}

/** An image's own picture (through <img> from its signed link, never inlined), else an icon by type. */
function Thumbnail({ file, size, load }: { file: AttachmentFile; size: number; load: boolean }) {
  const isImage = previewKindOf(file.type) === 'image';
  const link = useSignedLink(file.remote_file_key, load && isImage);
  const [failed, setFailed] = useState(false);
  return (
    <Box
      w={size}
      h={size}
      bg="var(--mantine-color-gray-1)"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--mantine-color-darkBlue-8)' }}
    >
      {isImage && link.data && !failed ? (
        <img src={link.data} alt="" width={size} height={size} loading="lazy" style={{ objectFit: 'cover', width: size, height: size }} onError={() => setFailed(true)} />
      ) : (
        <FileIcon mime={file.type} size={Math.round(size * 0.6)} />
      )}
    </Box>
  );
}
