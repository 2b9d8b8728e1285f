// Checks of PDFs and ZIPs with tools we did not write: qpdf, poppler (pdfinfo, pdftotext, pdftoppm),
// unzip (Debian packages npm test installs) and jsQR. Each helper writes the bytes to a temporary file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export const hasTool = (tool: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function withFile<T>(bytes: Buffer, name: string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-check-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type PdfReport = { pages: number; text: string };

/** Throws unless qpdf --check passes (when qpdf is installed); answers the page count and the text. */
export function checkPdf(bytes: Buffer): PdfReport {
  const head = bytes.subarray(0, 8).toString('latin1');
  const tail = bytes.subarray(-16).toString('latin1');
  if (!head.startsWith('%PDF-') || !tail.includes('%%EOF') || !bytes.includes(Buffer.from('\nxref\n'))) throw new Error('not a PDF');
  return withFile(bytes, 'check.pdf', (path) => {
    if (hasTool('qpdf')) execFileSync('qpdf', ['--check', path], { stdio: 'pipe' });
    const pages = hasTool('pdfinfo')
      ? Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1])
      : (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const text = hasTool('pdftotext') ? execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }) : '';
    return { pages, text };
  });
}

/** `unzip -t` must pass; answers the entry names (unzip -Z1). */
export function checkZip(bytes: Buffer): string[] {
  return withFile(bytes, 'check.zip', (path) => {
    execFileSync('unzip', ['-t', '-q', path], { stdio: 'pipe' });
    return execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  });
}

export function unzipEntry(bytes: Buffer, entry: string): Buffer {
  return withFile(bytes, 'read.zip', (path) => execFileSync('unzip', ['-p', path, entry]));
}

/** The text of one page (pdftotext -f N -l N), 1-based. */
export function pageText(bytes: Buffer, page: number): string {
  return withFile(bytes, 'page.pdf', (path) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', path, '-'], { encoding: 'utf8' }));
}

/** What the QR code drawn on one page says, read as a phone would: the page rendered (pdftoppm), then decoded (jsQR). */
export function qrOnPage(bytes: Buffer, page: number): string | null {
  return withFile(bytes, 'qr.pdf', (path) => {
    execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '200', '-png', '-singlefile', path, `${path}-page`]);
    const image = PNG.sync.read(readFileSync(`${path}-page.png`));
    return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
  });
}
