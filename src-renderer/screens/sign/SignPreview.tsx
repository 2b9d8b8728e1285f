// The preview pane of the signing screen: the previewed document's PDF, fetched with the session's
// token and drawn by pdf.js from its bytes. The CSP allows neither frames nor fetches of blob:
// URLs (frame-src falls back to 'self', connect-src has no blob:), so the bytes go to pdf.js as
// data, not as a URL.
import { ActionIcon, Alert, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SigningBatchType, SigningDocument } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import type { PDFDocumentProxy } from '../../attachments/pdfjs';

const t = messages.signing.screen;
const a = messages.attachments;

type Source = { key: string; fetch: (signal: AbortSignal) => Promise<Blob> };

function sourceOf(document: SigningDocument, batchType: SigningBatchType, requestUuid: string | null): Source {
  if (document.type === 'attachment') {
    return { key: `att-${document.id}`, fetch: (signal) => signingApi.attachmentFile(document.id, signal) };
  }
  if (batchType === 'signature-request' && requestUuid) {
    return { key: `request-${requestUuid}-${document.id}`, fetch: (signal) => signingApi.previewRequest(requestUuid, signal) };
  }
  return { key: `doc-${document.id}`, fetch: (signal) => signingApi.previewDocument(document.id, signal) };
}

const isPdf = (blob: Blob) => blob.type === '' || blob.type.includes('pdf');

type Props = { document: SigningDocument | null; batchType: SigningBatchType; requestUuid: string | null };

export function SignPreview({ document, batchType, requestUuid }: Props) {
  return (
    <Paper withBorder radius="sm" p="sm" h="100%" component="section" aria-label={t.preview} style={{ display: 'flex', flexDirection: 'column', minHeight: 480 }}>
      <Title order={2} size="h5" mb="xs">
        {document ? document.title : t.preview}
      </Title>
      {document ? <PreviewBody key={document.localId} document={document} batchType={batchType} requestUuid={requestUuid} /> : <Centered text={t.previewEmpty} />}
    </Paper>
  );
}

function Centered({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <Center style={{ flex: 1 }}>
      <Text c="dimmed" role={alert ? 'alert' : undefined}>
        {text}
      </Text>
    </Center>
  );
}

function PreviewBody({ document, batchType, requestUuid }: { document: SigningDocument; batchType: SigningBatchType; requestUuid: string | null }) {
  const source = sourceOf(document, batchType, requestUuid);
  const file = useQuery({
    queryKey: ['signing-preview', source.key],
    queryFn: async ({ signal }) => {
      const blob = await source.fetch(signal);
      return { pdf: isPdf(blob), bytes: new Uint8Array(await blob.arrayBuffer()) };
    },
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
  if (file.isPending) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={a.galleryLoading} />
      </Center>
    );
  }
  if (file.isError) return <Centered text={t.previewFailed} alert />;
  if (!file.data.pdf) {
    return (
      <Alert color="blue" variant="light">
        {t.previewNotPdf}
      </Alert>
    );
  }
  return <PdfBytes bytes={file.data.bytes} name={document.title} />;
}

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PDFDocumentProxy };

function PdfBytes({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [page, setPage] = useState(1);

  useEffect(() => {
    let alive = true;
    let destroy: (() => Promise<void>) | null = null;
    // The attachments module sets pdf.js's worker up; getDocument then takes the bytes (a copy:
    // pdf.js transfers the buffer to its worker).
    Promise.all([import('../../attachments/pdfjs'), import('pdfjs-dist')])
      .then(([, pdfjs]) => {
        const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false });
        destroy = () => task.destroy();
        if (!alive) return void task.destroy();
        return task.promise.then((doc) => {
          if (alive) setLoad({ status: 'ready', doc });
        });
      })
      .catch((error: unknown) => {
        if (!alive) return;
        console.error('PDF não carregado', error);
        setLoad({ status: 'error' });
      });
    return () => {
      alive = false;
      void destroy?.().catch(() => undefined);
    };
  }, [bytes]);

  if (load.status === 'loading') {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={a.galleryLoading} />
      </Center>
    );
  }
  if (load.status === 'error') return <Centered text={t.previewFailed} alert />;
  const total = load.doc.numPages;
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="center" gap="xs">
        <ActionIcon variant="default" aria-label={a.pdfPreviousPage} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {a.pdfPage(page, total)}
        </Text>
        <ActionIcon variant="default" aria-label={a.pdfNextPage} disabled={page >= total} onClick={() => setPage((p) => Math.min(total, p + 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <PdfPage doc={load.doc} page={page} label={a.pdfCanvasLabel(name, page)} />
    </Stack>
  );
}

function PdfPage({ doc, page, label }: { doc: PDFDocumentProxy; page: number; label: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      const frame = requestAnimationFrame(measure);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    let alive = true;
    let cancel: (() => void) | null = null;
    void (async () => {
      try {
        const { isRenderCancel } = await import('../../attachments/pdfjs');
        const pdfPage = await doc.getPage(page);
        if (!alive) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: Math.max(0.1, (width - 16) / natural.width) });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const task = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        cancel = () => task.cancel();
        await task.promise.catch((error: unknown) => {
          if (!isRenderCancel(error)) throw error;
        });
        if (alive) setFailed(false);
      } catch (error) {
        if (!alive) return;
        console.error('Página do PDF não desenhada', error);
        setFailed(true);
      }
    })();
    return () => {
      alive = false;
      cancel?.();
    };
  }, [doc, page, width]);

  return (
    <div ref={boxRef} style={{ flex: 1, minHeight: 0, overflow: 'auto', textAlign: 'center' }}>
      {failed && <Text role="alert">{t.previewFailed}</Text>}
      <canvas ref={canvasRef} role="img" aria-label={label} hidden={failed} />
    </div>
  );
}
