// A despacho as something signed (issue 15 §3): what is signed is the despacho's own page, the
// number of the process, the date, the author, the sector, the text and the files sent with it
// (by name and SHA-256), written by our text PDF writer. The page is frozen the first time it is
// made (dispatch_pages, migration 018): every signature, preview and check afterwards reads the
// same bytes, whatever later changes to the organisation's name or to the writer.
import { createHash } from 'node:crypto';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { htmlToParagraphs } from '../documents/htmlText';
import { organizationName, printedAt } from '../documents/printouts';
import { textPdf, type TextBlock } from '../documents/textPdf';
import { attachmentsOfDispatch } from '../medias/store';

const m = messages.signing.dispatch;

export type SignableDispatch = {
  id: number;
  uuid: string;
  document_id: number;
  type: string;
  content: string;
  created_at: string;
  is_canceled: number;
  from_user_id: number | null;
  from_name: string | null;
  from_sector: string | null;
  to_user_id: number | null;
  to_sector_id: number | null;
};

const DISPATCH_SQL = `SELECT dp.id, dp.uuid, dp.document_id, dp.type, dp.content, dp.created_at, dp.is_canceled, dp.from_user_id,
    fp.name AS from_name, fs.name AS from_sector, dp.to_user_id, dp.to_sector_id
  FROM dispatches dp
  LEFT JOIN users fu ON fu.id = dp.from_user_id LEFT JOIN people fp ON fp.id = fu.person_id
  LEFT JOIN sectors fs ON fs.id = dp.from_sector_id`;

export const dispatchById = (db: Db, id: number): SignableDispatch | undefined =>
  db.prepare<[number], SignableDispatch>(`${DISPATCH_SQL} WHERE dp.id = ?`).get(id);

export const dispatchByUuid = (db: Db, uuid: string): SignableDispatch | undefined =>
  db.prepare<[string], SignableDispatch>(`${DISPATCH_SQL} WHERE dp.uuid = ?`).get(uuid);

/** Only a despacho is signed: a nota is an internal remark, and a forward's hop is not a statement. */
export const isSignableDispatch = (dispatch: Pick<SignableDispatch, 'type'>): boolean => dispatch.type === 'add-dispatch';

/** The page's title line in the signing list and the manifests: "Despacho — Ofício nº 3/2026". */
export const dispatchTitle = (db: Db, dispatch: Pick<SignableDispatch, 'document_id'>): string => {
  const number = db.prepare<[number], string>('SELECT number FROM documents WHERE id = ?').pluck().get(dispatch.document_id) ?? '';
  return m.title(number);
};

function pagePdf(db: Db, dispatch: SignableDispatch): Buffer {
  const number = db.prepare<[number], string>('SELECT number FROM documents WHERE id = ?').pluck().get(dispatch.document_id) ?? '';
  const files = attachmentsOfDispatch(db, dispatch.id);
  const paragraphs = htmlToParagraphs(dispatch.content);
  const body: (string | TextBlock)[] = [
    `${m.process}: ${number}`,
    `${m.date}: ${printedAt(dispatch.created_at)}`,
    `${m.author}: ${dispatch.from_name ?? '—'}`,
    `${m.sector}: ${dispatch.from_sector ?? '—'}`,
    { text: m.text, style: 'heading' },
    ...(paragraphs.length > 0 ? paragraphs : [messages.signing.emptyBody]),
    ...(files.length === 0
      ? []
      : [{ text: m.files, style: 'heading' } as const, ...files.map((file) => ({ text: m.fileLine(file.name, file.sha256 ?? '—'), style: 'small' as const }))]),
  ];
  return textPdf({ heading: organizationName(db), number, title: m.pageTitle, body, createdAt: new Date(dispatch.created_at) });
}

/** The despacho's page: the frozen bytes, made and frozen now if it was never printed. */
export function dispatchPage(db: Db, dispatch: SignableDispatch, at: string): Buffer {
  const stored = db.prepare<[number], Buffer>('SELECT content FROM dispatch_pages WHERE dispatch_id = ?').pluck().get(dispatch.id);
  if (stored !== undefined) return stored;
  const content = pagePdf(db, dispatch);
  db.prepare('INSERT OR IGNORE INTO dispatch_pages (dispatch_id, content, sha256, created_at) VALUES (?, ?, ?, ?)').run(
    dispatch.id,
    content,
    createHash('sha256').update(content).digest('hex'),
    at,
  );
  // Another request may have frozen it first: its bytes are the page.
  return db.prepare<[number], Buffer>('SELECT content FROM dispatch_pages WHERE dispatch_id = ?').pluck().get(dispatch.id) ?? content;
}
