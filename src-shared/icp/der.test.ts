import { describe, expect, it } from 'vitest';
import {
  DerElement,
  DerError,
  Tag,
  boolean,
  compareBytes,
  contextExplicit,
  contextImplicit,
  decodeOid,
  encode,
  encodeOidContent,
  fromHex,
  ia5,
  integer,
  nul,
  octetString,
  oid,
  printable,
  raw,
  readBitString,
  readBoolean,
  readDer,
  readDerWhole,
  readOctetString,
  readOid,
  readSmallInteger,
  readString,
  readTime,
  retag,
  sequence,
  set,
  setOf,
  toHex,
  unsignedInteger,
  utcOrGeneralizedTime,
  utf8,
} from './der';

const hex = (element: Parameters<typeof encode>[0]) => toHex(encode(element));

describe('DER writer', () => {
  it('encodes the primitive types as X.690 gives them', () => {
    expect(hex(nul())).toBe('0500');
    expect(hex(boolean(true))).toBe('0101FF');
    expect(hex(oid('1.2.840.113549.1.7.2'))).toBe('06092A864886F70D010702');
    expect(hex(oid('2.16.76.1.3.1'))).toBe('0605604C010301');
    expect(hex(octetString(Uint8Array.of(1, 2)))).toBe('04020102');
    expect(hex(utf8('ção'))).toBe('0C05C3A7C3A36F');
    expect(hex(printable('BR'))).toBe('13024252');
    expect(hex(ia5('http://x'))).toBe('1608687474703A2F2F78');
  });

  it('encodes integers in minimal two’s complement', () => {
    expect(hex(integer(0))).toBe('020100');
    expect(hex(integer(1))).toBe('020101');
    expect(hex(integer(127))).toBe('02017F');
    expect(hex(integer(128))).toBe('02020080');
    expect(hex(integer(256))).toBe('02020100');
    expect(hex(integer(-1))).toBe('0201FF');
    expect(hex(integer(-128))).toBe('020180');
    expect(hex(integer(-129))).toBe('0202FF7F');
    expect(hex(integer(2n ** 64n))).toBe('0209010000000000000000');
    expect(hex(unsignedInteger(Uint8Array.of(0, 0, 0x80)))).toBe('02020080');
    expect(hex(unsignedInteger(Uint8Array.of(0, 0)))).toBe('020100');
    // Content octets given as they are (a serial number copied from a certificate).
    expect(hex(integer(Uint8Array.of(0x00, 0x9f)))).toBe('0202009F');
  });

  it('uses long-form lengths only from 128 bytes, with the fewest octets', () => {
    expect(hex(octetString(new Uint8Array(127))).slice(0, 4)).toBe('047F');
    expect(hex(octetString(new Uint8Array(128))).slice(0, 6)).toBe('048180');
    expect(hex(octetString(new Uint8Array(256))).slice(0, 8)).toBe('04820100');
    expect(encode(octetString(new Uint8Array(70_000))).length).toBe(70_005);
  });

  it('nests constructed elements and context tags', () => {
    expect(hex(sequence(integer(1), nul()))).toBe('30050201010500');
    expect(hex(contextExplicit(0, integer(2)))).toBe('A003020102');
    expect(hex(contextImplicit(1, octetString(Uint8Array.of(9))))).toBe('810109');
    expect(hex(contextImplicit(0, set(integer(1))))).toBe('A003020101');
    expect(hex(retag(0xa0, raw(fromHex('3103020101'))))).toBe('A003020101');
  });

  it('sorts SET OF members by their encodings, and keeps SET members in the order given', () => {
    const members = [octetString(Uint8Array.of(2)), integer(5), octetString(Uint8Array.of(1, 1))];
    expect(hex(setOf(members))).toBe('310A020105040102040201 01'.replace(/ /g, ''));
    expect(hex(set(...members))).toBe('310A040102020105040201 01'.replace(/ /g, ''));
    expect(compareBytes(Uint8Array.of(1), Uint8Array.of(1, 0))).toBeLessThan(0);
  });

  it('chooses UTCTime before 2050 and GeneralizedTime from 2050', () => {
    const early = readDer(encode(utcOrGeneralizedTime(new Date('2025-06-12T10:20:30Z'))));
    expect(early.tagNumber).toBe(Tag.utcTime);
    expect(new TextDecoder().decode(early.content)).toBe('250612102030Z');
    const late = readDer(encode(utcOrGeneralizedTime(new Date('2050-01-01T00:00:00Z'))));
    expect(late.tagNumber).toBe(Tag.generalizedTime);
    expect(readTime(late).toISOString()).toBe('2050-01-01T00:00:00.000Z');
  });

  it('refuses values a type cannot hold', () => {
    expect(() => printable('ação')).toThrow(/PrintableString/);
    expect(() => ia5('ç')).toThrow(/IA5String/);
    expect(() => oid('3.1')).toThrow(/OID inválido/);
    expect(() => oid('1.40')).toThrow(/OID inválido/);
    expect(() => contextExplicit(31, nul())).toThrow(/Etiqueta/);
    expect(() => raw(fromHex('0500FF'))).toThrow(DerError);
  });
});

