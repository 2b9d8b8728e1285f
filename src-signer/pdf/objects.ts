// PDF objects (ISO 32000-1 §7.3): a small model, a parser working on bytes at an offset and a
// serialiser, enough to read cross-reference data and to rewrite a few dictionaries (catalog, page,
// AcroForm) in an incremental update while keeping every entry they already had.
import { invalidPdf } from './errors';

export class PdfName {
  /** The decoded name, one char per byte (latin1), without the slash and with #xx resolved. */
  constructor(readonly name: string) {}
}

export class PdfString {
  /** `hex` remembers the written form so a rewritten dictionary looks the same. */
  constructor(
    readonly bytes: Uint8Array,
    readonly hex = false,
  ) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}

export type PdfValue = null | boolean | number | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict;

export class PdfDict {
  readonly entries = new Map<string, PdfValue>();
  /** Where each value was written, [start, end) in the parsed bytes; empty for dictionaries built in code. */
  readonly spans = new Map<string, [number, number]>();

  get(key: string): PdfValue | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: PdfValue): this {
    this.entries.set(key, value);
    return this;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  has(key: string): boolean {
    return this.entries.has(key);
  }
  /** A shallow copy (values shared), to rewrite without touching a cached object. */
  clone(): PdfDict {
    const copy = new PdfDict();
    for (const [key, value] of this.entries) copy.entries.set(key, value);
    return copy;
  }
  nameOf(key: string): string | undefined {
    const value = this.entries.get(key);
    return value instanceof PdfName ? value.name : undefined;
  }
  numberOf(key: string): number | undefined {
    const value = this.entries.get(key);
    return typeof value === 'number' ? value : undefined;
  }
}

/** An indirect object as found in the file: the value and, for a stream, where its raw data lies. */
export type PdfIndirect = {
  value: PdfValue;
  stream?: { dict: PdfDict; start: number; end: number };
};

const WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

export const isWhitespace = (c: number): boolean => WHITESPACE[c] === 1;
const isRegular = (c: number): boolean => WHITESPACE[c] !== 1 && DELIMITER[c] !== 1;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

const MAX_DEPTH = 64;

