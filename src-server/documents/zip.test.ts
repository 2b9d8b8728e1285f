// The ZIP writer read back by tools we did not write: unzip (Info-ZIP) and Python's zipfile.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkZip, hasTool, unzipEntry } from '../testing/pdfTools';
import { uniqueNames, zipStore } from './zip';

const at = new Date('2026-03-04T05:06:08Z');

describe('zipStore', () => {
  it('writes a stored archive unzip tests clean, with UTF-8 names and the exact bytes', () => {
    const entries = [
      { name: 'documento-Oficio-12-2026.pdf', content: Buffer.from('%PDF-1.4\n'), modifiedAt: at },
      { name: 'relatório de ação.txt', content: Buffer.from('conteúdo\n'), modifiedAt: at },
      { name: 'vazio.txt', content: Buffer.alloc(0), modifiedAt: at },
    ];
    const zip = zipStore(entries);
    expect(checkZip(zip)).toEqual(entries.map((entry) => entry.name));
    expect(unzipEntry(zip, 'vazio.txt').length).toBe(0);
    expect(unzipEntry(zip, 'documento-Oficio-12-2026.pdf').toString()).toBe('%PDF-1.4\n');
  });

  it.runIf(hasTool('python3'))('passes Python zipfile.testzip (CRC-32) and keeps the date', () => {
    const zip = zipStore([{ name: 'ação.bin', content: Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)), modifiedAt: at }]);
    const script = 'import sys,zipfile,io\nz=zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))\nprint(z.testzip(), z.infolist()[0].filename, z.infolist()[0].date_time)';
    expect(execFileSync('python3', ['-c', script], { input: zip, encoding: 'utf8' }).trim()).toBe('None ação.bin (2026, 3, 4, 5, 6, 8)');
  });

  it('makes names unique and path-free', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', '../x/y.txt', '.hidden', ''])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', '__x_y.txt', '_hidden', 'arquivo']);
  });
});
