// The comprovante of a citizen's request (issue 16): the organisation's letterhead, the protocol
// number, when it was filed, the subject, the identification chosen, the text, the files sent, and
// the verification code with the QR code of the authenticity page, on every page as printouts are.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { attachmentsOf } from '../medias/store';
import type { DocumentRow } from './drafts';
import { htmlToParagraphs } from './htmlText';
import { authenticityUrl } from './printJobs';
import { organizationName, printedAt, sizeText, verificationCode } from './printouts';
import { finishPrintout } from './printStamp';
import { textPdf, type TextBlock } from './textPdf';

const m = messages.citizenFiling.receipt;

export async function citizenReceipt(db: Db, row: DocumentRow, portalOrigin: string): Promise<Buffer> {
  const code = verificationCode(db, { document_uuid: row.uuid, number: row.number });
  db.prepare('INSERT OR IGNORE INTO verification_codes (code, document_id, created_at) VALUES (?, ?, ?)').run(code, row.id, new Date().toISOString());
  const verifyUrl = authenticityUrl(portalOrigin, code);
  const subject = row.subject_id === null ? null : (db.prepare<[number], string>('SELECT name FROM subjects WHERE id = ?').pluck().get(row.subject_id) ?? null);
  const requester = db.prepare<[number], string>('SELECT p.name FROM users u JOIN people p ON p.id = u.person_id WHERE u.id = ?').pluck().get(row.created_by ?? 0) ?? '';
  const published = db.prepare<[number], string | null>('SELECT published_at FROM documents WHERE id = ?').pluck().get(row.id) ?? row.created_at;
  const files = attachmentsOf(db, row.id).filter((file) => file.created_by === row.created_by);
  const small = (text: string): TextBlock => ({ text, style: 'small' });
  const paragraphs = htmlToParagraphs(row.body);
  const body: (string | TextBlock)[] = [
    `${m.number}: ${row.number}`,
    `${m.filedAt}: ${printedAt(published)}`,
    `${m.subject}: ${subject ?? row.title}`,
    `${m.identification}: ${messages.citizenFiling.identification[row.identification]}`,
    // Only an identified request names its author: a receipt is shown and copied, and an anonymous
    // or secret one must not tell who filed it to whoever holds it.
    ...(requester === '' || row.identification !== 'identified' ? [] : [`${m.requester}: ${requester}`]),
    { text: m.text, style: 'heading' },
    ...paragraphs,
    { text: m.attachments, style: 'heading' },
    ...(files.length === 0 ? [m.noAttachments] : files.map((file) => m.attachment(file.name, sizeText(file.size)))),
    { text: m.code, style: 'heading' },
    code,
    small(m.verifyAt(verifyUrl)),
  ];
  const text = textPdf({ heading: organizationName(db), number: row.number, title: m.title, body, createdAt: new Date(published), footer: false });
  return finishPrintout(text, { number: row.number, code, verifyUrl });
}
