import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src-shared/permissions';
import { isValidCellphone, isValidCnpjNumber, isValidCpfNumber } from '../../../src-shared/validation/rules';
import { verifyPassword } from '../../auth/passwords';
import { seededDb } from '../../testing/harness';
import { openDataDirectory, prepareDatabase } from '../bootstrap';
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations';
import type { Db } from '../open';
import { DEMO_PASSWORD, DEMO_USERS, demoUser } from './demoUsers';
import { DEMO_DOCUMENTS } from './documents';
import { DEMO_CONTACT_ACCOUNTS, DEMO_EXTERNAL_CONTACTS } from './externalContacts';
import { DEMO_INBOX_ITEMS } from './inbox';
import { DEMO_LOGO_FILE, DEMO_ORGANIZATION, seedOrganization } from './organization';
import { CLERK_PERMISSIONS, seedRoles, syncPermissionCatalogue } from './permissions';
import { seedSectors } from './sectors';
import { seedUsers } from './users';

let db: Db;
beforeAll(() => {
  db = seededDb();
});
afterAll(() => db.close());

type UserFacts = {
  id: number;
  status: string;
  has_internal_access: number;
  origin: string;
  account_level: string | null;
  need_update_contacts: number;
  need_update_password: number;
  reset_password_on_login: number;
  has_been_logged: number;
  account_verified_at: string | null;
  password_hash: string;
  cpf_cnpj: string;
  cellphone: string | null;
};

const userFacts = (email: string) =>
  db
    .prepare<[string], UserFacts>(
      `SELECT users.*, people.cpf_cnpj, people.cellphone FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?`,
    )
    .get(email);

const rolesOf = (userId: number) =>
  db.prepare('SELECT roles.name FROM roles JOIN user_roles ON user_roles.role_id = roles.id WHERE user_id = ?').pluck().all(userId);

const sectorsOf = (userId: number) =>
  db
    .prepare<[number], { symbol: string; is_primary: number }>(
      'SELECT sectors.symbol, user_sectors.is_primary FROM sectors JOIN user_sectors ON sector_id = sectors.id WHERE user_id = ? ORDER BY is_primary DESC, symbol',
    )
    .all(userId);

