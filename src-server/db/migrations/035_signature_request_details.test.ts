// Migration 035: requests made before it become blocks of one (their own uuid), keep their status,
// and new rows may name an attachment, a message of at most 1000 characters, a deadline and a
// decline reason; removing the attachment removes the rows that asked to sign it.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase, type Db } from '../open';
import { signatureRequestDetails } from './035_signature_request_details';
import { MIGRATIONS } from './index';

const NOW = '2026-01-31T12:00:00.000Z';

function world(db: Db) {
  for (const id of [1, 2]) {
    db.prepare("INSERT INTO people (id, uuid, name) VALUES (?, ?, 'Pessoa')").run(id, `p${id}`);
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (?, ?, ?, 'now')").run(id, `u${id}`, id);
  }
  db.prepare("INSERT INTO sectors (id, name, symbol) VALUES (1, 'Protocolo', 'PROT')").run();
  db.prepare(
    `INSERT INTO documents (id, uuid, title, number, sector_id, created_at, media_type, content, content_sha256)
     VALUES (1, 'doc-1', 'Ofício', '1/2026', 1, ?, 'text/html', x'00', ?)`,
  ).run(NOW, 'a'.repeat(64));
  db.prepare("INSERT INTO attachments (id, document_id, name, extension_type, mime_type, created_at) VALUES (7, 1, 'planta.pdf', 'pdf', 'application/pdf', ?)").run(NOW);
}

const insertRequest = (db: Db, uuid: string, extra = '', values: unknown[] = []) =>
  db
    .prepare(
      `INSERT INTO signature_requests (uuid, document_id, requested_user_id, requested_by_user_id, status, created_at, updated_at${extra})
       VALUES (?, 1, 2, 1, 'created', ?, ?${values.map(() => ', ?').join('')})`,
    )
    .run(uuid, NOW, NOW, ...values);

describe('035_signature_request_details', () => {
  it('makes each earlier request a block of its own, as it was', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, signatureRequestDetails.version - 1);
    world(db);
    insertRequest(db, 'req-old');
    migrate(db, MIGRATIONS, signatureRequestDetails.version);
    expect(db.prepare("SELECT block_uuid, status, attachment_id, message, due_at, decline_reason FROM signature_requests WHERE uuid = 'req-old'").get()).toEqual({
      block_uuid: 'req-old',
      status: 'created',
      attachment_id: null,
      message: null,
      due_at: null,
      decline_reason: null,
    });
  });

  it('keeps an attachment target, a message up to 1000 characters, a deadline and a reason; no longer message', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, signatureRequestDetails.version);
    world(db);
    insertRequest(db, 'req-att', ', attachment_id, block_uuid, message, due_at, decline_reason', [7, 'blk', 'x'.repeat(1000), NOW, 'Falta a planta']);
    expect(db.prepare("SELECT attachment_id, length(message) AS length FROM signature_requests WHERE uuid = 'req-att'").get()).toEqual({ attachment_id: 7, length: 1000 });
    expect(() => insertRequest(db, 'req-long', ', message', ['x'.repeat(1001)])).toThrow(/CHECK/);
    expect(() => insertRequest(db, 'req-nofile', ', attachment_id', [99])).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM attachments WHERE id = 7').run();
    expect(db.prepare("SELECT count(*) FROM signature_requests WHERE uuid = 'req-att'").pluck().get()).toBe(0);
  });
});
