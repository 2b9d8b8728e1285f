// The bytes of a seeded attachment: a real, small file of its declared type, so the demo can
// preview, download and sign it like an upload. Everything in it comes from the document and the
// seeded stream, and the dates inside are fixed, so a seed always gives the same bytes.
import { textPdf, textPdfPageCount, type TextPdfInput } from '../../documents/textPdf';
import type { ATTACHMENTS } from './inboxVocabulary';
import { minimalDocx, minimalXlsx } from './officeFiles';
import type { Random } from './random';
import { pictureMaker } from './samplePictures';

export type SeededFileKind = (typeof ATTACHMENTS)[number]['extension'];

/**
 * The date written inside seeded files (PDF CreationDate, ZIP entry times). Any fixed instant would
 * do; the run's clock would make the bytes, and their SHA-256, change from one seed to the next.
 */
export const SEEDED_FILES_DATE = new Date('2026-01-05T00:00:00.000Z');

export type SeededFileSubject = {
  /** The attachment's title, e.g. "Parecer". */
  title: string;
  /** The number of the document it is attached to, e.g. "Ofício nº 3/2025 — GAB". */
  documentNumber: string;
  documentTitle: string;
  /** Letterhead of PDFs: the organisation's name. */
  heading: string;
};

export type SeededFileMaker = (kind: SeededFileKind, subject: SeededFileSubject) => Buffer;

/** Makes the files of one seeding run; `random` is drawn from for pictures only (their colours). */
export function seededFileMaker(random: Random): SeededFileMaker {
  const pictures = pictureMaker(random);
  return (kind, subject) => {
    const line = `${subject.title} — ${subject.documentNumber}`;
    switch (kind) {
      case 'pdf':
        return textPdf(pdfInput(subject));
      case 'png':
        return pictures.png();
      case 'jpg':
        return pictures.jpeg();
      case 'docx':
        return minimalDocx(line, SEEDED_FILES_DATE);
      case 'xlsx':
        return minimalXlsx(line, SEEDED_FILES_DATE);
    }
  };
}

const pdfInput = (subject: SeededFileSubject): TextPdfInput => ({
  heading: subject.heading,
  number: subject.documentNumber,
  title: subject.title,
  body: [`Anexo do documento: ${subject.documentTitle}.`],
  createdAt: SEEDED_FILES_DATE,
});

/**
 * The pages of the file the maker writes, as medias/pageCount.ts would count them once uploaded:
 * the seed writes its own PDFs, so it knows their layout without reading them back (counting a PDF
 * read back is asynchronous, and the seed is one synchronous transaction).
 */
export function seededFilePages(kind: SeededFileKind, subject: SeededFileSubject): number | null {
  switch (kind) {
    case 'pdf':
      return textPdfPageCount(pdfInput(subject));
    case 'png':
    case 'jpg':
      return 1;
    case 'docx':
    case 'xlsx':
      return null;
  }
}
