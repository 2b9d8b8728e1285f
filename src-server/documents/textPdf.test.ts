// The seeded documents are real PDFs: checked with qpdf and read back with poppler's pdftotext,
// tools we did not write (Debian qpdf and poppler-utils, installed by npm test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf, wrapText, type TextPdfInput } from './textPdf';

const has = (tool: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const dir = mkdtempSync(join(tmpdir(), 'gdoc-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input: TextPdfInput = {
  heading: 'Prefeitura Municipal de Vale Verde',
  number: 'Ofício nº 12/2026 — GAB',
  title: 'Convocação (extraordinária) para a reunião do Conselho de Saúde',
  body: ['Senhor Secretário,', 'Solicitamos a presença de Vossa Senhoria na reunião — com pauta “orçamento” e ação civil.', 'Atenciosamente,\nMariana Costa Ribeiro'],
  author: 'Mariana Costa Ribeiro',
  createdAt: new Date('2026-01-05T09:00:00.000Z'),
};

function write(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('textPdf', () => {
  it('writes a PDF 1.4 whose cross-reference table points at each object', () => {
    const pdf = textPdf(input);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('is the same bytes for the same input', () => {
    expect(textPdf(input).equals(textPdf(input))).toBe(true);
  });

  it.skipIf(!has('qpdf'))('passes qpdf --check', () => {
    const output = execFileSync('qpdf', ['--check', write('check.pdf', textPdf(input))]).toString();
    expect(output).toContain('No syntax or stream encoding errors found');
  });

  it.skipIf(!has('pdftotext'))('reads back with its accents, dashes and quotes', () => {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', write('text.pdf', textPdf(input)), '-']).toString();
    const words = text.replace(/\s+/g, ' ');
    for (const expected of ['Prefeitura Municipal de Vale Verde', 'Ofício nº 12/2026 — GAB', 'Convocação (extraordinária)', '“orçamento” e ação civil']) {
      expect(words).toContain(expected);
    }
    expect(text).toContain('Atenciosamente,\nMariana Costa Ribeiro');
  });

  it.skipIf(!has('pdfinfo'))('flows a long text onto more pages, with the title in the document information', () => {
    const long = { ...input, body: Array.from({ length: 60 }, (_, i) => `Parágrafo ${i + 1}: texto de exemplo para ocupar a página inteira do ofício.`) };
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', write('long.pdf', textPdf(long))]).toString();
    expect(info).toMatch(/^Pages:\s+[3-9]$/m);
    expect(info).toMatch(/^Title:\s+Ofício nº 12\/2026 — GAB — Convocação \(extraordinária\) para a reunião do Conselho de Saúde$/m);
    expect(info).toMatch(/^Author:\s+Mariana Costa Ribeiro$/m);
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width, keeps forced breaks and cuts a word longer than a line', () => {
    expect(wrapText('um dois três', 10, 40)).toEqual(['um dois', 'três']);
    expect(wrapText('linha\nnova', 10, 400)).toEqual(['linha', 'nova']);
    expect(wrapText('a'.repeat(30), 10, 50).every((line) => line.length < 30)).toBe(true);
  });
});
