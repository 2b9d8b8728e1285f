// The demo chat holds exactly what the header of seed/chat.ts promises, and reaches a demo
// database upgraded from before the chat, once.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadOf } from '../../chat/reads';
import { seededDb, userIdOf } from '../../testing/harness';
import { prepareDatabase } from '../bootstrap';
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations';
import type { Db } from '../open';
import { seedOrganization } from './organization';
import { seedRoles, syncPermissionCatalogue } from './permissions';
import { seedSectors } from './sectors';
import { seedUsers } from './users';

let db: Db;
beforeAll(() => {
  db = seededDb();
});
afterAll(() => db.close());

const conversationOf = (a: number, b: number) =>
  db
    .prepare<[number, number], { id: number }>('SELECT id FROM chat_conversations WHERE direct_low_user_id = ? AND direct_high_user_id = ?')
    .get(Math.min(a, b), Math.max(a, b))?.id;

describe('demo chat', () => {
  it('gives Mariana a conversation with João (5 messages, one image) and one with Ana Beatriz (3), and no one else any', () => {
    const mariana = userIdOf(db, 'admin@demo.gov.br');
    const joao = userIdOf(db, 'servidor@demo.gov.br');
    const ana = userIdOf(db, 'servidora@demo.gov.br');
    const count = (conversationId: number | undefined) => db.prepare('SELECT count(*) FROM chat_messages WHERE conversation_id = ?').pluck().get(conversationId);
    expect(count(conversationOf(mariana, joao))).toBe(5);
    expect(count(conversationOf(mariana, ana))).toBe(3);
    expect(db.prepare('SELECT count(*) FROM chat_conversations').pluck().get()).toBe(2);
    const image = db.prepare<[], { mime_type: string; file_name: string; content: Buffer }>(
      'SELECT m.mime_type, m.file_name, f.content FROM chat_messages m JOIN chat_message_files f ON f.message_id = m.id',
    ).all();
    expect(image.map((row) => [row.mime_type, row.file_name, row.content.subarray(1, 4).toString('latin1')])).toEqual([['image/png', 'capa-do-processo.png', 'PNG']]);
  });

  it('leaves the unread counts the header documents: Mariana 2 (from Ana), João 1, Ana 0', () => {
    const [mariana, joao, ana] = ['admin@demo.gov.br', 'servidor@demo.gov.br', 'servidora@demo.gov.br'].map((email) => userIdOf(db, email)) as [number, number, number];
    expect(unreadOf(db, mariana)).toEqual({ conversations: [{ id: conversationOf(mariana, ana), direct_contact_id: ana, unread: 2 }], total: 2 });
    expect(unreadOf(db, joao)).toEqual({ conversations: [{ id: conversationOf(mariana, joao), direct_contact_id: mariana, unread: 1 }], total: 1 });
    expect(unreadOf(db, ana)).toEqual({ conversations: [], total: 0 });
  });

  it('is added, once, to a demo database upgraded from before the chat', () => {
    const old = new Database(':memory:');
    old.pragma('foreign_keys = ON');
    migrate(old, MIGRATIONS, 9);
    syncPermissionCatalogue(old);
    seedOrganization(old);
    seedRoles(old);
    seedUsers(old, seedSectors(old), '2025-06-01T12:00:00.000Z');
    prepareDatabase(old, new Date('2026-02-01T12:00:00.000Z'));
    const messages = () => old.prepare('SELECT count(*) FROM chat_messages').pluck().get();
    expect(messages()).toBe(8);
    prepareDatabase(old);
    expect(messages()).toBe(8);
    old.close();
  });
});
