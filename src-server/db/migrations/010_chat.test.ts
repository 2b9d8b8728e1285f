// Migration 010: the rules the chat tables keep on their own, whatever code writes to them.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import type { Db } from '../open';
import { MIGRATIONS } from './index';

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS, 9);
  for (const id of [1, 2, 3]) {
    db.prepare("INSERT INTO people (id, uuid, name) VALUES (?, ?, 'Pessoa')").run(id, `p${id}`);
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (?, ?, ?, 'now')").run(id, `u${id}`, id);
  }
  expect(migrate(db, MIGRATIONS, 10).applied).toEqual(['010_chat']);
});
afterEach(() => db.close());

const conversation = (low: number, high: number) =>
  db.prepare("INSERT INTO chat_conversations (type, direct_low_user_id, direct_high_user_id, created_at) VALUES ('direct', ?, ?, 'now')").run(low, high);
const message = (values: { type?: string; content?: string | null; mime?: string | null; name?: string | null; size?: number | null; key?: string | null; sender?: number }) =>
  db
    .prepare(
      `INSERT INTO chat_messages (conversation_id, sender_id, type, content, mime_type, file_name, file_size, idempotency_key, created_at)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, 'now')`,
    )
    .run(values.sender ?? 1, values.type ?? 'text', values.content === undefined ? 'Oi' : values.content, values.mime ?? null, values.name ?? null, values.size ?? null, values.key ?? null);

describe('010_chat', () => {
  it('keeps one direct conversation per pair, stored in order', () => {
    conversation(1, 2);
    expect(() => conversation(1, 2)).toThrow(/UNIQUE/);
    expect(() => conversation(2, 1)).toThrow(/CHECK/);
    expect(() => conversation(3, 3)).toThrow(/CHECK/);
    conversation(1, 3);
  });

  it('requires text for a text message and a type, name and size for a file', () => {
    conversation(1, 2);
    message({});
    expect(() => message({ content: null })).toThrow(/CHECK/);
    expect(() => message({ type: 'sticker' })).toThrow(/CHECK/);
    expect(() => message({ type: 'image', content: null })).toThrow(/CHECK/);
    message({ type: 'image', content: null, mime: 'image/png', name: 'a.png', size: 3 });
  });

  it('keeps an idempotency key unique per sender only', () => {
    conversation(1, 2);
    message({ key: 'k' });
    expect(() => message({ key: 'k' })).toThrow(/UNIQUE/);
    message({ key: 'k', sender: 2 });
    message({ key: null });
    message({ key: null });
  });

  it('deletes readers and file bytes with their message, and everything with the conversation', () => {
    conversation(1, 2);
    const { lastInsertRowid: id } = message({ type: 'pdf', content: null, mime: 'application/pdf', name: 'a.pdf', size: 1 });
    db.prepare("INSERT INTO chat_participants (conversation_id, user_id, joined_at) VALUES (1, 1, 'now'), (1, 2, 'now')").run();
    db.prepare("INSERT INTO chat_message_readers (message_id, user_id, read_at) VALUES (?, 2, 'now')").run(id);
    db.prepare("INSERT INTO chat_message_files (message_id, content) VALUES (?, x'25')").run(id);
    expect(() => db.prepare("INSERT INTO chat_message_readers (message_id, user_id, read_at) VALUES (?, 2, 'again')").run(id)).toThrow(/UNIQUE|PRIMARY/);
    db.prepare('DELETE FROM chat_messages WHERE id = ?').run(id);
    expect(db.prepare('SELECT (SELECT count(*) FROM chat_message_readers) + (SELECT count(*) FROM chat_message_files)').pluck().get()).toBe(0);
    message({});
    db.prepare('DELETE FROM chat_conversations WHERE id = 1').run();
    expect(db.prepare('SELECT (SELECT count(*) FROM chat_messages) + (SELECT count(*) FROM chat_participants)').pluck().get()).toBe(0);
  });
});
