// Random access to the objects of a PDF without parsing it whole: the cross-reference data is read
// from the end of the file (classic tables, cross-reference streams and hybrids, following /Prev),
// and each object is parsed only when asked for, from its offset or from its object stream. Table
// entries are looked up in place (fixed 20-byte rows), so a file with a million objects costs no
// more than one with ten. Only the bytes of the objects we touch are ever read.
import { constants, inflateSync } from 'node:zlib';
import { invalidPdf } from './errors';
import {
  PdfDict,
  PdfName,
  PdfParser,
  PdfRef,
  asBuffer,
  type PdfIndirect,
  type PdfValue,
} from './objects';

export type XrefEntry =
  | { type: 'free' }
  | { type: 'offset'; offset: number; gen: number }
  | { type: 'compressed'; stream: number; index: number };

type Subsection = { start: number; count: number };

interface XrefSection {
  readonly kind: 'table' | 'stream';
  /** Where the section starts: `xref` or the stream object. */
  readonly offset: number;
  readonly trailer: PdfDict;
  /** One past the highest object number the section lists. */
  readonly end: number;
  lookup(num: number): XrefEntry | undefined;
  /** For a hybrid file's /XRefStm stream: the table that names it. */
  hybridOf?: XrefSection;
}

/** Where an object's current version lives. */
export type ObjectLocation =
  | { kind: 'file'; offset: number; gen: number }
  | { kind: 'compressed'; stream: number; index: number };

export type LoadedObject = { value: PdfValue; location: ObjectLocation; indirect?: PdfIndirect };

const MAX_SECTIONS = 10_000;

export class PdfDocument {
  readonly bytes: Uint8Array;
  /** Newest first; a hybrid file's /XRefStm follows the table that names it. */
  readonly sections: XrefSection[] = [];
  readonly startxref: number;
  private readonly cache = new Map<number, LoadedObject | null>();
  private readonly objectStreams = new Map<number, { data: Uint8Array; first: number; offsets: Map<number, number> }>();
  private readonly resolving = new Set<number>();

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    const head = asBuffer(bytes.subarray(0, 1024));
    if (head.indexOf('%PDF-', 0, 'latin1') < 0) throw invalidPdf('no %PDF- header (not a PDF file)');
    this.startxref = findStartxref(bytes);
    let offset: number | undefined = this.startxref;
    const seen = new Set<number>();
    while (offset !== undefined) {
      if (seen.has(offset) || this.sections.length > MAX_SECTIONS) throw invalidPdf(`cross-reference /Prev chain loops at ${offset}`);
      seen.add(offset);
      const section = this.readSection(offset);
      this.sections.push(section);
      const xrefStm = section.kind === 'table' ? section.trailer.get('XRefStm') : undefined;
      if (typeof xrefStm === 'number' && !seen.has(xrefStm)) {
        seen.add(xrefStm);
        this.sections.push({ ...readStreamSection(this.bytes, xrefStm), hybridOf: section });
      }
      const prev = section.trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
    if (this.trailer.get('Encrypt') !== undefined || this.sections.some((s) => s.trailer.has('Encrypt'))) {
      throw invalidPdf('the file is encrypted (password protected); remove the protection before signing');
    }
    if (!(this.trailer.get('Root') instanceof PdfRef)) throw invalidPdf('trailer has no /Root');
  }

  /** The newest trailer (or cross-reference stream dictionary). */
  get trailer(): PdfDict {
    return this.sections[0]!.trailer;
  }

  get newestKind(): 'table' | 'stream' {
    return this.sections[0]!.kind;
  }

  /** The first object number no section uses (max of /Size and what the sections list). */
  get nextObjectNumber(): number {
    let next = 1;
    for (const section of this.sections) {
      const size = section.trailer.get('Size');
      next = Math.max(next, section.end, typeof size === 'number' ? size : 0);
    }
    return next;
  }

  entry(num: number): XrefEntry | undefined {
    for (let i = 0; i < this.sections.length; i++) {
      const section = this.sections[i]!;
      const found = section.lookup(num);
      if (found?.type === 'free' && section.kind === 'table' && this.sections[i + 1]?.hybridOf === section) {
        // A hybrid file marks its compressed objects free in the table, for old readers; the
        // /XRefStm stream right after it says where they are (§7.5.8.4).
        const compressed = this.sections[i + 1]!.lookup(num);
        if (compressed) return compressed;
      }
      if (found) return found;
    }
    return undefined;
  }

