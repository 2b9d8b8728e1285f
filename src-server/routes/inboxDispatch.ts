// POST /api/inbox/email/:id/dispatch: a despacho or a nota on a document the user's inbox holds.
//   JSON body { type: 'add-dispatch' | 'note', content, to_sector_id? (despacho only) }, or the same
//   fields as multipart/form-data with files[] (the despacho's files, checked as any upload is:
//   medias/uploadParts.ts) → 201 { message, data: SummaryItem[] }
// 404 unknown email, 403 an inbox the user cannot open, 422 a draft, an archived or closed email,
// bad fields or a refused file (413 too large or too many). Nothing is stored unless the dispatch
// and every file are. X-InboxType / X-InboxSectorId as in the other inbox calls.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { dispatchBodySchema } from '../../src-shared/api/inboxDispatch';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { parseInput } from '../http/validation';
import { addDispatch, type DispatchFile } from '../inbox/addDispatch';
import { emailFor } from '../inbox/emails';
import { resolveScope } from '../inbox/scope';
import { MULTIPART_LIMITS, readUpload } from '../medias/uploadParts';
import { staffOnly } from './inbox';

const m = messages.dispatch;
const idParams = z.object({ id: emailUuidSchema });
const FORM_FIELDS = new Set(['type', 'content', 'to_sector_id']);

/** The form's to_sector_id: empty is none; anything but digits is left for the schema to refuse. */
const formSectorId = (value: string | undefined): unknown => {
  const text = (value ?? '').trim();
  if (text === '' || text === 'null') return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
};

async function bodyAndFiles(request: FastifyRequest): Promise<{ body: unknown; files: DispatchFile[] }> {
  if (!request.isMultipart()) return { body: request.body, files: [] };
  const { fields, files } = await readUpload(request, FORM_FIELDS);
  return { body: { type: fields.type, content: fields.content, to_sector_id: formSectorId(fields.to_sector_id) }, files };
}

export function registerInboxDispatchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Multipart is parsed only in this scope (as for the medias): JSON is still read as before.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });

    scope.post('/api/inbox/email/:id/dispatch', staffOnly, async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { userId } = authOf(request);
      const scopeOf = resolveScope(ctx, request, userId, { inboxType: 'personal' });
      const email = emailFor(ctx.db, id, { userId, visible: scopeOf.visible });
      // Every file is read and checked before anything is written.
      const { body: raw, files } = await bodyAndFiles(request);
      const body = parseInput(dispatchBodySchema, raw);
      const actor = { userId, visible: scopeOf.visible, sectorId: scopeOf.sectorId };
      const data = ctx.db.transaction(() => addDispatch(ctx.db, email, body, actor, isoAt(ctx.now()), files))();
      const sector = body.to_sector_id === null ? null : (data[0]?.to ?? '');
      return reply.code(201).send({ message: sector === null ? m.added[body.type] : m.moved(sector), data });
    });
  });
}
