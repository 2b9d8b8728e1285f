// What an upload is allowed to be: declared type, extension and first bytes must agree.
import { describe, expect, it } from 'vitest';
import { zipStore } from '../documents/zip';
import { SAMPLE } from '../testing/multipart';
import { checkFile } from './fileTypes';

const at = new Date('2026-01-10T12:00:00Z');
const zipOf = (...names: string[]) => zipStore(names.map((name) => ({ name, content: Buffer.from('x'), modifiedAt: at })));
const openDocument = (mime: string) =>
  zipStore([
    { name: 'mimetype', content: Buffer.from(mime), modifiedAt: at },
    { name: 'content.xml', content: Buffer.from('<office:document-content/>'), modifiedAt: at },
  ]);
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('checkFile', () => {
  it('accepts each allowed type whose bytes match', () => {
    const cases: [string, string, Buffer, string][] = [
      ['a.pdf', 'application/pdf', SAMPLE.pdf, 'application/pdf'],
      ['a.png', 'image/png', SAMPLE.png, 'image/png'],
      ['a.jpg', 'image/pjpeg', SAMPLE.jpeg, 'image/pjpeg'],
      ['a.svg', 'image/svg+xml', SAMPLE.svg, 'image/svg+xml'],
      ['a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
      ['a.webp', 'image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
      ['a.doc', 'application/msword', ole, 'application/msword'],
      ['a.xls', 'application/vnd.ms-excel', ole, 'application/vnd.ms-excel'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipOf('[Content_Types].xml', 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zipOf('[Content_Types].xml', 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['a.odt', 'application/vnd.oasis.opendocument.text', openDocument('application/vnd.oasis.opendocument.text'), 'application/vnd.oasis.opendocument.text'],
      ['a.ods', 'application/vnd.oasis.opendocument.spreadsheet', openDocument('application/vnd.oasis.opendocument.spreadsheet'), 'application/vnd.oasis.opendocument.spreadsheet'],
      ['a.txt', 'text/plain; charset=utf-8', SAMPLE.txt, 'text/plain'],
      ['a.zip', 'application/x-zip-compressed', zipOf('x.txt'), 'application/x-zip-compressed'],
      ['A.PDF', 'application/octet-stream', SAMPLE.pdf, 'application/pdf'],
      ['a.jpeg', '', SAMPLE.jpeg, 'image/jpeg'],
    ];
    for (const [name, declared, bytes, mime] of cases) expect(checkFile(name, declared, bytes), name).toMatchObject({ ok: true, mime });
  });

  it('refuses types off the list and extensions that do not belong to the type', () => {
    for (const [name, declared] of [
      ['a.html', 'text/html'],
      ['a.exe', 'application/octet-stream'],
      ['a.js', 'text/javascript'],
      ['a.pdf.html', 'application/pdf'],
      ['semextensao', 'application/pdf'],
    ]) {
      expect(checkFile(name!, declared!, SAMPLE.pdf), name).toEqual({ ok: false, reason: 'type' });
    }
  });

  it('refuses bytes that are not the declared type', () => {
    expect(checkFile('a.pdf', 'application/pdf', SAMPLE.html)).toEqual({ ok: false, reason: 'content' });
    expect(checkFile('a.svg', 'image/svg+xml', SAMPLE.html)).toEqual({ ok: false, reason: 'content' });
    expect(checkFile('a.txt', 'text/plain', Buffer.from([0x4d, 0x5a, 0x00, 0x01]))).toEqual({ ok: false, reason: 'content' });
    expect(checkFile('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipOf('x.txt'))).toEqual({ ok: false, reason: 'content' });
    expect(checkFile('a.odt', 'application/vnd.oasis.opendocument.text', openDocument('application/vnd.oasis.opendocument.spreadsheet'))).toEqual({ ok: false, reason: 'content' });
    expect(checkFile('a.doc', 'application/msword', SAMPLE.pdf)).toEqual({ ok: false, reason: 'content' });
  });
});
