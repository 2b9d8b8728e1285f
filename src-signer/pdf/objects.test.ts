// The PDF object syntax (ISO 32000-1 §7.3) as the parser reads it and the serialiser writes it back.
import { describe, expect, it } from 'vitest';
import { SignerFailure } from '../../src-shared/signer/errors';
import { PdfDict, PdfName, PdfParser, PdfRef, PdfString, decodeTextString, serializeValue, textString, type PdfValue } from './objects';

const parse = (text: string): PdfValue => new PdfParser(Buffer.from(text, 'latin1')).parseValue();
/** The value without parse positions, for comparisons. */
function plain(value: PdfValue): unknown {
  if (value instanceof PdfDict) return Object.fromEntries([...value.entries].map(([key, item]) => [key, plain(item)]));
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof PdfString) return { string: Buffer.from(value.bytes).toString('hex'), hex: value.hex };
  return value;
}
const str = (value: PdfValue) => Buffer.from((value as PdfString).bytes).toString('latin1');

describe('parsing PDF objects', () => {
  it('reads numbers, booleans and null', () => {
    expect(parse('42')).toBe(42);
    expect(parse('-17')).toBe(-17);
    expect(parse('+5')).toBe(5);
    expect(parse('3.25')).toBe(3.25);
    expect(parse('-.5')).toBe(-0.5);
    expect(parse('4.')).toBe(4);
    expect(parse('true')).toBe(true);
    expect(parse('false')).toBe(false);
    expect(parse('null')).toBe(null);
  });

  it('reads names with #xx escapes', () => {
    expect(parse('/Type')).toEqual(new PdfName('Type'));
    expect(parse('/A#20B#23C')).toEqual(new PdfName('A B#C'));
    expect(parse('/Adobe.PPKLite')).toEqual(new PdfName('Adobe.PPKLite'));
    expect(parse('/')).toEqual(new PdfName(''));
  });

  it('reads literal strings with escapes, nested parentheses and line continuations', () => {
    expect(str(parse('(a (nested (deep)) string)'))).toBe('a (nested (deep)) string');
    expect(str(parse('(\\(\\)\\\\ \\n\\r\\t\\b\\f)'))).toBe('()\\ \n\r\t\b\f');
    expect(str(parse('(\\101\\1012\\7)'))).toBe('AA2\x07');
    expect(str(parse('(one \\\ntwo)'))).toBe('one two');
    expect(str(parse('(line\r\nbreak)'))).toBe('line\nbreak');
    expect(str(parse('(unknown \\q escape)'))).toBe('unknown q escape');
  });

  it('reads hex strings, ignoring whitespace and padding an odd digit', () => {
    expect(str(parse('<48 65 6c6C6f>'))).toBe('Hello');
    expect(Buffer.from((parse('<ABC>') as PdfString).bytes).toString('hex')).toBe('abc0');
    expect((parse('<>') as PdfString).bytes.length).toBe(0);
    expect((parse('<00>') as PdfString).hex).toBe(true);
  });

  it('reads references, arrays and dictionaries, skipping comments', () => {
    const value = parse('<< /Kids [3 0 R 4 0 R 5] % a comment\n /Count 2 /Nested << /A [1 2 [3]] >> /Skip null >>') as PdfDict;
    expect(value).toBeInstanceOf(PdfDict);
    expect(value.get('Kids')).toEqual([new PdfRef(3, 0), new PdfRef(4, 0), 5]);
    expect(value.get('Count')).toBe(2);
    expect((value.get('Nested') as PdfDict).get('A')).toEqual([1, 2, [3]]);
    // A null entry is the same as an absent one.
    expect(value.has('Skip')).toBe(false);
  });

  it('tells two integers from a reference', () => {
    expect(parse('[0 0 612 792]')).toEqual([0, 0, 612, 792]);
    expect(parse('[1 2 R 3]')).toEqual([new PdfRef(1, 2), 3]);
    expect(() => parse('[1 2 Rx]')).toThrow(SignerFailure);
  });

  it('records where each dictionary value lies', () => {
    const text = '<< /ByteRange [0 1 2 3] /Contents <0A0B> >>';
    const dict = parse(text) as PdfDict;
    const [start, end] = dict.spans.get('Contents')!;
    expect(text.slice(start, end)).toBe('<0A0B>');
  });

  it('reads an indirect object and its stream data', () => {
    const bytes = Buffer.from('7 0 obj\n<< /Length 5 >>\nstream\r\nHELLO\nendstream\nendobj\n', 'latin1');
    const object = new PdfParser(bytes).parseIndirect({ num: 7, gen: 0 });
    expect(object.stream).toBeDefined();
    expect(bytes.subarray(object.stream!.start, object.stream!.end).toString()).toBe('HELLO');
  });

  it('finds the end of a stream whose /Length is wrong', () => {
    const bytes = Buffer.from('7 0 obj\n<< /Length 99 >>\nstream\nHELLO\nendstream\nendobj\n', 'latin1');
    const object = new PdfParser(bytes).parseIndirect(undefined);
    expect(bytes.subarray(object.stream!.start, object.stream!.end).toString()).toBe('HELLO');
  });

  it('refuses an object whose number does not match the cross-reference entry', () => {
    const bytes = Buffer.from('8 0 obj\n<< >>\nendobj\n', 'latin1');
    expect(() => new PdfParser(bytes).parseIndirect({ num: 7, gen: 0 })).toThrow(SignerFailure);
  });

  it.each(['<< /A 1', '[1 2', '(open', '<< 1 2 >>', '<zz>', 'endobj', ')', `${'['.repeat(200)}${']'.repeat(200)}`])('refuses malformed input %j with invalid-pdf', (text) => {
    try {
      parse(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SignerFailure);
      expect((error as SignerFailure).error.code).toBe('invalid-pdf');
    }
  });
});

