// What the create form looks up (spec §7 Document creation; companion spec Subjects, Sectors,
// Blueprints): document settings and print layouts, subjects, contacts, broadcast lists and the
// sectors' memo models (blueprints), which only the sector's members edit. A sector as an address
// (GET /api/sector/:id) is answered by routes/sectors.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blueprintBodySchema, CONTACT_KINDS, type Blueprint, type Contact } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { documentSettings, externalLayout } from '../documents/catalog';
import { findSubjectRow, listSubjects, matches, subjectOut } from '../documents/subjects';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.documents;
const CONTACT_LIMIT = 50;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const search = z.string().max(255, { error: m.searchTooLong }).optional();
const subjectQuery = z.object({ search, status: z.enum(['enabled', 'disabled'], { error: m.statusInvalid }).optional() });
const contactQuery = z.object({ search, kind: z.enum(CONTACT_KINDS, { error: m.contactKindInvalid }).optional() });
const sectorQuery = z.object({ sectorId: id.optional() });
const blueprintQuery = z.object({ search, sectorId: id.optional() });

type BlueprintRow = Blueprint & { created_at: string };

export function registerDocumentLookupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const visible = (request: FastifyRequest) => new Set(visibleSectorIds(ctx, authOf(request).userId));

  app.get('/api/document/settings', staffOnly, async () => documentSettings(ctx.db));

  app.get('/api/document/settings/:id/external', staffOnly, async (request) => {
    const layout = externalLayout(ctx.db, parseInput(idParams, request.params).id);
    if (layout === null) throw new ApiError(404, { message: m.layoutNotFound });
    return layout;
  });

  app.get('/api/document/subject', staffOnly, async (request) => {
    const query = parseInput(subjectQuery, request.query);
    return { data: listSubjects(ctx.db, query) };
  });

  app.get('/api/document/subject/:id', staffOnly, async (request) => {
    const row = findSubjectRow(ctx.db, parseInput(idParams, request.params).id);
    if (row === undefined) throw new ApiError(404, { message: m.subjectNotFound });
    return subjectOut(ctx.db, row);
  });

  // Contacts: people with an account or registered as contacts (CPF: Pessoa física, CNPJ: Pessoa
  // jurídica) and the organisation's sectors; accent-insensitive substring search, 50 at most.
  app.get('/api/contacts', staffOnly, async (request) => {
    const { search: term, kind } = parseInput(contactQuery, request.query);
    const data: Contact[] = [];
    if (kind === undefined || kind === 'person' || kind === 'company') {
      const people = ctx.db
        .prepare<[], { id: number; name: string; email: string | null; cpf_cnpj: string | null; sector_name: string | null }>(
          `SELECT p.id, p.name, p.email, p.cpf_cnpj,
             (SELECT s.name FROM users u JOIN user_sectors us ON us.user_id = u.id JOIN sectors s ON s.id = us.sector_id
              WHERE u.person_id = p.id ORDER BY us.is_primary DESC, s.name LIMIT 1) AS sector_name
           FROM people p LEFT JOIN users u ON u.person_id = p.id
           WHERE u.id IS NULL OR u.status = 'enabled'
           ORDER BY p.name COLLATE NOCASE, p.id`,
        )
        .all();
      for (const person of people) {
        const personKind = (person.cpf_cnpj ?? '').replace(/\D/g, '').length === 14 ? 'company' : 'person';
        if (kind !== undefined && kind !== personKind) continue;
        if (!matches(person.name, term)) continue;
        data.push({ kind: personKind, id: person.id, name: person.name, user_inbox_email: person.email ?? '', sector_name: person.sector_name });
      }
    }
    if (kind === undefined || kind === 'sector') {
      for (const sector of ctx.repos.sectors.allEnabled()) {
        if (!matches(sector.name, term) && !matches(sector.symbol, term)) continue;
        data.push({ kind: 'sector', id: sector.id, name: sector.name, user_inbox_email: sector.internal_email ?? '', sector_name: sector.name });
      }
    }
    return { data: data.slice(0, CONTACT_LIMIT) };
  });

  // Broadcast lists of a sector (and the organisation-wide ones), or of every sector the user sees.
  app.get('/api/broadcast', staffOnly, async (request) => {
    const { sectorId } = parseInput(sectorQuery, request.query);
    const rows = ctx.db
      .prepare<[], { id: number; name: string; sector_id: number | null; recipients_count: number }>(
        `SELECT b.id, b.name, b.sector_id, (SELECT count(*) FROM broadcast_list_members WHERE broadcast_id = b.id) AS recipients_count
         FROM broadcast_lists b WHERE b.status = 'enabled' ORDER BY b.name COLLATE NOCASE, b.id`,
      )
      .all();
    const seen = visible(request);
    const data = rows
      .filter((row) => row.sector_id === null || (sectorId === undefined ? seen.has(row.sector_id) : row.sector_id === sectorId))
      .map(({ id: listId, name, recipients_count: count }) => ({ id: listId, name, recipients_count: count }));
    return { data };
  });

  const blueprintById = (blueprintId: number) =>
    ctx.db.prepare<[number], BlueprintRow>('SELECT id, name, content, sector_id, type, created_at FROM blueprints WHERE id = ?').get(blueprintId);
  const blueprintOut = ({ id: blueprintId, name, content, sector_id: sectorId }: BlueprintRow): Blueprint => ({ id: blueprintId, name, content, sector_id: sectorId, type: 'memo' });
  const blueprintForbidden = () => new ApiError(403, { message: m.blueprintForbidden });
  const memberOf = (request: FastifyRequest, sectorId: number) => {
    if (!visible(request).has(sectorId)) throw blueprintForbidden();
  };
  const blueprintFor = (request: FastifyRequest) => {
    const row = blueprintById(parseInput(idParams, request.params).id);
    if (row === undefined) throw new ApiError(404, { message: m.blueprintNotFound });
    memberOf(request, row.sector_id);
    return row;
  };

  const listBlueprints = async (request: FastifyRequest) => {
    const { search: term, sectorId } = parseInput(blueprintQuery, request.query);
    const seen = visible(request);
    if (sectorId !== undefined && !seen.has(sectorId)) throw blueprintForbidden();
    const rows = ctx.db.prepare<[], BlueprintRow>('SELECT id, name, content, sector_id, type, created_at FROM blueprints ORDER BY name COLLATE NOCASE, id').all();
    return {
      data: rows
        .filter((row) => (sectorId === undefined ? seen.has(row.sector_id) : row.sector_id === sectorId) && matches(row.name, term))
        .map(blueprintOut),
    };
  };
  app.get('/api/document/blueprint', staffOnly, listBlueprints);
  app.get('/api/document/blueprint/', staffOnly, listBlueprints);

  app.get('/api/document/blueprint/:id', staffOnly, async (request) => blueprintOut(blueprintFor(request)));

  const createBlueprint = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(blueprintBodySchema, request.body);
    memberOf(request, body.sector_id);
    const at = isoAt(ctx.now());
    const { lastInsertRowid } = ctx.db
      .prepare("INSERT INTO blueprints (name, content, sector_id, type, created_by, created_at, updated_at) VALUES (?, ?, ?, 'memo', ?, ?, ?)")
      .run(body.name, body.content, body.sector_id, authOf(request).userId, at, at);
    return reply.code(201).send(blueprintOut(blueprintById(Number(lastInsertRowid)) as BlueprintRow));
  };
  app.post('/api/document/blueprint', staffOnly, createBlueprint);
  app.post('/api/document/blueprint/', staffOnly, createBlueprint);

  app.put('/api/document/blueprint/:id', staffOnly, async (request) => {
    const row = blueprintFor(request);
    const body = parseInput(blueprintBodySchema, request.body);
    memberOf(request, body.sector_id);
    ctx.db.prepare('UPDATE blueprints SET name = ?, content = ?, sector_id = ?, updated_at = ? WHERE id = ?').run(body.name, body.content, body.sector_id, isoAt(ctx.now()), row.id);
    return blueprintOut(blueprintById(row.id) as BlueprintRow);
  });
}
