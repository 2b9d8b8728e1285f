// pdf.js with its worker, loaded only when a PDF is opened (kept out of the app's first chunk).
// The worker is an asset of the app itself (script-src/worker-src 'self'); eval is never asked
// for (the CSP has no 'unsafe-eval'), and no wasm URL is given (no 'wasm-unsafe-eval' either):
// the few PDFs with JPEG 2000 / JBIG2 images or ICC colours render those parts less faithfully.
import { getDocument, GlobalWorkerOptions, RenderingCancelledException } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';

/** A PDF from a (signed) URL, or from bytes already fetched (a copy: pdf.js transfers the buffer). */
export function openPdf(source: string | Uint8Array) {
  return typeof source === 'string'
    ? getDocument({ url: source, isEvalSupported: false, withCredentials: false })
    : getDocument({ data: source.slice(), isEvalSupported: false });
}

export const isRenderCancel = (error: unknown): boolean => error instanceof RenderingCancelledException;
