// The document sanitiser (src-shared/html) on the page's own window.
import type { WindowLike } from 'dompurify';
import { sanitizeDocumentHtml as sanitizeWith, safeStyle } from '../../../src-shared/html/sanitizeDocumentHtml';

export { safeStyle };

/** Safe HTML for dangerouslySetInnerHTML. `win` is for tests; the renderer passes nothing. */
export const sanitizeDocumentHtml = (html: string, win: WindowLike = globalThis.window): string => sanitizeWith(html, win);
