// Deadlines of the work queue (issue 19, src-shared/api/deadlines.ts): the Prazos card's counts and
// setting an item's deadline with a reason, by whoever may act on the item (the same rule as the
// other item writes: its sector's members and the owner of a personal inbox).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deadlineBodySchema } from '../../src-shared/api/deadlines';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { authOf } from '../auth/access';
import { recordRequest } from '../audit/trail';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { parseInput } from '../http/validation';
import { deadlineCounts, setDeadline } from '../inbox/deadlines';
import { emailFor, findEmailRow, itemOf, type Viewer } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { resolveScope, visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';

const idParams = z.object({ id: emailUuidSchema });

export function registerInboxDeadlineRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/inbox/query/tasks/sector/deadlines', staffOnly, async (request) => {
    const scope = resolveScope(ctx, request, authOf(request).userId);
    return deadlineCounts(ctx.db, scope, ctx.now());
  });

  app.put('/api/inbox/email/:id/deadline', staffOnly, async (request) => {
    const { userId } = authOf(request);
    const who: Viewer = { userId, visible: new Set(visibleSectorIds(ctx, userId)) };
    const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
    const body = parseInput(deadlineBodySchema, request.body);
    const updated = ctx.db.transaction(() => {
      setDeadline(ctx.db, row, { dueAt: body.due_at, reason: body.reason, userId, at: isoAt(ctx.now()) });
      recordRequest(ctx, request, {
        action: 'deadline',
        entity: 'inbox-email',
        entityId: row.uuid,
        documentId: row.document_id,
        changes: { due_at: [row.due_at, body.due_at], reason: [null, body.reason] },
      });
      return findEmailRow(ctx.db, row.uuid) as ItemRow;
    })();
    return itemOf(ctx.db, updated, who);
  });
}
