// The inbox generator: deterministic, every email in exactly one inbox, realistic spread, and fast
// enough for the benchmark's 100,000 items.
import { afterEach, describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';
import type { Db } from '../open';
import { DEMO_INBOX_ITEMS, generateInbox, UNSAFE_CONTENT_BODY, UNSAFE_CONTENT_MARKER } from './inbox';

const open: Db[] = [];
const fresh = () => {
  const db = seededDb();
  db.prepare('DELETE FROM inbox_emails').run();
  db.prepare('DELETE FROM documents WHERE content_sha256 = ?').run('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  open.push(db);
  return db;
};
afterEach(() => {
  while (open.length) open.pop()?.close();
});
const now = new Date('2026-01-05T09:00:00.000Z');
const snapshot = (db: Db) =>
  db.prepare('SELECT d.uuid, d.title, d.number, ie.uuid AS email, ie.sector_id, ie.user_id FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id ORDER BY ie.id').all();

describe('demo inbox', () => {
  it('is part of the demo seed: thousands of documents and processes across every sector', () => {
    const db = seededDb();
    open.push(db);
    expect(db.prepare("SELECT count(*) FROM documents WHERE media_type = 'text/html'").pluck().get()).toBe(DEMO_INBOX_ITEMS);
    expect(db.prepare("SELECT count(*) FROM documents WHERE kind = 'process'").pluck().get()).toBeGreaterThan(300);
    const sectorsWithMail = db.prepare('SELECT count(DISTINCT sector_id) FROM inbox_emails').pluck().get();
    expect(sectorsWithMail).toBe(db.prepare('SELECT count(*) FROM sectors').pluck().get());
    expect(db.prepare('SELECT count(*) FROM folders').pluck().get()).toBe(3 * Number(sectorsWithMail));
    for (const table of ['dispatches', 'stages', 'attachments', 'inbox_email_tags']) {
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBeGreaterThan(100);
    }
  });

  it('plants the XSS payloads in one citizen requerimento that reached the Gabinete', () => {
    const db = seededDb();
    open.push(db);
    const planted = db.prepare<[string], { id: number; document_type: string }>('SELECT id, document_type FROM documents WHERE body LIKE ?').all(`%${UNSAFE_CONTENT_MARKER}%`);
    expect(planted).toHaveLength(1);
    expect(planted[0]?.document_type).toBe('requerimento');
    expect(db.prepare('SELECT body FROM documents WHERE id = ?').pluck().get(planted[0]?.id)).toBe(UNSAFE_CONTENT_BODY);
    const inboxes = db
      .prepare("SELECT s.symbol FROM inbox_emails ie JOIN sectors s ON s.id = ie.sector_id WHERE ie.document_id = ? AND ie.box = 'inbox'")
      .pluck()
      .all(planted[0]?.id);
    expect(inboxes).toContain('GAB');
  });

  it('is the same for the same seed and differs for another', () => {
    const a = fresh();
    const b = fresh();
    const c = fresh();
    generateInbox(a, { count: 200, now, seed: 1 });
    generateInbox(b, { count: 200, now, seed: 1 });
    generateInbox(c, { count: 200, now, seed: 2 });
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(snapshot(a)).not.toEqual(snapshot(c));
  });

  it('writes 20,000 items in a few seconds (the benchmark asks for 100,000)', () => {
    const source = seededDb();
    open.push(source);
    const result = (() => {
      const started = performance.now();
      const written = generateInbox(source, { count: 20_000, now, seed: 9 });
      return { ...written, ms: performance.now() - started };
    })();
    expect(result.documents).toBe(20_000);
    expect(result.inboxEmails).toBeGreaterThan(result.documents);
    expect(result.ms).toBeLessThan(10_000);
  });
});
