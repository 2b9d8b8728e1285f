// The body half of the documents' search index (db/migrations/037_document_search.ts): the
// triggers index title, number and sender at once and mark the body stale; this indexes the stale
// bodies' words, and runs before any query that searches bodies, so such a query never misses an
// edit. Cheap when nothing is stale (one indexed read), which is the usual case.
import type { Db } from '../db/open';
import { bodyText } from './bodyText';

type Row = { id: number; title: string | null; number: string | null; sender_name: string | null; body: string | null };

const BATCH = 500;
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    stale: db.prepare<[number], number>('SELECT document_id FROM documents_fts_stale LIMIT ?').pluck(),
    document: db.prepare<[number], Row>('SELECT id, title, number, sender_name, body FROM documents WHERE id = ?'),
    drop: db.prepare<[number]>('DELETE FROM documents_fts WHERE rowid = ?'),
    insert: db.prepare('INSERT INTO documents_fts (rowid, title, number, sender_name, body) VALUES (?, ?, ?, ?, ?)'),
    done: db.prepare<[number]>('DELETE FROM documents_fts_stale WHERE document_id = ?'),
  };
}

/** Indexes the words of every body written since the last call; returns how many documents it read. */
export function refreshDocumentBodies(db: Db): number {
  let sql = statements.get(db);
  if (!sql) {
    sql = prepare(db);
    statements.set(db, sql);
  }
  const { stale, document, drop, insert, done } = sql;
  let refreshed = 0;
  for (let ids = stale.all(BATCH); ids.length > 0; ids = stale.all(BATCH)) {
    db.transaction(() => {
      for (const id of ids) {
        const row = document.get(id);
        drop.run(id);
        if (row) insert.run(row.id, row.title, row.number, row.sender_name, row.body === null ? null : bodyText(row.body));
        done.run(id);
      }
    })();
    refreshed += ids.length;
  }
  return refreshed;
}
