import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, migrate, schemaVersion } from './migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations';
import type { Migration } from './migrations/types';
import { openDatabase, type Db } from './open';

const open: Db[] = [];
function memoryDb(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  open.push(db);
  return db;
}
afterEach(() => {
  while (open.length) open.pop()?.close();
});

/** The schema as SQLite stores it, to compare an upgraded database with a fresh one. */
function schemaOf(db: Db): string[] {
  return db
    .prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => row.sql);
}

describe('migrate', () => {
  it('numbers the registry 1, 2, 3… in order', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('brings an empty database to the latest version', () => {
    const db = memoryDb();
    const result = migrate(db);
    expect(result).toMatchObject({ from: 0, to: LATEST_SCHEMA_VERSION });
    expect(result.applied.slice(0, 5)).toEqual(['001_initial', '002_access_tokens', '003_signatures', '004_inbox', '005_document_creation']);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(schemaOf(db).length).toBeGreaterThan(10);
  });

  it('does nothing on a database already at the latest version', () => {
    const db = memoryDb();
    migrate(db);
    expect(migrate(db)).toEqual({ from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION, applied: [] });
  });

  const fresh = () => {
    const db = memoryDb();
    migrate(db);
    return schemaOf(db);
  };

  for (let version = 0; version < LATEST_SCHEMA_VERSION; version += 1) {
    it(`upgrades a version ${version} database to the same schema as a fresh one`, () => {
      const db = memoryDb();
      migrate(db, MIGRATIONS, version);
      expect(schemaVersion(db)).toBe(version);
      const result = migrate(db);
      expect(result.from).toBe(version);
      expect(result.applied).toHaveLength(LATEST_SCHEMA_VERSION - version);
      expect(schemaOf(db)).toEqual(fresh());
    });
  }

  it('keeps the users and sessions of a version 2 database and adds the empty signature tables', () => {
    const db = memoryDb();
    migrate(db, MIGRATIONS, 2);
    db.prepare("INSERT INTO people (id, uuid, name, cpf_cnpj) VALUES (1, 'p1', 'Mariana', '28416357919')").run();
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (1, 'u1', 1, '2026-01-01T00:00:00.000Z')").run();
    db.prepare(
      "INSERT INTO access_tokens (user_id, token_hash, login_type, created_at, expires_at) VALUES (1, 'h', 0, '2026-01-01', '2026-01-02')",
    ).run();
    expect(migrate(db, MIGRATIONS, 3).applied).toEqual(['003_signatures']);
    expect(db.prepare('SELECT count(*) FROM access_tokens').pluck().get()).toBe(1);
    for (const table of ['pki_tokens', 'documents', 'signature_starts', 'signatures']) {
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0);
    }
  });

  it('003: challenges are unique, signatures name a known kind and format, and go with their document', () => {
    const db = memoryDb();
    migrate(db, MIGRATIONS, 3);
    db.prepare("INSERT INTO people (id, uuid, name) VALUES (1, 'p1', 'Mariana')").run();
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (1, 'u1', 1, '2026-01-01T00:00:00.000Z')").run();
    const challenge = db.prepare("INSERT INTO pki_tokens (token_sha256, issued_at, expires_at) VALUES ('abc', 'a', 'b')");
    challenge.run();
    expect(() => challenge.run()).toThrow(/UNIQUE/);

    const sha = 'a'.repeat(64);
    db.prepare(
      `INSERT INTO documents (id, uuid, title, number, created_by, created_at, media_type, content, content_sha256)
       VALUES (1, 'd1', 'Ofício', '1/2026', 1, 'now', 'application/pdf', x'25504446', ?)`,
    ).run(sha);
    db.prepare(
      `INSERT INTO signature_starts (id, uuid, document_id, user_id, certificate_der, digest_sha256, type, created_at, expires_at)
       VALUES (1, 's1', 1, 1, x'30', ?, 'document', 'now', 'later')`,
    ).run(sha);
    const signature = (kind: string, format: string) =>
      db
        .prepare(
          `INSERT INTO signatures (document_id, start_id, user_id, kind, format, cms, signer_name, certificate_subject,
             certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, signed_at)
           VALUES (1, NULL, 1, ?, ?, x'30', 'Mariana', 'CN=M', 'CN=AC', '01', 'then', ?, 'now')`,
        )
        .run(kind, format, sha);
    signature('icp', 'cades');
    expect(() => signature('carimbo', 'cades')).toThrow(/CHECK/);
    expect(() => signature('icp', 'xml')).toThrow(/CHECK/);
    expect(() =>
      db.prepare("INSERT INTO documents (uuid, title, number, created_at, media_type, content, content_sha256) VALUES ('d2', 't', 'n', 'now', 'x', x'00', 'curto')").run(),
    ).toThrow(/CHECK/);

    db.prepare('DELETE FROM documents WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) FROM signatures').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM signature_starts').pluck().get()).toBe(0);
  });

  it('008: keeps ICP signatures named by the SHA-256 of their CMS, and lets GDOC signatures go without CMS or certificate', () => {
    const db = memoryDb();
    migrate(db, MIGRATIONS, 7);
    db.prepare("INSERT INTO people (id, uuid, name) VALUES (1, 'p1', 'Mariana')").run();
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (1, 'u1', 1, '2026-01-01T00:00:00.000Z')").run();
    const sha = 'a'.repeat(64);
    db.prepare(
      `INSERT INTO documents (id, uuid, title, number, created_by, created_at, media_type, content, content_sha256)
       VALUES (1, 'd1', 'Ofício', '1/2026', 1, 'now', 'text/html', x'3c703e', ?)`,
    ).run(sha);
    db.prepare(
      `INSERT INTO signatures (id, document_id, user_id, kind, format, cms, signer_name, certificate_subject,
         certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, signed_at)
       VALUES (7, 1, 1, 'icp', 'cades', x'3082', 'Mariana', 'CN=M', 'CN=AC', '01', 'then', ?, 'now')`,
    ).run(sha);
    migrate(db);
    expect(db.prepare('SELECT id, kind, sha256, attachment_id, location FROM signatures').all()).toEqual([
      { id: 7, kind: 'icp', sha256: createHash('sha256').update(Buffer.from([0x30, 0x82])).digest('hex'), attachment_id: null, location: null },
    ]);
    const gdoc = (kind: string, hash: string) =>
      db
        .prepare(`INSERT INTO signatures (document_id, user_id, kind, signer_name, sha256, signed_at) VALUES (1, 1, ?, 'Mariana', ?, 'now')`)
        .run(kind, hash);
    gdoc('gdoc', 'b'.repeat(64));
    expect(() => gdoc('icp', 'c'.repeat(64))).toThrow(/CHECK/);
    expect(() => gdoc('gdoc', 'b'.repeat(64))).toThrow(/UNIQUE/);
    db.prepare('DELETE FROM documents WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) FROM signatures').pluck().get()).toBe(0);
  });

  it('004: keeps version 3 documents as published documents of their year, and an inbox email lives in one inbox', () => {
    const db = memoryDb();
    migrate(db, MIGRATIONS, 3);
    db.prepare("INSERT INTO sectors (id, name, symbol) VALUES (1, 'Protocolo Geral', 'PROT')").run();
    db.prepare("INSERT INTO people (id, uuid, name) VALUES (1, 'p1', 'Mariana')").run();
    db.prepare("INSERT INTO users (id, uuid, person_id, created_at) VALUES (1, 'u1', 1, '2026-01-01T00:00:00.000Z')").run();
    db.prepare(
      `INSERT INTO documents (id, uuid, title, number, sector_id, created_at, media_type, content, content_sha256)
       VALUES (1, 'd1', 'Ofício', '1/2026', 1, '2025-12-30T10:00:00.000Z', 'application/pdf', x'25', ?)`,
    ).run('a'.repeat(64));
    expect(migrate(db).applied.slice(0, 2)).toEqual(['004_inbox', '005_document_creation']);
    expect(db.prepare('SELECT kind, status, year, updated_at FROM documents WHERE id = 1').get()).toEqual({
      kind: 'document',
      status: 'published',
      year: 2025,
      updated_at: '2025-12-30T10:00:00.000Z',
    });
    const email = db.prepare(
      "INSERT INTO inbox_emails (uuid, document_id, sector_id, user_id, created_at, updated_at) VALUES (?, 1, ?, ?, 'now', 'now')",
    );
    email.run('e1', 1, null);
    email.run('e2', null, 1);
    expect(() => email.run('e3', 1, 1)).toThrow(/CHECK/);
    expect(() => email.run('e4', null, null)).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE documents SET kind = 'ofício' WHERE id = 1").run()).toThrow(/CHECK/);
    db.prepare('DELETE FROM documents WHERE id = 1').run();
    expect(db.prepare('SELECT count(*) FROM inbox_emails').pluck().get()).toBe(0);
  });

  it('refuses a database from a newer version with a clear message', () => {
    const db = memoryDb();
    migrate(db);
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(DatabaseTooNewError);
    expect(() => migrate(db)).toThrow(
      `O banco de dados está na versão ${LATEST_SCHEMA_VERSION + 1}, mais nova que a versão ${LATEST_SCHEMA_VERSION}`,
    );
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION + 1);
  });

  it('refuses a registry whose versions skip, repeat or go down', () => {
    const step = (version: number): Migration => ({ version, name: `step${version}`, up: () => {} });
    expect(() => migrate(memoryDb(), [step(1), step(3)])).toThrow(/expected 2/);
    expect(() => migrate(memoryDb(), [step(1), step(1)])).toThrow(/expected 2/);
    expect(() => migrate(memoryDb(), [step(2), step(1)])).toThrow(/expected 1/);
  });

  it('rolls a failing migration back entirely and keeps the last good version', () => {
    const db = memoryDb();
    const failing: Migration = {
      version: 2,
      name: 'broken',
      up(target) {
        target.exec('CREATE TABLE half_done (id INTEGER)');
        throw new Error('boom');
      },
    };
    const good: Migration = { version: 1, name: 'good', up: (target) => target.exec('CREATE TABLE kept (id INTEGER)') };
    expect(() => migrate(db, [good, failing])).toThrow('boom');
    expect(schemaVersion(db)).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain('kept');
    expect(tables).not.toContain('half_done');
  });
});

describe('openDatabase', () => {
  it('opens files in WAL mode with foreign keys enforced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gdoc-open-'));
    try {
      const db = openDatabase(join(dir, 'test.sqlite'));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      migrate(db);
      expect(() => db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (999, 999)').run()).toThrow(/FOREIGN KEY/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
