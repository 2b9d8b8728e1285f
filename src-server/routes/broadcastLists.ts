// Broadcast lists (issue 18, companion §2 Lista de transmissão, §6 broadcast-create/update/delete;
// contract in src-shared/api/broadcastLists.ts). The create form's picker (GET /api/broadcast) stays
// what it was: the enabled lists of a sector and the organisation-wide ones. The administration
// reads and writes the rest behind the broadcast permissions, any of the three to read.
// A list a subject or a document names is never deleted (the document's recipient would vanish
// with it): DELETE says where it is used, and the list is disabled instead.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  broadcastListInputSchema,
  broadcastStatusSchema,
  memberKey,
  type BroadcastListItem,
  type BroadcastMember,
} from '../../src-shared/api/broadcastLists';
import type { Page } from '../../src-shared/api/page';
import { foldForSearch } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { authOf, requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.broadcastLists;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const pickerQuery = z.object({ sectorId: id.optional() });
const listQuery = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(['enabled', 'disabled']).optional().catch(undefined),
  sector_id: id.optional(),
});
type Input = z.output<typeof broadcastListInputSchema>;

type ListRow = { id: number; name: string; sector_id: number | null; sector_name: string | null; status: 'enabled' | 'disabled'; members_count: number };

const LIST_SQL = `SELECT b.id, b.name, b.sector_id, s.name AS sector_name, b.status,
    (SELECT count(*) FROM broadcast_list_members WHERE broadcast_id = b.id) AS members_count
  FROM broadcast_lists b LEFT JOIN sectors s ON s.id = b.sector_id`;

function membersOf(db: Db, listId: number): BroadcastMember[] {
  return db
    .prepare<[number], { sector_id: number | null; person_id: number | null; name: string | null }>(
      `SELECT m.sector_id, m.person_id, coalesce(s.name, p.name) AS name FROM broadcast_list_members m
       LEFT JOIN sectors s ON s.id = m.sector_id LEFT JOIN people p ON p.id = m.person_id WHERE m.broadcast_id = ? ORDER BY m.id`,
    )
    .all(listId)
    .map((row) => (row.sector_id !== null ? { kind: 'sector', id: row.sector_id, name: row.name ?? '' } : { kind: 'person', id: row.person_id ?? 0, name: row.name ?? '' }));
}

/** The list as the administration reads it; members only when asked (the page leaves them out). */
const toItem = (db: Db, row: ListRow, withMembers: boolean): BroadcastListItem => ({
  id: row.id,
  name: row.name,
  sector_id: row.sector_id,
  sector: row.sector_id !== null && row.sector_name !== null ? { id: row.sector_id, name: row.sector_name } : null,
  status: row.status,
  members_count: row.members_count,
  members: withMembers ? membersOf(db, row.id) : [],
});

function findList(db: Db, listId: number): ListRow {
  const row = db.prepare<[number], ListRow>(`${LIST_SQL} WHERE b.id = ?`).get(listId);
  if (row === undefined) throw new ApiError(404, { message: m.notFound });
  return row;
}

