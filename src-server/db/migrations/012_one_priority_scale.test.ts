// Migration 012 on a demo database written by an earlier build: its priority 4 documents join the
// top of the one scale (3), the others keep theirs, and no code can store a 4 (or a 0) again.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import type { Db } from '../open';
import { MIGRATIONS } from './index';

let db: Db;
const insert = (uuid: string, priority: number) =>
  db
    .prepare(
      `INSERT INTO documents (uuid, title, number, created_at, media_type, content, content_sha256, priority)
       VALUES (?, 'T', '1/2026', '2026-01-01', 'text/html', x'25', '${'0'.repeat(64)}', ?)`,
    )
    .run(uuid, priority);
const priorities = () => db.prepare('SELECT uuid, priority FROM documents ORDER BY uuid').raw().all();

beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS, 11);
});
afterEach(() => db.close());

describe('012_one_priority_scale', () => {
  it('maps a stored 4 to 3 and keeps 1, 2 and 3', () => {
    for (const [uuid, priority] of [['a', 1], ['b', 2], ['c', 3], ['d', 4]] as const) insert(uuid, priority);
    expect(migrate(db, MIGRATIONS, 12).applied).toEqual(['012_one_priority_scale']);
    expect(priorities()).toEqual([['a', 1], ['b', 2], ['c', 3], ['d', 3]]);
  });

  it('refuses a priority outside 1..3 afterwards, written or changed', () => {
    migrate(db, MIGRATIONS, 12);
    insert('a', 3);
    expect(() => insert('b', 4)).toThrow(/priority/);
    expect(() => insert('c', 0)).toThrow(/priority/);
    expect(() => db.prepare("UPDATE documents SET priority = 4 WHERE uuid = 'a'").run()).toThrow(/priority/);
    expect(priorities()).toEqual([['a', 3]]);
  });
});