  /** The object `num` (current version), or null if it is free or missing (a null reference, §7.3.10). */
  load(num: number, gen?: number): LoadedObject | null {
    const cached = this.cache.get(num);
    if (cached !== undefined) return cached && (gen === undefined || cached.location.kind === 'compressed' || cached.location.gen === gen) ? cached : null;
    if (this.resolving.has(num)) throw invalidPdf(`object ${num} refers to itself while being read`);
    this.resolving.add(num);
    try {
      const loaded = this.loadUncached(num);
      this.cache.set(num, loaded);
      if (!loaded || (gen !== undefined && loaded.location.kind === 'file' && loaded.location.gen !== gen)) return null;
      return loaded;
    } finally {
      this.resolving.delete(num);
    }
  }

  private loadUncached(num: number): LoadedObject | null {
    const entry = this.entry(num);
    if (!entry || entry.type === 'free') return null;
    if (entry.type === 'offset') {
      if (entry.offset <= 0 || entry.offset >= this.bytes.length) throw invalidPdf(`object ${num} has offset ${entry.offset} outside the file`);
      const parser = new PdfParser(this.bytes, entry.offset);
      const indirect = parser.parseIndirect({ num, gen: entry.gen }, (ref) => this.lengthOf(ref));
      return { value: indirect.value, location: { kind: 'file', offset: entry.offset, gen: entry.gen }, indirect };
    }
    const stream = this.objectStream(entry.stream);
    const relative = stream.offsets.get(num);
    if (relative === undefined) throw invalidPdf(`object ${num} is not in object stream ${entry.stream}`);
    const offset = stream.first + relative;
    if (offset >= stream.data.length) throw invalidPdf(`object ${num} lies outside object stream ${entry.stream}`);
    const value = new PdfParser(stream.data, offset).parseValue();
    return { value, location: { kind: 'compressed', stream: entry.stream, index: entry.index } };
  }

