// The documents a user may sign or whose signatures they may see: the author's and those of the
// sectors they belong to. An id that names no document is 404; someone else's document is 403.
import { z } from 'zod';
import type { ServerContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import type { DocumentRow } from '../repos/documents';

const idSchema = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);

/** A route parameter that must be a positive id; anything else names nothing (404). */
export function idParam(params: unknown, name: string): number {
  const parsed = idSchema.safeParse((params as Record<string, unknown> | null)?.[name]);
  if (!parsed.success || !Number.isSafeInteger(parsed.data)) throw notFound();
  return parsed.data;
}

export function visibleDocument(ctx: ServerContext, userId: number, documentId: number): DocumentRow {
  const document = ctx.repos.documents.findById(documentId);
  if (document === undefined) throw notFound();
  if (!ctx.repos.documents.canSee(userId, document)) throw forbidden();
  return document;
}

/** The document's bytes, exactly as signed. */
export function documentContent(ctx: ServerContext, document: DocumentRow): Buffer {
  const content = ctx.repos.documents.contentOf(document.id);
  if (content === undefined) throw notFound();
  return content;
}
