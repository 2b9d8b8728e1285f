// Demo inbox data: documents and processes across the demo sectors, each with a dispatch chain
// whose every hop lands as an inbox email (sector inbox, sometimes a person's), plus stages,
// attachments (real small files, stored like uploads), tags and folders. Deterministic (seeded
// PRNG) and written with prepared statements in one transaction: the demo seed writes a few
// thousand, benchmarks 100,000.
import { defaultStageActions } from '../../../src-shared/api/flow';
import { betterTextOn } from '../../../src-shared/colorContrast';
import { PRIORITIES } from '../../../src-shared/api/priority';
import { insertAttachment } from '../../medias/store';
import type { Db } from '../open';
import { seededFileMaker, seededFilePages } from './attachmentFiles';
import { DEMO_CITY, DEMO_STREETS } from './demoPlaces';
import { seededRandom, type Random } from './random';
import * as words from './inboxVocabulary';

export const DEMO_INBOX_ITEMS = 2400;
export const DEMO_INBOX_SEED = 20260105;

export type GenerateInboxOptions = {
  count: number;
  seed?: number;
  now: Date;
  yearsBack?: number;
  /**
   * Whether documents get their attachments (default true). Off, the inbox is otherwise the same
   * (file contents draw from a stream of their own) but has no attachments at all: rows without
   * bytes would be files nobody can open or sign.
   */
  attachmentFiles?: boolean;
};
export type GeneratedInbox = { documents: number; inboxEmails: number; dispatches: number; attachments: number };

/** Mixed into the seed to start the stream that picture colours are drawn from. */
const FILE_STREAM_SALT = 0x5eedf11e;
/** Mixed into the seed to start the stream that demo streets are drawn from. */
const PLACE_STREAM_SALT = 0x91ace5;

type Place = { uf: string | null; street: string | null; houseNumber: string | null; neighborhood: string | null; latitude: number | null; longitude: number | null };
const NO_PLACE: Place = { uf: null, street: null, houseNumber: null, neighborhood: null, latitude: null, longitude: null };

/**
 * An address in the demo municipality: one of its streets, a house number, and the street's point
 * moved by up to about 300 m, so requests about one street spread along it and cluster on the map.
 */
function demoPlace(random: Random): Place {
  const street = random.pick(DEMO_STREETS);
  const spread = () => (random.next() - 0.5) * 0.006;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    uf: DEMO_CITY.uf,
    street: street.street,
    houseNumber: String(random.int(1, 2000)),
    neighborhood: street.neighborhood,
    latitude: round(street.latitude + spread()),
    longitude: round(street.longitude + spread()),
  };
}

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const DAY_MS = 86_400_000;

type Staff = { userId: number; name: string; sectorId: number };

function directory(db: Db) {
  // Sectors, not work groups: the demo's work group has no members, so nobody would read what it got.
  const sectors = db.prepare<[], { id: number; symbol: string; name: string }>("SELECT id, symbol, name FROM sectors WHERE status = 'enabled' AND type = 'sector' ORDER BY id").all();
  const staff = db
    .prepare<[], Staff>(
      `SELECT users.id AS userId, people.name, user_sectors.sector_id AS sectorId FROM users
       JOIN people ON people.id = users.person_id JOIN user_sectors ON user_sectors.user_id = users.id
       WHERE users.has_internal_access = 1 AND users.status = 'enabled' ORDER BY users.id, user_sectors.sector_id`,
    )
    .all();
  return { sectors, staff };
}