describe('demo seed', () => {
  it('gives the organisation a valid CNPJ, an address, telephones and the SVG logo', () => {
    expect(isValidCnpjNumber(DEMO_ORGANIZATION.documentNumber)).toBe(true);
    const org = db.prepare<[], { name: string; document_number: string; logo_mime: string; logo_data: Buffer }>('SELECT * FROM organization').get();
    expect(org?.name).toBe('Prefeitura Municipal de Vale Verde');
    expect(org?.logo_mime).toBe('image/svg+xml');
    expect(org?.logo_data.equals(readFileSync(DEMO_LOGO_FILE))).toBe(true);
    expect(org?.logo_data.toString('utf8')).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(org?.logo_data.toString('utf8')).not.toMatch(/<script|on\w+=/i);
  });

  it('builds the sector tree with its sub-sectors, and a work group', () => {
    const rows = db
      .prepare<[], { symbol: string; parent: string | null }>(
        'SELECT s.symbol, p.symbol AS parent FROM sectors s LEFT JOIN sectors p ON p.id = s.parent_id ORDER BY s.id',
      )
      .all();
    expect(Object.fromEntries(rows.map((row) => [row.symbol, row.parent]))).toEqual({
      GAB: null,
      SEMAD: null,
      PROT: 'SEMAD',
      ARQ: 'PROT',
      RH: 'SEMAD',
      IMPORT: 'SEMAD',
      SESAU: null,
      ATB: 'SESAU',
      VISA: 'SESAU',
      SEMED: null,
      SEFIN: null,
      TRIB: 'SEFIN',
      CPL: null,
    });
    expect(db.prepare("SELECT symbol FROM sectors WHERE type = 'work-group'").pluck().all()).toEqual(['CPL']);
  });

  it('names the import sector with the word "Importação", which triggers the first-access redirect', () => {
    const name = db.prepare("SELECT name FROM sectors WHERE symbol = 'IMPORT'").pluck().get();
    expect(name).toBe('Setor de Importação de Dados');
    expect(String(name).normalize('NFC')).toContain('Importação');
  });

  it('seeds every permission of the catalogue', () => {
    const names = db.prepare('SELECT name FROM permissions ORDER BY id').pluck().all();
    expect(names).toEqual(PERMISSIONS.map((permission) => permission.name));
  });

  it('gives role 1 (Administrador) every permission and role 2 (Servidor) exactly the clerk set', () => {
    const permissionsOf = (roleId: number) =>
      db
        .prepare('SELECT p.name FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id WHERE rp.role_id = ? ORDER BY p.name')
        .pluck()
        .all(roleId);
    expect(db.prepare('SELECT name FROM roles WHERE id = 1').pluck().get()).toBe('Administrador');
    expect(db.prepare('SELECT name FROM roles WHERE id = 2').pluck().get()).toBe('Servidor');
    expect(permissionsOf(1)).toEqual(PERMISSIONS.map((permission) => permission.name).sort());
    expect(permissionsOf(2)).toEqual([...CLERK_PERMISSIONS].sort());
  });

  it('uses check-digit-valid, distinct CPFs and valid cellphones for every demo user', () => {
    for (const user of DEMO_USERS) {
      expect(isValidCpfNumber(user.cpf), user.email).toBe(true);
      if (user.cellphone !== null) expect(isValidCellphone(user.cellphone), user.email).toBe(true);
    }
    expect(new Set(DEMO_USERS.map((user) => user.cpf)).size).toBe(DEMO_USERS.length);
  });

  it('has external contacts of the three kinds, with valid documents, the people and sector belonging to a company', () => {
    const db = seededDb();
    const rows = db
      .prepare(
        `SELECT p.person_type AS type, p.cpf_cnpj, u.origin, u.password_hash, o.person_type AS organization_type
         FROM users u JOIN people p ON p.id = u.person_id
         LEFT JOIN users ou ON ou.id = u.contact_organization_id LEFT JOIN people o ON o.id = ou.person_id
         WHERE u.has_internal_access = 0 AND u.origin = 'internal'`,
      )
      .all() as Array<{ type: string; cpf_cnpj: string | null; origin: string; password_hash: string | null; organization_type: string | null }>;
    expect(rows).toHaveLength(DEMO_CONTACT_ACCOUNTS);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['contact', 'organization', 'sector']));
    for (const row of rows) {
      expect(row.password_hash).toBeNull();
      if (row.type === 'contact') expect(isValidCpfNumber(row.cpf_cnpj ?? '')).toBe(true);
      if (row.type === 'organization') expect(isValidCnpjNumber(row.cpf_cnpj ?? '')).toBe(true);
      if (row.type === 'sector') expect(row.cpf_cnpj).toBeNull();
      if (row.type !== 'organization') expect(row.organization_type).toBe('organization');
    }
    expect(DEMO_EXTERNAL_CONTACTS.length).toBeGreaterThan(0);
    db.close();
  });

  it('makes the demo portal accounts Pessoa física, as signup does, so the contacts list names their kind', () => {
    const db = seededDb();
    const kinds = db
      .prepare("SELECT DISTINCT p.person_type FROM users u JOIN people p ON p.id = u.person_id WHERE u.has_internal_access = 0 AND u.origin = 'external'")
      .pluck()
      .all();
    expect(kinds).toEqual(['contact']);
    db.close();
  });

  it.each(DEMO_USERS.map((user) => [user.email, user] as const))('stores %s with its flags, role and sectors', async (email, demo) => {
    const row = userFacts(email);
    expect(row).toBeDefined();
    if (!row) return;
    expect(row).toMatchObject({
      status: demo.status,
      has_internal_access: demo.hasInternalAccess ? 1 : 0,
      origin: demo.origin,
      account_level: demo.accountLevel,
      need_update_contacts: demo.needUpdateContacts ? 1 : 0,
      need_update_password: demo.needUpdatePassword ? 1 : 0,
      reset_password_on_login: demo.resetPasswordOnLogin ? 1 : 0,
      cpf_cnpj: demo.cpf,
      cellphone: demo.cellphone,
    });
    expect(row.account_verified_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    expect(rolesOf(row.id)).toEqual(demo.role === null ? [] : [demo.role]);
    const expectedSectors = [
      ...(demo.primarySector ? [{ symbol: demo.primarySector, is_primary: 1 }] : []),
      ...[...demo.otherSectors].sort().map((symbol) => ({ symbol, is_primary: 0 })),
    ];
    expect(sectorsOf(row.id)).toEqual(expectedSectors);
  });

  it('covers the situations the clients route on after login', () => {
    expect(demoUser('admin@demo.gov.br')).toMatchObject({ role: 'Administrador', primarySector: 'GAB', otherSectors: ['SEMAD'] });
    expect(demoUser('servidor@demo.gov.br')).toMatchObject({ role: 'Servidor', primarySector: 'PROT' });
    expect(demoUser('servidora@demo.gov.br')).toMatchObject({ role: 'Servidor', primarySector: 'SESAU' });
    expect(demoUser('cidadao@demo.gov.br')).toMatchObject({
      role: null,
      primarySector: null,
      hasInternalAccess: false,
      origin: 'external',
      accountLevel: 'silver',
    });
    expect(demoUser('desativado@demo.gov.br')).toMatchObject({ role: 'Servidor', status: 'disabled' });
    expect(demoUser('contatos@demo.gov.br')).toMatchObject({ needUpdateContacts: true, cellphone: null });
    expect(demoUser('senha@demo.gov.br')).toMatchObject({ needUpdatePassword: true });
    expect(demoUser('importacao@demo.gov.br')).toMatchObject({ primarySector: 'IMPORT', resetPasswordOnLogin: true });
  });

  it('re-syncs the permission catalogue without duplicating anything', () => {
    const before = db.prepare('SELECT count(*) FROM role_permissions').pluck().get();
    syncPermissionCatalogue(db);
    syncPermissionCatalogue(db);
    expect(db.prepare('SELECT count(*) FROM permissions').pluck().get()).toBe(PERMISSIONS.length);
    expect(db.prepare('SELECT count(*) FROM role_permissions').pluck().get()).toBe(before);
  });

  it('grants a permission missing from an older database, also to the administrator role', () => {
    const copy = seededDb();
    copy.prepare("DELETE FROM permissions WHERE name = 'ged-access'").run();
    syncPermissionCatalogue(copy);
    const granted = copy
      .prepare("SELECT count(*) FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id WHERE p.name = 'ged-access' AND rp.role_id = 1")
      .pluck()
      .get();
    expect(granted).toBe(1);
    copy.close();
  });
});