/** Field by field: a free name within the same sector (or the organisation), a real sector, members that exist. */
function checkInput(db: Db, input: Input, listId: number | null): void {
  const errors: Record<string, string[]> = {};
  if (input.sector_id !== null && db.prepare('SELECT 1 FROM sectors WHERE id = ?').get(input.sector_id) === undefined) errors.sector_id = [m.unknownSector];
  const wanted = foldForSearch(input.name);
  const sameScope = db
    .prepare<[number | null], { id: number; name: string }>('SELECT id, name FROM broadcast_lists WHERE sector_id IS ?')
    .all(input.sector_id);
  if (sameScope.some((list) => list.id !== listId && foldForSearch(list.name) === wanted)) errors.name = [m.nameTaken];
  const sectorExists = db.prepare<[number], number>('SELECT 1 FROM sectors WHERE id = ?').pluck();
  const personExists = db.prepare<[number], number>('SELECT 1 FROM people WHERE id = ?').pluck();
  if (input.members.some((member) => (member.kind === 'sector' ? sectorExists.get(member.id) : personExists.get(member.id)) === undefined)) {
    errors.members = [m.unknownMember];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

function writeList(db: Db, input: Input, listId: number | null): number {
  const saved =
    listId === null
      ? (db.prepare<[string, number | null], number>('INSERT INTO broadcast_lists (name, sector_id) VALUES (?, ?) RETURNING id').pluck().get(input.name, input.sector_id) as number)
      : (db.prepare('UPDATE broadcast_lists SET name = ?, sector_id = ? WHERE id = ?').run(input.name, input.sector_id, listId), listId);
  db.prepare('DELETE FROM broadcast_list_members WHERE broadcast_id = ?').run(saved);
  const add = db.prepare('INSERT INTO broadcast_list_members (broadcast_id, sector_id, person_id) VALUES (?, ?, ?)');
  const seen = new Set<string>();
  for (const member of input.members) {
    if (seen.has(memberKey(member))) continue;
    seen.add(memberKey(member));
    add.run(saved, member.kind === 'sector' ? member.id : null, member.kind === 'person' ? member.id : null);
  }
  return saved;
}

/** Where a list is named as a recipient: subjects' recipients and documents' (sent or drafted). */
function usesOf(db: Db, listId: number): { subjects: number; documents: number } {
  const subjects = db.prepare<[number], number>('SELECT count(DISTINCT subject_id) FROM subject_recipients WHERE broadcast_id = ?').pluck().get(listId) ?? 0;
  const documents = db.prepare<[number], number>('SELECT count(DISTINCT document_id) FROM document_recipients WHERE broadcast_id = ?').pluck().get(listId) ?? 0;
  return { subjects, documents };
}

export function registerBroadcastListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const read = withAccess(requireStaffPermission('broadcast-create', 'broadcast-update', 'broadcast-delete'));

  // The create form's picker: enabled lists of a sector and the organisation-wide ones, or of
  // every sector the user sees.
  app.get('/api/broadcast', staffOnly, async (request: FastifyRequest) => {
    const { sectorId } = parseInput(pickerQuery, request.query);
    const rows = ctx.db
      .prepare<[], { id: number; name: string; sector_id: number | null; recipients_count: number }>(
        `SELECT b.id, b.name, b.sector_id, (SELECT count(*) FROM broadcast_list_members WHERE broadcast_id = b.id) AS recipients_count
         FROM broadcast_lists b WHERE b.status = 'enabled' ORDER BY b.name COLLATE NOCASE, b.id`,
      )
      .all();
    const seen = new Set(visibleSectorIds(ctx, authOf(request).userId));
    const data = rows
      .filter((row) => row.sector_id === null || (sectorId === undefined ? seen.has(row.sector_id) : row.sector_id === sectorId))
      .map(({ id: listId, name, recipients_count: count }) => ({ id: listId, name, recipients_count: count }));
    return { data };
  });

  app.get('/api/broadcast/manage', read, async (request) => {
    const query = parseInput(listQuery, request.query);
    const wanted = foldForSearch(query.search ?? '');
    const rows = ctx.db
      .prepare<[], ListRow>(LIST_SQL)
      .all()
      .filter((row) => query.status === undefined || row.status === query.status)
      .filter((row) => query.sector_id === undefined || row.sector_id === query.sector_id)
      .filter((row) => wanted === '' || foldForSearch(row.name).includes(wanted))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
    const shown = paginate(rows, parsePageQuery(request.query), requestUrl(request));
    return { ...shown, data: shown.data.map((row) => toItem(ctx.db, row, false)) } satisfies Page<BroadcastListItem>;
  });

  app.get('/api/broadcast/:id', read, async (request) => {
    const { id: listId } = parseInput(idParams, request.params);
    return { data: toItem(ctx.db, findList(ctx.db, listId), true) };
  });

  app.post('/api/broadcast', withAccess(requireStaffPermission('broadcast-create')), async (request, reply) => {
    const input = parseInput(broadcastListInputSchema, request.body);
    const list = ctx.db.transaction(() => {
      checkInput(ctx.db, input, null);
      return toItem(ctx.db, findList(ctx.db, writeList(ctx.db, input, null)), true);
    })();
    return reply.code(201).send({ data: list });
  });

  app.put('/api/broadcast/:id', withAccess(requireStaffPermission('broadcast-update')), async (request) => {
    const { id: listId } = parseInput(idParams, request.params);
    const input = parseInput(broadcastListInputSchema, request.body);
    const list = ctx.db.transaction(() => {
      findList(ctx.db, listId);
      checkInput(ctx.db, input, listId);
      return toItem(ctx.db, findList(ctx.db, writeList(ctx.db, input, listId)), true);
    })();
    return { data: list };
  });

  app.patch('/api/broadcast/:id/status', withAccess(requireStaffPermission('broadcast-update')), async (request) => {
    const { id: listId } = parseInput(idParams, request.params);
    const { status } = parseInput(broadcastStatusSchema, request.body);
    const list = ctx.db.transaction(() => {
      findList(ctx.db, listId);
      ctx.db.prepare('UPDATE broadcast_lists SET status = ? WHERE id = ?').run(status, listId);
      return toItem(ctx.db, findList(ctx.db, listId), true);
    })();
    return { data: list };
  });

  app.delete('/api/broadcast/:id', withAccess(requireStaffPermission('broadcast-delete')), async (request, reply) => {
    const { id: listId } = parseInput(idParams, request.params);
    ctx.db.transaction(() => {
      findList(ctx.db, listId);
      const uses = usesOf(ctx.db, listId);
      if (uses.subjects > 0 || uses.documents > 0) throw new ApiError(422, { message: m.inUse(uses.subjects, uses.documents) });
      ctx.db.prepare('DELETE FROM broadcast_lists WHERE id = ?').run(listId);
    })();
    return reply.code(204).send();
  });
}
