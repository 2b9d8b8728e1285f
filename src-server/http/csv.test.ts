import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('CSV fields as the API writes them', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('separates fields with ; and ends lines with CRLF', () => {
    expect(csvLine(['Ofício', 3, null])).toBe('Ofício;3;\r\n');
  });
});