const filesWithoutBytes = (database: Db) =>
  database.prepare('SELECT count(*) FROM attachments a LEFT JOIN attachment_contents c ON c.attachment_id = a.id WHERE c.attachment_id IS NULL').pluck().get();

describe('openDataDirectory', () => {
  it('creates, migrates and seeds a new data directory, and only migrates it afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gdoc-data-'));
    try {
      const first = openDataDirectory(join(dir, 'nested', 'server'));
      expect(first).toMatchObject({ created: true, seeded: true });
      const users = first.db.prepare('SELECT count(*) FROM users').pluck().get();
      expect(users).toBe(DEMO_USERS.length + DEMO_CONTACT_ACCOUNTS);
      // The demo inbox's attachments land in the file with their bytes, as `npm run server` serves them.
      expect(first.db.prepare('SELECT count(*) FROM attachments').pluck().get()).toBeGreaterThan(1000);
      expect(filesWithoutBytes(first.db)).toBe(0);
      first.db.prepare("UPDATE organization SET name = 'Renomeada'").run();
      first.db.close();

      const second = openDataDirectory(join(dir, 'nested', 'server'));
      expect(second).toMatchObject({ created: false, seeded: false });
      expect(second.migration.applied).toEqual([]);
      expect(second.db.prepare('SELECT name FROM organization').pluck().get()).toBe('Renomeada');
      expect(second.db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(DEMO_USERS.length + DEMO_CONTACT_ACCOUNTS);
      second.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const hasQpdf = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v qpdf'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

type DocumentFacts = { number: string; title: string; symbol: string; email: string; media_type: string; content: Buffer; content_sha256: string };

describe('demo documents', () => {
  const documents = () =>
    db
      .prepare<[], DocumentFacts>(
        `SELECT d.number, d.title, s.symbol, p.email, d.media_type, d.content, d.content_sha256 FROM documents d
         JOIN sectors s ON s.id = d.sector_id JOIN users u ON u.id = d.created_by JOIN people p ON p.id = u.person_id
         WHERE d.media_type = 'application/pdf' ORDER BY d.id`,
      )
      .all();

  it('seeds the ofícios and memorandos of the demo sectors, each by a member of its sector', () => {
    expect(documents().map(({ number, symbol, email }) => ({ number, symbol, email }))).toEqual(
      DEMO_DOCUMENTS.map((document) => ({ number: document.number, symbol: document.sector, email: document.author })),
    );
    for (const document of DEMO_DOCUMENTS) {
      const author = demoUser(document.author);
      expect([author.primarySector, ...author.otherSectors], document.number).toContain(document.sector);
    }
  });

  it('stores each as a PDF with the SHA-256 of its bytes', () => {
    for (const document of documents()) {
      expect(document.media_type).toBe('application/pdf');
      expect(document.content.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(document.content_sha256).toBe(createHash('sha256').update(document.content).digest('hex'));
    }
  });

  it.skipIf(!hasQpdf)('writes PDFs that qpdf finds no error in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gdoc-seed-pdf-'));
    try {
      documents().forEach((document, index) => {
        const path = join(dir, `${index}.pdf`);
        writeFileSync(path, document.content);
        expect(execFileSync('qpdf', ['--check', path]).toString(), document.number).toContain('No syntax or stream encoding errors found');
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds them, once, to a demo database created before documents existed', () => {
    const old = new Database(':memory:');
    old.pragma('foreign_keys = ON');
    migrate(old, MIGRATIONS, 2);
    syncPermissionCatalogue(old);
    seedOrganization(old);
    seedRoles(old);
    seedUsers(old, seedSectors(old), '2025-06-01T12:00:00.000Z');
    const upgraded = prepareDatabase(old, new Date('2026-02-01T12:00:00.000Z'));
    expect(upgraded).toMatchObject({ seeded: false, migration: { from: 2, to: MIGRATIONS.length } });
    const count = () => old.prepare("SELECT count(*) FROM documents WHERE media_type = 'application/pdf'").pluck().get();
    const inbox = () => old.prepare('SELECT count(*) FROM inbox_emails').pluck().get();
    expect(count()).toBe(DEMO_DOCUMENTS.length);
    // The demo inbox (migration 004) comes with the same upgrade, once.
    expect(inbox()).toBeGreaterThan(DEMO_INBOX_ITEMS);
    expect(filesWithoutBytes(old)).toBe(0);
    const emails = inbox();
    prepareDatabase(old);
    expect(count()).toBe(DEMO_DOCUMENTS.length);
    expect(inbox()).toBe(emails);
    old.close();
  });

  it('leaves an upgraded database of another organisation without demo documents', () => {
    const old = new Database(':memory:');
    migrate(old, MIGRATIONS, 2);
    old.prepare("INSERT INTO organization (id, name, type, document_number) VALUES (1, 'Câmara Municipal', 'public', '11222333000181')").run();
    prepareDatabase(old);
    expect(old.prepare('SELECT count(*) FROM documents').pluck().get()).toBe(0);
    old.close();
  });
});
