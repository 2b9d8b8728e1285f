// The signing screen's printouts (spec §7 Signatures), all through our own text PDF writer: the
// preview of a document with its signers so far, a batch preview (one section per document), the
// GED preview, the signature manifest, and the document printed with its signatures.
import type { AttachmentRow } from '../medias/store';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { htmlToParagraphs } from '../documents/htmlText';
import { organizationName, printedAt, sizeText, verificationCode } from '../documents/printouts';
import { textPdf, type TextBlock } from '../documents/textPdf';
import type { SignatureRow } from '../repos/signatures';
import { KIND_LABEL } from './signing';
import { maskSignerNumber } from './signer';

const m = messages.signing;

type Block = string | TextBlock;

export type PrintableDocument = { id: number; uuid: string; title: string; number: string; body: string; created_at: string };

export const printableDocument = (db: Db, id: number): PrintableDocument | undefined =>
  db.prepare<[number], PrintableDocument>('SELECT id, uuid, title, number, body, created_at FROM documents WHERE id = ?').get(id);

function signerBlocks(signatures: readonly SignatureRow[], files: readonly AttachmentRow[]): Block[] {
  const blocks: Block[] = [{ text: m.signersHeading, style: 'heading' }];
  if (signatures.length === 0) return [...blocks, m.noSigners];
  for (const row of signatures) {
    const cpf = maskSignerNumber(row.signer_cpf, row.signer_cnpj);
    const kind = m.kinds[KIND_LABEL[row.kind]];
    const file = row.attachment_id === null ? undefined : files.find((candidate) => candidate.id === row.attachment_id);
    blocks.push({
      text: file === undefined ? m.signerLine(row.signer_name, cpf, kind, printedAt(row.signed_at)) : m.attachmentSignerLine(row.signer_name, cpf, kind, printedAt(row.signed_at), file.name),
      style: 'small',
    });
  }
  return blocks;
}

function documentBlocks(document: PrintableDocument): Block[] {
  const paragraphs = htmlToParagraphs(document.body);
  return paragraphs.length > 0 ? paragraphs : [m.emptyBody];
}

/** The document's text followed by its signers so far (the document's and its attachments'). */
export function documentPreviewPdf(
  db: Db,
  document: PrintableDocument,
  signatures: readonly SignatureRow[],
  files: readonly AttachmentRow[],
  at: Date,
  extra: Block[] = [],
): Buffer {
  return textPdf({
    heading: organizationName(db),
    number: document.number.trim() === '' ? m.previewNumber : document.number,
    title: document.title,
    body: [...extra, ...documentBlocks(document), ...signerBlocks(signatures, files)],
    createdAt: at,
  });
}

export type BatchEntry = { document: PrintableDocument; signatures: readonly SignatureRow[]; files: readonly AttachmentRow[] };

/** One PDF, one section per document: its number and title as a heading, its text, its signers. */
export function batchPreviewPdf(db: Db, entries: readonly BatchEntry[], at: Date, title = m.batchPreviewTitle): Buffer {
  const body: Block[] = [];
  for (const { document, signatures, files } of entries) {
    body.push({ text: `${document.number} — ${document.title}`, style: 'heading' });
    body.push(...documentBlocks(document), ...signerBlocks(signatures, files));
  }
  return textPdf({ heading: organizationName(db), number: m.previewNumber, title, body, createdAt: at });
}

/** Files sent to the document store: listed with size and SHA-256 (the writer does not render them). */
export function gedFilesPdf(db: Db, files: readonly AttachmentRow[], at: Date): Buffer {
  return textPdf({
    heading: organizationName(db),
    number: m.previewNumber,
    title: m.gedFilesTitle,
    body: files.map((file) => ({ text: m.gedFileLine(file.name, sizeText(file.size), file.sha256 ?? '—'), style: 'small' as const })),
    createdAt: at,
  });
}

/**
 * GET /signature/print/{hash}/pades: a manifest of one signature. Embedding a real PAdES signature
 * is not possible here: our documents are HTML text, not PDFs, so there is no signed PDF to carry
 * the CMS; the ICP signature is a detached CAdES over the stored bytes (downloadable as .p7s) and a
 * GDOC signature has no CMS at all. The manifest states what was signed, by whom, when and how.
 */
export function signatureManifestPdf(
  db: Db,
  document: PrintableDocument & { content_sha256: string },
  signature: SignatureRow,
  attachment: AttachmentRow | null,
  at: Date,
  /** A despacho's signature: the despacho named and the SHA-256 of its page (what was signed). */
  dispatch: { title: string; sha256: string } | null = null,
): Buffer {
  const kind = KIND_LABEL[signature.kind];
  const cpf = maskSignerNumber(signature.signer_cpf, signature.signer_cnpj);
  const location = signature.location === null ? null : (JSON.parse(signature.location) as string | { latitude: number; longitude: number });
  const body: Block[] = [
    `${m.manifestDocument}: ${document.number} — ${document.title}`,
    ...(attachment === null ? [] : [`${m.manifestAttachment}: ${attachment.name}`]),
    ...(dispatch === null ? [] : [`${m.manifestDispatch}: ${dispatch.title}`]),
    `${m.manifestSigner}: ${signature.signer_name}${cpf ? ` (${cpf})` : ''}`,
    `${m.manifestDate}: ${printedAt(signature.signed_at)}`,
    `${m.manifestType}: ${m.kinds[kind]}`,
    ...(location === null ? [] : [`${m.manifestLocation}: ${typeof location === 'string' ? location : `${location.latitude}, ${location.longitude}`}`]),
    ...(signature.certificate_subject === null ? [] : [`${m.manifestCertificate}: ${cpf && signature.signer_cpf ? signature.certificate_subject.split(signature.signer_cpf).join(cpf) : signature.certificate_subject}`]),
    { text: m.manifestHash, style: 'heading' },
    { text: signature.sha256, style: 'small' },
    { text: m.manifestContentHash, style: 'heading' },
    { text: dispatch !== null ? dispatch.sha256 : attachment === null ? document.content_sha256 : (attachment.sha256 ?? '—'), style: 'small' },
    { text: m.manifestVerification, style: 'heading' },
    verificationCode(db, { document_uuid: document.uuid, number: document.number }),
    { text: signature.kind === 'icp' ? m.manifestIcpNote : signature.kind === 'govbr' ? m.manifestGovBrNote : m.manifestGdocNote, style: 'small' },
  ];
  return textPdf({ heading: organizationName(db), number: document.number, title: m.manifestTitle, body, createdAt: at });
}
