// Seeded attachment files are what their type says, to the upload checker and to tools and
// decoders we did not write (poppler, qpdf, unzip, pngjs, jpeg-js), and the same for the same seed.
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../medias/fileTypes';
import { checkPdf, checkZip, hasTool, unzipEntry } from '../../testing/pdfTools';
import { countPages } from '../../medias/pageCount';
import { SEEDED_FILES_DATE, seededFileMaker, seededFilePages, type SeededFileKind, type SeededFileSubject } from './attachmentFiles';
import { ATTACHMENTS } from './inboxVocabulary';
import { minimalDocx, minimalXlsx } from './officeFiles';
import { seededRandom } from './random';
import { JPEG_VARIANTS, PICTURE_SIZE } from './samplePictures';

const subject: SeededFileSubject = {
  title: 'Minuta de contrato',
  documentNumber: 'Ofício nº 7/2025 — SEMAD',
  documentTitle: 'Aquisição de material de escritório',
  heading: 'Prefeitura Municipal de Vale Verde',
};
const filesOf = (seed: number) => {
  const make = seededFileMaker(seededRandom(seed));
  return ATTACHMENTS.map((file) => make(file.extension, { ...subject, title: file.title }));
};
const one = (kind: SeededFileKind, seed = 1) => seededFileMaker(seededRandom(seed))(kind, subject);

describe('seeded attachment files', () => {
  it.each(ATTACHMENTS.map((file) => [file.extension, file] as const))('%s passes the upload type checker as its declared type', (_, file) => {
    const bytes = seededFileMaker(seededRandom(3))(file.extension, { ...subject, title: file.title });
    expect(checkFile(`${file.name}-1.${file.extension}`, file.mime, bytes)).toEqual({ ok: true, mime: file.mime, extension: file.extension });
  });

  it.each(ATTACHMENTS.map((file) => [file.extension, file] as const))('%s: the pages the seed stores are the pages an upload of it would count', async (_, file) => {
    const fileSubject = { ...subject, title: file.title };
    const bytes = seededFileMaker(seededRandom(3))(file.extension, fileSubject);
    expect(seededFilePages(file.extension, fileSubject)).toBe(await countPages(file.mime, bytes));
  });

  it('are the same bytes for the same seed, and pictures differ for another', () => {
    expect(filesOf(5)).toEqual(filesOf(5));
    const pictures = (seed: number) => filesOf(seed).filter((_, index) => ['png', 'jpg'].includes(ATTACHMENTS[index]!.extension));
    expect(pictures(5)).not.toEqual(pictures(6));
  });

  it.runIf(hasTool('pdfinfo'))('PDF: pdfinfo and qpdf accept it, and it holds the title and the document number', () => {
    const report = checkPdf(one('pdf'));
    expect(report.pages).toBe(1);
    if (hasTool('pdftotext')) {
      expect(report.text).toContain(subject.title);
      expect(report.text).toContain(subject.documentNumber);
    }
  });

  it('PNG and JPEG decode to a 64×48 picture of coloured bands', () => {
    const png = PNG.sync.read(one('png'));
    expect({ width: png.width, height: png.height }).toEqual(PICTURE_SIZE);
    const jpeg = decodeJpeg(one('jpg'), { useTArray: true });
    expect({ width: jpeg.width, height: jpeg.height }).toEqual(PICTURE_SIZE);
    // Top and bottom rows lie in different bands.
    const pixel = (data: ArrayLike<number>, y: number) => Array.from({ length: 3 }, (_, channel) => data[(y * PICTURE_SIZE.width + 10) * 4 + channel]);
    expect(pixel(png.data, 0)).not.toEqual(pixel(png.data, PICTURE_SIZE.height - 1));
  });

  it(`JPEGs of one run come from at most ${JPEG_VARIANTS} photos`, () => {
    const make = seededFileMaker(seededRandom(11));
    const photos = new Set(Array.from({ length: 200 }, () => make('jpg', subject).toString('base64')));
    expect(photos.size).toBeGreaterThan(1);
    expect(photos.size).toBeLessThanOrEqual(JPEG_VARIANTS);
  });

  it.each([
    ['docx', ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'], 'word/document.xml'],
    ['xlsx', ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml'], 'xl/worksheets/sheet1.xml'],
  ] as const)('%s: unzip -t passes, with the OOXML parts and the line of text', (kind, parts, textPart) => {
    const bytes = one(kind);
    expect(checkZip(bytes)).toEqual(parts);
    expect(unzipEntry(bytes, textPart).toString('utf8')).toContain(`${subject.title} — ${subject.documentNumber}`);
  });

  it('escapes the text it puts in Office XML', () => {
    const text = 'Custos & "prazos" <2025>';
    const escaped = 'Custos &amp; &quot;prazos&quot; &lt;2025&gt;';
    expect(unzipEntry(minimalDocx(text, SEEDED_FILES_DATE), 'word/document.xml').toString('utf8')).toContain(escaped);
    expect(unzipEntry(minimalXlsx(text, SEEDED_FILES_DATE), 'xl/worksheets/sheet1.xml').toString('utf8')).toContain(escaped);
  });
});
