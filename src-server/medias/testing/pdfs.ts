// Real PDFs for the page count tests, made with pdf-lib (the library that reads them back), so a
// test knows the pages it asserts from what it wrote.
import { PDFDocument } from 'pdf-lib';

/** A valid PDF of `pages` blank A4 pages. */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}
