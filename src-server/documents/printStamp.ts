// The finishing of every printout (issue 15 §5): the attachments' PDFs merged after the document's
// own pages, and on every page the document number, its verification code and a QR code of the
// citizen portal's authenticity address. pdf-lib reads and writes the PDFs (merging arbitrary PDFs
// is no job for our text writer); qrcode makes the QR matrix, drawn here as vector squares.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { messages } from '../../src-shared/messages';

const m = messages.medias;

export type Stamp = {
  /** The document's number as printed. */
  number: string;
  /** The verification code, when the document has one (a preview has none). */
  code: string | null;
  /** Where the code is checked; the QR code leads there. */
  verifyUrl: string | null;
};

/** An attachment PDF already read (mergeablePdfs), so merging does not parse it again. */
export type MergedFile = { id: number; name: string; source: PDFDocument };

const QR_SIZE = 46;
/** Clear of the edge most printers cannot reach (about 5 mm). */
const EDGE = 16;
const TEXT_SIZE = 7;

/** The dark modules of the QR code of `text`, as a square matrix of booleans. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1));
}

function drawQr(page: PDFPage, matrix: boolean[][], x: number, y: number, size: number): void {
  const cell = size / matrix.length;
  page.drawRectangle({ x: x - cell, y: y - cell, width: size + 2 * cell, height: size + 2 * cell, color: rgb(1, 1, 1) });
  matrix.forEach((cells, row) =>
    cells.forEach((dark, column) => {
      if (dark) page.drawRectangle({ x: x + column * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
    }),
  );
}

function drawFooter(page: PDFPage, font: PDFFont, stamp: Stamp, matrix: boolean[][] | null, pageNumber: number, pages: number): void {
  const { width } = page.getSize();
  const lines = [
    m.stampNumber(stamp.number, pageNumber, pages),
    ...(stamp.code === null ? [] : [m.stampCode(stamp.code)]),
    ...(stamp.verifyUrl === null ? [] : [m.stampVerifyAt(stamp.verifyUrl)]),
  ];
  const textRight = matrix === null ? width - EDGE : width - EDGE - QR_SIZE - 6;
  lines.forEach((line, index) => {
    const size = Math.min(TEXT_SIZE, (TEXT_SIZE * (textRight - EDGE)) / Math.max(1, font.widthOfTextAtSize(line, TEXT_SIZE)));
    page.drawText(line, { x: EDGE, y: EDGE + (lines.length - 1 - index) * (TEXT_SIZE + 2), size, font, color: rgb(0.15, 0.15, 0.15) });
  });
  if (matrix !== null) drawQr(page, matrix, width - EDGE - QR_SIZE, EDGE, QR_SIZE);
}

/** The attachment PDFs whose pages can be merged: pdf-lib reads them and they are not encrypted. */
export async function mergeablePdfs(files: readonly { file: { id: number; name: string }; content: Buffer }[]): Promise<MergedFile[]> {
  const readable: MergedFile[] = [];
  for (const { file, content } of files) {
    const source = await readablePdf(content);
    if (source !== null) readable.push({ id: file.id, name: file.name, source });
  }
  return readable;
}

async function readablePdf(content: Buffer): Promise<PDFDocument | null> {
  try {
    const source = await PDFDocument.load(content);
    return source.getPageCount() > 0 ? source : null;
  } catch {
    // Damaged, encrypted, or not a PDF at all: listed as not merged instead of failing the printout.
    return null;
  }
}

/** The printout with `files` (mergeablePdfs) appended page by page, every page stamped. */
export async function finishPrintout(printout: Buffer, stamp: Stamp, files: readonly MergedFile[] = []): Promise<Buffer> {
  const document = await PDFDocument.load(printout);
  for (const { source } of files) {
    for (const page of await document.copyPages(source, source.getPageIndices())) document.addPage(page);
  }
  const font = await document.embedFont(StandardFonts.Helvetica);
  const matrix = stamp.verifyUrl === null ? null : qrMatrix(stamp.verifyUrl);
  const pages = document.getPages();
  pages.forEach((page, index) => drawFooter(page, font, stamp, matrix, index + 1, pages.length));
  // A classic cross-reference table, as our own writer makes: every PDF reader and checker takes it.
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
