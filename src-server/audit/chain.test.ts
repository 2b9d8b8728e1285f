import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open';
import { entryHash, GENESIS_HASH, verifyChain, type AuditRow } from './chain';
import { changedFields, createAuditLog, type AuditLog } from './log';
import { REDACTED } from './redact';

let db: Db;
let log: AuditLog;
let now = Date.parse('2026-03-01T10:00:00.000Z');

beforeEach(() => {
  db = new Database(':memory:');
  migrate(db);
  log = createAuditLog(db, () => now);
});
afterEach(() => db.close());

const rows = () => db.prepare('SELECT * FROM audit_entries ORDER BY id').all() as AuditRow[];
const appendThree = () => {
  log.append({ action: 'login', userId: 1, ip: '10.0.0.1', userAgent: 'Firefox', entity: 'user', entityId: 1 });
  now += 1000;
  log.append({ action: 'update', userId: 1, entity: 'user', entityId: 7, changes: { name: ['Ana', 'Ana Maria'], password: ['a', 'b'] } });
  now += 1000;
  log.append({ action: 'view', userId: 2, entity: 'inbox-email', entityId: 'u-1', documentId: 3 });
};

describe('the audit hash chain', () => {
  it('links each entry to the previous one by its SHA-256, from a genesis hash', () => {
    appendThree();
    const [first, second, third] = rows() as [AuditRow, AuditRow, AuditRow];
    expect(first.prev_hash).toBe(GENESIS_HASH);
    expect(second.prev_hash).toBe(first.hash);
    expect(third.prev_hash).toBe(second.hash);
    for (const row of [first, second, third]) expect(row.hash).toBe(entryHash(row));
    expect(first.at).toBe('2026-03-01T10:00:00.000Z');
    expect(verifyChain(db)).toEqual({ ok: true, count: 3 });
  });

  it('stores changes as {field: [before, after]} with secrets redacted', () => {
    appendThree();
    expect(JSON.parse(rows()[1]!.changes!)).toEqual({ name: ['Ana', 'Ana Maria'], password: REDACTED });
  });

  it('is append-only: the database refuses UPDATE and DELETE', () => {
    appendThree();
    expect(() => db.prepare("UPDATE audit_entries SET action = 'x' WHERE id = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit_entries WHERE id = 1').run()).toThrow(/append-only/);
    expect(verifyChain(db)).toEqual({ ok: true, count: 3 });
  });

  it('names the first broken entry when a field was changed behind the triggers', () => {
    appendThree();
    db.exec('DROP TRIGGER audit_entries_no_update');
    db.prepare("UPDATE audit_entries SET ip = '192.168.0.9' WHERE id = 2").run();
    expect(verifyChain(db)).toEqual({ ok: false, count: 1, brokenId: 2, reason: 'hash' });
  });

  it('names the entry after one rewritten with a fresh hash, whose link no longer holds', () => {
    appendThree();
    db.exec('DROP TRIGGER audit_entries_no_update');
    const second = rows()[1]!;
    const forged = { ...second, action: 'view' };
    db.prepare('UPDATE audit_entries SET action = ?, hash = ? WHERE id = 2').run(forged.action, entryHash(forged));
    expect(verifyChain(db)).toEqual({ ok: false, count: 2, brokenId: 3, reason: 'link' });
  });

  it('names the entry after a removed one', () => {
    appendThree();
    db.exec('DROP TRIGGER audit_entries_no_delete');
    db.prepare('DELETE FROM audit_entries WHERE id = 2').run();
    expect(verifyChain(db)).toEqual({ ok: false, count: 1, brokenId: 3, reason: 'gap' });
  });

  it('an entry appended in a transaction that rolls back is gone with it, and the chain stays whole', () => {
    appendThree();
    expect(() =>
      db.transaction(() => {
        log.append({ action: 'delete', entity: 'document', entityId: 9 });
        throw new Error('the write failed');
      })(),
    ).toThrow('the write failed');
    log.append({ action: 'logout', userId: 1 });
    expect(rows().map((row) => row.action)).toEqual(['login', 'update', 'view', 'logout']);
    expect(verifyChain(db)).toEqual({ ok: true, count: 4 });
  });

  it('changedFields keeps only what differs', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', d: 2 })).toEqual({ b: ['x', 'y'], d: [null, 2] });
  });

  it('appends quickly enough to sit in every write (prints the cost per entry)', () => {
    const n = 5000;
    const started = performance.now();
    db.transaction(() => {
      for (let i = 0; i < n; i += 1) log.append({ action: 'update', userId: 1, entity: 'inbox-email', entityId: String(i), changes: { is_favorite: [0, 1] } });
    })();
    const perEntry = (performance.now() - started) / n;
    console.info(`audit append: ${perEntry.toFixed(4)} ms per entry (${n} in one transaction, in memory)`);
    expect(verifyChain(db)).toEqual({ ok: true, count: n });
  });
});
