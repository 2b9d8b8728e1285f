// The hash chain over audit_entries: each entry's hash is SHA-256 over a canonical serialisation of
// its fields and the previous entry's hash (GENESIS for the first), so changing, removing or
// reordering any entry breaks every hash from it on, and verifyChain names the first one.
import { createHash } from 'node:crypto';
import type { Db } from '../db/open';

export const GENESIS_HASH = '0'.repeat(64);

/** An audit_entries row as stored. */
export type AuditRow = {
  id: number;
  at: string;
  user_id: number | null;
  ip: string;
  user_agent: string;
  action: string;
  entity: string;
  entity_id: string;
  document_id: number | null;
  route: string;
  status: number | null;
  changes: string | null;
  prev_hash: string;
  hash: string;
};

/**
 * The hashed text: the fields in a fixed order as a JSON array, so no field can be moved into
 * another (a user agent ending in what looks like an action) and the same row always hashes the same.
 */
export function canonicalEntry(row: Omit<AuditRow, 'hash'>): string {
  return JSON.stringify([
    row.id,
    row.at,
    row.user_id,
    row.ip,
    row.user_agent,
    row.action,
    row.entity,
    row.entity_id,
    row.document_id,
    row.route,
    row.status,
    row.changes,
    row.prev_hash,
  ]);
}

export const entryHash = (row: Omit<AuditRow, 'hash'>): string => createHash('sha256').update(canonicalEntry(row), 'utf8').digest('hex');

export type ChainVerdict =
  | { ok: true; count: number }
  | { ok: false; count: number; brokenId: number; reason: 'hash' | 'link' | 'gap' };

/** Walks the chain in id order, one row at a time (the trail may be large). */
export function verifyChain(db: Db): ChainVerdict {
  let previous = GENESIS_HASH;
  let expectedId: number | null = null;
  let count = 0;
  for (const row of db.prepare('SELECT * FROM audit_entries ORDER BY id').iterate() as IterableIterator<AuditRow>) {
    // Ids are given in sequence by AuditLog.append; a hole means an entry was removed.
    if (expectedId !== null && row.id !== expectedId) return { ok: false, count, brokenId: row.id, reason: 'gap' };
    if (row.prev_hash !== previous) return { ok: false, count, brokenId: row.id, reason: 'link' };
    if (entryHash(row) !== row.hash) return { ok: false, count, brokenId: row.id, reason: 'hash' };
    previous = row.hash;
    expectedId = row.id + 1;
    count += 1;
  }
  return { ok: true, count };
}
