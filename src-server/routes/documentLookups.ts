// What the create form looks up (spec §7 Document creation; companion spec Subjects): document
// settings and print layouts, subjects and contacts. A sector as an address (GET /api/sector/:id) is
// answered by routes/sectors.ts; broadcast lists (routes/broadcastLists.ts) and memo models
// (routes/blueprints.ts) have their own files.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTACT_KINDS, type Contact } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { documentSettings, externalLayout } from '../documents/catalog';
import { creatorRefusal } from '../documents/subjectRules';
import { findSubjectRow, listSubjects, matches, subjectOut, subjectRows } from '../documents/subjects';
import { ApiError } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { staffOnly } from './inbox';

const m = messages.documents;
const CONTACT_LIMIT = 50;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const search = z.string().max(255, { error: m.searchTooLong }).optional();
const subjectQuery = z.object({
  search,
  status: z.enum(['enabled', 'disabled'], { error: m.statusInvalid }).optional(),
  sector_id: id.optional(),
  /** The create form's list: only the enabled subjects this user may file under. */
  creatable: z.literal('1').optional(),
  page: z.unknown().optional(),
  per_page: z.unknown().optional(),
});
const contactQuery = z.object({ search, kind: z.enum(CONTACT_KINDS, { error: m.contactKindInvalid }).optional() });

export function registerDocumentLookupRoutes(app: FastifyInstance, ctx: ServerContext): void {

  app.get('/api/document/settings', staffOnly, async () => documentSettings(ctx.db));

  app.get('/api/document/settings/:id/external', staffOnly, async (request) => {
    const layout = externalLayout(ctx.db, parseInput(idParams, request.params).id);
    if (layout === null) throw new ApiError(404, { message: m.layoutNotFound });
    return layout;
  });

  // Every subject (the administration's pickers); with `creatable`, those the create form offers this
  // user; with `page`, the administration's paged list (issue 18).
  app.get('/api/document/subject', staffOnly, async (request) => {
    const { page, per_page: _perPage, creatable, ...filters } = parseInput(subjectQuery, request.query);
    if (creatable !== undefined) {
      const creator = { userId: authOf(request).userId, internal: true };
      const subjects = subjectRows(ctx.db, { ...filters, status: 'enabled' }).map((row) => subjectOut(ctx.db, row));
      return { data: subjects.filter((subject) => creatorRefusal(subject, creator) === null) };
    }
    if (page === undefined) return { data: listSubjects(ctx.db, filters) };
    const shown = paginate(subjectRows(ctx.db, filters), parsePageQuery(request.query), requestUrl(request));
    return { ...shown, data: shown.data.map((row) => subjectOut(ctx.db, row)) };
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
}
