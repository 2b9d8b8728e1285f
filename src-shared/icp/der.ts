// A small DER reader and writer for the ICP-Brasil code (certificates, CMS, policies).
//
// Hand-written rather than node-forge's asn1 because: (1) the issue asks for the ICP fields to be
// parsed by our own ASN.1 code, checked against OpenSSL's encoder in the tests; (2) src-shared runs
// in the renderer too, so no Buffer and no Node modules; (3) signing thousands of documents in a
// run must cost almost nothing per CAdES structure: forge converts everything to binary strings and
// re-encodes trees, while here the reader only records offsets into the caller's bytes (subarrays,
// no copies) and the writer measures a tree once and writes it into a single buffer.
//
// The reader is strict DER: definite lengths only, minimal length encodings, nothing past the end.

export type TagClass = 'universal' | 'application' | 'context' | 'private';

export type DerNode = {
  tagClass: TagClass;
  constructed: boolean;
  tagNumber: number;
  /** Where the element starts (its identifier octet) in the bytes given to readDer. */
  offset: number;
  headerLength: number;
  /** offset + headerLength. */
  contentOffset: number;
  contentLength: number;
  /** offset just past the element. */
  end: number;
  /** The content octets (a view into the input, not a copy). */
  content: Uint8Array;
  /** The whole encoding, header included (a view into the input). */
  raw: Uint8Array;
  /** The elements inside a constructed element, in order; empty for a primitive one. */
  children: DerNode[];
};

/** Universal tag numbers used by this code. */
export const Tag = {
  boolean: 1,
  integer: 2,
  bitString: 3,
  octetString: 4,
  null: 5,
  oid: 6,
  enumerated: 10,
  utf8String: 12,
  sequence: 16,
  set: 17,
  numericString: 18,
  printableString: 19,
  teletexString: 20,
  ia5String: 22,
  utcTime: 23,
  generalizedTime: 24,
  visibleString: 26,
  universalString: 28,
  bmpString: 30,
} as const;

const CLASSES: readonly TagClass[] = ['universal', 'application', 'context', 'private'];
/** Deep enough for any certificate or CMS; stops hostile input from exhausting the stack. */
const MAX_DEPTH = 64;

export class DerError extends Error {
  constructor(message: string, offset?: number) {
    super(offset === undefined ? `DER inválido: ${message}` : `DER inválido na posição ${offset}: ${message}`);
    this.name = 'DerError';
  }
}

/** Reads the element starting at `offset`; it may be followed by more bytes (see readDerWhole). */
export function readDer(bytes: Uint8Array, offset = 0): DerNode {
  return readElement(bytes, offset, bytes.length, 0);
}

/** Reads one element that must fill `bytes` exactly (a certificate, a CMS file, a policy file). */
export function readDerWhole(bytes: Uint8Array): DerNode {
  const node = readDer(bytes, 0);
  if (node.end !== bytes.length) throw new DerError(`${bytes.length - node.end} bytes sobrando depois do elemento`, node.end);
  return node;
}

function readElement(bytes: Uint8Array, offset: number, limit: number, depth: number): DerNode {
  if (depth > MAX_DEPTH) throw new DerError('aninhamento profundo demais', offset);
  let pos = offset;
  if (pos >= limit) throw new DerError('fim inesperado dos dados', pos);
  const first = bytes[pos++]!;
  const tagClass = CLASSES[first >> 6]!;
  const constructed = (first & 0x20) !== 0;
  let tagNumber = first & 0x1f;
  if (tagNumber === 0x1f) {
    // High tag number form: base-128 digits, the first one not zero (minimal).
    tagNumber = 0;
    for (let digits = 0; ; digits++) {
      if (pos >= limit) throw new DerError('fim inesperado na etiqueta', pos);
      const b = bytes[pos++]!;
      if (digits === 0 && b === 0x80) throw new DerError('etiqueta com codificação não mínima', pos - 1);
      if (digits >= 4) throw new DerError('número de etiqueta grande demais', pos - 1);
      tagNumber = tagNumber * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) break;
    }
    if (tagNumber < 0x1f) throw new DerError('etiqueta com codificação não mínima', offset);
  }
  if (pos >= limit) throw new DerError('fim inesperado no comprimento', pos);
  const lengthByte = bytes[pos++]!;
  let length: number;
  if (lengthByte < 0x80) {
    length = lengthByte;
  } else if (lengthByte === 0x80) {
    throw new DerError('comprimento indefinido (BER) não é aceito em DER', pos - 1);
  } else {
    const count = lengthByte & 0x7f;
    if (count > 4) throw new DerError('comprimento grande demais', pos - 1);
    if (pos + count > limit) throw new DerError('fim inesperado no comprimento', pos);
    if (bytes[pos] === 0) throw new DerError('comprimento com zeros à esquerda', pos);
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[pos++]!;
    if (length < 0x80) throw new DerError('comprimento curto na forma longa', pos - count - 1);
  }
  const contentOffset = pos;
  const end = contentOffset + length;
  if (end > limit) throw new DerError(`comprimento ${length} passa do fim dos dados`, offset);
  const children: DerNode[] = [];
  if (constructed) {
    let childOffset = contentOffset;
    while (childOffset < end) {
      const child = readElement(bytes, childOffset, end, depth + 1);
      children.push(child);
      childOffset = child.end;
    }
  }
  return {
    tagClass,
    constructed,
    tagNumber,
    offset,
    headerLength: contentOffset - offset,
    contentOffset,
    contentLength: length,
    end,
    content: bytes.subarray(contentOffset, end),
    raw: bytes.subarray(offset, end),
    children,
  };
}