describe('writing PDF objects', () => {
  it('writes back what it read, keeping every entry', () => {
    const source =
      '<< /Type /Catalog /Name#20X /A#23B /Str (a \\(b\\) \\\\ c\nd\\351) /Hex <0aff> /Num -3.5 /Int 12 /Ref 4 0 R /Arr [true false [1 2] << /In 1 >>] /Empty () >>';
    const value = parse(source);
    const written = serializeValue(value);
    expect(plain(parse(written))).toEqual(plain(value));
    expect(serializeValue(parse(written))).toBe(written);
    expect(written).toContain('/Name#20X');
    expect(written).toContain('/A#23B');
    expect(written).toContain('<0AFF>');
  });

  it('writes reals without exponents', () => {
    expect(serializeValue(0.0000001)).toBe('0.0000001');
    expect(serializeValue(595.28)).toBe('595.28');
    expect(serializeValue(-0.5)).toBe('-0.5');
    expect(serializeValue(1e21 / 1e21)).toBe('1');
  });

  it('writes names with delimiters and non-ASCII bytes escaped', () => {
    expect(serializeValue(new PdfName('A/B(C)#é'))).toBe('/A#2FB#28C#29#23#E9');
  });

  it('builds dictionaries that serialise in insertion order', () => {
    const dict = new PdfDict().set('Type', new PdfName('Sig')).set('Rect', [0, 0, 0, 0]).set('P', new PdfRef(3, 0));
    expect(serializeValue(dict)).toBe('<< /Type /Sig /Rect [0 0 0 0] /P 3 0 R >>');
  });
});

describe('text strings', () => {
  it('keeps ASCII as a literal string', () => {
    const value = textString('Vale Verde (MG)');
    expect(serializeValue(value)).toBe('(Vale Verde \\(MG\\))');
    expect(decodeTextString(value)).toBe('Vale Verde (MG)');
  });

  it('writes pt-BR text as UTF-16BE with a byte order mark', () => {
    const value = textString('Aprovação do ofício');
    expect(serializeValue(value).startsWith('<FEFF0041')).toBe(true);
    expect(decodeTextString(value)).toBe('Aprovação do ofício');
  });

  it('reads UTF-8 (PDF 2.0) and PDFDocEncoding text strings', () => {
    expect(decodeTextString(new PdfString(Buffer.from('\ufeffSão Paulo', 'utf8')))).toBe('São Paulo');
    expect(decodeTextString(new PdfString(Buffer.from('Bras\xedlia', 'latin1')))).toBe('Brasília');
  });
});