function statements(db: Db) {
  return {
    subject: db.prepare<[string], number>('INSERT INTO subjects (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id').pluck(),
    tag: db.prepare<[string, string, string, number], number>(
      `INSERT INTO tags (name, color, font_color, sector_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (sector_id, name) DO UPDATE SET color = excluded.color, font_color = excluded.font_color RETURNING id`,
    ).pluck(),
    folder: db.prepare<[string, number | null, number | null], number>('INSERT INTO folders (name, sector_id, user_id) VALUES (?, ?, ?) RETURNING id').pluck(),
    document: db.prepare(
      `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256, kind,
         document_type, subject_id, body, status, priority, is_urgent, confidentiality, sender_name, year, has_address, address_city,
         address_uf, address_street, address_number, address_neighborhood, address_latitude, address_longitude, updated_at)
       VALUES (@uuid, @title, @number, @sectorId, @createdBy, @createdAt, 'text/html', x'', '${EMPTY_SHA256}', @kind,
         @documentType, @subjectId, @body, @status, @priority, @isUrgent, @confidentiality, @senderName, @year, @hasAddress, @city,
         @uf, @street, @houseNumber, @neighborhood, @latitude, @longitude, @createdAt)`,
    ),
    dispatch: db.prepare(
      `INSERT INTO dispatches (uuid, document_id, parent_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content,
         is_canceled, has_pending_signature, created_at)
       VALUES (@uuid, @documentId, @parentId, @type, @fromUserId, @fromSectorId, @toSectorId, @toUserId, @content, @isCanceled,
         @pending, @createdAt)`,
    ),
    email: db.prepare(
      `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, sector_id, user_id, box, is_read, is_favorite, is_archived, is_closed,
         folder_id, responsible_user_id, created_at, updated_at)
       VALUES (@uuid, @documentId, @dispatchId, @sectorId, @userId, @box, @isRead, @isFavorite, @isArchived, @isClosed, @folderId,
         @responsibleId, @createdAt, @createdAt)`,
    ),
    emailTag: db.prepare('INSERT OR IGNORE INTO inbox_email_tags (inbox_email_id, tag_id) VALUES (?, ?)'),
    stage: db.prepare('INSERT INTO stages (document_id, position, name, status, due_at, actions) VALUES (?, ?, ?, ?, ?, ?)'),
    // A revision requested without a reason, as the seed always did; the file itself goes in through insertAttachment.
    rejectAttachment: db.prepare("UPDATE attachments SET rejected_status = 'REJECTED' WHERE id = ?"),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const bit = (value: boolean) => (value ? 1 : 0);

/** Writes `count` documents and processes with their inbox emails; returns what it wrote. */
export function generateInbox(db: Db, options: GenerateInboxOptions): GeneratedInbox {
  const seed = options.seed ?? DEMO_INBOX_SEED;
  const random: Random = seededRandom(seed);
  // A stream of its own, so turning files off (or changing how pictures are drawn) leaves the inbox as it is.
  const fileFor = seededFileMaker(seededRandom((seed ^ FILE_STREAM_SALT) >>> 0));
  // Streets too, so giving addresses their street and point left every other draw as it was.
  const placeRandom = seededRandom((seed ^ PLACE_STREAM_SALT) >>> 0);
  const withFiles = options.attachmentFiles ?? true;
  const now = options.now.getTime();
  const spanMs = (options.yearsBack ?? 2) * 365 * DAY_MS;
  const { sectors, staff } = directory(db);
  if (sectors.length < 2) throw new Error('generateInbox needs the demo sectors');
  const run = statements(db);
  const heading = db.prepare<[], string>('SELECT name FROM organization ORDER BY id LIMIT 1').pluck().get() ?? '';
  const result: GeneratedInbox = { documents: 0, inboxEmails: 0, dispatches: 0, attachments: 0 };

  db.transaction(() => {
    const subjectIds = words.SUBJECTS.map((name) => run.subject.get(name) as number);
    const tagsBySector = new Map(sectors.map((sector) => [sector.id, words.TAGS.map((tag) => run.tag.get(tag.name, tag.color, betterTextOn(tag.color), sector.id) as number)]));
    const foldersBySector = new Map(sectors.map((sector) => [sector.id, words.FOLDERS.map((name) => run.folder.get(name, sector.id, null) as number)]));
    const staffOf = (sectorId: number) => staff.filter((person) => person.sectorId === sectorId);
    const staffBySector = new Map(sectors.map((sector) => [sector.id, staffOf(sector.id)]));
    const sequence = new Map<string, number>();

    const addEmail = (documentId: number, dispatchId: number | null, target: { sectorId: number | null; userId: number | null }, box: string, createdAt: string, latest: boolean) => {
      const closed = !latest && random.chance(0.15);
      const archived = closed || (!latest && random.chance(0.5)) || random.chance(0.06);
      const sectorForExtras = target.sectorId;
      const folders = sectorForExtras === null ? [] : (foldersBySector.get(sectorForExtras) ?? []);
      const people = sectorForExtras === null ? [] : (staffBySector.get(sectorForExtras) ?? []);
      const { lastInsertRowid } = run.email.run({
        uuid: random.uuid(),
        documentId,
        dispatchId,
        sectorId: target.sectorId,
        userId: target.userId,
        box,
        isRead: bit(!latest || random.chance(0.55)),
        isFavorite: bit(random.chance(0.08)),
        isArchived: bit(archived),
        isClosed: bit(closed),
        folderId: folders.length > 0 && random.chance(0.1) ? random.pick(folders) : null,
        responsibleId: people.length > 0 && random.chance(0.2) ? random.pick(people).userId : null,
        createdAt,
      });
      result.inboxEmails += 1;
      const tags = sectorForExtras === null ? [] : (tagsBySector.get(sectorForExtras) ?? []);
      if (tags.length > 0 && random.chance(0.2)) run.emailTag.run(Number(lastInsertRowid), random.pick(tags));
    };

    for (let index = 0; index < options.count; index += 1) {
      const isProcess = random.chance(0.2);
      const kind = isProcess ? words.PROCESS_TYPE : random.pick(words.DOCUMENT_TYPES);
      const origin = random.pick(sectors);
      const authors = staffBySector.get(origin.id) ?? [];
      const author = authors.length > 0 && random.chance(0.8) ? random.pick(authors) : null;
      const fromCitizen = kind.type === 'requerimento' && random.chance(0.6);
      const createdMs = now - Math.floor(random.next() * spanMs);
      const createdAt = iso(createdMs);
      const year = new Date(createdMs).getUTCFullYear();
      const key = `${kind.type}-${origin.id}-${year}`;
      const number = (sequence.get(key) ?? 0) + 1;
      sequence.set(key, number);
      const draft = author !== null && random.chance(0.04);
      const object = random.pick(words.TITLE_OBJECTS);
      const title = `${random.pick(words.TITLE_STARTS)} ${object}`;
      const senderName = fromCitizen ? random.pick(words.CITIZENS) : (author?.name ?? origin.name);
      const hasAddress = random.chance(0.15);
      const documentNumber = `${kind.label} nº ${number}/${year} — ${origin.symbol}`;
      // The fields in the order they were always drawn in (the city last), so the demo stays the same.
      const fields = {
        uuid: random.uuid(),
        title,
        number: documentNumber,
        sectorId: origin.id,
        createdBy: author?.userId ?? null,
        createdAt,
        kind: isProcess ? 'process' : 'document',
        documentType: kind.type,
        subjectId: random.pick(subjectIds),
        body: `<p>${title}.</p><p>${random.pick(words.DISPATCH_NOTES)}</p>`,
        status: draft ? 'draft' : 'published',
        priority: random.pick(PRIORITIES),
        isUrgent: bit(random.chance(0.1)),
        confidentiality: random.chance(0.08) ? 'confidential' : random.chance(0.03) ? 'anonymous' : 'not-confidential',
        senderName,
        year,
        hasAddress: bit(hasAddress),
        city: hasAddress ? random.pick(words.CITIES) : null,
      };
      // Addresses in the other cities carry only the city: the map counts them "sem localização".
      const { lastInsertRowid } = run.document.run({ ...fields, ...(fields.city === DEMO_CITY.name ? demoPlace(placeRandom) : NO_PLACE) });
      const documentId = Number(lastInsertRowid);
      result.documents += 1;

      if (draft && author !== null) {
        addEmail(documentId, null, { sectorId: null, userId: author.userId }, 'draft', createdAt, true);
        continue;
      }

      // The dispatch chain: origin → recipient → (forwarded) → …, each hop a little later.
      const hops = random.int(1, isProcess ? 5 : 3);
      let fromSector = origin;
      let fromUser = author;
      let parentId: number | null = null;
      let at = createdMs;
      for (let hop = 0; hop < hops; hop += 1) {
        const candidates = sectors.filter((sector) => sector.id !== fromSector.id);
        const toSector = random.pick(candidates);
        const people = staffBySector.get(toSector.id) ?? [];
        const toUser = people.length > 0 && random.chance(0.15) ? random.pick(people) : null;
        at = Math.min(now, at + random.int(1, 72) * 3_600_000);
        const dispatchAt = iso(at);
        // Every hop carries the document to another sector, which a nota never does (inbox/notes.ts).
        const type = hop === 0 ? 'dispatch' : random.pick(['forward', 'reply', 'dispatch', 'add-dispatch'] as const);
        const dispatch = run.dispatch.run({
          uuid: random.uuid(),
          documentId,
          parentId,
          type,
          fromUserId: fromUser?.userId ?? null,
          fromSectorId: fromSector.id,
          toSectorId: toUser === null ? toSector.id : null,
          toUserId: toUser?.userId ?? null,
          content: random.pick(words.DISPATCH_NOTES),
          isCanceled: bit(random.chance(0.02)),
          pending: bit(random.chance(0.1)),
          createdAt: dispatchAt,
        });
        const dispatchId = Number(dispatch.lastInsertRowid);
        result.dispatches += 1;
        if (hop === 0) addEmail(documentId, dispatchId, { sectorId: origin.id, userId: null }, 'sent', dispatchAt, true);
        const target = toUser === null ? { sectorId: toSector.id, userId: null } : { sectorId: null, userId: toUser.userId };
        addEmail(documentId, dispatchId, target, 'inbox', dispatchAt, hop === hops - 1);
        parentId = dispatchId;
        fromSector = toSector;
        fromUser = toUser ?? (people.length > 0 ? random.pick(people) : null);
      }

      if (isProcess) {
        const stageCount = random.int(3, words.STAGE_NAMES.length);
        const current = random.int(0, stageCount - 1);
        const positions = Array.from({ length: stageCount }, (_, index) => index + 1);
        for (let position = 0; position < stageCount; position += 1) {
          const status = position < current ? 'done' : position === current ? 'current' : 'pending';
          // The default flow (Mover para the next stage, Encerrar solicitação on the last): no draw from the stream.
          const actions = JSON.stringify(defaultStageActions(position + 1, positions));
          run.stage.run(documentId, position + 1, words.STAGE_NAMES[position], status, iso(createdMs + (position + 1) * 7 * DAY_MS), actions);
        }
      }
      const attachmentCount = random.chance(0.6) ? random.int(1, 3) : 0;
      for (let item = 0; item < attachmentCount; item += 1) {
        const file = random.pick(words.ATTACHMENTS);
        const rejected = random.chance(0.03);
        if (!withFiles) continue;
        // Never seeded as signed: only a real signature (signatures/signatureEffects.ts) sets is_signed.
        const subject = { title: file.title, documentNumber, documentTitle: title, heading };
        const bytes = fileFor(file.extension, subject);
        const name = `${file.name}-${item + 1}.${file.extension}`;
        const pages = seededFilePages(file.extension, subject);
        const row = insertAttachment(db, documentId, null, { name, group: 'Anexos', extension: file.extension, mime: file.mime, bytes, pages }, createdAt);
        if (rejected) run.rejectAttachment.run(row.id);
        result.attachments += 1;
      }
    }
    plantUnsafeContentSample(db);
  })();
  return result;
}

/** A sentence only the planted document holds: the e2e finds it with the content filter. */
export const UNSAFE_CONTENT_MARKER = 'Requerimento com conteúdo malicioso simulado';
/** What the planted payloads would set if any of them ran in the page. */
export const UNSAFE_CONTENT_PROBE = '__gdocXss';

const probe = (label: string) => `window.${UNSAFE_CONTENT_PROBE}='${label}'`;
/** Payloads citizens really send (OWASP filter-evasion, DOMPurify's mutation-XSS cases). */
export const UNSAFE_CONTENT_BODY = [
  `<p>${UNSAFE_CONTENT_MARKER}: texto enviado pelo cidadão, para conferir que nada dele é executado.</p>`,
  `<script>${probe('script')}</script>`,
  `<img src="x" onerror="${probe('img-onerror')}" alt="foto">`,
  `<p><a href="javascript:${probe('javascript-href')}">Clique aqui para ver o comprovante</a></p>`,
  `<svg onload="${probe('svg-onload')}"><circle r="1"></circle></svg>`,
  `<iframe srcdoc="<script>parent.${UNSAFE_CONTENT_PROBE}='iframe-srcdoc'</script>"></iframe>`,
  `<div style="background:url(javascript:${probe('style-url')});width:expression(${probe('style-expression')})">Endereço: Rua das Flores, 120</div>`,
  `<noscript><p title="</noscript><img src=x onerror=${probe('mutation-xss')}>"></p></noscript>`,
  `<form action="javascript:${probe('form')}"><button>Enviar</button></form>`,
  '<p>Atenciosamente.</p>',
].join('');

/**
 * One citizen requerimento gets the payloads instead of its body (counts stay as generated): the
 * first published one that reached the Gabinete's inbox, which the demo administrator opens.
 */
function plantUnsafeContentSample(db: Db): void {
  const citizens = words.CITIZENS.map(() => '?').join(', ');
  const pick = (sectorSql: string) =>
    db
      .prepare<string[], number>(
        `SELECT d.id FROM documents d WHERE d.media_type = 'text/html' AND d.document_type = 'requerimento' AND d.status = 'published'
           AND d.sender_name IN (${citizens}) ${sectorSql} ORDER BY d.id LIMIT 1`,
      )
      .pluck()
      .get(...words.CITIZENS);
  const id =
    pick(`AND EXISTS (SELECT 1 FROM inbox_emails ie JOIN sectors s ON s.id = ie.sector_id
            WHERE ie.document_id = d.id AND ie.box = 'inbox' AND s.symbol = 'GAB')`) ?? pick('');
  if (id !== undefined) db.prepare('UPDATE documents SET body = ? WHERE id = ?').run(UNSAFE_CONTENT_BODY, id);
}

/** The schema version that created the inbox tables. */
const INBOX_SINCE_VERSION = 4;

/** A demo database upgraded from before the inbox existed gets the demo inbox once. */
export function backfillDemoInbox(db: Db, migratedFrom: number, now: Date, isDemo: boolean): boolean {
  if (!isDemo || migratedFrom === 0 || migratedFrom >= INBOX_SINCE_VERSION) return false;
  if (db.prepare('SELECT count(*) FROM inbox_emails').pluck().get() !== 0) return false;
  generateInbox(db, { count: DEMO_INBOX_ITEMS, now });
  return true;
}
