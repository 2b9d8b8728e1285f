// The printouts of a document (spec §7 printing): the document, its dispatches, its attachments
// listed, the cover sheet, and the ZIP package. Everything is text through textPdf: the writer
// does not parse PDFs, so attached PDFs are listed with their SHA-256 and shipped in the ZIP
// package rather than merged page by page. Each printout is made for one reader: where the author
// of the document is hidden from them (authorship.ts), the neutral label takes the author's place.
import { createHmac } from 'node:crypto';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { Viewer } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { visibleDispatch } from '../inbox/notes';
import { contentOf, type AttachmentRow } from '../medias/store';
import { secretOf } from '../medias/links';
import { addresseeHider, hidesUser, type AuthorVisibility } from './authorship';
import { htmlToParagraphs } from './htmlText';
import { currentPageLayout } from './printLayout';
import { textPdf, textPdfPageCount, type TextBlock, type TextPdfInput } from './textPdf';

const m = messages.medias;

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const printedAt = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

export const organizationName = (db: Db): string =>
  db.prepare<[], string>('SELECT name FROM organization ORDER BY id LIMIT 1').pluck().get() ?? 'GDoc';

export type DispatchPrint = { id: number; type: string; content: string; created_at: string; is_canceled: number; from_label: string; to_label: string };

/** The dispatches `reader` may see (internal notes by notes.ts), oldest first. */
export function dispatchesForPrint(db: Db, documentId: number, author: AuthorVisibility, reader: Viewer): DispatchPrint[] {
  const visible = visibleDispatch(reader);
  const hidesAddressee = addresseeHider(db, documentId, author);
  return db
    .prepare<number[], DispatchPrint & { from_user_id: number | null; to_user_id: number | null; to_sector_id: number | null }>(
      `SELECT dp.id, dp.type, dp.content, dp.created_at, dp.is_canceled, dp.from_user_id, dp.to_user_id, dp.to_sector_id,
         coalesce(fs.name, fp.name, '') AS from_label, coalesce(ts.name, tp.name, '') AS to_label
       FROM dispatches dp
       LEFT JOIN users fu ON fu.id = dp.from_user_id LEFT JOIN people fp ON fp.id = fu.person_id
       LEFT JOIN sectors fs ON fs.id = dp.from_sector_id
       LEFT JOIN users tu ON tu.id = dp.to_user_id LEFT JOIN people tp ON tp.id = tu.person_id
       LEFT JOIN sectors ts ON ts.id = dp.to_sector_id
       WHERE dp.document_id = ? AND ${visible.sql} ORDER BY dp.created_at, dp.id`,
    )
    .all(documentId, ...visible.params)
    .map(({ from_user_id: fromUserId, to_user_id, to_sector_id, ...dispatch }) => ({
      ...dispatch,
      from_label: hidesUser(author, fromUserId) ? author.label : dispatch.from_label,
      to_label: author.hidden && hidesAddressee({ type: dispatch.type, to_user_id, to_sector_id }) ? author.label : dispatch.to_label,
    }));
}

/** What the document's own pages print: its columns, whichever inbox email (or none) it is read through. */
export type PrintedDocument = Pick<ItemRow, 'number' | 'title' | 'body' | 'document_created_at' | 'subject_name' | 'sender_sector_name' | 'sender_name'>;

const numberOf = (row: PrintedDocument) => (row.number.trim() === '' ? m.printDraftNumber : row.number);
const senderOf = (row: PrintedDocument, author: AuthorVisibility) => (author.hidden ? author.label : (row.sender_sector_name ?? (row.sender_name || m.coverNone)));

function documentBlocks(row: PrintedDocument, author: AuthorVisibility): (string | TextBlock)[] {
  const paragraphs = htmlToParagraphs(row.body);
  return [
    { text: `${m.coverSender}: ${senderOf(row, author)} — ${m.coverDate}: ${printedAt(row.document_created_at)}`, style: 'small' },
    ...(row.subject_name ? [{ text: `${m.coverSubject}: ${row.subject_name}`, style: 'small' as const }] : []),
    ...(paragraphs.length > 0 ? paragraphs : [m.printEmptyBody]),
  ];
}

function dispatchBlocks(dispatches: readonly DispatchPrint[]): (string | TextBlock)[] {
  const blocks: (string | TextBlock)[] = [{ text: m.printDispatchesHeading, style: 'heading' }];
  if (dispatches.length === 0) blocks.push(m.printNoDispatches);
  for (const dispatch of dispatches) {
    const line = m.printDispatch(dispatch.from_label || m.coverNone, dispatch.to_label || m.coverNone, printedAt(dispatch.created_at));
    blocks.push({ text: dispatch.is_canceled === 1 ? `${line} ${m.printCanceled}` : line, style: 'small' });
    blocks.push(...htmlToParagraphs(dispatch.content));
  }
  return blocks;
}