// ---- Reading values ----

export function isUniversal(node: DerNode, tagNumber: number): boolean {
  return node.tagClass === 'universal' && node.tagNumber === tagNumber;
}

export function isContext(node: DerNode, tagNumber: number): boolean {
  return node.tagClass === 'context' && node.tagNumber === tagNumber;
}

/** Throws unless `node` is the universal type expected; `what` names the field in the error. */
export function expectUniversal(node: DerNode | undefined, tagNumber: number, what: string): DerNode {
  if (!node) throw new DerError(`${what} ausente`);
  if (!isUniversal(node, tagNumber)) throw new DerError(`${what}: etiqueta inesperada ${describeTag(node)}`, node.offset);
  const constructed = tagNumber === Tag.sequence || tagNumber === Tag.set;
  if (node.constructed !== constructed) throw new DerError(`${what}: forma ${node.constructed ? 'construída' : 'primitiva'} inesperada`, node.offset);
  return node;
}

export function describeTag(node: DerNode): string {
  return `${node.tagClass}${node.constructed ? ' construída' : ''} ${node.tagNumber}`;
}

/** Cache: the same few OIDs are decoded over and over. */
const oidTextCache = new Map<string, string>();

export function readOid(node: DerNode): string {
  expectUniversal(node, Tag.oid, 'OID');
  return decodeOid(node.content, node.offset);
}

export function decodeOid(content: Uint8Array, offset?: number): string {
  if (content.length === 0) throw new DerError('OID vazio', offset);
  const key = String.fromCharCode(...content.subarray(0, 64)) + (content.length > 64 ? toHex(content) : '');
  const cached = oidTextCache.get(key);
  if (cached) return cached;
  const arcs: number[] = [];
  let value = 0;
  let started = false;
  for (let i = 0; i < content.length; i++) {
    const b = content[i]!;
    if (!started && b === 0x80) throw new DerError('OID com codificação não mínima', offset);
    started = true;
    value = value * 128 + (b & 0x7f);
    if (value > Number.MAX_SAFE_INTEGER / 128) throw new DerError('arco de OID grande demais', offset);
    if ((b & 0x80) === 0) {
      arcs.push(value);
      value = 0;
      started = false;
    }
  }
  if (started) throw new DerError('OID truncado', offset);
  const firstArc = arcs[0]!;
  const head = firstArc < 40 ? [0, firstArc] : firstArc < 80 ? [1, firstArc - 40] : [2, firstArc - 80];
  const text = [...head, ...arcs.slice(1)].join('.');
  if (oidTextCache.size < 1000) oidTextCache.set(key, text);
  return text;
}

/** An INTEGER that fits in a JS number (versions, small counters). */
export function readSmallInteger(node: DerNode): number {
  expectUniversal(node, Tag.integer, 'INTEGER');
  const c = node.content;
  if (c.length === 0) throw new DerError('INTEGER vazio', node.offset);
  if (c.length > 6) throw new DerError('INTEGER grande demais', node.offset);
  let value = 0;
  for (const b of c) value = value * 256 + b;
  return c[0]! & 0x80 ? value - 2 ** (8 * c.length) : value;
}

export function readBoolean(node: DerNode): boolean {
  expectUniversal(node, Tag.boolean, 'BOOLEAN');
  if (node.contentLength !== 1) throw new DerError('BOOLEAN com comprimento diferente de 1', node.offset);
  const b = node.content[0]!;
  if (b !== 0 && b !== 0xff) throw new DerError('BOOLEAN diferente de 00 ou FF', node.offset);
  return b === 0xff;
}

