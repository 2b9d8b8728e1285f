// Reading the audit trail: the filters of GET audit and its CSV export, in one SQL builder.
import type { AuditEntryView, AuditQuery, AuditUser } from '../../src-shared/api/audit';
import type { Db } from '../db/open';
import type { AuditRow } from './chain';

type ListedRow = AuditRow & { user_name: string | null; document_number: string | null };

const FROM = `FROM audit_entries a
  LEFT JOIN users u ON u.id = a.user_id LEFT JOIN people p ON p.id = u.person_id
  LEFT JOIN documents d ON d.id = a.document_id`;

/** The day after a YYYY-MM-DD, so `to` includes its whole day (`at` is an ISO instant in UTC). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

function whereOf(query: AuditQuery): { sql: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (query.user_id !== undefined) {
    clauses.push('a.user_id = @user_id');
    params.user_id = query.user_id;
  }
  if (query.document !== undefined) {
    // A document's number (e.g. "OF-12/2026"), or its id when all digits.
    clauses.push(/^\d+$/.test(query.document) ? '(a.document_id = @document_id OR d.number = @document)' : 'd.number = @document');
    params.document = query.document;
    if (/^\d+$/.test(query.document)) params.document_id = Number(query.document);
  }
  if (query.entity !== undefined) {
    clauses.push('a.entity = @entity');
    params.entity = query.entity;
  }
  if (query.action !== undefined) {
    clauses.push('a.action = @action');
    params.action = query.action;
  }
  if (query.from !== undefined) {
    clauses.push('a.at >= @from');
    params.from = query.from;
  }
  if (query.to !== undefined) {
    clauses.push('a.at < @to');
    params.to = nextDay(query.to);
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

const toView = (row: ListedRow): AuditEntryView => ({
  id: row.id,
  at: row.at,
  user_id: row.user_id,
  user_name: row.user_name,
  ip: row.ip,
  user_agent: row.user_agent,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  document_id: row.document_id,
  document_number: row.document_number,
  route: row.route,
  status: row.status,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditEntryView['changes']),
  hash: row.hash,
});

const SELECT = `SELECT a.*, p.name AS user_name, d.number AS document_number ${FROM}`;

export function countAudit(db: Db, query: AuditQuery): number {
  const where = whereOf(query);
  return db.prepare(`SELECT count(*) ${FROM} ${where.sql}`).pluck().get(where.params) as number;
}

/** Newest first; the id breaks ties within the same millisecond. */
export function listAudit(db: Db, query: AuditQuery, limit: number, offset: number): AuditEntryView[] {
  const where = whereOf(query);
  return (db.prepare(`${SELECT} ${where.sql} ORDER BY a.id DESC LIMIT @limit OFFSET @offset`).all({ ...where.params, limit, offset }) as ListedRow[]).map(toView);
}

/**
 * The rows for the CSV export, newest first, at most `limit` of them, read in batches by id: an
 * open better-sqlite3 iterator would keep the connection busy for every other request while the
 * file streams out.
 */
export function* iterateAudit(db: Db, query: AuditQuery, limit: number, batch = 500): Generator<AuditEntryView> {
  const where = whereOf(query);
  const before = where.sql === '' ? 'WHERE a.id < @before' : `${where.sql} AND a.id < @before`;
  const statement = db.prepare(`${SELECT} ${before} ORDER BY a.id DESC LIMIT @limit`);
  let remaining = limit;
  let cursor = Number.MAX_SAFE_INTEGER;
  while (remaining > 0) {
    const rows = statement.all({ ...where.params, before: cursor, limit: Math.min(batch, remaining) }) as ListedRow[];
    for (const row of rows) yield toView(row);
    if (rows.length < Math.min(batch, remaining)) return;
    remaining -= rows.length;
    cursor = rows.at(-1)!.id;
  }
}

export function auditUsers(db: Db): AuditUser[] {
  return db
    .prepare(`SELECT DISTINCT u.id AS id, p.name AS name FROM audit_entries a JOIN users u ON u.id = a.user_id JOIN people p ON p.id = u.person_id ORDER BY p.name COLLATE NOCASE, u.id`)
    .all() as AuditUser[];
}
