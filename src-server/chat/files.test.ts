import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../testing/multipart';
import { chatFileMime, decodeBase64File } from './files';

const MAX = 1024;

describe('decodeBase64File', () => {
  it('decodes padded standard base64, with or without a data URL prefix', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    for (const text of [bytes.toString('base64'), `data:application/octet-stream;base64,${bytes.toString('base64')}`, `DATA:;BASE64,${bytes.toString('base64')}`]) {
      const decoded = decodeBase64File(text, MAX);
      expect(decoded.ok && decoded.bytes.equals(bytes), text).toBe(true);
    }
  });

  it('refuses what Node would silently skip or reinterpret', () => {
    const invalid = [
      '',
      'data:image/png;base64,',
      'QUJD RA==', // a space
      'QUJDRA==\n',
      'QUJD=', // length not a multiple of four
      'QQ=A', // padding in the middle
      'Q===',
      'QR==', // non-zero padding bits: "QQ==" is the one text for "A"
      'QUJDRA-_', // base64url
      'data:text/plain,QUJD', // a data URL that is not base64
      'ção=',
    ];
    for (const text of invalid) expect(decodeBase64File(text, MAX), text).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a file above the limit from the length alone, and takes one exactly at it', () => {
    expect(decodeBase64File(Buffer.alloc(MAX + 1).toString('base64'), MAX)).toEqual({ ok: false, reason: 'too-large' });
    const atLimit = decodeBase64File(Buffer.alloc(MAX, 9).toString('base64'), MAX);
    expect(atLimit.ok && atLimit.bytes.length).toBe(MAX);
  });
});

describe('chatFileMime', () => {
  const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16)]);
  const webp = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(16)]);

  it('takes an image by its bytes (png, jpeg, gif, webp) whatever its name, never SVG or anything else', () => {
    expect(chatFileMime('image', 'foto.png', SAMPLE.png)).toEqual({ ok: true, mime: 'image/png' });
    expect(chatFileMime('image', 'foto.png', SAMPLE.jpeg)).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(chatFileMime('image', 'sem-nome', gif)).toEqual({ ok: true, mime: 'image/gif' });
    expect(chatFileMime('image', 'x.webp', webp)).toEqual({ ok: true, mime: 'image/webp' });
    for (const bytes of [SAMPLE.svg, SAMPLE.pdf, SAMPLE.html, SAMPLE.txt]) expect(chatFileMime('image', 'x.png', bytes)).toEqual({ ok: false });
  });

  it('takes a pdf only when the bytes are a PDF', () => {
    expect(chatFileMime('pdf', 'a.pdf', SAMPLE.pdf)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(chatFileMime('pdf', 'a.pdf', SAMPLE.png)).toEqual({ ok: false });
  });

  it('takes any file, keeping known types whose name and bytes agree, and makes the rest an opaque download', () => {
    expect(chatFileMime('file', 'nota.txt', SAMPLE.txt)).toEqual({ ok: true, mime: 'text/plain' });
    expect(chatFileMime('file', 'foto.png', SAMPLE.png)).toEqual({ ok: true, mime: 'image/png' });
    expect(chatFileMime('file', 'digitalizado', SAMPLE.pdf)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(chatFileMime('file', 'desenho.svg', SAMPLE.svg)).toEqual({ ok: true, mime: 'application/octet-stream' });
    expect(chatFileMime('file', 'pagina.html', SAMPLE.html)).toEqual({ ok: true, mime: 'application/octet-stream' });
    // A name promising a PDF does not make HTML one.
    expect(chatFileMime('file', 'falso.pdf', SAMPLE.html)).toEqual({ ok: true, mime: 'application/octet-stream' });
  });
});
