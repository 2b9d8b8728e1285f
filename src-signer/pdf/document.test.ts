// Reading the cross-reference data and the objects of a PDF, checked against qpdf's reading of the
// same files: classic tables, cross-reference streams with every PNG predictor, object streams,
// hybrid files, linearized files and /Prev chains.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SignerFailure } from '../../src-shared/signer/errors';
import { qpdfCheck, qpdfEncrypt, qpdfObjects } from '../../tests/fixtures/pdf/externalTools';
import {
  makeAcroFormPdf,
  makeHybridPdf,
  makeInlineFormPdf,
  makeLargePdf,
  makeSimplePdf,
  makeXrefStreamPdf,
  toLinearized,
  toObjectStreams,
  writeClassicPdf,
} from '../../tests/fixtures/pdf/samplePdfs';
import { PdfDocument } from './document';
import { PdfName, PdfRef, PdfString, decodeTextString, type PdfDict, type PdfValue } from './objects';

const dir = mkdtempSync(join(tmpdir(), 'gdoc-pdf-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** True when our value and qpdf's JSON (version 2) value say the same thing. */
function sameAsQpdf(ours: PdfValue, theirs: unknown): boolean {
  if (ours === null || typeof ours === 'boolean') return ours === theirs;
  if (typeof ours === 'number') return typeof theirs === 'number' && Math.abs(ours - theirs) < 1e-9;
  if (ours instanceof PdfName) return theirs === `/${ours.name}`;
  if (ours instanceof PdfRef) return theirs === `${ours.num} ${ours.gen} R`;
  if (ours instanceof PdfString) {
    if (typeof theirs !== 'string') return false;
    if (theirs.startsWith('b:')) return Buffer.from(ours.bytes).toString('hex') === theirs.slice(2);
    return decodeTextString(ours) === theirs.slice(2);
  }
  if (Array.isArray(ours)) return Array.isArray(theirs) && theirs.length === ours.length && ours.every((item, i) => sameAsQpdf(item, theirs[i]));
  if (typeof theirs !== 'object' || theirs === null || Array.isArray(theirs)) return false;
  const entries = Object.entries(theirs as Record<string, unknown>);
  return entries.length === ours.entries.size && entries.every(([key, value]) => ours.has(key.slice(1)) && sameAsQpdf(ours.get(key.slice(1))!, value));
}

const fixtures: [string, () => Buffer][] = [
  ['classic table', () => makeSimplePdf({ pages: 3 })],
  ['indirect AcroForm and Annots', makeAcroFormPdf],
  ['inline AcroForm, CRLF and escapes', makeInlineFormPdf],
  ['object streams (qpdf)', () => toObjectStreams(makeAcroFormPdf(), dir, 'doc-objstm')],
  ['linearized (qpdf)', () => toLinearized(makeSimplePdf({ pages: 4 }), dir, 'doc-linear')],
  ['cross-reference stream, all PNG row types', () => makeXrefStreamPdf([0, 1, 2, 3, 4])],
  ['hybrid, compressed objects left out of the table', () => makeHybridPdf()],
  ['hybrid, compressed objects free in the table', () => makeHybridPdf({ compressedInTable: 'free' })],
];

describe('reading objects as qpdf does', () => {
  it.each(fixtures)('%s', (name, make) => {
    const pdf = make();
    const path = join(dir, `${name.replace(/\W+/g, '-')}.pdf`);
    writeFileSync(path, pdf);
    expect(qpdfCheck(path).status).toBe(0);
    const doc = new PdfDocument(pdf);
    const objects = qpdfObjects(path);
    let compared = 0;
    for (const [key, entry] of Object.entries(objects)) {
      const match = /^obj:(\d+) (\d+) R$/.exec(key);
      if (!match) continue;
      const loaded = doc.load(Number(match[1]), Number(match[2]));
      expect(loaded, key).not.toBeNull();
      const theirs = entry.stream ? entry.stream.dict : entry.value;
      expect(sameAsQpdf(loaded!.value, theirs), `${key}: ${JSON.stringify(theirs)}`).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    expect(doc.trailer.get('Root')).toBeInstanceOf(PdfRef);
  });
});

describe('cross-reference data', () => {
  it('follows /Prev to older sections and prefers the newest entry', () => {
    const first = makeSimplePdf();
    // An update that rewrites the catalog (object 1) with a marker entry.
    const updateAt = first.length;
    const body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Marker (new) >>\nendobj\n';
    const xrefAt = updateAt + body.length;
    const update = `${body}xref\n1 1\n${String(updateAt).padStart(10, '0')} 00000 n\r\ntrailer\n<< /Size 7 /Root 1 0 R /Prev ${new PdfDocument(first).startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const pdf = Buffer.concat([first, Buffer.from(update, 'latin1')]);
    const doc = new PdfDocument(pdf);
    expect(doc.sections).toHaveLength(2);
    expect((doc.load(1)!.value as PdfDict).has('Marker')).toBe(true);
    expect((doc.load(2)!.value as PdfDict).nameOf('Type')).toBe('Pages');
  });

  it('reads tables whose rows end in a single end-of-line character', () => {
    const pdf = makeSimplePdf();
    const text = pdf.toString('latin1').replace(/ ([nf])\r\n/g, ' $1\n');
    const fixed = Buffer.from(text.replace(/startxref\n\d+/, `startxref\n${text.lastIndexOf('xref\n0 ')}`), 'latin1');
    const doc = new PdfDocument(fixed);
    expect((doc.load(5)!.value as PdfDict).nameOf('Type')).toBe('Page');
  });

  it('reads tables with irregular spacing token by token', () => {
    const pdf = makeSimplePdf();
    const text = pdf.toString('latin1').replace(/(\d{10}) (\d{5}) n\r\n/g, '$1  $2 n \n');
    const fixed = Buffer.from(text.replace(/startxref\n\d+/, `startxref\n${text.lastIndexOf('xref\n0 ')}`), 'latin1');
    const doc = new PdfDocument(fixed);
    expect((doc.load(5)!.value as PdfDict).nameOf('Type')).toBe('Page');
  });

  it('looks table rows up in place in a large file', () => {
    const path = join(dir, 'large.pdf');
    const size = makeLargePdf(path, 2 * 1024 * 1024);
    expect(size).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(qpdfCheck(path).status).toBe(0);
    const doc = new PdfDocument(readFileSync(path));
    const pages = doc.resolveDict(doc.resolveDict(doc.trailer.get('Root'), 'catalog').get('Pages'), 'pages');
    const kids = pages.get('Kids') as PdfRef[];
    expect(kids.length).toBeGreaterThan(1);
    expect(doc.resolveDict(kids[kids.length - 1], 'last page').nameOf('Type')).toBe('Page');
  });

  it('gives the next free object number from /Size and the sections', () => {
    const doc = new PdfDocument(makeSimplePdf({ pages: 2 }));
    expect(doc.nextObjectNumber).toBe(9);
  });
});

describe('refusing files it cannot read', () => {
  const code = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (error) {
      return error instanceof SignerFailure ? error.error.code : `not a SignerFailure: ${String(error)}`;
    }
    return undefined;
  };

  it('refuses a file that is not a PDF', () => {
    expect(code(() => new PdfDocument(Buffer.from('hello world')))).toBe('invalid-pdf');
  });

  it('refuses a truncated file', () => {
    const pdf = makeSimplePdf({ pages: 3 });
    expect(code(() => new PdfDocument(pdf.subarray(0, Math.floor(pdf.length / 2))))).toBe('invalid-pdf');
  });

  it('refuses a startxref that points at nothing', () => {
    const pdf = makeSimplePdf().toString('latin1').replace(/startxref\n\d+/, 'startxref\n20');
    expect(code(() => new PdfDocument(Buffer.from(pdf, 'latin1')))).toBe('invalid-pdf');
  });

  it('refuses a /Prev chain that loops', () => {
    const pdf = writeClassicPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'], '/Root 1 0 R /Prev 9');
    const text = pdf.toString('latin1');
    const xrefAt = text.lastIndexOf('xref\n0 ');
    const looping = Buffer.from(text.replace('/Prev 9', `/Prev ${xrefAt}`), 'latin1');
    expect(code(() => new PdfDocument(looping))).toBe('invalid-pdf');
  });

  it('refuses an object that is not where the table says', () => {
    const pdf = makeSimplePdf();
    const doc = new PdfDocument(pdf);
    const text = pdf.toString('latin1').replace(/^0000000015 00000 n/m, '0000000016 00000 n');
    const broken = new PdfDocument(Buffer.from(text, 'latin1'));
    expect(doc.load(1)).not.toBeNull();
    expect(code(() => broken.load(1))).toBe('invalid-pdf');
  });

  it.each(['', 'senha-do-usuario'])('refuses an encrypted file (user password %j)', (password) => {
    const input = join(dir, 'plain.pdf');
    const output = join(dir, `encrypted-${password.length}.pdf`);
    writeFileSync(input, makeSimplePdf());
    qpdfEncrypt(input, output, password);
    const failure = (() => {
      try {
        new PdfDocument(readFileSync(output));
      } catch (error) {
        return error as SignerFailure;
      }
      return undefined;
    })();
    expect(failure?.error.code).toBe('invalid-pdf');
    expect(failure?.error.detail).toMatch(/encrypted/);
  });
});
