// Headers for files the API sends (attachments, prints, packages).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `attachment; filename="ascii"; filename*=UTF-8''…` so every browser gets the original name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'arquivo';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}


/** Route onSend hook: an inline PDF gets a CSP without sandbox, which Chromium's viewer refuses to run under. */
export async function pdfViewerCsp(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const disposition = String(reply.getHeader('Content-Disposition') ?? '');
  if (reply.getHeader('Content-Type') === 'application/pdf' && disposition.startsWith('inline')) {
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
  return payload;
}

export { fileStem } from '../../src-shared/format';
