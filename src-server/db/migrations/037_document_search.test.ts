// Migration 037: every document, old or new, is in the search index with its words, accents folded,
// and stays there exactly as long and as written as the document itself.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase, type Db } from '../open';
import { MIGRATIONS } from './index';
import { refreshDocumentBodies } from '../../documents/searchIndex';
import { documentSearch } from './037_document_search';

const NOW = '2026-01-31T12:00:00.000Z';

const insertDocument = (db: Db, id: number, title: string, body: string) =>
  db
    .prepare(
      `INSERT INTO documents (id, uuid, title, number, sector_id, created_at, media_type, content, content_sha256, body, sender_name)
       VALUES (?, ?, ?, ?, 1, ?, 'text/html', x'00', ?, ?, 'Mariana Souza')`,
    )
    .run(id, `doc-${id}`, title, `OF-${id}/2026`, NOW, 'a'.repeat(64), body);

const found = (db: Db, query: string) => db.prepare('SELECT rowid FROM documents_fts WHERE documents_fts MATCH ? ORDER BY rowid').pluck().all(query);

describe('037_document_search', () => {
  it('indexes the documents already there, the body without its markup', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, documentSearch.version - 1);
    db.prepare("INSERT INTO sectors (id, name, symbol) VALUES (1, 'Protocolo', 'PROT')").run();
    insertDocument(db, 1, 'Licitação de obras', '<p>Parecer <strong>técnico</strong></p>');
    insertDocument(db, 2, 'Férias', '<p class="licitacao">Pedido</p>');
    migrate(db, MIGRATIONS, documentSearch.version);
    expect(found(db, 'title : licitacao')).toEqual([1]);
    expect(found(db, 'body : "tecnico"')).toEqual([1]);
    // An attribute is markup, not a word of the body.
    expect(found(db, 'body : licitacao')).toEqual([]);
    expect(found(db, 'number : "of 2 2026"')).toEqual([2]);
    expect(found(db, 'sender_name : mariana')).toEqual([1, 2]);
  });

  it('follows every insert, edit and delete: title, number and sender at once, the body once refreshed', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, documentSearch.version);
    db.prepare("INSERT INTO sectors (id, name, symbol) VALUES (1, 'Protocolo', 'PROT')").run();
    insertDocument(db, 1, 'Licitação de obras', '<p>Parecer</p>');
    expect(found(db, 'licit*')).toEqual([1]);
    expect(refreshDocumentBodies(db)).toBe(1);
    expect(found(db, 'body : parecer')).toEqual([1]);
    expect(refreshDocumentBodies(db)).toBe(0);
    db.prepare("UPDATE documents SET title = 'Convênio', body = '<p>Ata</p>' WHERE id = 1").run();
    expect(found(db, 'licit*')).toEqual([]);
    expect(found(db, 'convenio')).toEqual([1]);
    refreshDocumentBodies(db);
    expect(found(db, 'parecer')).toEqual([]);
    expect(found(db, 'body : ata')).toEqual([1]);
    db.prepare("UPDATE documents SET sender_name = 'João' WHERE id = 1").run();
    expect(found(db, 'sender_name : joao')).toEqual([1]);
    expect(found(db, 'mariana')).toEqual([]);
    // Writes to other columns leave the index alone.
    db.prepare("UPDATE documents SET status = 'published' WHERE id = 1").run();
    expect(found(db, 'convenio')).toEqual([1]);
    db.prepare('DELETE FROM documents WHERE id = 1').run();
    expect(found(db, 'convenio')).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM documents_fts').pluck().get()).toBe(0);
    expect(refreshDocumentBodies(db)).toBe(0);
  });
});