/** Reads PDF objects from bytes; positions are indices into `bytes`. */
export class PdfParser {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    pos = 0,
  ) {
    this.pos = pos;
  }

  fail(what: string): never {
    throw invalidPdf(`${what} at byte ${this.pos}`);
  }

  skipWhitespace(): void {
    const { bytes } = this;
    const end = bytes.length;
    let pos = this.pos;
    while (pos < end) {
      const c = bytes[pos]!;
      if (WHITESPACE[c] === 1) {
        pos++;
      } else if (c === 0x25 /* % */) {
        while (pos < end && bytes[pos] !== 0x0a && bytes[pos] !== 0x0d) pos++;
      } else {
        break;
      }
    }
    this.pos = pos;
  }

  /** Whitespace only: a % here is data (e.g. %%EOF), not a comment to skip. */
  skipWhitespaceOnly(): void {
    while (this.pos < this.bytes.length && WHITESPACE[this.bytes[this.pos]!] === 1) this.pos++;
  }

  /** A run of regular characters (a keyword or a number), after whitespace; '' at a delimiter or the end. */
  readWord(): string {
    this.skipWhitespace();
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos]!)) this.pos++;
    return latin1(this.bytes, start, this.pos);
  }

  /** Consumes `keyword` if it is next (as a whole word); otherwise leaves the position alone. */
  tryKeyword(keyword: string): boolean {
    const saved = this.pos;
    this.skipWhitespace();
    const { bytes, pos } = this;
    const end = pos + keyword.length;
    let matches = end <= bytes.length && !(end < bytes.length && isRegular(bytes[end]!));
    for (let i = 0; matches && i < keyword.length; i++) matches = bytes[pos + i] === keyword.charCodeAt(i);
    if (matches) {
      this.pos = end;
      return true;
    }
    this.pos = saved;
    return false;
  }

  expectKeyword(keyword: string): void {
    if (!this.tryKeyword(keyword)) this.fail(`expected "${keyword}"`);
  }

  /** A non-negative integer, or undefined (position restored) if the next token is not one. */
  tryUnsigned(): number | undefined {
    const saved = this.pos;
    this.skipWhitespace();
    const start = this.pos;
    let value = 0;
    while (this.pos < this.bytes.length && isDigit(this.bytes[this.pos]!)) {
      value = value * 10 + (this.bytes[this.pos]! - 0x30);
      this.pos++;
    }
    if (this.pos === start || (this.pos < this.bytes.length && isRegular(this.bytes[this.pos]!))) {
      this.pos = saved;
      return undefined;
    }
    return value;
  }

  readUnsigned(what: string): number {
    const value = this.tryUnsigned();
    if (value === undefined) this.fail(`expected ${what}`);
    return value;
  }

  parseValue(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) this.fail('objects nested too deeply');
    this.skipWhitespace();
    const { bytes } = this;
    if (this.pos >= bytes.length) this.fail('unexpected end of data');
    const c = bytes[this.pos]!;
    switch (c) {
      case 0x2f /* / */:
        return this.parseName();
      case 0x28 /* ( */:
        return this.parseLiteralString();
      case 0x3c /* < */:
        if (bytes[this.pos + 1] === 0x3c) return this.parseDict(depth);
        return this.parseHexString();
      case 0x5b /* [ */: {
        this.pos++;
        const items: PdfValue[] = [];
        for (;;) {
          this.skipWhitespace();
          if (this.pos >= bytes.length) this.fail('unterminated array');
          if (bytes[this.pos] === 0x5d /* ] */) {
            this.pos++;
            return items;
          }
          items.push(this.parseValue(depth + 1));
        }
      }
      default:
        break;
    }
    if (isDigit(c)) {
      // Integers (most numbers, and every reference) without building strings.
      const start = this.pos;
      const int = this.tryUnsigned();
      if (int !== undefined) {
        // `num gen R`: an indirect reference.
        const afterFirst = this.pos;
        const gen = this.tryUnsigned();
        if (gen !== undefined && this.tryKeyword('R')) return new PdfRef(int, gen);
        this.pos = afterFirst;
        return int;
      }
      this.pos = start;
    }
    if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) {
      const start = this.pos;
      const word = this.readWord();
      const number = parseNumber(word);
      if (number === undefined) {
        this.pos = start;
        this.fail(`malformed number "${word.slice(0, 20)}"`);
      }
      return number;
    }
    const start = this.pos;
    const word = this.readWord();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    this.pos = start;
    this.fail(word ? `unexpected keyword "${word.slice(0, 20)}"` : `unexpected character 0x${c.toString(16)}`);
  }

  parseName(): PdfName {
    const { bytes } = this;
    this.pos++; // '/'
    const start = this.pos;
    while (this.pos < bytes.length && isRegular(bytes[this.pos]!)) this.pos++;
    const raw = latin1(bytes, start, this.pos);
    if (!raw.includes('#')) return new PdfName(raw);
    return new PdfName(
      raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }

  parseLiteralString(): PdfString {
    const { bytes } = this;
    this.pos++; // '('
    const out: number[] = [];
    let depth = 1;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos++]!;
      if (c === 0x5c /* \ */) {
        if (this.pos >= bytes.length) break;
        const e = bytes[this.pos++]!;
        switch (e) {
          case 0x6e: out.push(0x0a); break; // n
          case 0x72: out.push(0x0d); break; // r
          case 0x74: out.push(0x09); break; // t
          case 0x62: out.push(0x08); break; // b
          case 0x66: out.push(0x0c); break; // f
          case 0x0d: // backslash + EOL: line continuation
            if (bytes[this.pos] === 0x0a) this.pos++;
            break;
          case 0x0a:
            break;
          default:
            if (e >= 0x30 && e <= 0x37) {
              let code = e - 0x30;
              for (let i = 0; i < 2 && this.pos < bytes.length; i++) {
                const d = bytes[this.pos]!;
                if (d < 0x30 || d > 0x37) break;
                code = code * 8 + (d - 0x30);
                this.pos++;
              }
              out.push(code & 0xff);
            } else {
              out.push(e); // \( \) \\ and unknown escapes: the character itself
            }
        }
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        depth--;
        if (depth === 0) return new PdfString(Uint8Array.from(out));
        out.push(c);
      } else if (c === 0x0d) {
        // An unescaped end of line is read as a single LF.
        if (bytes[this.pos] === 0x0a) this.pos++;
        out.push(0x0a);
      } else {
        out.push(c);
      }
    }
    this.fail('unterminated string');
  }

  parseHexString(): PdfString {
    const { bytes } = this;
    this.pos++; // '<'
    const end = indexOfByte(bytes, 0x3e /* > */, this.pos);
    if (end < 0) this.fail('unterminated hex string');
    const out = new Uint8Array((end - this.pos + 1) >> 1);
    let n = 0;
    let high = -1;
    for (let i = this.pos; i < end; i++) {
      const c = bytes[i]!;
      const v = hexValue(c);
      if (v < 0) {
        if (WHITESPACE[c] === 1) continue;
        this.pos = i;
        this.fail('invalid character in hex string');
      }
      if (high < 0) {
        high = v;
      } else {
        out[n++] = (high << 4) | v;
        high = -1;
      }
    }
    if (high >= 0) out[n++] = high << 4; // odd count: a final 0 is assumed
    this.pos = end + 1;
    return new PdfString(out.subarray(0, n), true);
  }

  parseDict(depth: number): PdfDict {
    const { bytes } = this;
    this.pos += 2; // '<<'
    const dict = new PdfDict();
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= bytes.length) this.fail('unterminated dictionary');
      if (bytes[this.pos] === 0x3e && bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      if (bytes[this.pos] !== 0x2f) this.fail('dictionary key is not a name');
      const key = this.parseName().name;
      this.skipWhitespace();
      const start = this.pos;
      const value = this.parseValue(depth + 1);
      // A null value is the same as the entry being absent (§7.3.7).
      if (value === null) {
        dict.entries.delete(key);
      } else {
        dict.entries.set(key, value);
        dict.spans.set(key, [start, this.pos]);
      }
    }
  }

  /**
   * `num gen obj value [stream … endstream] endobj` at the current position. `streamLength` gives
   * the value of an indirect /Length; when the length is missing or wrong, the data runs up to
   * `endstream`.
   */
  parseIndirect(expected: { num: number; gen: number } | undefined, streamLength?: (ref: PdfRef) => number | undefined): PdfIndirect & { num: number; gen: number } {
    const num = this.readUnsigned('object number');
    const gen = this.readUnsigned('generation number');
    this.expectKeyword('obj');
    if (expected && (expected.num !== num || expected.gen !== gen)) {
      this.fail(`found object ${num} ${gen} where the cross-reference table put ${expected.num} ${expected.gen}`);
    }
    const value = this.parseValue();
    if (value instanceof PdfDict && this.tryKeyword('stream')) {
      const { bytes } = this;
      // The keyword is followed by CRLF or LF (a lone CR is tolerated).
      if (bytes[this.pos] === 0x0d) this.pos++;
      if (bytes[this.pos] === 0x0a) this.pos++;
      const start = this.pos;
      const lengthValue = value.get('Length');
      let length: number | undefined = typeof lengthValue === 'number' ? lengthValue : undefined;
      if (lengthValue instanceof PdfRef && streamLength) length = streamLength(lengthValue);
      let end = -1;
      if (length !== undefined && Number.isInteger(length) && length >= 0 && start + length <= bytes.length) {
        const after = new PdfParser(bytes, start + length);
        if (after.tryKeyword('endstream')) {
          end = start + length;
          this.pos = after.pos;
        }
      }
      if (end < 0) {
        const found = indexOfAscii(bytes, 'endstream', start);
        if (found < 0) this.fail('stream without endstream');
        end = found;
        if (end > start && bytes[end - 1] === 0x0a) end--;
        if (end > start && bytes[end - 1] === 0x0d) end--;
        this.pos = found + 'endstream'.length;
      }
      // endobj is sometimes missing; nothing read after here depends on it.
      this.tryKeyword('endobj');
      return { num, gen, value, stream: { dict: value, start, end } };
    }
    this.tryKeyword('endobj');
    return { num, gen, value };
  }
}