  /** An indirect /Length; when it cannot be read, the stream data runs up to `endstream`. */
  private lengthOf(ref: PdfRef): number | undefined {
    try {
      const value = this.resolve(ref);
      return typeof value === 'number' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Follows a reference (once, and again while it points at another reference). */
  resolve(value: PdfValue | undefined): PdfValue {
    let current: PdfValue | undefined = value;
    for (let hops = 0; current instanceof PdfRef; hops++) {
      if (hops > 32) throw invalidPdf('reference chain too long');
      current = this.load(current.num, current.gen)?.value ?? null;
    }
    return current ?? null;
  }

  resolveDict(value: PdfValue | undefined, what: string): PdfDict {
    const resolved = this.resolve(value);
    if (!(resolved instanceof PdfDict)) throw invalidPdf(`${what} is not a dictionary`);
    return resolved;
  }

  private objectStream(num: number) {
    const cached = this.objectStreams.get(num);
    if (cached) return cached;
    const entry = this.entry(num);
    if (!entry || entry.type !== 'offset') throw invalidPdf(`object stream ${num} not found`);
    const loaded = this.load(num);
    const indirect = loaded?.indirect;
    if (!indirect?.stream) throw invalidPdf(`object ${num} is not an object stream`);
    const { dict } = indirect.stream;
    const n = dict.numberOf('N');
    const first = dict.numberOf('First');
    if (n === undefined || first === undefined || n < 0 || first < 0) throw invalidPdf(`object stream ${num} lacks /N or /First`);
    const data = decodeStream(this.bytes, indirect.stream, (v) => this.resolve(v));
    const header = new PdfParser(data.subarray(0, first), 0);
    const offsets = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const objNum = header.readUnsigned(`object number in object stream ${num}`);
      const objOffset = header.readUnsigned(`offset in object stream ${num}`);
      if (!offsets.has(objNum)) offsets.set(objNum, objOffset);
    }
    const result = { data, first, offsets };
    this.objectStreams.set(num, result);
    return result;
  }

  private readSection(offset: number): XrefSection {
    if (offset < 0 || offset >= this.bytes.length) throw invalidPdf(`cross-reference offset ${offset} is outside the file`);
    const parser = new PdfParser(this.bytes, offset);
    parser.skipWhitespace();
    const start = parser.pos;
    if (parser.tryKeyword('xref')) return readTableSection(this.bytes, start);
    return readStreamSection(this.bytes, start);
  }
}

function findStartxref(bytes: Uint8Array): number {
  // Usually in the last few bytes; some writers leave padding after %%EOF, so look further back
  // before giving up (still never the whole file).
  let found = -1;
  for (const window of [4096, 1024 * 1024]) {
    const tailStart = Math.max(0, bytes.length - window);
    const at = asBuffer(bytes.subarray(tailStart)).lastIndexOf('startxref', undefined, 'latin1');
    if (at >= 0) {
      found = tailStart + at;
      break;
    }
  }
  if (found < 0) throw invalidPdf('no startxref near the end of the file (truncated or damaged)');
  const parser = new PdfParser(bytes, found + 'startxref'.length);
  const offset = parser.tryUnsigned();
  if (offset === undefined) throw invalidPdf('startxref is not followed by an offset');
  if (offset >= bytes.length) throw invalidPdf(`startxref ${offset} points past the end of the file (truncated?)`);
  // Padding after %%EOF is tolerated; objects are not: they are an update cut short, and signing
  // would silently drop it.
  const rest = asBuffer(bytes.subarray(parser.pos));
  if (['obj', 'xref', 'trailer'].some((keyword) => rest.includes(keyword, 0, 'latin1'))) {
    throw invalidPdf('an incomplete update follows the last startxref (truncated file?)');
  }
  return offset;
}

// ---------------------------------------------------------------------------------------------
// Classic tables

type TableSubsection = Subsection & ({ pos: number; size: number } | { map: Map<number, XrefEntry> });

function isDigitAt(bytes: Uint8Array, pos: number): boolean {
  const c = bytes[pos];
  return c !== undefined && c >= 0x30 && c <= 0x39;
}

/** `oooooooooo ggggg n` at pos: the row length with its end of line (19 or 20), or 0. */
function rowSize(bytes: Uint8Array, pos: number): number {
  for (let i = 0; i < 10; i++) if (!isDigitAt(bytes, pos + i)) return 0;
  if (bytes[pos + 10] !== 0x20) return 0;
  for (let i = 11; i < 16; i++) if (!isDigitAt(bytes, pos + i)) return 0;
  if (bytes[pos + 16] !== 0x20) return 0;
  const type = bytes[pos + 17];
  if (type !== 0x6e && type !== 0x66) return 0;
  const a = bytes[pos + 18];
  const b = bytes[pos + 19];
  const eol = (c: number | undefined) => c === 0x20 || c === 0x0d || c === 0x0a;
  if (!eol(a)) return 0;
  // The standard two-character end of line, or (from careless writers) a single one.
  return eol(b) ? 20 : 19;
}

function readDigits(bytes: Uint8Array, pos: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i++) value = value * 10 + (bytes[pos + i]! - 0x30);
  return value;
}

function rowEntry(bytes: Uint8Array, pos: number): XrefEntry {
  const offset = readDigits(bytes, pos, 10);
  const gen = readDigits(bytes, pos + 11, 5);
  // Some writers mark missing objects as "in use at offset 0".
  if (bytes[pos + 17] === 0x66 || offset === 0) return { type: 'free' };
  return { type: 'offset', offset, gen };
}

