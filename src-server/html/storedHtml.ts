// HTML staff write and others later load into their editor (a document model): stored only after
// the document sanitiser the renderer applies to what it shows (src-shared/html), on one jsdom
// window made at the first use.
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeDocumentHtml } from '../../src-shared/html/sanitizeDocumentHtml';

let window: WindowLike | null = null;

export function sanitizeStoredHtml(html: string): string {
  window ??= new JSDOM('').window as unknown as WindowLike;
  return sanitizeDocumentHtml(html, window);
}