export function parseNumber(word: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
    // Some writers emit "--5" or "5-"; be as lenient as common readers, but no further.
    return undefined;
  }
  const value = Number(word);
  return Number.isFinite(value) ? value : undefined;
}

export function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function indexOfByte(bytes: Uint8Array, byte: number, from: number): number {
  return bytes.indexOf(byte, from);
}

export function indexOfAscii(bytes: Uint8Array, text: string, from: number): number {
  return asBuffer(bytes).indexOf(text, from, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// Serialising

const NAME_PLAIN = /^[!-~]$/;

function serializeName(name: string): string {
  let out = '/';
  for (const ch of name) {
    const code = ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`PDF name with a non-byte character: ${name}`);
    if (NAME_PLAIN.test(ch) && ch !== '#' && isRegular(code)) out += ch;
    else out += `#${code.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

function serializeNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  // Fixed notation (PDF has no exponents), trimmed.
  let text = value.toFixed(10).replace(/0+$/, '');
  if (text.endsWith('.')) text = text.slice(0, -1);
  return text === '-0' ? '0' : text;
}

function serializeString(value: PdfString): string {
  const { bytes } = value;
  if (value.hex) return `<${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex').toUpperCase()}>`;
  let out = '(';
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b === 0x0a) out += '\\n';
    else if (b === 0x0d) out += '\\r';
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** The value written as PDF syntax; one char per byte (latin1). */
export function serializeValue(value: PdfValue, depth = 0): string {
  if (depth > MAX_DEPTH) throw new Error('PDF value nested too deeply');
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return serializeNumber(value);
  if (value instanceof PdfName) return serializeName(value.name);
  if (value instanceof PdfString) return serializeString(value);
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (Array.isArray(value)) return `[${value.map((item) => serializeValue(item, depth + 1)).join(' ')}]`;
  let out = '<<';
  for (const [key, item] of value.entries) out += ` ${serializeName(key)} ${serializeValue(item, depth + 1)}`;
  return `${out} >>`;
}

// ---------------------------------------------------------------------------------------------
// Text strings (§7.9.2.2)

/** ASCII stays a literal string; anything else (pt-BR accents) becomes UTF-16BE with a BOM. */
export function textString(text: string): PdfString {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Buffer.from(text, 'latin1'));
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le');
  utf16.swap16();
  return new PdfString(utf16, true);
}

export function decodeTextString(value: PdfString): string {
  const { bytes } = value;
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const copy = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    copy.swap16();
    return copy.toString('utf16le');
  }
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return Buffer.from(bytes.subarray(3)).toString('utf8');
  }
  // PDFDocEncoding matches latin1 for the characters field names use.
  return Buffer.from(bytes).toString('latin1');
}
