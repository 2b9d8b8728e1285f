// The inbox generator: deterministic, every email in exactly one inbox, realistic spread, fast
// enough for the benchmark's 100,000 items, and attachments that are real files stored like uploads.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadLinkSchema } from '../../../src-shared/api/documents';
import { checkFile } from '../../medias/fileTypes';
import { FILE_KEY_PATTERN } from '../../medias/store';
import { bearer, json, seededDb, testServer, tokenFor } from '../../testing/harness';
import { checkPdf, hasTool } from '../../testing/pdfTools';
import type { Db } from '../open';
import { DEMO_INBOX_ITEMS, generateInbox, UNSAFE_CONTENT_BODY, UNSAFE_CONTENT_MARKER } from './inbox';
import { DEMO_CITY, DEMO_STREETS } from './demoPlaces';
import { ATTACHMENTS } from './inboxVocabulary';

const open: Db[] = [];
const fresh = () => {
  const db = seededDb();
  db.prepare('DELETE FROM inbox_emails').run();
  db.prepare('DELETE FROM documents WHERE content_sha256 = ?').run('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  open.push(db);
  return db;
};
afterEach(() => {
  while (open.length) open.pop()?.close();
});
const now = new Date('2026-01-05T09:00:00.000Z');
const snapshot = (db: Db) =>
  db.prepare('SELECT d.uuid, d.title, d.number, ie.uuid AS email, ie.sector_id, ie.user_id FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id ORDER BY ie.id').all();
/** The seeded files as the generator wrote them; keys are random by design (capabilities), so left out. */
const files = (db: Db) => db.prepare('SELECT document_id, name, mime_type, size, sha256, rejected_status FROM attachments ORDER BY id').all();

type StoredFile = { id: number; name: string; mime_type: string; size: number; sha256: string; remote_file_key: string; is_signed: number; created_by: number | null; content: Buffer | null };
const storedFiles = (db: Db) =>
  db
    .prepare<[], StoredFile>(
      `SELECT a.id, a.name, a.mime_type, a.size, a.sha256, a.remote_file_key, a.is_signed, a.created_by, c.content
       FROM attachments a LEFT JOIN attachment_contents c ON c.attachment_id = a.id ORDER BY a.id`,
    )
    .all();

describe('demo inbox', () => {
  it('is part of the demo seed: thousands of documents and processes across every sector (the memberless work group gets none)', () => {
    const db = seededDb();
    open.push(db);
    expect(db.prepare("SELECT count(*) FROM documents WHERE media_type = 'text/html'").pluck().get()).toBe(DEMO_INBOX_ITEMS);
    expect(db.prepare("SELECT count(*) FROM documents WHERE kind = 'process'").pluck().get()).toBeGreaterThan(300);
    const sectorsWithMail = db.prepare('SELECT count(DISTINCT sector_id) FROM inbox_emails').pluck().get();
    expect(sectorsWithMail).toBe(db.prepare("SELECT count(*) FROM sectors WHERE type = 'sector'").pluck().get());
    expect(db.prepare('SELECT count(*) FROM folders').pluck().get()).toBe(3 * Number(sectorsWithMail));
    for (const table of ['dispatches', 'stages', 'attachments', 'inbox_email_tags']) {
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBeGreaterThan(100);
    }
  });

  it('places the requests about a street of the demo municipality on its streets, so the Mapa has markers; other cities stay without a point', () => {
    const db = seededDb();
    open.push(db);
    type Address = { city: string; street: string | null; number: string | null; latitude: number | null; longitude: number | null };
    const addresses = db
      .prepare<[], Address>("SELECT address_city AS city, address_street AS street, address_number AS number, address_latitude AS latitude, address_longitude AS longitude FROM documents WHERE has_address = 1")
      .all();
    const local = addresses.filter((address) => address.city === DEMO_CITY.name);
    expect(local.length).toBeGreaterThan(50);
    const streets = new Map(DEMO_STREETS.map((street) => [street.street, street]));
    for (const address of local) {
      const street = streets.get(address.street ?? '');
      expect(street, address.street ?? 'sem rua').toBeDefined();
      expect(address.number).toMatch(/^\d+$/);
      // Within about 300 m of the street's point.
      expect(Math.abs((address.latitude ?? 0) - (street?.latitude ?? 0))).toBeLessThanOrEqual(0.003);
      expect(Math.abs((address.longitude ?? 0) - (street?.longitude ?? 0))).toBeLessThanOrEqual(0.003);
    }
    const elsewhere = addresses.filter((address) => address.city !== DEMO_CITY.name);
    expect(elsewhere.length).toBeGreaterThan(50);
    expect(elsewhere.every((address) => address.latitude === null && address.street === null)).toBe(true);
  });

  it('plants the XSS payloads in one citizen requerimento that reached the Gabinete', () => {
    const db = seededDb();
    open.push(db);
    const planted = db.prepare<[string], { id: number; document_type: string }>('SELECT id, document_type FROM documents WHERE body LIKE ?').all(`%${UNSAFE_CONTENT_MARKER}%`);
    expect(planted).toHaveLength(1);
    expect(planted[0]?.document_type).toBe('requerimento');
    expect(db.prepare('SELECT body FROM documents WHERE id = ?').pluck().get(planted[0]?.id)).toBe(UNSAFE_CONTENT_BODY);
    const inboxes = db
      .prepare("SELECT s.symbol FROM inbox_emails ie JOIN sectors s ON s.id = ie.sector_id WHERE ie.document_id = ? AND ie.box = 'inbox'")
      .pluck()
      .all(planted[0]?.id);
    expect(inboxes).toContain('GAB');
  });

  it('is the same for the same seed, files included, and differs for another', () => {
    const a = fresh();
    const b = fresh();
    const c = fresh();
    generateInbox(a, { count: 200, now, seed: 1 });
    generateInbox(b, { count: 200, now, seed: 1 });
    generateInbox(c, { count: 200, now, seed: 2 });
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(files(a)).toEqual(files(b));
    expect(files(a).length).toBeGreaterThan(0);
    expect(snapshot(a)).not.toEqual(snapshot(c));
  });

  it('without attachment files writes the same inbox, and no attachments at all', () => {
    const withFiles = fresh();
    const without = fresh();
    const before = files(without).length;
    const written = generateInbox(without, { count: 200, now, seed: 1, attachmentFiles: false });
    expect(generateInbox(withFiles, { count: 200, now, seed: 1 }).attachments).toBeGreaterThan(0);
    expect(snapshot(without)).toEqual(snapshot(withFiles));
    expect(written.attachments).toBe(0);
    expect(files(without)).toHaveLength(before);
  });

  // How fast it writes is for a benchmark, not a test: a timed test fails on a slow machine.
  it('writes as many items as asked, without files (the load benchmarks ask for 100,000)', () => {
    const source = seededDb();
    open.push(source);
    const written = generateInbox(source, { count: 2_000, now, seed: 9, attachmentFiles: false });
    expect(written.documents).toBe(2_000);
    expect(written.inboxEmails).toBeGreaterThan(written.documents);
  });
});

describe('demo inbox attachments', () => {
  it('stores bytes for every one, with the size, SHA-256 and key an upload gets', () => {
    const db = seededDb();
    open.push(db);
    const stored = storedFiles(db);
    expect(stored.length).toBeGreaterThan(1000);
    for (const file of stored) {
      expect(file.content, file.name).toBeInstanceOf(Buffer);
      expect(file.content?.length, file.name).toBe(file.size);
      expect(file.sha256, file.name).toBe(createHash('sha256').update(file.content ?? Buffer.alloc(0)).digest('hex'));
      expect(file.remote_file_key, file.name).toMatch(FILE_KEY_PATTERN);
      expect(file.created_by, file.name).toBeNull();
    }
    expect(new Set(stored.map((file) => file.remote_file_key)).size).toBe(stored.length);
  });

  it('holds every type of the vocabulary, each passing the upload type checker', () => {
    const db = seededDb();
    open.push(db);
    const stored = storedFiles(db);
    expect(new Set(stored.map((file) => file.mime_type))).toEqual(new Set(ATTACHMENTS.map((file) => file.mime)));
    for (const file of stored) {
      const check = checkFile(file.name, file.mime_type, file.content ?? Buffer.alloc(0));
      expect(check.ok && check.mime, file.name).toBe(file.mime_type);
    }
  });

  it('flags none as signed (only a signature does), and keeps a few revision requests', () => {
    const db = seededDb();
    open.push(db);
    expect(db.prepare('SELECT count(*) FROM attachments WHERE is_signed <> 0').pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM attachments WHERE rejected_status = 'REJECTED'").pluck().get()).toBeGreaterThan(0);
  });

  it.runIf(hasTool('pdfinfo'))('writes PDFs that pdfinfo reads, holding their title and document number', () => {
    const db = seededDb();
    open.push(db);
    const pdf = db
      .prepare<[], { name: string; number: string; content: Buffer }>(
        `SELECT a.name, d.number, c.content FROM attachments a JOIN attachment_contents c ON c.attachment_id = a.id
         JOIN documents d ON d.id = a.document_id WHERE a.mime_type = 'application/pdf' ORDER BY a.id LIMIT 1`,
      )
      .get();
    expect(pdf).toBeDefined();
    const report = checkPdf(pdf!.content);
    expect(report.pages).toBe(1);
    if (hasTool('pdftotext')) {
      const title = ATTACHMENTS.find((file) => pdf!.name.startsWith(`${file.name}-`))?.title;
      expect(report.text).toContain(title);
      expect(report.text).toContain(pdf!.number);
    }
  });

  it.each(['application/pdf', 'image/png', 'image/jpeg'])('serves a seeded %s through a signed link, with its type and bytes', async (mime) => {
    const server = testServer();
    try {
      const seeded = server.db
        .prepare<[string], { key: string; content: Buffer }>(
          `SELECT a.remote_file_key AS key, c.content FROM attachments a JOIN attachment_contents c ON c.attachment_id = a.id
           WHERE a.mime_type = ? AND a.document_id IN (SELECT document_id FROM inbox_emails WHERE sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT'))
           ORDER BY a.id LIMIT 1`,
        )
        .get(mime);
      expect(seeded).toBeDefined();
      const token = await tokenFor(server.app, 'servidor@demo.gov.br');
      const linked = await server.app.inject({ method: 'GET', url: `/api/upload/link?key=${seeded!.key}`, headers: bearer(token) });
      expect(linked.statusCode, linked.body).toBe(200);
      const url = new URL(uploadLinkSchema.parse(json(linked)).link);
      const response = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(mime);
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.rawPayload.equals(seeded!.content)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
