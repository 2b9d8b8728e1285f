// Migration 036: documents and attachments get a page count, NULL (not counted) for every row that
// was there before it, and never negative.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { MIGRATIONS } from './index';
import { pageCounts } from './036_page_counts';

const NOW = '2026-01-31T12:00:00.000Z';

describe('036_page_counts', () => {
  it('leaves earlier rows not counted and refuses a negative count', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, pageCounts.version - 1);
    db.prepare("INSERT INTO sectors (id, name, symbol) VALUES (1, 'Protocolo', 'PROT')").run();
    db.prepare(
      `INSERT INTO documents (id, uuid, title, number, sector_id, created_at, media_type, content, content_sha256)
       VALUES (1, 'doc-1', 'Ofício', '1/2026', 1, ?, 'text/html', x'00', ?)`,
    ).run(NOW, 'a'.repeat(64));
    db.prepare("INSERT INTO attachments (id, document_id, name, extension_type, mime_type, created_at) VALUES (7, 1, 'planta.pdf', 'pdf', 'application/pdf', ?)").run(NOW);
    migrate(db, MIGRATIONS, pageCounts.version);
    expect(db.prepare('SELECT page_count FROM documents WHERE id = 1').pluck().get()).toBeNull();
    expect(db.prepare('SELECT page_count FROM attachments WHERE id = 7').pluck().get()).toBeNull();
    db.prepare('UPDATE attachments SET page_count = 3 WHERE id = 7').run();
    db.prepare('UPDATE documents SET page_count = 2 WHERE id = 1').run();
    expect(() => db.prepare('UPDATE attachments SET page_count = -1 WHERE id = 7').run()).toThrow(/CHECK/);
    expect(() => db.prepare('UPDATE documents SET page_count = -1 WHERE id = 1').run()).toThrow(/CHECK/);
  });
});