/** The bits of a BIT STRING (without the unused-bits octet) and how many trailing bits are unused. */
export function readBitString(node: DerNode): { bytes: Uint8Array; unusedBits: number } {
  expectUniversal(node, Tag.bitString, 'BIT STRING');
  if (node.contentLength === 0) throw new DerError('BIT STRING vazio', node.offset);
  const unusedBits = node.content[0]!;
  if (unusedBits > 7 || (unusedBits > 0 && node.contentLength === 1)) throw new DerError('BIT STRING com bits não usados inválidos', node.offset);
  return { bytes: node.content.subarray(1), unusedBits };
}

/** OCTET STRING content; a constructed (BER-style) one is joined, since some encoders still emit it. */
export function readOctetString(node: DerNode): Uint8Array {
  if (!isUniversal(node, Tag.octetString)) throw new DerError(`OCTET STRING esperado, veio ${describeTag(node)}`, node.offset);
  if (!node.constructed) return node.content;
  return concat(node.children.map(readOctetString));
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return text;
}

/** Bytes as text: UTF-8 when valid, otherwise Latin-1 (old encoders put accented names in T61/OCTET STRINGs). */
export function bytesToText(bytes: Uint8Array): string {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

function utf16be(bytes: Uint8Array, offset: number): string {
  if (bytes.length % 2 !== 0) throw new DerError('BMPString com comprimento ímpar', offset);
  let text = '';
  for (let i = 0; i < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return text;
}

function utf32be(bytes: Uint8Array, offset: number): string {
  if (bytes.length % 4 !== 0) throw new DerError('UniversalString com comprimento inválido', offset);
  let text = '';
  for (let i = 0; i < bytes.length; i += 4) {
    text += String.fromCodePoint(((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0);
  }
  return text;
}

/** Whether the node is one of the character string types readString understands. */
export function isStringNode(node: DerNode): boolean {
  if (node.tagClass !== 'universal' || node.constructed) return false;
  switch (node.tagNumber) {
    case Tag.utf8String:
    case Tag.numericString:
    case Tag.printableString:
    case Tag.teletexString:
    case Tag.ia5String:
    case Tag.visibleString:
    case Tag.universalString:
    case Tag.bmpString:
      return true;
    default:
      return false;
  }
}

/** Any ASN.1 character string as a JS string. */
export function readString(node: DerNode): string {
  if (!isStringNode(node)) throw new DerError(`texto esperado, veio ${describeTag(node)}`, node.offset);
  switch (node.tagNumber) {
    case Tag.utf8String:
      try {
        return utf8Decoder.decode(node.content);
      } catch {
        throw new DerError('UTF8String com UTF-8 inválido', node.offset);
      }
    case Tag.bmpString:
      return utf16be(node.content, node.offset);
    case Tag.universalString:
      return utf32be(node.content, node.offset);
    case Tag.teletexString:
      return latin1(node.content);
    default:
      // Numeric, Printable, IA5 and Visible are ASCII subsets; Latin-1 keeps stray bytes visible.
      return latin1(node.content);
  }
}

/** UTCTime or GeneralizedTime as a Date (UTC; DER requires the Z). */
export function readTime(node: DerNode): Date {
  const isUtc = isUniversal(node, Tag.utcTime);
  if (!isUtc && !isUniversal(node, Tag.generalizedTime)) throw new DerError(`data esperada, veio ${describeTag(node)}`, node.offset);
  const text = latin1(node.content);
  const match = isUtc
    ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
    : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d*[1-9]))?Z$/.exec(text);
  if (!match) throw new DerError(`data mal formada "${text}"`, node.offset);
  const [, y, mo, d, h, mi, s, fraction] = match;
  let year = Number(y);
  if (isUtc) year += year >= 50 ? 1900 : 2000;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const date = new Date(Date.UTC(year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new DerError(`data inexistente "${text}"`, node.offset);
  }
  return date;
}

// ---- Bytes helpers ----

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase());

/** Upper-case hex, as certificates are usually shown. */
export function toHex(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += HEX[b]!;
  return text;
}

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error(`Hexadecimal inválido: ${hex.slice(0, 40)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let pos = 0;
  for (const part of parts) {
    out.set(part, pos);
    pos += part.length;
  }
  return out;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** DER order of SET OF members: shorter-is-padded lexicographic byte comparison (X.690 11.6). */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

// ---- Writing ----
//
// Builders return DerElement values: a tree whose lengths are measured once (cached) and written
// into one Uint8Array by encode(). Byte payloads are referenced, not copied, until that write.

export class DerElement {
  private measured = -1;

  /** `identifier` is the single identifier octet; `body` is the content octets or child elements. */
  constructor(
    readonly identifier: number,
    readonly body: Uint8Array | readonly DerElement[],
  ) {}

  get contentLength(): number {
    if (this.measured < 0) {
      if (this.body instanceof Uint8Array) this.measured = this.body.length;
      else {
        let total = 0;
        for (const child of this.body) total += child.encodedLength;
        this.measured = total;
      }
    }
    return this.measured;
  }

  get encodedLength(): number {
    return 1 + lengthOfLength(this.contentLength) + this.contentLength;
  }

  get constructed(): boolean {
    return (this.identifier & 0x20) !== 0;
  }

  writeTo(out: Uint8Array, pos: number): number {
    out[pos++] = this.identifier;
    pos = writeLength(out, pos, this.contentLength);
    if (this.body instanceof Uint8Array) {
      out.set(this.body, pos);
      return pos + this.body.length;
    }
    for (const child of this.body) pos = child.writeTo(out, pos);
    return pos;
  }
}

/** An element already encoded (a certificate, a Name): written as it is. */
class RawElement extends DerElement {
  constructor(readonly bytes: Uint8Array) {
    super(bytes[0] ?? 0, bytes);
  }

  override get encodedLength(): number {
    return this.bytes.length;
  }

  override writeTo(out: Uint8Array, pos: number): number {
    out.set(this.bytes, pos);
    return pos + this.bytes.length;
  }
}

function lengthOfLength(length: number): number {
  if (length < 0x80) return 1;
  if (length < 0x100) return 2;
  if (length < 0x10000) return 3;
  if (length < 0x1000000) return 4;
  return 5;
}

function writeLength(out: Uint8Array, pos: number, length: number): number {
  if (length < 0x80) {
    out[pos++] = length;
    return pos;
  }
  const count = lengthOfLength(length) - 1;
  out[pos++] = 0x80 | count;
  for (let i = count - 1; i >= 0; i--) out[pos++] = Math.floor(length / 2 ** (8 * i)) & 0xff;
  return pos;
}

/** The DER bytes of an element tree, written in one pass into one buffer. */
export function encode(element: DerElement): Uint8Array {
  const out = new Uint8Array(element.encodedLength);
  const end = element.writeTo(out, 0);
  if (end !== out.length) throw new Error('DER: comprimento calculado diferente do escrito');
  return out;
}

/** Already-encoded DER, checked to be one whole element. */
export function raw(bytes: Uint8Array): DerElement {
  readDerWhole(bytes);
  return new RawElement(bytes);
}

/** Already-encoded DER the caller vouches for (our own output, a parsed subarray): not re-read. */
export function trustedRaw(bytes: Uint8Array): DerElement {
  return new RawElement(bytes);
}

export const sequence = (...items: DerElement[]): DerElement => new DerElement(0x30, items);

/** A SET with members in the order given (for SET OF, use setOf, which sorts as DER requires). */
export const set = (...items: DerElement[]): DerElement => new DerElement(0x31, items);

/** A SET OF: members sorted by their encodings (X.690 11.6). */
export function setOf(items: readonly DerElement[]): DerElement {
  if (items.length < 2) return new DerElement(0x31, items);
  const encoded = items.map((item) => (item instanceof RawElement ? item.bytes : encode(item)));
  encoded.sort(compareBytes);
  return new DerElement(0x31, encoded.map((bytes) => new RawElement(bytes)));
}

const oidCache = new Map<string, Uint8Array>();

export function encodeOidContent(dotted: string): Uint8Array {
  const cached = oidCache.get(dotted);
  if (cached) return cached;
  if (!/^[0-2](\.(0|[1-9]\d*))+$/.test(dotted)) throw new Error(`OID inválido: ${dotted}`);
  const arcs = dotted.split('.').map(Number);
  const [a, b] = [arcs[0]!, arcs[1]!];
  if (a < 2 && b >= 40) throw new Error(`OID inválido: ${dotted}`);
  const values = [a * 40 + b, ...arcs.slice(2)];
  const bytes: number[] = [];
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new Error(`OID inválido: ${dotted}`);
    const digits = [value & 0x7f];
    for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) digits.unshift((rest & 0x7f) | 0x80);
    bytes.push(...digits);
  }
  const content = Uint8Array.from(bytes);
  if (oidCache.size < 1000) oidCache.set(dotted, content);
  return content;
}

export const oid = (dotted: string): DerElement => new DerElement(Tag.oid, encodeOidContent(dotted));

/**
 * An INTEGER. A number or bigint is encoded in minimal two's complement; a Uint8Array is taken as
 * the content octets already (for example a certificate serial number read from DER).
 */
export function integer(value: number | bigint | Uint8Array): DerElement {
  if (value instanceof Uint8Array) {
    if (value.length === 0) throw new Error('INTEGER vazio');
    return new DerElement(Tag.integer, value);
  }
  let n = BigInt(value);
  const bytes: number[] = [];
  for (;;) {
    const b = Number(n & 0xffn);
    bytes.unshift(b);
    n >>= 8n;
    // Stop when the rest is pure sign extension of the byte just written.
    if ((n === 0n && (b & 0x80) === 0) || (n === -1n && (b & 0x80) !== 0)) break;
  }
  return new DerElement(Tag.integer, Uint8Array.from(bytes));
}

/** A non-negative INTEGER from big-endian magnitude bytes (leading zeros dropped, sign octet added). */
export function unsignedInteger(magnitude: Uint8Array): DerElement {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  if (trimmed.length === 0) return new DerElement(Tag.integer, Uint8Array.of(0));
  if (trimmed[0]! & 0x80) return new DerElement(Tag.integer, concat([Uint8Array.of(0), trimmed]));
  return new DerElement(Tag.integer, trimmed);
}

export const octetString = (bytes: Uint8Array): DerElement => new DerElement(Tag.octetString, bytes);

const NULL_CONTENT = new Uint8Array(0);
export const nul = (): DerElement => new DerElement(Tag.null, NULL_CONTENT);

export const boolean = (value: boolean): DerElement => new DerElement(Tag.boolean, Uint8Array.of(value ? 0xff : 0));

const utf8Encoder = new TextEncoder();
export const utf8 = (text: string): DerElement => new DerElement(Tag.utf8String, utf8Encoder.encode(text));

function asciiBytes(text: string, allowed: RegExp, type: string): Uint8Array {
  if (!allowed.test(text)) throw new Error(`Caractere não permitido em ${type}: ${text.slice(0, 40)}`);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

export const printable = (text: string): DerElement =>
  new DerElement(Tag.printableString, asciiBytes(text, /^[A-Za-z0-9 '()+,\-./:=?]*$/, 'PrintableString'));

/** IA5String; only printable ASCII is accepted, which is all a URL or an e-mail needs. */
export const ia5 = (text: string): DerElement => new DerElement(Tag.ia5String, asciiBytes(text, /^[\x20-\x7e]*$/, 'IA5String'));

const pad2 = (n: number) => String(n).padStart(2, '0');

/** UTCTime for years 1950–2049, GeneralizedTime otherwise (RFC 5280 4.1.2.5); whole seconds. */
export function utcOrGeneralizedTime(date: Date): DerElement {
  const year = date.getUTCFullYear();
  const rest = `${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}${pad2(date.getUTCSeconds())}Z`;
  if (year >= 1950 && year < 2050) return new DerElement(Tag.utcTime, asciiBytes(pad2(year % 100) + rest, /^[0-9Z]+$/, 'UTCTime'));
  return new DerElement(Tag.generalizedTime, asciiBytes(String(year).padStart(4, '0') + rest, /^[0-9Z]+$/, 'GeneralizedTime'));
}

function contextTag(tagNumber: number, constructed: boolean): number {
  if (!Number.isInteger(tagNumber) || tagNumber < 0 || tagNumber > 30) throw new Error(`Etiqueta de contexto inválida: ${tagNumber}`);
  return 0x80 | (constructed ? 0x20 : 0) | tagNumber;
}

/** [n] EXPLICIT: a constructed context element wrapping the inner element whole. */
export const contextExplicit = (tagNumber: number, inner: DerElement): DerElement => new DerElement(contextTag(tagNumber, true), [inner]);

/** [n] IMPLICIT: the inner element with its identifier replaced (keeping primitive/constructed). */
export function contextImplicit(tagNumber: number, inner: DerElement): DerElement {
  return retag(contextTag(tagNumber, inner.constructed), inner);
}

/** The same content under another identifier octet (e.g. a signed-attributes SET as [0]). */
export function retag(identifier: number, inner: DerElement): DerElement {
  if (inner instanceof RawElement) {
    const node = readDerWhole(inner.bytes);
    return new DerElement(identifier, node.content);
  }
  return new DerElement(identifier, inner.body);
}
