// Migration 006 on a database that already holds attachments (created by a build at version 5),
// and on rows written afterwards without a key (the trigger; the demo seed now stores its files
// through insertAttachment, like uploads).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';
import { migrate } from '../migrate';
import { MIGRATIONS } from './index';

describe('006_medias', () => {
  it('gives existing attachments distinct keys and creates the link secrets', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS, 5);
    db.exec(`INSERT INTO documents (uuid, title, number, created_at, media_type, content, content_sha256)
             VALUES ('d1', 'T', '1/2026', '2026-01-01', 'application/pdf', x'25', '${'0'.repeat(64)}')`);
    const insert = db.prepare("INSERT INTO attachments (document_id, name, extension_type, mime_type, created_at) VALUES (1, ?, 'pdf', 'application/pdf', '2026-01-01')");
    insert.run('a.pdf');
    insert.run('b.pdf');
    migrate(db);
    const keys = db.prepare('SELECT remote_file_key FROM attachments').pluck().all() as string[];
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => /^[0-9a-f]{48}$/.test(key))).toBe(true);
    expect(db.prepare('SELECT name, length(secret) FROM server_secrets ORDER BY name').raw().all()).toEqual([
      ['upload_link', 32],
      ['verification_code', 32],
    ]);
    db.close();
  });

  it('keys rows inserted without one, and deleting an attachment deletes its bytes', () => {
    const db = seededDb();
    expect(db.prepare('SELECT count(*) FROM attachments WHERE remote_file_key IS NULL').pluck().get()).toBe(0);
    const { lastInsertRowid } = db
      .prepare("INSERT INTO attachments (document_id, name, extension_type, mime_type, created_at) SELECT id, 'sem-chave.pdf', 'pdf', 'application/pdf', '2026-01-01' FROM documents LIMIT 1")
      .run();
    expect(db.prepare('SELECT remote_file_key FROM attachments WHERE id = ?').pluck().get(lastInsertRowid)).toMatch(/^[0-9a-f]{48}$/);

    const contents = () => db.prepare('SELECT count(*) FROM attachment_contents').pluck().get() as number;
    const id = db.prepare('SELECT attachment_id FROM attachment_contents LIMIT 1').pluck().get() as number;
    const before = contents();
    db.prepare('DELETE FROM attachments WHERE id = ?').run(id);
    expect(db.prepare('SELECT count(*) FROM attachment_contents WHERE attachment_id = ?').pluck().get(id)).toBe(0);
    expect(contents()).toBe(before - 1);
    db.close();
  });
});
