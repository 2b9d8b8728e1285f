// Inbox tags (issue 18, companion §3 Tag, §7 Tags): GET/POST /api/inbox/tag and
// GET/PUT/DELETE /api/inbox/tag/:id. The columns keep their old names (name = text, color =
// background_color) so the work queue reads them as before; these routes answer the spec's.
//
// Who manages tags: §6 names no tag permission, and a tag belongs to a sector, so keeping them is
// part of keeping a sector. A holder of sector-create-update (who creates and edits every sector)
// manages the tags of every sector; a holder of sector-settings-access (Meu Setor: the settings of
// one's own sector) manages the tags of the sectors they belong to. Another sector's tag does not
// exist for them (404), and they cannot file a tag under it (a field error).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Page } from '../../src-shared/api/page';
import { foldForSearch } from '../../src-shared/api/services';
import { tagListQuerySchema, tagSaveSchema, type AdminTag, type TagSaveInput } from '../../src-shared/api/tags';
import { messages } from '../../src-shared/messages';
import { authOf, requireStaffPermission, withAccess, type AuthContext } from '../auth/access';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';

const t = messages.tags;
const BASE = '/api/inbox/tag';
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Every sector's tags; sector-settings-access alone reaches only the user's own sectors. */
export const TAG_MANAGERS = ['sector-create-update', 'sector-settings-access'] as const;

type Row = { id: number; name: string; color: string; font_color: string; sector_id: number; sector_name: string; item_count: number };

const TAG_SQL = `SELECT tags.id, tags.name, tags.color, tags.font_color, tags.sector_id, sectors.name AS sector_name,
    (SELECT count(*) FROM inbox_email_tags WHERE tag_id = tags.id) AS item_count
  FROM tags JOIN sectors ON sectors.id = tags.sector_id`;

const toTag = (row: Row): AdminTag => ({
  id: row.id,
  text: row.name,
  background_color: row.color,
  font_color: row.font_color,
  sector_id: row.sector_id,
  sector_name: row.sector_name,
  item_count: row.item_count,
});

/** The sectors whose tags the user manages: all of them, or their own ('all' | ids). */
function manageableSectors(ctx: ServerContext, auth: AuthContext): 'all' | ReadonlySet<number> {
  if (auth.permissions().has('sector-create-update')) return 'all';
  return new Set(ctx.repos.sectors.membershipsOf(auth.userId).map((sector) => sector.id));
}
const manages = (sectors: 'all' | ReadonlySet<number>, sectorId: number) => sectors === 'all' || sectors.has(sectorId);

function findTag(db: Db, id: number, sectors: 'all' | ReadonlySet<number>): Row {
  const row = db.prepare<[number], Row>(`${TAG_SQL} WHERE tags.id = ?`).get(id);
  if (row === undefined || !manages(sectors, row.sector_id)) throw new ApiError(404, { message: t.notFound });
  return row;
}

/** An enabled sector the user manages, and a text no other tag of that sector has (ignoring case and accents). */
function checkTag(db: Db, input: TagSaveInput, sectors: 'all' | ReadonlySet<number>, exceptId: number | null): void {
  const sector = db.prepare<[number], { status: string }>('SELECT status FROM sectors WHERE id = ?').get(input.sector_id);
  if (sector?.status !== 'enabled' || !manages(sectors, input.sector_id)) throw invalidFields({ sector_id: [t.sectorInvalid] });
  const wanted = foldForSearch(input.text);
  const others = db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM tags WHERE sector_id = ?').all(input.sector_id);
  if (others.some((other) => other.id !== exceptId && foldForSearch(other.name) === wanted)) throw invalidFields({ text: [t.textTaken] });
}

export function registerTagRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = withAccess(requireStaffPermission(...TAG_MANAGERS));

  app.get(BASE, access, async (request) => {
    const query = parseInput(tagListQuerySchema, request.query);
    const sectors = manageableSectors(ctx, authOf(request));
    const wanted = foldForSearch(query.search ?? '');
    const rows = ctx.db
      .prepare<[], Row>(`${TAG_SQL} ORDER BY sectors.name COLLATE NOCASE, tags.name COLLATE NOCASE, tags.id`)
      .all()
      .filter(
        (row) =>
          manages(sectors, row.sector_id) &&
          (query.sector_id === undefined || row.sector_id === query.sector_id) &&
          (wanted === '' || foldForSearch(`${row.name} ${row.sector_name}`).includes(wanted)),
      );
    return paginate(rows.map(toTag), parsePageQuery(request.query), requestUrl(request)) satisfies Page<AdminTag>;
  });

  app.get(`${BASE}/:id`, access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { data: toTag(findTag(ctx.db, id, manageableSectors(ctx, authOf(request)))) };
  });

  app.post(BASE, access, async (request, reply) => {
    const input = parseInput(tagSaveSchema, request.body);
    const sectors = manageableSectors(ctx, authOf(request));
    const row = ctx.db.transaction(() => {
      checkTag(ctx.db, input, sectors, null);
      const id = ctx.db
        .prepare<[string, string, string, number], number>('INSERT INTO tags (name, color, font_color, sector_id) VALUES (?, ?, ?, ?) RETURNING id')
        .pluck()
        .get(input.text, input.background_color, input.font_color, input.sector_id) as number;
      return findTag(ctx.db, id, sectors);
    })();
    return reply.code(201).send({ data: toTag(row) });
  });

  app.put(`${BASE}/:id`, access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(tagSaveSchema, request.body);
    const sectors = manageableSectors(ctx, authOf(request));
    const row = ctx.db.transaction(() => {
      findTag(ctx.db, id, sectors);
      checkTag(ctx.db, input, sectors, id);
      ctx.db.prepare('UPDATE tags SET name = ?, color = ?, font_color = ?, sector_id = ? WHERE id = ?').run(input.text, input.background_color, input.font_color, input.sector_id, id);
      return findTag(ctx.db, id, sectors);
    })();
    return { data: toTag(row) };
  });

  // A tag is only a label: deleting it takes it off every item that carries it (ON DELETE CASCADE
  // of inbox_email_tags) and touches no document.
  app.delete(`${BASE}/:id`, access, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const sectors = manageableSectors(ctx, authOf(request));
    ctx.db.transaction(() => {
      findTag(ctx.db, id, sectors);
      ctx.db.prepare('DELETE FROM tags WHERE id = ?').run(id);
    })();
    return reply.code(204).send();
  });
}
