// The gallery viewer (§2, §9): a dialog of 90 % × 90 % named by the file it shows, previous/next
// (buttons and ← →), PDFs through pdf.js, images through <img> from the signed link (SVG too:
// never inlined), anything else the spec's "not supported" line with a download button.
import { ActionIcon, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { messages } from '../../src-shared/messages';
import { toast } from '../app/toasts';
import { useServerAction } from '../offline/useServerAction';
import { canDownloadSigned, previewKindOf, stepIndex } from './attachmentRules';
import { PdfViewer } from './PdfViewer';
import { downloadAttachment, useSignedLink, type AttachmentFile } from './useAttachments';

const t = messages.attachments;

type Props = {
  files: readonly AttachmentFile[];
  /** The file shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

export function Gallery({ files, index, onIndexChange, onClose }: Props) {
  const file = index === null ? undefined : files[index];
  const total = files.length;
  const open = file !== undefined;

  useEffect(() => {
    if (!open || index === null || total < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (event.key === 'ArrowLeft') onIndexChange(stepIndex(index, -1, total));
      else if (event.key === 'ArrowRight') onIndexChange(stepIndex(index, 1, total));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, total, onIndexChange]);

  return (
    <Modal
      opened={open}
      onClose={onClose}
      title={file?.name ?? ''}
      size="90vw"
      centered
      styles={{
        content: { height: '90vh', maxHeight: '90vh', display: 'flex', flexDirection: 'column' },
        title: { overflowWrap: 'anywhere' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
      data-testid="gallery"
    >
      {file && index !== null ? (
        <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <ActionIcon variant="default" size="lg" aria-label={t.galleryPrevious} disabled={total < 2} onClick={() => onIndexChange(stepIndex(index, -1, total))}>
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              <Text size="sm" aria-live="polite">
                {t.galleryPosition(index + 1, total)}
              </Text>
              <ActionIcon variant="default" size="lg" aria-label={t.galleryNext} disabled={total < 2} onClick={() => onIndexChange(stepIndex(index, 1, total))}>
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
            <DownloadButtons file={file} />
          </Group>
          <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            <Preview key={file.id} file={file} />
          </div>
        </Stack>
      ) : null}
    </Modal>
  );
}

function DownloadButtons({ file }: { file: AttachmentFile }) {
  const server = useServerAction();
  const disabled = server.disabled || file.remote_file_key === null;
  const [busy, setBusy] = useState<'file' | 'signed' | null>(null);
  const run = (signed: boolean) => {
    setBusy(signed ? 'signed' : 'file');
    void downloadAttachment(file, signed).finally(() => setBusy(null));
  };
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={disabled} loading={busy === 'file'} onClick={() => run(false)}>
        {t.download}
      </Button>
      {canDownloadSigned(file) ? (
        <Button variant="default" leftSection={<IconFileCertificate size={16} aria-hidden />} disabled={disabled} loading={busy === 'signed'} onClick={() => run(true)}>
          {t.downloadSigned}
        </Button>
      ) : null}
    </Group>
  );
}

function Preview({ file }: { file: AttachmentFile }) {
  const kind = previewKindOf(file.type);
  const server = useServerAction();
  const canFetch = !server.disabled && file.remote_file_key !== null;
  const link = useSignedLink(file.remote_file_key, kind !== 'unsupported' && canFetch);
  const [imageFailed, setImageFailed] = useState(false);

  const linkFailed = link.isError;
  useEffect(() => {
    if (linkFailed) toast.error(t.linkFailed);
  }, [linkFailed]);

  if (kind === 'unsupported') {
    return (
      <Center style={{ flex: 1 }}>
        <Stack align="center" gap="md">
          <Text ta="center" data-testid="unsupported-preview">
            {t.unsupportedPreview}
          </Text>
          <Button leftSection={<IconDownload size={16} aria-hidden />} disabled={!canFetch} onClick={() => void downloadAttachment(file)}>
            {t.download}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!canFetch) return <Centered text={t.offlineUnavailable} />;
  if (link.isError) return <Centered text={t.previewFailed} alert />;
  if (!link.data) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader role="status" aria-label={t.galleryLoading} />
      </Center>
    );
  }
  if (kind === 'pdf') return <PdfViewer key={link.data} source={link.data} name={file.name} />;
  if (imageFailed) return <Centered text={t.previewFailed} alert />;
  return (
    <Center style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      <img
        src={link.data}
        alt={t.imageAlt(file.name)}
        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        onError={() => setImageFailed(true)}
        data-testid="gallery-image"
      />
    </Center>
  );
}

function Centered({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <Center style={{ flex: 1 }}>
      <Text ta="center" role={alert ? 'alert' : undefined}>
        {text}
      </Text>
    </Center>
  );
}
