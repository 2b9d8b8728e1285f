// A PDF in the gallery: pdf.js renders one page at a time to a canvas, fitted to the width of
// the gallery, with page navigation and zoom (50–300 %). The source is a URL or the bytes (the
// signature preview fetches its PDF with the bearer token). Keyed by the caller: a new file starts
// again at page 1, 100 %.
import { ActionIcon, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../src-shared/messages';
import { nextZoom, ZOOM_MAX, ZOOM_MIN } from './attachmentRules';
import type { PDFDocumentProxy, RenderTask } from './pdfjs';

const t = messages.attachments;

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PDFDocumentProxy };

export function PdfViewer({ source, name }: { source: string | Uint8Array; name: string }) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let alive = true;
    let destroy: (() => Promise<void>) | null = null;
    import('./pdfjs')
      .then(({ openPdf }) => {
        const task = openPdf(source);
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
  }, [source]);

  if (load.status === 'loading') {
    return (
      <Center h="100%">
        <Loader role="status" aria-label={t.galleryLoading} />
      </Center>
    );
  }
  if (load.status === 'error') {
    return (
      <Center h="100%">
        <Text role="alert">{t.previewFailed}</Text>
      </Center>
    );
  }
  const total = load.doc.numPages;
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <Group justify="center" gap="xs" wrap="wrap">
        <ActionIcon variant="default" aria-label={t.pdfPreviousPage} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite" data-testid="pdf-page">
          {t.pdfPage(page, total)}
        </Text>
        <ActionIcon variant="default" aria-label={t.pdfNextPage} disabled={page >= total} onClick={() => setPage((p) => Math.min(total, p + 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t.pdfZoomOut} disabled={zoom <= ZOOM_MIN} onClick={() => setZoom((z) => nextZoom(z, -1))}>
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" w={48} ta="center">
          {t.pdfZoom(Math.round(zoom * 100))}
        </Text>
        <ActionIcon variant="default" aria-label={t.pdfZoomIn} disabled={zoom >= ZOOM_MAX} onClick={() => setZoom((z) => nextZoom(z, 1))}>
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t.pdfZoomReset} disabled={zoom === 1} onClick={() => setZoom(1)}>
          <IconZoomReset size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <PdfPage doc={load.doc} page={page} zoom={zoom} label={t.pdfCanvasLabel(name, page)} />
    </Stack>
  );
}

function PdfPage({ doc, page, zoom, label }: { doc: PDFDocumentProxy; page: number; zoom: number; label: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const drawing = `${page}:${zoom}:${width}`;
  const [failedDrawing, setFailedDrawing] = useState<string | null>(null);
  const failed = failedDrawing === drawing;

  // The page fits the box's width at 100 %; the box's width is followed as the window resizes.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    // The observer reports the first size as soon as it observes.
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
    let task: RenderTask | null = null;
    void (async () => {
      try {
        const { isRenderCancel } = await import('./pdfjs');
        const pdfPage = await doc.getPage(page);
        if (!alive) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const fit = Math.max(0.1, (width - 16) / natural.width);
        const viewport = pdfPage.getViewport({ scale: fit * zoom });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        await task.promise.catch((error: unknown) => {
          if (!isRenderCancel(error)) throw error;
        });
      } catch (error) {
        if (!alive) return;
        console.error('Página do PDF não desenhada', error);
        setFailedDrawing(drawing);
      }
    })();
    return () => {
      alive = false;
      task?.cancel();
    };
  }, [doc, page, zoom, width, drawing]);

  return (
    <div ref={boxRef} style={{ flex: 1, minHeight: 0, overflow: 'auto', textAlign: 'center' }} data-testid="pdf-viewer">
      {failed ? <Text role="alert">{t.previewFailed}</Text> : null}
      <canvas ref={canvasRef} role="img" aria-label={label} style={{ display: failed ? 'none' : 'inline-block', boxShadow: 'var(--mantine-shadow-sm)' }} />
    </div>
  );
}