function readTableSection(bytes: Uint8Array, offset: number): XrefSection {
  const parser: PdfParser = new PdfParser(bytes, offset);
  parser.expectKeyword('xref');
  const subsections: TableSubsection[] = [];
  let end = 0;
  for (;;) {
    if (parser.tryKeyword('trailer')) break;
    const start = parser.tryUnsigned();
    const count = start === undefined ? undefined : parser.tryUnsigned();
    if (start === undefined || count === undefined) parser.fail('malformed cross-reference table');
    end = Math.max(end, start + count);
    parser.skipWhitespace();
    const pos = parser.pos;
    if (count === 0) continue;
    // Fast path: fixed-size rows, checked at both ends and where the next line must begin.
    const size = rowSize(bytes, pos);
    const after = pos + count * size;
    if (size > 0 && after <= bytes.length && rowSize(bytes, after - size) === size) {
      const next = new PdfParser(bytes, after);
      next.skipWhitespace();
      if (isDigitAt(bytes, next.pos) || bytes[next.pos] === 0x74 /* t(railer) */) {
        subsections.push({ start, count, pos, size });
        parser.pos = after;
        continue;
      }
    }
    // Irregular rows: read them token by token.
    const map = new Map<number, XrefEntry>();
    for (let i = 0; i < count; i++) {
      const entryOffset = parser.readUnsigned('cross-reference offset');
      const gen = parser.readUnsigned('cross-reference generation');
      const type = parser.readWord();
      if (type !== 'n' && type !== 'f') parser.fail('malformed cross-reference entry');
      map.set(start + i, type === 'f' || entryOffset === 0 ? { type: 'free' } : { type: 'offset', offset: entryOffset, gen });
    }
    subsections.push({ start, count, map });
  }
  const trailer = parser.parseValue();
  if (!(trailer instanceof PdfDict)) parser.fail('trailer is not a dictionary');
  return {
    kind: 'table',
    offset,
    trailer,
    end,
    lookup(num) {
      for (let i = subsections.length - 1; i >= 0; i--) {
        const sub = subsections[i]!;
        if (num < sub.start || num >= sub.start + sub.count) continue;
        if ('map' in sub) return sub.map.get(num);
        const pos = sub.pos + (num - sub.start) * sub.size;
        if (!rowSize(bytes, pos)) throw invalidPdf(`malformed cross-reference entry for object ${num}`);
        return rowEntry(bytes, pos);
      }
      return undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Cross-reference streams (§7.5.8)

function readStreamSection(bytes: Uint8Array, offset: number): XrefSection {
  if (offset < 0 || offset >= bytes.length) throw invalidPdf(`cross-reference stream offset ${offset} is outside the file`);
  const parser = new PdfParser(bytes, offset);
  if (parser.tryUnsigned() === undefined) throw invalidPdf(`no cross-reference table or stream at byte ${offset}`);
  parser.pos = offset;
  const indirect = parser.parseIndirect(undefined);
  const stream = indirect.stream;
  if (!stream || stream.dict.nameOf('Type') !== 'XRef') throw invalidPdf(`object at byte ${offset} is not a cross-reference stream`);
  const { dict } = stream;
  const w = dict.get('W');
  if (!Array.isArray(w) || w.length < 3 || !w.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 8)) {
    throw invalidPdf('cross-reference stream has an invalid /W');
  }
  const widths = w.slice(0, 3) as [number, number, number];
  const rowLength = widths[0] + widths[1] + widths[2];
  const size = dict.numberOf('Size');
  if (size === undefined) throw invalidPdf('cross-reference stream has no /Size');
  const index = dict.get('Index') ?? [0, size];
  if (!Array.isArray(index) || index.length % 2 !== 0 || !index.every((n) => typeof n === 'number' && n >= 0)) {
    throw invalidPdf('cross-reference stream has an invalid /Index');
  }
  const data = decodeStream(bytes, stream, (value) => value ?? null);
  const subsections: (Subsection & { row: number })[] = [];
  let row = 0;
  let end = 0;
  for (let i = 0; i < index.length; i += 2) {
    const start = index[i] as number;
    const count = index[i + 1] as number;
    subsections.push({ start, count, row });
    row += count;
    end = Math.max(end, start + count);
  }
  if (rowLength === 0 || row * rowLength > data.length) throw invalidPdf('cross-reference stream is shorter than its /Index says');
  const field = (pos: number, width: number, fallback: number): number => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[pos + i]!;
    return value;
  };
  return {
    kind: 'stream',
    offset,
    trailer: dict,
    end,
    lookup(num) {
      for (let i = subsections.length - 1; i >= 0; i--) {
        const sub = subsections[i]!;
        if (num < sub.start || num >= sub.start + sub.count) continue;
        const pos = (sub.row + num - sub.start) * rowLength;
        const type = field(pos, widths[0], 1);
        const second = field(pos + widths[0], widths[1], 0);
        const third = field(pos + widths[0] + widths[1], widths[2], 0);
        if (type === 1) return second === 0 ? { type: 'free' } : { type: 'offset', offset: second, gen: third };
        if (type === 2) return { type: 'compressed', stream: second, index: third };
        return { type: 'free' }; // 0, and unknown types are null references
      }
      return undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Stream data: FlateDecode with PNG or TIFF predictors, which is what cross-reference and object
// streams use in practice.

export function decodeStream(
  bytes: Uint8Array,
  stream: { dict: PdfDict; start: number; end: number },
  resolve: (value: PdfValue | undefined) => PdfValue,
): Uint8Array {
  let data = bytes.subarray(stream.start, stream.end);
  const filterValue = resolve(stream.dict.get('Filter'));
  const filters = filterValue === null ? [] : Array.isArray(filterValue) ? filterValue.map((f) => resolve(f)) : [filterValue];
  const parmsValue = resolve(stream.dict.get('DecodeParms'));
  const parmsList = Array.isArray(parmsValue) ? parmsValue.map((p) => resolve(p)) : [parmsValue];
  filters.forEach((filter, i) => {
    const name = filter instanceof PdfName ? filter.name : undefined;
    if (name !== 'FlateDecode' && name !== 'Fl') throw invalidPdf(`unsupported stream filter ${name ?? String(filter)}`);
    try {
      data = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      throw invalidPdf(`damaged compressed stream (${(error as Error).message})`);
    }
    const parms = parmsList[i];
    if (parms instanceof PdfDict) data = unpredict(data, parms);
  });
  return data;
}

function unpredict(data: Uint8Array, parms: PdfDict): Uint8Array {
  const predictor = parms.numberOf('Predictor') ?? 1;
  if (predictor <= 1) return data;
  const colors = parms.numberOf('Colors') ?? 1;
  const bpc = parms.numberOf('BitsPerComponent') ?? 8;
  const columns = parms.numberOf('Columns') ?? 1;
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  if (rowBytes <= 0) throw invalidPdf('invalid predictor parameters');
  if (predictor === 2) {
    if (bpc !== 8) throw invalidPdf('unsupported TIFF predictor bit depth');
    const out = Uint8Array.from(data);
    for (let rowStart = 0; rowStart < out.length; rowStart += rowBytes) {
      for (let i = bpp; i < rowBytes && rowStart + i < out.length; i++) out[rowStart + i] = (out[rowStart + i]! + out[rowStart + i - bpp]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10) throw invalidPdf(`unsupported predictor ${predictor}`);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  // One tight loop per row type: cross-reference streams are mostly "Up" rows.
  for (let r = 0; r < rows; r++) {
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    const up = dst - rowBytes; // previous row in `out`; none for the first row
    const kind = data[src - 1]!;
    if (kind === 0 || (kind === 2 && r === 0)) {
      out.set(data.subarray(src, src + rowBytes), dst);
    } else if (kind === 2) {
      for (let i = 0; i < rowBytes; i++) out[dst + i] = data[src + i]! + out[up + i]!;
    } else if (kind === 1) {
      for (let i = 0; i < rowBytes; i++) out[dst + i] = data[src + i]! + (i >= bpp ? out[dst + i - bpp]! : 0);
    } else if (kind === 3) {
      for (let i = 0; i < rowBytes; i++) {
        const left = i >= bpp ? out[dst + i - bpp]! : 0;
        const above = r > 0 ? out[up + i]! : 0;
        out[dst + i] = data[src + i]! + ((left + above) >> 1);
      }
    } else if (kind === 4) {
      for (let i = 0; i < rowBytes; i++) {
        const left = i >= bpp ? out[dst + i - bpp]! : 0;
        const above = r > 0 ? out[up + i]! : 0;
        const upLeft = r > 0 && i >= bpp ? out[up + i - bpp]! : 0;
        const p = left + above - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - above);
        const pc = Math.abs(p - upLeft);
        out[dst + i] = data[src + i]! + (pa <= pb && pa <= pc ? left : pb <= pc ? above : upLeft);
      }
    } else {
      throw invalidPdf(`unknown PNG predictor row type ${kind}`);
    }
  }
  return out;
}
