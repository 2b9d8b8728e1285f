// Migration 037 (issue 21): the documents' searchable text in an SQLite FTS5 index, so the work
// queue's search finds words whatever their accents ("licitacao" finds "Licitação") and by their
// first letters ("licit"), through an index instead of a LIKE '%…%' scan of every row.
//
// - One column per field a search filters on: title, number, sender_name (apart, so a search can
//   match it only where the reader may see the sender: documents/authorship.ts) and body (the
//   "Conteúdo" filter), the body's words without its HTML (documents/bodyText.ts).
// - Contentless (content = ''), with contentless_delete: the text is already in documents, the
//   index keeps only what finding a rowid needs, and a row can still be deleted by its rowid.
// - unicode61 with remove_diacritics 2 folds case and accents alike for the index and the query;
//   prefix = '2 3' indexes the first two and three letters, so short prefixes are not scans.
// - The rowid is documents.id. The triggers keep title, number and sender in step with every write,
//   in plain SQL. The body's words need JavaScript (stripping HTML), which a trigger could only call
//   as a function registered on every connection, and connections that know nothing of it write
//   documents too (the e2e helpers, a developer's sqlite3 shell): so a trigger only marks the body
//   stale (documents_fts_stale) and documents/searchIndex.ts indexes it before any search reads it.
import { bodyText } from '../../documents/bodyText';
import type { Migration } from './types';

export const documentSearch: Migration = {
  version: 37,
  name: 'document_search',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE documents_fts USING fts5(
        title, number, sender_name, body,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      -- Documents whose index row lacks its body's words; documents/searchIndex.ts empties it.
      CREATE TABLE documents_fts_stale (document_id INTEGER PRIMARY KEY);
      CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
        INSERT INTO documents_fts (rowid, title, number, sender_name) VALUES (new.id, new.title, new.number, new.sender_name);
        INSERT OR IGNORE INTO documents_fts_stale (document_id) VALUES (new.id);
      END;
      CREATE TRIGGER documents_fts_update AFTER UPDATE OF id, title, number, sender_name, body ON documents BEGIN
        DELETE FROM documents_fts WHERE rowid = old.id;
        INSERT INTO documents_fts (rowid, title, number, sender_name) VALUES (new.id, new.title, new.number, new.sender_name);
        INSERT OR IGNORE INTO documents_fts_stale (document_id) VALUES (new.id);
      END;
      CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
        DELETE FROM documents_fts WHERE rowid = old.id;
        DELETE FROM documents_fts_stale WHERE document_id = old.id;
      END;
    `);
    // The documents already there, bodies included, so no search after the upgrade waits for them.
    const insert = db.prepare('INSERT INTO documents_fts (rowid, title, number, sender_name, body) VALUES (?, ?, ?, ?, ?)');
    const batch = db.prepare<[number], { id: number; title: string | null; number: string | null; sender_name: string | null; body: string | null }>(
      'SELECT id, title, number, sender_name, body FROM documents WHERE id > ? ORDER BY id LIMIT 1000',
    );
    // In batches: a statement being read cannot be written through, and all the bodies at once could be hundreds of MB.
    for (let rows = batch.all(0); rows.length > 0; rows = batch.all(rows.at(-1)?.id ?? Infinity)) {
      for (const row of rows) insert.run(row.id, row.title, row.number, row.sender_name, row.body === null ? null : bodyText(row.body));
    }
  },
};
