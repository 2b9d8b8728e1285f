// How many pages a stored file has, for the Consumo and Economia reports (migration 036). Counted
// once, when the file is stored (or by the startup backfill for older rows), never at report time.
import { PDFDocument } from 'pdf-lib';

/**
 * The pages of a file, or null when they cannot be counted:
 * - a PDF: its page count, as pdf-lib reads it (encrypted PDFs too: counting needs no decryption);
 *   a broken PDF answers null, never an error, so a bad upload is stored like any other file;
 * - an image: one page, as it prints;
 * - anything else (Word, spreadsheets, text, ZIP…): null. An office file has no pages until a word
 *   processor lays it out (fonts, margins, paper size), and the server does not render documents;
 *   a guess from its size would put invented numbers in the reports, so it stays "not counted".
 */
export async function countPages(mime: string, bytes: Uint8Array): Promise<number | null> {
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type.startsWith('image/')) return 1;
  if (type !== 'application/pdf') return null;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const pages = pdf.getPageCount();
    // A page tree pdf-lib could not follow reads as no pages: not counted, rather than zero paper.
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}
