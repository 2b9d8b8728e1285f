// A small organisation written row by row for the report tests, so that every figure they assert is
// counted by hand from what the test itself wrote: sectors, people with a primary sector, subjects,
// documents, and what they did (logins and views through the real audit log, signatures, chat).
// Works on a bare migrated database or on top of the demo seed (tests then filter by their own sector).
import { randomBytes, randomUUID } from 'node:crypto';
import { reportFilterSchema, type ReportFilterInput, type ReportResult, type ReportTable } from '../../../src-shared/api/reports';
import { createAuditLog } from '../../audit/log';
import { migrate } from '../../db/migrate';
import { insertAttachment } from '../../medias/store';
import { openDatabase, type Db } from '../../db/open';
import { resolveReportScope, type ReportScope } from '../scope';

/** Every migration, no demo data. */
export function bareDb(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

/** A filter as the query string gives it, parsed and resolved as the route does. */
/** A report's table by its title (a test fails on a missing one by name). */
export function tableTitled(result: ReportResult, title: string): ReportTable {
  const found = result.tables.find((candidate) => candidate.title === title);
  if (found === undefined) throw new Error(`no table ${title}`);
  return found;
}

export const scopeOf = (db: Db, filter: ReportFilterInput): ReportScope => resolveReportScope(db, reportFilterSchema.parse(filter));

export const AGENTS = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) GDoc/1.4.0 Chrome/130.0.6723.191 Electron/33.2.1 Safari/537.36',
  web: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
} as const;

export type NewDocument = {
  sectorId: number | null;
  createdBy?: number | null;
  createdAt: string;
  publishedAt?: string | null;
  status?: 'draft' | 'published' | 'archived' | 'closed' | 'canceled';
  type?: string;
  kind?: 'document' | 'process';
  subjectId?: number | null;
  confidentiality?: 'confidential' | 'not-confidential' | 'anonymous';
  /** Its printed pages (migration 036); null: not counted. */
  pageCount?: number | null;
};

export function organisation(db: Db) {
  let clock = 0;
  const audit = createAuditLog(db, () => clock);
  let documents = 0;
  const conversations = new Map<string, number>();

  const sector = (name: string, symbol: string, parentId: number | null = null): number =>
    db.prepare('INSERT INTO sectors (name, symbol, parent_id) VALUES (?, ?, ?) RETURNING id').pluck().get(name, symbol, parentId) as number;

  /** A user whose primary sector is `primarySectorId` (none: a citizen). */
  const user = (name: string, primarySectorId: number | null): number => {
    const personId = db.prepare('INSERT INTO people (uuid, name) VALUES (?, ?) RETURNING id').pluck().get(randomUUID(), name) as number;
    const userId = db
      .prepare("INSERT INTO users (uuid, person_id, created_at) VALUES (?, ?, '2025-01-01T00:00:00.000Z') RETURNING id")
      .pluck()
      .get(randomUUID(), personId) as number;
    if (primarySectorId !== null) db.prepare('INSERT INTO user_sectors (user_id, sector_id, is_primary) VALUES (?, ?, 1)').run(userId, primarySectorId);
    return userId;
  };

  const subject = (name: string): number => db.prepare('INSERT INTO subjects (name) VALUES (?) RETURNING id').pluck().get(name) as number;

  const document = (d: NewDocument): number => {
    documents += 1;
    const status = d.status ?? 'published';
    return db
      .prepare(
        `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256, kind,
           document_type, subject_id, status, published_at, confidentiality, page_count)
         VALUES (?, 'Documento de teste', ?, ?, ?, ?, 'text/html', x'00', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(
        randomUUID(),
        `T-${documents}/2026`,
        d.sectorId,
        d.createdBy ?? null,
        d.createdAt,
        'a'.repeat(64),
        d.kind ?? 'document',
        d.type ?? 'oficio',
        d.subjectId ?? null,
        status,
        d.publishedAt === undefined ? (status === 'draft' ? null : d.createdAt) : d.publishedAt,
        d.confidentiality ?? 'not-confidential',
        d.pageCount ?? null,
      ) as number;
  };

  /** A file of `bytes` bytes stored at `at` in the document, with its pages (null: not counted). */
  const attachment = (documentId: number, at: string, pages: number | null, bytes: number): number =>
    insertAttachment(db, documentId, null, { name: 'anexo.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.alloc(bytes), pages }, at).id;

  /** The organisation's row, with its prices per page (R$). */
  const prices = (paper: number, print: number) => {
    db.prepare(
      `INSERT INTO organization (id, name, type, document_number, paper_price, print_price) VALUES (1, 'Câmara de Teste', 'public', '11222333000181', ?, ?)
       ON CONFLICT (id) DO UPDATE SET paper_price = excluded.paper_price, print_price = excluded.print_price`,
    ).run(paper, print);
  };

  const trail = (at: string, entry: Parameters<typeof audit.append>[0]) => {
    clock = Date.parse(at);
    audit.append(entry);
  };
  const login = (userId: number, at: string, userAgent: string = AGENTS.web) =>
    trail(at, { action: 'login', userId, userAgent, entity: 'user', entityId: userId, route: 'POST /api/auth/login', status: 200 });
  const failedLogin = (userId: number, at: string) =>
    trail(at, { action: 'login_failed', userId: null, entity: 'user', entityId: userId, route: 'POST /api/auth/login', status: 401 });
  const view = (userId: number, documentId: number | null, at: string) =>
    trail(at, { action: 'view', userId, entity: 'inbox-email', documentId, route: 'GET /api/inbox/email/:id', status: 200 });
  const print = (userId: number, documentId: number, at: string) =>
    trail(at, { action: 'print', userId, entity: 'inbox-email', documentId, route: 'GET /api/print/:id', status: 200 });

  const signature = (documentId: number, userId: number, kind: 'icp' | 'gdoc' | 'govbr', at: string) => {
    const icp = kind === 'icp';
    db.prepare(
      `INSERT INTO signatures (document_id, user_id, kind, format, cms, signer_name, certificate_subject, certificate_sha256, sha256, signed_at)
       VALUES (?, ?, ?, ?, ?, 'Signatário', ?, ?, ?, ?)`,
    ).run(documentId, userId, kind, icp ? 'pades' : null, icp ? Buffer.from([0]) : null, icp ? 'CN=Signatário' : null, icp ? 'b'.repeat(64) : null, randomBytes(32).toString('hex'), at);
  };

  const chat = (from: number, to: number, at: string) => {
    const [low, high] = from < to ? [from, to] : [to, from];
    const key = `${low}-${high}`;
    let conversation = conversations.get(key);
    if (conversation === undefined) {
      conversation = db
        .prepare("INSERT INTO chat_conversations (type, direct_low_user_id, direct_high_user_id, created_at) VALUES ('direct', ?, ?, ?) RETURNING id")
        .pluck()
        .get(low, high, at) as number;
      conversations.set(key, conversation);
    }
    db.prepare("INSERT INTO chat_messages (conversation_id, sender_id, type, content, created_at) VALUES (?, ?, 'text', 'Olá', ?)").run(conversation, from, at);
  };

  return { sector, user, subject, document, attachment, prices, login, failedLogin, view, print, signature, chat };
}