describe('DER reader', () => {
  it('round-trips what the writer made, with offsets into the input and no copies', () => {
    const bytes = encode(sequence(oid('2.16.76.1.3.3'), contextExplicit(0, printable('18374652000151')), set(boolean(false))));
    const node = readDerWhole(bytes);
    expect(node).toMatchObject({ tagClass: 'universal', constructed: true, tagNumber: Tag.sequence, offset: 0, headerLength: 2 });
    expect(node.raw).toEqual(bytes);
    expect(node.content.buffer).toBe(bytes.buffer);
    const [id, explicit, members] = node.children;
    expect(readOid(id!)).toBe('2.16.76.1.3.3');
    expect(explicit).toMatchObject({ tagClass: 'context', tagNumber: 0, constructed: true });
    expect(readString(explicit!.children[0]!)).toBe('18374652000151');
    expect(readBoolean(members!.children[0]!)).toBe(false);
    expect(explicit!.offset).toBe(id!.end);
  });

  it('reads an element in the middle of a buffer', () => {
    const bytes = fromHex('FFFF0201070500');
    const node = readDer(bytes, 2);
    expect(readSmallInteger(node)).toBe(7);
    expect(node.end).toBe(5);
    expect(readDer(bytes, node.end).tagNumber).toBe(Tag.null);
  });

  it('reads integers, bit strings, OIDs and times', () => {
    expect(readSmallInteger(readDer(fromHex('0202FF7F')))).toBe(-129);
    expect(readSmallInteger(readDer(fromHex('02020080')))).toBe(128);
    expect(readBitString(readDer(fromHex('03020780')))).toEqual({ bytes: Uint8Array.of(0x80), unusedBits: 7 });
    expect(decodeOid(encodeOidContent('1.2.840.113549.1.9.16.2.47'))).toBe('1.2.840.113549.1.9.16.2.47');
    expect(decodeOid(encodeOidContent('2.999.1'))).toBe('2.999.1');
    expect(readTime(readDer(fromHex('170D3439313233313233353935395A'))).toISOString()).toBe('2049-12-31T23:59:59.000Z');
    expect(readTime(readDer(fromHex('170D3530303130313030303030305A'))).toISOString()).toBe('1950-01-01T00:00:00.000Z');
    const generalized = encode(new DerElement(Tag.generalizedTime, new TextEncoder().encode('20371022000000.5Z')));
    expect(readTime(readDer(generalized)).toISOString()).toBe('2037-10-22T00:00:00.500Z');
  });

  it('reads every string type, and a constructed OCTET STRING', () => {
    expect(readString(readDer(fromHex('1E0400E70061')))).toBe('ça'); // BMPString
    expect(readString(readDer(fromHex('1403E76121')))).toBe('ça!'); // T61 as Latin-1
    expect(readString(readDer(fromHex('1C08000000E700000061')))).toBe('ça'); // UniversalString
    expect(readOctetString(readDer(fromHex('2409040201020401030400')))).toEqual(Uint8Array.of(1, 2, 3));
  });

  it('reads high tag numbers', () => {
    const node = readDer(fromHex('9F2101AA'));
    expect(node).toMatchObject({ tagClass: 'context', tagNumber: 33, headerLength: 3 });
  });

  it.each([
    ['an indefinite length', '3080020101 0000', /indefinido/],
    ['a length past the end', '300502010105', /passa do fim/],
    ['a child past its parent', '30030201010500', /passa do fim|sobrando/],
    ['a long form for a short length', '048105' + '00'.repeat(5), /forma longa/],
    ['a length with leading zeros', '04820005' + '00'.repeat(5), /zeros à esquerda/],
    ['a length of more than 4 octets', '0485010000000000', /grande demais/],
    ['bytes after the element', '050000', /sobrando/],
    ['nothing at all', '', /fim inesperado/],
    ['a header cut short', '3082', /fim inesperado/],
    ['a non-minimal high tag', '9F1E0100', /não mínima/],
    ['a high tag with a leading zero digit', '9F80210100', /não mínima/],
  ])('rejects %s', (_, input, message) => {
    expect(() => readDerWhole(fromHex(input.replace(/ /g, '')))).toThrow(message);
  });

  it('rejects values with the wrong shape', () => {
    expect(() => readBoolean(readDer(fromHex('010101')))).toThrow(/BOOLEAN/);
    expect(() => readBitString(readDer(fromHex('030108')))).toThrow(/bits não usados/);
    expect(() => readOid(readDer(fromHex('0600')))).toThrow(/OID vazio/);
    expect(() => readOid(readDer(fromHex('06022A86')))).toThrow(/OID truncado/);
    expect(() => readOid(readDer(fromHex('0603802A01')))).toThrow(/não mínima/);
    expect(() => readString(readDer(fromHex('0C02C328')))).toThrow(/UTF-8 inválido/);
    expect(() => readTime(readDer(fromHex('170B323530363132313032305A')))).toThrow(/mal formada/);
    expect(() => readTime(readDer(fromHex('170D3235303233303130323033305A')))).toThrow(/inexistente/);
    expect(() => readOctetString(readDer(fromHex('0500')))).toThrow(/OCTET STRING/);
  });

  it('stops at absurd nesting instead of exhausting the stack', () => {
    let element = nul();
    for (let i = 0; i < 100; i++) element = sequence(element);
    expect(() => readDerWhole(encode(element))).toThrow(/aninhamento/);
  });
});
