// PAdES signature placement (ISO 32000-1 §12.8, ETSI EN 319 142, DOC-ICP-15.03 for PBAD.PAdES).
//
// Hand-written on purpose: general PDF libraries (pdf-lib, @signpdf) load and re-serialise the whole
// file, or turn it into a string, to add a signature. For a 50 MB PDF that costs several times the
// SHA-256 of its bytes, which is the budget here. This code reads only the cross-reference data at
// the end of the file and the few objects it rewrites (catalog, first page, AcroForm), and appends
// an incremental update after the original bytes, which it never copies: the signed file is handed
// out as chunks (original bytes + update). Appending also keeps earlier signatures valid.
import { createHash } from 'node:crypto';
import { SignerFailure, signerError } from '../../src-shared/signer/errors';
import { PdfDocument } from './document';
import { invalidPdf } from './errors';
import {
  PdfDict,
  PdfName,
  PdfRef,
  PdfString,
  asBuffer,
  decodeTextString,
  indexOfAscii,
  PdfParser,
  serializeValue,
  textString,
  type PdfValue,
} from './objects';

export type PadesSubFilter = 'ETSI.CAdES.detached' | 'PBAD.PAdES';

export type PreparedPdfSignature = {
  byteRange: [number, number, number, number];
  /** The bytes covered by the ByteRange, as views (no copy), in order: hash these. */
  signedChunks: Uint8Array[];
  /**
   * Places the DER CMS into /Contents (throws a clear error if too big) and returns the whole signed
   * file as chunks to write in order (original bytes + appended update, without concatenating 50 MB).
   */
  embed(cms: Uint8Array): Uint8Array[];
};

export type PreparePdfSignatureOptions = {
  subFilter: PadesSubFilter;
  /** Written as /M; the CMS itself must not carry signing-time (PAdES). */
  signingTime: Date;
  reason?: string;
  signerName?: string;
  location?: string;
  /** Bytes reserved for the DER CMS in /Contents; default 16384. */
  contentsSize?: number;
};

export type PdfSignatureInfo = {
  filter: string;
  subFilter: string;
  byteRange: [number, number, number, number];
  /** /Contents with the trailing zero padding removed (per the DER length). */
  cms: Uint8Array;
  signedChunks: Uint8Array[];
  /** The ByteRange covers everything but the Contents hex string, up to the end of this revision. */
  coversWholeFile: boolean;
  fieldName: string;
};

export const DEFAULT_CONTENTS_SIZE = 16384;
const MAX_CONTENTS_SIZE = 4 * 1024 * 1024;
/** Each ByteRange number gets this many characters (space padded), so the update never changes length. */
const BYTE_RANGE_WIDTH = 10;
const FIELD_PREFIX = 'Assinatura';
const MAX_FIELDS = 100_000;

const FILTERS: Record<PadesSubFilter, string> = {
  // DOC-ICP-15.03 Table A.18 / policy extension 2.16.76.1.8.1.
  'PBAD.PAdES': 'PBAD_PAdES',
  // What Acrobat, poppler and pyHanko validate.
  'ETSI.CAdES.detached': 'Adobe.PPKLite',
};

function invalidRequest(detail: string): SignerFailure {
  return new SignerFailure(signerError('invalid-request', { detail }));
}

function checkOptions(options: PreparePdfSignatureOptions): number {
  if (!(options.subFilter in FILTERS)) throw invalidRequest(`unknown PAdES SubFilter ${String(options.subFilter)}`);
  if (!(options.signingTime instanceof Date) || Number.isNaN(options.signingTime.getTime())) throw invalidRequest('invalid signing time');
  const size = options.contentsSize ?? DEFAULT_CONTENTS_SIZE;
  if (!Number.isInteger(size) || size < 64 || size > MAX_CONTENTS_SIZE) {
    throw invalidRequest(`contentsSize must be an integer from 64 to ${MAX_CONTENTS_SIZE}`);
  }
  for (const key of ['reason', 'signerName', 'location'] as const) {
    const value = options[key];
    if (value !== undefined && (typeof value !== 'string' || value.length > 2000)) throw invalidRequest(`invalid ${key}`);
  }
  return size;
}

