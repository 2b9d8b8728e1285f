// Route ids of the signature calls, and the bytes a signature covers.
import { z } from 'zod';
import { isoAt, type ServerContext } from '../context';
import { notFound } from '../http/errors';
import { contentOf as attachmentContentOf } from '../medias/store';
import { dispatchPage } from './dispatchTarget';
import type { SigningTarget } from './signing';

const idSchema = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);

/** A route parameter that must be a positive id; anything else names nothing (404). */
export function idParam(params: unknown, name: string): number {
  const parsed = idSchema.safeParse((params as Record<string, unknown> | null)?.[name]);
  if (!parsed.success || !Number.isSafeInteger(parsed.data)) throw notFound();
  return parsed.data;
}

/**
 * The bytes a signature of the target covers, the same for every kind (ICP, GDOC, GOVBR): a
 * despacho's page; an attachment's file; a document's stored bytes, or, for a document written in the editor (no
 * stored bytes, its text is the HTML body), the body's UTF-8 bytes. signedContentSha256 in
 * signing.ts is the digest of exactly these bytes.
 */
export function signedBytes(ctx: ServerContext, target: SigningTarget): Buffer {
  // A despacho's signature covers its page (dispatchTarget.ts), frozen the first time it is made.
  if (target.dispatch !== null) return dispatchPage(ctx.db, target.dispatch, isoAt(ctx.now()));
  if (target.attachment !== null) {
    const file = attachmentContentOf(ctx.db, target.attachment.id);
    if (file === undefined) throw notFound();
    return file;
  }
  const content = ctx.repos.documents.contentOf(target.document.id);
  if (content === undefined) throw notFound();
  if (content.length > 0) return content;
  const body = ctx.db.prepare<[number], string>('SELECT body FROM documents WHERE id = ?').pluck().get(target.document.id) ?? '';
  return Buffer.from(body, 'utf8');
}
