// Appending to the audit trail. Synchronous, with statements prepared once, so a write route can
// append inside its own transaction (better-sqlite3 nests it as a savepoint) and the entry stands
// or falls with the write it records.
import type { AuditEntity } from '../../src-shared/api/audit';
import { isoAt } from '../context';
import type { Db } from '../db/open';
import { entryHash, GENESIS_HASH, type AuditRow } from './chain';
import { redactSecrets } from './redact';

/** {field: [before, after]}; values pass through redactSecrets before they are stored. */
export type AuditChanges = Record<string, readonly [unknown, unknown]>;

export type AuditEntry = {
  action: string;
  userId?: number | null;
  ip?: string;
  userAgent?: string;
  /** One of AUDIT_ENTITIES; a string only for a route the vocabulary does not name yet (trail.ts). */
  entity?: AuditEntity | (string & {});
  entityId?: string | number | null;
  documentId?: number | null;
  route?: string;
  status?: number | null;
  changes?: AuditChanges | null;
};

export type AuditLog = { append(entry: AuditEntry): AuditRow };

/** The fields whose value differs between two versions of a row, as {field: [before, after]}. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: Record<string, readonly [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = [was, is];
  }
  return changes;
}

/** User agents are free text from the client; kept whole up to a sane size. */
const MAX_USER_AGENT = 512;

export function createAuditLog(db: Db, now: () => number): AuditLog {
  const last = db.prepare('SELECT id, hash FROM audit_entries ORDER BY id DESC LIMIT 1');
  const insert = db.prepare(
    `INSERT INTO audit_entries (id, at, user_id, ip, user_agent, action, entity, entity_id, document_id, route, status, changes, prev_hash, hash)
     VALUES (@id, @at, @user_id, @ip, @user_agent, @action, @entity, @entity_id, @document_id, @route, @status, @changes, @prev_hash, @hash)`,
  );
  const append = db.transaction((entry: AuditEntry): AuditRow => {
    const previous = last.get() as { id: number; hash: string } | undefined;
    const changes = entry.changes === undefined || entry.changes === null ? null : JSON.stringify(redactSecrets(entry.changes));
    const row: Omit<AuditRow, 'hash'> = {
      id: (previous?.id ?? 0) + 1,
      at: isoAt(now()),
      user_id: entry.userId ?? null,
      ip: entry.ip ?? '',
      user_agent: (entry.userAgent ?? '').slice(0, MAX_USER_AGENT),
      action: entry.action,
      entity: entry.entity ?? '',
      entity_id: entry.entityId === undefined || entry.entityId === null ? '' : String(entry.entityId),
      document_id: entry.documentId ?? null,
      route: entry.route ?? '',
      status: entry.status ?? null,
      changes,
      prev_hash: previous?.hash ?? GENESIS_HASH,
    };
    const stored = { ...row, hash: entryHash(row) };
    insert.run(stored);
    return stored;
  });
  return { append: (entry) => append(entry) };
}