/** D:YYYYMMDDHHmmSSZ (§7.9.4), in UTC. */
export function pdfDate(date: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `D:${p(date.getUTCFullYear(), 4)}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

/**
 * Adds an invisible signature field with an empty /Contents of `contentsSize` bytes, as an
 * incremental update; the caller hashes `signedChunks`, builds the CMS and calls `embed`.
 */
export function preparePdfSignature(pdf: Uint8Array, options: PreparePdfSignatureOptions): PreparedPdfSignature {
  const contentsSize = checkOptions(options);
  if (!(pdf instanceof Uint8Array)) throw invalidRequest('the PDF must be bytes');
  const doc = new PdfDocument(pdf);

  const catalogRef = doc.trailer.get('Root') as PdfRef;
  const catalog = doc.resolveDict(catalogRef, 'the document catalog (/Root)').clone();
  refuseIfCertifiedNoChanges(doc, catalog);
  const pageRef = firstPage(doc, catalog);
  const page = doc.resolveDict(pageRef, 'the first page').clone();

  const next = doc.nextObjectNumber;
  const widgetRef = new PdfRef(next, 0);
  const sigRef = new PdfRef(next + 1, 0);
  /** Objects written again in the update, by number: the newest version wins. */
  const rewritten = new Map<number, { ref: PdfRef; value: PdfValue }>();
  const rewrite = (ref: PdfRef, value: PdfValue) => rewritten.set(ref.num, { ref, value });

  // AcroForm: absent, inline in the catalog, or an indirect object.
  const acroValue = catalog.get('AcroForm');
  let acroForm = new PdfDict();
  let acroRef: PdfRef | undefined;
  if (acroValue instanceof PdfRef) {
    const resolved = doc.resolve(acroValue);
    if (resolved instanceof PdfDict) {
      acroForm = resolved.clone();
      acroRef = acroValue;
    } else if (resolved !== null) {
      throw invalidPdf('/AcroForm is not a dictionary');
    }
  } else if (acroValue instanceof PdfDict) {
    acroForm = acroValue.clone();
  } else if (acroValue !== undefined) {
    throw invalidPdf('/AcroForm is not a dictionary');
  }

  const fieldName = uniqueFieldName(collectFieldNames(doc, acroForm.get('Fields')));

  // Fields: absent, inline, or an indirect array (then that array object is rewritten).
  appendToArray(doc, acroForm, 'Fields', widgetRef, rewrite);
  const sigFlags = acroForm.numberOf('SigFlags');
  acroForm.set('SigFlags', Number.isInteger(sigFlags) && sigFlags !== undefined ? sigFlags | 3 : 3);
  if (acroRef) {
    rewrite(acroRef, acroForm);
  } else {
    catalog.set('AcroForm', acroForm);
    rewrite(catalogRef, catalog);
  }

  // The page's Annots, the same three ways.
  if (appendToArray(doc, page, 'Annots', widgetRef, rewrite)) rewrite(pageRef, page);

  const widget = new PdfDict()
    .set('Type', new PdfName('Annot'))
    .set('Subtype', new PdfName('Widget'))
    .set('FT', new PdfName('Sig'))
    .set('T', textString(fieldName))
    .set('V', sigRef)
    .set('P', pageRef)
    .set('Rect', [0, 0, 0, 0])
    .set('F', 132); // Print + Locked
  rewrite(widgetRef, widget);

  return buildUpdate(doc, {
    rewritten: [...rewritten.values()],
    sigRef,
    sigHead: signatureHead(options),
    sigTail: signatureTail(options),
    contentsSize,
    fieldName,
  });
}

function signatureHead(options: PreparePdfSignatureOptions): string {
  const sig = new PdfDict().set('Type', new PdfName('Sig')).set('Filter', new PdfName(FILTERS[options.subFilter])).set('SubFilter', new PdfName(options.subFilter));
  // Serialise "<< /Type /Sig /Filter … /SubFilter …" and leave the dictionary open.
  return serializeValue(sig).slice(0, -3);
}

function signatureTail(options: PreparePdfSignatureOptions): string {
  // Never /Cert: DOC-ICP-15.03 forbids it; the certificate travels inside the CMS.
  const extra = new PdfDict().set('M', new PdfString(Buffer.from(pdfDate(options.signingTime), 'latin1')));
  if (options.signerName) extra.set('Name', textString(options.signerName));
  if (options.reason) extra.set('Reason', textString(options.reason));
  if (options.location) extra.set('Location', textString(options.location));
  // "<< /M … >>" without its opening "<<".
  return serializeValue(extra).slice(2);
}

/** Adds `item` to dict[key] (absent, inline array or indirect array); true if `dict` itself changed. */
function appendToArray(doc: PdfDocument, dict: PdfDict, key: string, item: PdfRef, rewrite: (ref: PdfRef, value: PdfValue) => void): boolean {
  const current = dict.get(key);
  if (current instanceof PdfRef) {
    const resolved = doc.resolve(current);
    if (Array.isArray(resolved)) {
      rewrite(current, [...resolved, item]);
      return false;
    }
    if (resolved !== null) throw invalidPdf(`/${key} is not an array`);
  } else if (Array.isArray(current)) {
    dict.set(key, [...current, item]);
    return true;
  } else if (current !== undefined) {
    throw invalidPdf(`/${key} is not an array`);
  }
  dict.set(key, [item]);
  return true;
}

function firstPage(doc: PdfDocument, catalog: PdfDict): PdfRef {
  const root = catalog.get('Pages');
  if (!(root instanceof PdfRef)) throw invalidPdf('the catalog has no /Pages reference');
  const seen = new Set<string>();
  const visit = (ref: PdfRef, depth: number): PdfRef | undefined => {
    if (depth > 64 || seen.has(ref.key)) return undefined;
    seen.add(ref.key);
    const node = doc.resolve(ref);
    if (!(node instanceof PdfDict)) return undefined;
    const kids = doc.resolve(node.get('Kids'));
    const type = node.nameOf('Type');
    if (type === 'Page' || (type !== 'Pages' && !Array.isArray(kids))) return ref;
    if (!Array.isArray(kids)) return undefined;
    for (const kid of kids) {
      if (!(kid instanceof PdfRef)) continue;
      const found = visit(kid, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const page = visit(root, 0);
  if (!page) throw invalidPdf('the document has no pages');
  return page;
}

/** A certification signature with DocMDP P=1 allows no change at all, not even another signature. */
function refuseIfCertifiedNoChanges(doc: PdfDocument, catalog: PdfDict): void {
  const perms = doc.resolve(catalog.get('Perms'));
  if (!(perms instanceof PdfDict)) return;
  const docMdp = doc.resolve(perms.get('DocMDP'));
  if (!(docMdp instanceof PdfDict)) return;
  const references = doc.resolve(docMdp.get('Reference'));
  if (!Array.isArray(references)) return;
  for (const reference of references) {
    const ref = doc.resolve(reference);
    if (!(ref instanceof PdfDict)) continue;
    const params = doc.resolve(ref.get('TransformParams'));
    if (params instanceof PdfDict && doc.resolve(params.get('P')) === 1) {
      throw invalidPdf('the document is certified with no changes allowed (DocMDP P=1)');
    }
  }
}

/** Every partial and full field name in the AcroForm tree. */
function collectFieldNames(doc: PdfDocument, fields: PdfValue | undefined): Set<string> {
  const names = new Set<string>();
  walkFields(doc, fields, (node, fullName) => {
    const t = node.get('T');
    if (t instanceof PdfString) names.add(decodeTextString(t));
    if (fullName) names.add(fullName);
  });
  return names;
}

function uniqueFieldName(existing: Set<string>): string {
  for (let i = 1; ; i++) {
    const name = `${FIELD_PREFIX}${i}`;
    if (!existing.has(name)) return name;
  }
}

type FieldVisitor = (node: PdfDict, fullName: string, fieldType: string | undefined, inFile: boolean) => void;

/** Walks the field tree (cycle safe), with the full name and inherited /FT of each node. */
function walkFields(doc: PdfDocument, fields: PdfValue | undefined, visit: FieldVisitor): void {
  const seen = new Set<string>();
  let count = 0;
  const walk = (value: PdfValue, parentName: string, parentType: string | undefined, parentInFile: boolean, depth: number) => {
    if (depth > 32 || count++ > MAX_FIELDS) return;
    let inFile = parentInFile;
    let node: PdfValue = value;
    if (value instanceof PdfRef) {
      if (seen.has(value.key)) return;
      seen.add(value.key);
      const loaded = doc.load(value.num, value.gen);
      node = loaded ? doc.resolve(loaded.value) : null;
      inFile = loaded?.location.kind === 'file' && !(loaded.value instanceof PdfRef);
    }
    if (!(node instanceof PdfDict)) return;
    const t = node.get('T');
    const partial = t instanceof PdfString ? decodeTextString(t) : undefined;
    const fullName = partial === undefined ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const fieldType = node.nameOf('FT') ?? parentType;
    visit(node, fullName, fieldType, inFile);
    const kids = doc.resolve(node.get('Kids'));
    if (Array.isArray(kids)) for (const kid of kids) walk(kid, fullName, fieldType, inFile, depth + 1);
  };
  const list = doc.resolve(fields);
  if (Array.isArray(list)) for (const field of list) walk(field, '', undefined, false, 0);
}

// ---------------------------------------------------------------------------------------------
// Writing the update

type UpdatePlan = {
  rewritten: { ref: PdfRef; value: PdfValue }[];
  sigRef: PdfRef;
  sigHead: string;
  sigTail: string;
  contentsSize: number;
  fieldName: string;
};

function buildUpdate(doc: PdfDocument, plan: UpdatePlan): PreparedPdfSignature {
  const pdf = doc.bytes;
  const last = pdf[pdf.length - 1];
  // latin1 text: one char per byte, so text.length is a byte offset.
  let text = last === 0x0a || last === 0x0d ? '' : '\n';
  const base = pdf.length;
  const offsets = new Map<number, { offset: number; gen: number }>();

  for (const { ref, value } of plan.rewritten) {
    offsets.set(ref.num, { offset: base + text.length, gen: ref.gen });
    text += `${ref.num} ${ref.gen} obj\n${serializeValue(value)}\nendobj\n`;
  }

  offsets.set(plan.sigRef.num, { offset: base + text.length, gen: 0 });
  text += `${plan.sigRef.num} 0 obj\n${plan.sigHead} /ByteRange `;
  const byteRangeAt = text.length;
  const placeholder = byteRangeText(0, 0, 0, true);
  text += `${placeholder} /Contents `;
  const contentsAt = text.length;
  text += `<${'0'.repeat(plan.contentsSize * 2)}>`;
  const contentsEnd = text.length;
  text += `${plan.sigTail}\nendobj\n`;

  const trailerSource = doc.trailer;
  const nextNum = Math.max(...offsets.keys(), doc.nextObjectNumber - 1) + 1;
  const id = updatedId(trailerSource.get('ID'), plan, base);

  if (doc.newestKind === 'table') {
    const xrefAt = base + text.length;
    text += 'xref\n';
    for (const run of runs([...offsets.keys()])) {
      text += `${run[0]} ${run.length}\n`;
      for (const num of run) {
        const { offset, gen } = offsets.get(num)!;
        text += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
      }
    }
    const trailer = new PdfDict().set('Size', nextNum);
    copyTrailer(trailerSource, trailer, ['Size', 'Prev', 'XRefStm']);
    if (id) trailer.set('ID', id);
    trailer.set('Prev', doc.startxref);
    text += `trailer\n${serializeValue(trailer)}\nstartxref\n${xrefAt}\n%%EOF\n`;
  } else {
    // An uncompressed cross-reference stream: same kind as the file, readable by the same readers.
    const xrefNum = nextNum;
    const xrefAt = base + text.length;
    offsets.set(xrefNum, { offset: xrefAt, gen: 0 });
    const maxOffset = Math.max(...[...offsets.values()].map((o) => o.offset));
    const offsetWidth = Math.max(1, Math.ceil(Math.log2(maxOffset + 1) / 8));
    const nums = [...offsets.keys()];
    const index: number[] = [];
    let rows = '';
    for (const run of runs(nums)) {
      index.push(run[0]!, run.length);
      for (const num of run) {
        const { offset, gen } = offsets.get(num)!;
        rows += '\x01';
        for (let i = offsetWidth - 1; i >= 0; i--) rows += String.fromCharCode(Math.floor(offset / 256 ** i) % 256);
        rows += String.fromCharCode((gen >> 8) & 0xff, gen & 0xff);
      }
    }
    const dict = new PdfDict()
      .set('Type', new PdfName('XRef'))
      .set('Size', xrefNum + 1)
      .set('W', [1, offsetWidth, 2])
      .set('Index', index);
    copyTrailer(trailerSource, dict, ['Type', 'Size', 'W', 'Index', 'Prev', 'Length', 'Filter', 'DecodeParms', 'F', 'FFilter', 'FDecodeParms', 'DL', 'XRefStm']);
    if (id) dict.set('ID', id);
    dict.set('Prev', doc.startxref).set('Length', rows.length);
    text += `${xrefNum} 0 obj\n${serializeValue(dict)}\nstream\n${rows}\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`;
  }

  const update = Buffer.from(text, 'latin1');
  const total = base + update.length;
  const byteRange: [number, number, number, number] = [0, base + contentsAt, base + contentsEnd, total - (base + contentsEnd)];
  if (total >= 10 ** BYTE_RANGE_WIDTH) throw invalidPdf('file too large to sign');
  const byteRangeFilled = byteRangeText(byteRange[1], byteRange[2], byteRange[3], false);
  if (byteRangeFilled.length !== placeholder.length) throw new Error('ByteRange placeholder changed length');
  update.write(byteRangeFilled, byteRangeAt, 'latin1');

  const contentsSize = plan.contentsSize;
  return {
    byteRange,
    signedChunks: [pdf, update.subarray(0, contentsAt), update.subarray(contentsEnd)],
    embed(cms: Uint8Array): Uint8Array[] {
      if (!(cms instanceof Uint8Array) || cms.length === 0 || cms[0] !== 0x30) throw invalidRequest('the signature is not a DER-encoded CMS');
      if (cms.length > contentsSize) {
        throw new SignerFailure(
          signerError('sign-failed', {
            detail: `the CMS signature has ${cms.length} bytes but only ${contentsSize} were reserved in the PDF /Contents; prepare again with contentsSize of at least ${cms.length}`,
          }),
        );
      }
      const signed = Buffer.from(update); // small (the update), so embed can be called again safely
      signed.write(asBuffer(cms).toString('hex'), contentsAt + 1, 'latin1');
      return [pdf, signed];
    },
  };
}

function byteRangeText(a: number, b: number, c: number, blank: boolean): string {
  const field = (n: number) => (blank ? '' : String(n)).padEnd(BYTE_RANGE_WIDTH, ' ');
  return `[0 ${field(a)} ${field(b)} ${field(c)}]`;
}

/** Sorted numbers grouped into runs of consecutive values (cross-reference subsections). */
function runs(nums: number[]): number[][] {
  const sorted = [...nums].sort((x, y) => x - y);
  const out: number[][] = [];
  for (const num of sorted) {
    const current = out[out.length - 1];
    if (current && current[current.length - 1] === num - 1) current.push(num);
    else out.push([num]);
  }
  return out;
}

function copyTrailer(from: PdfDict, to: PdfDict, skip: string[]): void {
  for (const [key, value] of from.entries) if (!skip.includes(key) && !to.has(key)) to.set(key, value);
}

/** Keeps the permanent ID and changes the second one, as an update should (§14.4). */
function updatedId(id: PdfValue | undefined, plan: UpdatePlan, base: number): PdfValue[] | undefined {
  if (!Array.isArray(id) || id.length !== 2 || !(id[0] instanceof PdfString)) return undefined;
  const hash = createHash('md5')
    .update(id[0].bytes)
    .update(`${base} ${plan.fieldName} ${plan.sigTail}`)
    .digest();
  return [id[0], new PdfString(hash, true)];
}

// ---------------------------------------------------------------------------------------------
// Reading signatures

/** The signature fields of the file that hold a signature, oldest revision first. */
export function readPdfSignatures(pdf: Uint8Array): PdfSignatureInfo[] {
  const doc = new PdfDocument(pdf);
  const catalog = doc.resolveDict(doc.trailer.get('Root'), 'the document catalog (/Root)');
  const acroForm = doc.resolve(catalog.get('AcroForm'));
  if (!(acroForm instanceof PdfDict)) return [];
  const revisionEnds = findRevisionEnds(doc);
  const found: PdfSignatureInfo[] = [];
  const seen = new Set<PdfDict | string>();
  walkFields(doc, acroForm.get('Fields'), (node, fullName, fieldType, inFile) => {
    if (fieldType !== 'Sig') return;
    const v = node.get('V');
    if (v === undefined) return;
    let sig: PdfValue;
    let sigInFile = inFile;
    let sigOffset = -1;
    if (v instanceof PdfRef) {
      if (seen.has(v.key)) return;
      seen.add(v.key);
      const loaded = doc.load(v.num, v.gen);
      sig = loaded?.value ?? null;
      sigInFile = loaded?.location.kind === 'file';
      if (loaded?.location.kind === 'file') sigOffset = loaded.location.offset;
    } else {
      sig = v;
    }
    if (!(sig instanceof PdfDict) || seen.has(sig)) return;
    seen.add(sig);
    found.push(signatureInfo(pdf, sig, fullName, sigInFile, sigOffset, revisionEnds));
  });
  return found.sort((x, y) => x.byteRange[2] + x.byteRange[3] - (y.byteRange[2] + y.byteRange[3]));
}

function signatureInfo(pdf: Uint8Array, sig: PdfDict, fieldName: string, inFile: boolean, sigOffset: number, revisionEnds: number[][]): PdfSignatureInfo {
  const byteRange = sig.get('ByteRange');
  if (!Array.isArray(byteRange) || byteRange.length !== 4 || !byteRange.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) {
    throw invalidPdf(`signature ${fieldName} has a malformed /ByteRange`);
  }
  const br = byteRange as [number, number, number, number];
  const contents = sig.get('Contents');
  if (!(contents instanceof PdfString)) throw invalidPdf(`signature ${fieldName} has no /Contents`);
  const clamp = (n: number) => Math.min(n, pdf.length);
  const signedChunks = [pdf.subarray(clamp(br[0]), clamp(br[0] + br[1])), pdf.subarray(clamp(br[2]), clamp(br[2] + br[3]))];

  let coversWholeFile = false;
  const span = sig.spans.get('Contents');
  if (inFile && span && br[0] === 0 && br[1] === span[0] && br[2] === span[1] && br[2] + br[3] <= pdf.length) {
    const end = br[2] + br[3];
    const at = sigOffset >= 0 ? sigOffset : span[0];
    // The revision holding the signature: the first revision end after it.
    const revision = revisionEnds.find((ends) => ends[0]! > at);
    coversWholeFile = !!revision && revision.includes(end) && pdf[span[0]] === 0x3c && pdf[span[1] - 1] === 0x3e;
  }
  return {
    filter: sig.nameOf('Filter') ?? '',
    subFilter: sig.nameOf('SubFilter') ?? '',
    byteRange: br,
    cms: trimDer(contents.bytes),
    signedChunks,
    coversWholeFile,
    fieldName,
  };
}

/**
 * Where each revision ends: after `startxref N %%EOF` (and its end of line) where N is a
 * cross-reference section of the chain. Each element lists the accepted end offsets, ascending.
 */
function findRevisionEnds(doc: PdfDocument): number[][] {
  const bytes = doc.bytes;
  const sectionOffsets = new Set(doc.sections.map((s) => s.offset));
  const ends = new Map<number, number[]>();
  for (const section of doc.sections) {
    const at = indexOfAscii(bytes, 'startxref', section.offset);
    if (at < 0) continue;
    const parser = new PdfParser(bytes, at + 'startxref'.length);
    const target = parser.tryUnsigned();
    if (target === undefined || !sectionOffsets.has(target)) continue;
    parser.skipWhitespaceOnly();
    if (asBuffer(bytes).toString('latin1', parser.pos, parser.pos + 5) !== '%%EOF') continue;
    const eof = parser.pos + 5;
    const accepted = [eof];
    if (bytes[eof] === 0x0d) {
      accepted.push(eof + 1);
      if (bytes[eof + 1] === 0x0a) accepted.push(eof + 2);
    } else if (bytes[eof] === 0x0a) {
      accepted.push(eof + 1);
    }
    ends.set(eof, accepted);
  }
  return [...ends.entries()].sort((x, y) => x[0] - y[0]).map(([, accepted]) => accepted);
}

/** The DER (or BER) element at the start, without what follows it (the zero padding). */
export function trimDer(bytes: Uint8Array): Uint8Array {
  const end = berEnd(bytes, 0, 0);
  return end !== undefined && end <= bytes.length ? bytes.subarray(0, end) : bytes;
}

function berEnd(bytes: Uint8Array, pos: number, depth: number): number | undefined {
  if (depth > 64 || pos + 2 > bytes.length) return undefined;
  let p = pos + 1;
  if ((bytes[pos]! & 0x1f) === 0x1f) {
    while (p < bytes.length && bytes[p]! & 0x80) p++;
    p++;
  }
  const first = bytes[p++];
  if (first === undefined) return undefined;
  if (first < 0x80) return p + first;
  if (first === 0x80) {
    // Indefinite length (BER): children until the end-of-contents octets.
    if (!(bytes[pos]! & 0x20)) return undefined;
    while (p + 1 < bytes.length) {
      if (bytes[p] === 0 && bytes[p + 1] === 0) return p + 2;
      const childEnd = berEnd(bytes, p, depth + 1);
      if (childEnd === undefined || childEnd <= p) return undefined;
      p = childEnd;
    }
    return undefined;
  }
  const count = first & 0x7f;
  if (count > 4 || p + count > bytes.length) return undefined;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[p++]!;
  return p + length;
}