/** The list of files, each PDF saying whether its pages follow this printout (printStamp.ts). */
function attachmentBlocks(files: readonly AttachmentRow[], merged: ReadonlySet<number>): (string | TextBlock)[] {
  const blocks: (string | TextBlock)[] = [{ text: m.printAttachmentsHeading, style: 'heading' }];
  if (files.length === 0) return [...blocks, m.printNoAttachments];
  const isPdf = (file: AttachmentRow) => file.mime_type === 'application/pdf';
  for (const file of files) {
    const line = m.printAttachmentLine(file.name, sizeText(file.size), file.sha256 ?? '—');
    const note = !isPdf(file) ? '' : ` (${merged.has(file.id) ? m.printAttachmentMerged : m.printAttachmentNotMerged})`;
    blocks.push({ text: `${line}${note}`, style: 'small' });
  }
  if (files.some((file) => isPdf(file) && !merged.has(file.id))) blocks.push({ text: m.printAttachmentsNotEmbedded, style: 'small' });
  return blocks;
}

export type PrintOptions = {
  dispatches: readonly DispatchPrint[] | null;
  attachments: readonly AttachmentRow[] | null;
  /** The attachments whose pages are merged after the printout (ids); none when absent. */
  merged?: ReadonlySet<number>;
  at: Date;
  /** Whether the reader may see who wrote the document (authorship.ts). */
  author: AuthorVisibility;
};

/** The document, then (when given) its dispatches and its attachment list. */
export const documentPdf = (db: Db, row: ItemRow, options: PrintOptions): Buffer => textPdf(documentText(db, row, options));

/**
 * The pages of the document's own printout (Padrão: no dispatches, no files), stored when it is
 * published (documents/pageCount.ts) for Consumo and Economia. Whether the author is shown changes
 * one line, never the layout's pages in practice, so it is counted as its author would print it.
 */
export const documentPageCount = (db: Db, row: PrintedDocument, at: Date): number =>
  textPdfPageCount(documentText(db, row, { dispatches: null, attachments: null, at, author: { hidden: false } }));

function documentText(db: Db, row: PrintedDocument, options: PrintOptions): TextPdfInput {
  return {
    heading: organizationName(db),
    number: numberOf(row),
    title: row.title,
    body: [
      ...documentBlocks(row, options.author),
      ...(options.dispatches === null ? [] : dispatchBlocks(options.dispatches)),
      ...(options.attachments === null ? [] : attachmentBlocks(options.attachments, options.merged ?? new Set())),
    ],
    createdAt: options.at,
    footer: false,
    layout: currentPageLayout(db),
  };
}

export function previewPdf(db: Db, html: string, subject: string | null, at: Date): Buffer {
  const paragraphs = htmlToParagraphs(html);
  return textPdf({
    heading: organizationName(db),
    number: m.printPreviewNumber,
    title: subject ?? m.printPreviewTitle,
    body: paragraphs.length > 0 ? paragraphs : [m.printEmptyBody],
    createdAt: at,
    footer: false,
    layout: currentPageLayout(db),
  });
}

/** 16 characters from an HMAC of the document's uuid and number: the same for every reprint, unforgeable without the server. */
export function verificationCode(db: Db, row: Pick<ItemRow, 'document_uuid' | 'number'>): string {
  const digest = createHmac('sha256', secretOf(db, 'verification_code')).update(`${row.document_uuid}\n${row.number}`).digest('hex').toUpperCase();
  return digest.slice(0, 16).match(/.{4}/g)!.join('-');
}

export function coverPdf(db: Db, row: ItemRow, at: Date, author: AuthorVisibility): Buffer {
  const field = (label: string, value: string | null | undefined) => `${label}: ${value && value.trim() !== '' ? value : m.coverNone}`;
  return textPdf({
    heading: organizationName(db),
    number: numberOf(row),
    title: m.coverTitle,
    body: [
      field(m.coverNumber, row.number),
      field(m.coverTitleLabel, row.title),
      field(m.coverSender, senderOf(row, author)),
      field(m.coverDate, printedAt(row.document_created_at)),
      field(m.coverSubject, row.subject_name),
      { text: m.coverVerification, style: 'heading' },
      verificationCode(db, row),
      { text: m.coverVerificationHint, style: 'small' },
    ],
    createdAt: at,
    footer: false,
    layout: currentPageLayout(db),
  });
}

export const withContent = (db: Db, files: readonly AttachmentRow[]) =>
  files.flatMap((file) => {
    const content = contentOf(db, file.id);
    return content === undefined ? [] : [{ file, content }];
  });
