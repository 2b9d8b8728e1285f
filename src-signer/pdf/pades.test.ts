// PAdES signature placement, judged by tools we did not write: OpenSSL signs the ByteRange bytes and
// verifies what readPdfSignatures extracts, qpdf checks the structure and shows the objects, poppler's
// pdfsig validates ETSI.CAdES.detached signatures as a reader would (it cannot validate PBAD.PAdES,
// DOC-ICP-15.03's SubFilter, and says so).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { SignerFailure } from '../../src-shared/signer/errors';
import {
  concat,
  opensslSign,
  opensslVerify,
  pdfsig,
  qpdfCheck,
  qpdfEncrypt,
  qpdfFields,
  qpdfObjects,
} from '../../tests/fixtures/pdf/externalTools';
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
import { createDemoPki, type DemoPki } from '../../scripts/demo/demoPki';
import { preparePdfSignature, readPdfSignatures, type PadesSubFilter, type PreparePdfSignatureOptions } from './index';

const dir = mkdtempSync(join(tmpdir(), 'gdoc-pades-'));
let pki: DemoPki;
beforeAll(() => {
  pki = createDemoPki(join(dir, 'pki'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SIGNING_TIME = new Date('2025-03-14T12:30:00Z');
const options = (subFilter: PadesSubFilter, extra: Partial<PreparePdfSignatureOptions> = {}): PreparePdfSignatureOptions => ({
  subFilter,
  signingTime: SIGNING_TIME,
  reason: 'Aprovação do ofício nº 12',
  signerName: 'MARIANA COSTA RIBEIRO',
  location: 'Vale Verde - MG',
  ...extra,
});

let fileCounter = 0;
function save(bytes: Uint8Array, name = 'file'): string {
  const path = join(dir, `${name}-${++fileCounter}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

/** Prepares, lets OpenSSL sign the ByteRange bytes, embeds: the signed file and the CMS. */
function sign(pdf: Uint8Array, subFilter: PadesSubFilter, signer: 'ecpf' | 'ecnpj' = 'ecpf', attributes = true): { signed: Buffer; cms: Buffer } {
  const prepared = preparePdfSignature(pdf, options(subFilter));
  const cms = opensslSign(concat(prepared.signedChunks), pki.certs[signer], dir, { attributes });
  return { signed: concat(prepared.embed(cms)), cms };
}

function failure(fn: () => unknown): SignerFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignerFailure) return error;
    throw error;
  }
  throw new Error('expected a SignerFailure');
}

/** pdfsig's report, one block per signature, by field name. */
function pdfsigBlocks(output: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const block of output.split(/^Signature #\d+:/m).slice(1)) {
    const name = /Signature Field Name: (.*)$/m.exec(block)?.[1]?.trim();
    if (name) blocks.set(name, block);
  }
  return blocks;
}

type QpdfObjects = ReturnType<typeof qpdfObjects>;
function qpdfValue(objects: QpdfObjects, value: unknown): unknown {
  if (typeof value === 'string' && / R$/.test(value)) return objects[`obj:${value}`]?.value;
  return value;
}

const fixtures: [string, () => Buffer][] = [
  ['a classic table, nothing interactive', () => makeSimplePdf({ pages: 2 })],
  ['an indirect AcroForm, Fields and Annots, with a field named Assinatura1', makeAcroFormPdf],
  ['an inline AcroForm and Annots, CRLF and escapes', makeInlineFormPdf],
  ['object streams and a cross-reference stream (qpdf)', () => toObjectStreams(makeSimplePdf({ pages: 2 }), dir, 'objstm-simple')],
  ['a form inside object streams (qpdf)', () => toObjectStreams(makeAcroFormPdf(), dir, 'objstm-form')],
  ['a linearized file (qpdf)', () => toLinearized(makeAcroFormPdf(), dir, 'linear-form')],
  ['a hand-made cross-reference stream with every PNG row type', () => makeXrefStreamPdf([0, 1, 2, 3, 4])],
  ['a hybrid-reference file', () => makeHybridPdf()],
];
const subFilters: PadesSubFilter[] = ['ETSI.CAdES.detached', 'PBAD.PAdES'];
const other = (subFilter: PadesSubFilter): PadesSubFilter => (subFilter === 'PBAD.PAdES' ? 'ETSI.CAdES.detached' : 'PBAD.PAdES');

describe.each(fixtures)('signing %s', (_name, make) => {
  it.each(subFilters)('as %s: valid for qpdf, OpenSSL and pdfsig; tampering detected; a second signature keeps the first valid', (subFilter) => {
    const original = make();
    const before = readPdfSignatures(original).length;
    expect(before).toBe(0);
    const prepared = preparePdfSignature(original, options(subFilter));
    // The original bytes are handed back as they are, not copied.
    expect(prepared.signedChunks[0]).toBe(original);
    const cms = opensslSign(concat(prepared.signedChunks), pki.certs.ecpf, dir, { attributes: subFilter === 'ETSI.CAdES.detached' });
    const chunks = prepared.embed(cms);
    expect(chunks[0]).toBe(original);
    const signed = concat(chunks);
    const path = save(signed, 'signed');

    // Structure: qpdf finds no error and no warning.
    const check = qpdfCheck(path);
    expect(check.status, check.output).toBe(0);

    // What readPdfSignatures extracts verifies with OpenSSL.
    const [sig, ...rest] = readPdfSignatures(signed);
    expect(rest).toHaveLength(0);
    expect(sig!.byteRange).toEqual(prepared.byteRange);
    expect(sig!.subFilter).toBe(subFilter);
    expect(sig!.filter).toBe(subFilter === 'PBAD.PAdES' ? 'PBAD_PAdES' : 'Adobe.PPKLite');
    expect(Buffer.from(sig!.cms).equals(cms)).toBe(true);
    expect(sig!.coversWholeFile).toBe(true);
    expect(concat(sig!.signedChunks).equals(concat(prepared.signedChunks))).toBe(true);
    const [, a, b, c] = sig!.byteRange;
    expect(b + c).toBe(signed.length);
    expect(signed.toString('latin1', a, a + 1)).toBe('<');
    expect(signed.toString('latin1', b - 1, b)).toBe('>');
    const verified = opensslVerify(sig!.cms, concat(sig!.signedChunks), pki.chainPemPath, dir);
    expect(verified.status, verified.output).toBe(0);

    // The field and the dictionary as qpdf reads them.
    const fields = qpdfFields(path);
    const field = fields.find((f) => f.fieldtype === '/Sig');
    expect(field?.fullname).toBe(sig!.fieldName);
    expect(fields.filter((f) => f.fullname === sig!.fieldName)).toHaveLength(1);
    expect(field?.pageposfrom1).toBe(1);
    expect(field?.annotation.annotationflags).toBe(132);
    const objects = qpdfObjects(path);
    const widget = objects[`obj:${field!.object}`]!.value as Record<string, unknown>;
    expect(widget['/Rect']).toEqual([0, 0, 0, 0]);
    expect(widget['/Subtype']).toBe('/Widget');
    const dict = qpdfValue(objects, field!.value) as Record<string, unknown>;
    expect(Object.keys(dict).sort()).toEqual(['/ByteRange', '/Contents', '/Filter', '/Location', '/M', '/Name', '/Reason', '/SubFilter', '/Type']);
    expect(dict).not.toHaveProperty('/Cert');
    expect(dict['/Type']).toBe('/Sig');
    expect(dict['/Reason']).toBe('u:Aprovação do ofício nº 12');
    expect(dict['/M']).toBe('u:D:20250314123000Z');
    const catalog = qpdfValue(objects, (objects.trailer!.value as Record<string, unknown>)['/Root']) as Record<string, unknown>;
    const acroForm = qpdfValue(objects, catalog['/AcroForm']) as Record<string, unknown>;
    expect(acroForm['/SigFlags']).toBe(3);
    expect(qpdfValue(objects, acroForm['/Fields'])).toContain(field!.object);

    // pdfsig: validates ETSI.CAdES.detached; for PBAD.PAdES it lists the signature and says it cannot.
    const report = pdfsig(path);
    const block = pdfsigBlocks(report.output).get(sig!.fieldName);
    expect(block, report.output).toBeDefined();
    if (subFilter === 'ETSI.CAdES.detached') {
      expect(block).toContain('Signature is Valid');
      expect(block).toContain('Total document signed');
    } else {
      expect(block).not.toContain('Signature is Valid');
      expect(report.output).toContain('Unable to validate this type of signature');
    }

    // One byte changed inside a signed range (a comment in the original part, a digit of /M in the
    // update): both verifications fail.
    const mAt = signed.indexOf('(D:2025', b, 'latin1') + 4;
    for (const at of [10, mAt]) {
      const tampered = Buffer.from(signed);
      tampered[at] = tampered[at]! ^ 0x01;
      const [tamperedSig] = readPdfSignatures(tampered);
      expect(opensslVerify(tamperedSig!.cms, concat(tamperedSig!.signedChunks), pki.chainPemPath, dir).status).not.toBe(0);
      const tamperedReport = pdfsig(save(tampered, 'tampered'));
      expect(pdfsigBlocks(tamperedReport.output).get(sig!.fieldName) ?? '').not.toContain('Signature is Valid');
      if (subFilter === 'ETSI.CAdES.detached') expect(tamperedReport.output).toMatch(/Digest Mismatch|Invalid/);
    }

    // A second signature (the other SubFilter, another signer): both valid, names unique.
    const second = sign(signed, other(subFilter), 'ecnpj');
    const path2 = save(second.signed, 'twice');
    expect(qpdfCheck(path2).status).toBe(0);
    const both = readPdfSignatures(second.signed);
    expect(both).toHaveLength(2);
    expect(new Set(both.map((s) => s.fieldName)).size).toBe(2);
    expect(both[0]!.byteRange).toEqual(sig!.byteRange);
    for (const s of both) {
      expect(s.coversWholeFile).toBe(true);
      const result = opensslVerify(s.cms, concat(s.signedChunks), pki.chainPemPath, dir);
      expect(result.status, result.output).toBe(0);
    }
    const blocks = pdfsigBlocks(pdfsig(path2).output);
    expect(blocks.size).toBe(2);
    for (const s of both) {
      const text = blocks.get(s.fieldName) ?? '';
      if (s.subFilter === 'ETSI.CAdES.detached') expect(text).toContain('Signature is Valid');
      else expect(text).not.toContain('Signature is Valid');
    }
    expect(new Set(qpdfFields(path2).map((f) => f.fullname)).size).toBe(qpdfFields(path2).length);
  });
});

describe('field names', () => {
  it('numbers fields Assinatura1, Assinatura2… skipping names already used', () => {
    let pdf: Buffer = makeSimplePdf();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      pdf = sign(pdf, 'PBAD.PAdES', 'ecpf', false).signed;
      names.push(readPdfSignatures(pdf).at(-1)!.fieldName);
    }
    expect(names).toEqual(['Assinatura1', 'Assinatura2', 'Assinatura3']);
    // The form fixture already has a text field named Assinatura1.
    expect(readPdfSignatures(sign(makeAcroFormPdf(), 'PBAD.PAdES').signed)[0]!.fieldName).toBe('Assinatura2');
  });
});

describe('the signature dictionary', () => {
  it('writes ByteRange with fixed-width numbers and leaves /Contents zero-padded to the reserved size', () => {
    const prepared = preparePdfSignature(makeSimplePdf(), { subFilter: 'PBAD.PAdES', signingTime: SIGNING_TIME, contentsSize: 8192 });
    const [, a, b] = prepared.byteRange;
    expect(b - a).toBe(8192 * 2 + 2);
    const cms = opensslSign(concat(prepared.signedChunks), pki.certs.ecpf, dir, { attributes: false });
    const signed = concat(prepared.embed(cms));
    const text = signed.toString('latin1');
    const byteRange = /\/ByteRange (\[[^\]]*\])/.exec(text)![1]!;
    expect(byteRange).toMatch(/^\[0 \d+ +\d+ +\d+ +\]$/);
    expect(byteRange.length).toBe('[0 '.length + 3 * 10 + 2 + 1);
    expect(text.slice(a + 1 + cms.length * 2, b - 1)).toMatch(/^0+$/);
    // Only the fields given are written: no /Reason, /Location or /Name here, and never /Cert.
    const sigDict = text.slice(text.lastIndexOf('/Type /Sig'), text.lastIndexOf('endobj'));
    expect(sigDict).not.toMatch(/\/Reason|\/Location|\/Name|\/Cert/);
    expect(sigDict).toContain('/M (D:20250314123000Z)');
  });

  it('signs a CMS without signed attributes (-noattr) as well as one with them', () => {
    for (const attributes of [false, true]) {
      const { signed } = sign(makeSimplePdf(), 'ETSI.CAdES.detached', 'ecpf', attributes);
      const [sig] = readPdfSignatures(signed);
      expect(opensslVerify(sig!.cms, concat(sig!.signedChunks), pki.chainPemPath, dir).status).toBe(0);
      expect(pdfsig(save(signed)).output).toContain('Signature is Valid');
    }
  });

  it('lets embed be called again without changing an earlier result', () => {
    const prepared = preparePdfSignature(makeSimplePdf(), options('PBAD.PAdES'));
    const cms = opensslSign(concat(prepared.signedChunks), pki.certs.ecpf, dir);
    const first = concat(prepared.embed(cms));
    const other = concat(prepared.embed(opensslSign(concat(prepared.signedChunks), pki.certs.ecnpj, dir)));
    expect(concat(prepared.embed(cms)).equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
    expect(other.length).toBe(first.length);
  });
});

describe('refusals', () => {
  it('refuses a CMS larger than the space reserved in /Contents, clearly', () => {
    const prepared = preparePdfSignature(makeSimplePdf(), options('ETSI.CAdES.detached', { contentsSize: 1024 }));
    const cms = opensslSign(concat(prepared.signedChunks), pki.certs.ecpf, dir);
    expect(cms.length).toBeGreaterThan(1024);
    const error = failure(() => prepared.embed(cms));
    expect(error.error.code).toBe('sign-failed');
    expect(error.error.detail).toContain(`${cms.length} bytes`);
    expect(error.error.detail).toContain('1024');
  });

  it.each(['', 'senha'])('refuses an encrypted PDF (user password %j) with the invalid-pdf error', (password) => {
    const input = save(makeSimplePdf(), 'to-encrypt');
    const output = join(dir, `encrypted-${password.length}.pdf`);
    qpdfEncrypt(input, output, password);
    const error = failure(() => preparePdfSignature(readFileSync(output), options('PBAD.PAdES')));
    expect(error.error.code).toBe('invalid-pdf');
    expect(error.error.message).toBe(messages.signer.invalidPdf);
    expect(error.error.detail).toMatch(/encrypted/);
  });

  it.each([0.5, 0.9, 0.99])('refuses a truncated PDF (%d of it) with the invalid-pdf error', (fraction) => {
    const pdf = toObjectStreams(makeAcroFormPdf(), dir, 'to-truncate');
    const error = failure(() => preparePdfSignature(pdf.subarray(0, Math.floor(pdf.length * fraction)), options('PBAD.PAdES')));
    expect(error.error.code).toBe('invalid-pdf');
    expect(error.error.message).toBe(messages.signer.invalidPdf);
  });

  it('refuses a signed PDF whose last update was cut short', () => {
    const once = sign(makeSimplePdf(), 'PBAD.PAdES').signed;
    const twice = sign(once, 'PBAD.PAdES').signed;
    for (const cut of [100, 1000, twice.length - once.length - 10]) {
      const error = failure(() => preparePdfSignature(twice.subarray(0, twice.length - cut), options('PBAD.PAdES')));
      expect(error.error.code).toBe('invalid-pdf');
    }
  });

  it('refuses something that is not a PDF', () => {
    expect(failure(() => preparePdfSignature(Buffer.from('%PNG not a pdf'), options('PBAD.PAdES'))).error.code).toBe('invalid-pdf');
    expect(failure(() => readPdfSignatures(Buffer.alloc(0))).error.code).toBe('invalid-pdf');
  });

  it('refuses a document certified with no changes allowed (DocMDP P=1)', () => {
    const pdf = writeClassicPdf(
      [
        '<< /Type /Catalog /Pages 2 0 R /Perms << /DocMDP 4 0 R >> >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
        '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Reference [<< /Type /SigRef /TransformMethod /DocMDP /TransformParams << /Type /TransformParams /P 1 /V /1.2 >> >>] >>',
      ],
      '/Root 1 0 R',
    );
    const error = failure(() => preparePdfSignature(pdf, options('PBAD.PAdES')));
    expect(error.error.code).toBe('invalid-pdf');
    expect(error.error.detail).toMatch(/DocMDP/);
  });

  it('refuses bad options with invalid-request', () => {
    const pdf = makeSimplePdf();
    expect(failure(() => preparePdfSignature(pdf, { ...options('PBAD.PAdES'), subFilter: 'adbe.pkcs7.detached' as PadesSubFilter })).error.code).toBe('invalid-request');
    expect(failure(() => preparePdfSignature(pdf, { ...options('PBAD.PAdES'), signingTime: new Date(Number.NaN) })).error.code).toBe('invalid-request');
    expect(failure(() => preparePdfSignature(pdf, { ...options('PBAD.PAdES'), contentsSize: 10.5 })).error.code).toBe('invalid-request');
  });
});

describe('reading signatures', () => {
  it('finds none in an unsigned file', () => {
    expect(readPdfSignatures(makeAcroFormPdf())).toEqual([]);
  });

  it('says a ByteRange that leaves part of its revision out does not cover the whole file', () => {
    const { signed } = sign(makeSimplePdf(), 'PBAD.PAdES');
    const [sig] = readPdfSignatures(signed);
    const [, , b, c] = sig!.byteRange;
    const text = signed.toString('latin1');
    const shorter = text.replace(/(\/ByteRange \[0 \d+ +\d+ +)(\d+ *)\]/, (_, head: string, last: string) => `${head}${String(c - 5).padEnd(last.length)}]`);
    expect(shorter).not.toBe(text);
    const [partial] = readPdfSignatures(Buffer.from(shorter, 'latin1'));
    expect(partial!.byteRange[3]).toBe(c - 5);
    expect(partial!.coversWholeFile).toBe(false);
    expect(b).toBe(partial!.byteRange[2]);
  });

  it('still says the first signature covers its revision after a later update', () => {
    const once = sign(makeSimplePdf(), 'ETSI.CAdES.detached').signed;
    const twice = sign(once, 'ETSI.CAdES.detached').signed;
    const [first, second] = readPdfSignatures(twice);
    expect(first!.byteRange[2] + first!.byteRange[3]).toBe(once.length);
    expect(first!.coversWholeFile).toBe(true);
    expect(second!.coversWholeFile).toBe(true);
  });
});

describe('a large file', () => {
  it('signs a multi-megabyte PDF with only the update appended', () => {
    const path = join(dir, 'large.pdf');
    makeLargePdf(path, 6 * 1024 * 1024);
    const pdf = readFileSync(path);
    const prepared = preparePdfSignature(pdf, options('ETSI.CAdES.detached'));
    const cms = opensslSign(concat(prepared.signedChunks), pki.certs.ecpf, dir);
    const chunks = prepared.embed(cms);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toBe(pdf);
    expect(chunks[1]!.length).toBeLessThan(40_000);
    const signedPath = save(concat(chunks), 'large-signed');
    expect(qpdfCheck(signedPath).status).toBe(0);
    expect(pdfsig(signedPath).output).toContain('Signature is Valid');
  });
});
