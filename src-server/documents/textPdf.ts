// A tiny PDF writer for text documents (the seeded ofícios and memorandos): A4 pages with the
// standard Helvetica fonts in WinAnsiEncoding, so Portuguese accents show without embedding a font.
// Lines are wrapped with Helvetica's metrics and flow onto as many pages as needed.

export type TextPdfInput = {
  /** Letterhead line at the top of every page, e.g. the organisation's name. */
  heading: string;
  /** Document number, e.g. "Ofício nº 12/2026 — GAB". */
  number: string;
  title: string;
  /** Paragraphs; a "\n" inside one forces a line break (addresses, signature blocks). */
  body: readonly (string | TextBlock)[];
  author?: string;
  createdAt: Date;
  /** The "number — Página N de M" footer; off for printouts, whose stamp numbers every page (printStamp.ts). */
  footer?: boolean;
  /** The organisation's print layout (printLayout.ts): header lines, footer lines and margins; the plain page when absent. */
  layout?: PageLayout;
};

/** A page's letterhead, footer text and margins in points, as the print layout sets them. */
export type PageLayout = { header: readonly string[]; footer: readonly string[]; marginX: number; marginY: number };

/** A paragraph with a style: a bold section heading, or small print (hashes, notes). */
export type TextBlock = { text: string; style: 'heading' | 'small' };

const PAGE = { width: 595, height: 842, margin: 72 } as const;
const BODY_SIZE = 11;
const BODY_LEADING = 15;
const FOOTER_Y = 40;
/** The layout's footer text sits above the printout's stamp (number, code and QR code: printStamp.ts). */
const LAYOUT_FOOTER_Y = 66;
const LAYOUT_FOOTER_SIZE = 8;
const LAYOUT_HEADER_SIZE = 10;

/** Helvetica advance widths (AFM, 1/1000 em) for ASCII 32–126. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Bold glyphs are about this much wider; close enough for wrapping titles. */
const BOLD_FACTOR = 1.08;

/** WinAnsiEncoding bytes 0x80–0x9F that differ from Latin-1. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 0x3f;
}

function charWidth(char: string): number {
  const base = char.normalize('NFD').codePointAt(0) ?? 0x3f;
  if (base >= 32 && base <= 126) return HELVETICA_WIDTHS[base - 32] ?? 556;
  if (char === '—') return 1000;
  return 556;
}

export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/** Greedy word wrap; a word longer than the line is cut. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const hardLine of text.normalize('NFC').split('\n')) {
    let line = '';
    for (const word of hardLine.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (textWidth(rest, size, bold) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, bold) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF literal string in WinAnsi: ASCII as is, the rest as octal escapes. */
function literal(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const byte = winAnsiByte(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte >= 0x20 && byte <= 0x7e) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A text string for the document information dictionary: UTF-16BE with a byte order mark. */
function infoString(text: string): string {
  const units = [0xfeff, ...Array.from(text.normalize('NFC'), (char) => char.charCodeAt(0))];
  return `<${units.map((unit) => unit.toString(16).padStart(4, '0').toUpperCase()).join('')}>`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

type Line = { text: string; font: 'F1' | 'F2'; size: number; gapBefore: number };

function layoutLines(input: TextPdfInput, textWidth: number): Line[] {
  const lines: Line[] = [];
  const add = (text: string, font: Line['font'], size: number, gapBefore = 0) =>
    wrapText(text, size, textWidth, font === 'F2').forEach((line, index) =>
      lines.push({ text: line, font, size, gapBefore: index === 0 ? gapBefore : 0 }),
    );
  add(input.number, 'F2', 12);
  add(input.title, 'F2', 14, 10);
  input.body.forEach((paragraph) => {
    if (typeof paragraph === 'string') add(paragraph, 'F1', BODY_SIZE, 10);
    else if (paragraph.style === 'heading') add(paragraph.text, 'F2', 12, 16);
    else add(paragraph.text, 'F1', 8, 4);
  });
  return lines;
}

function pageStreams(input: TextPdfInput): string[] {
  const marginX = input.layout?.marginX ?? PAGE.margin;
  const marginY = input.layout?.marginY ?? PAGE.margin;
  const width = PAGE.width - 2 * marginX;
  const top = PAGE.height - marginY;
  // The letterhead: the layout's header lines, or the heading alone; its last line sits where the heading always did.
  const headerLines = (input.layout?.header.length ? input.layout.header : [input.heading]).flatMap((text) => wrapText(text, LAYOUT_HEADER_SIZE, width, true));
  const footerLines = (input.layout?.footer ?? []).flatMap((text) => wrapText(text, LAYOUT_FOOTER_SIZE, width));
  const footerTop = footerLines.length === 0 ? 0 : LAYOUT_FOOTER_Y + footerLines.length * (LAYOUT_FOOTER_SIZE + 2);
  const bottom = Math.max(marginY - 2, footerTop + 8, FOOTER_Y + 10);
  const pages: string[][] = [];
  let ops: string[] = [];
  const newPage = () => {
    ops = [
      ...headerLines.map(
        (text, index) => `BT /F2 ${LAYOUT_HEADER_SIZE} Tf ${marginX} ${top + 24 + (headerLines.length - 1 - index) * 12} Td ${literal(text)} Tj ET`,
      ),
      `0.6 w ${marginX} ${top + 16} m ${PAGE.width - marginX} ${top + 16} l S`,
      ...footerLines.map(
        (text, index) => `BT /F1 ${LAYOUT_FOOTER_SIZE} Tf ${marginX} ${LAYOUT_FOOTER_Y + (footerLines.length - 1 - index) * (LAYOUT_FOOTER_SIZE + 2)} Td ${literal(text)} Tj ET`,
      ),
    ];
    pages.push(ops);
  };
  newPage();
  let y = top;
  let firstOnPage = true;
  for (const line of layoutLines(input, width)) {
    const step = Math.max(BODY_LEADING, line.size * 1.35) + line.gapBefore;
    if (!firstOnPage && y - step < bottom) {
      newPage();
      firstOnPage = true;
    }
    y = firstOnPage ? top - line.size : y - step;
    firstOnPage = false;
    if (line.text !== '') ops.push(`BT /${line.font} ${line.size} Tf ${marginX} ${y.toFixed(1)} Td ${literal(line.text)} Tj ET`);
  }
  return pages.map((pageOps, index) => {
    if (input.footer === false) return pageOps.join('\n');
    const footer = `${input.number} — Página ${index + 1} de ${pages.length}`;
    return [...pageOps, `BT /F1 8 Tf ${marginX} ${FOOTER_Y} Td ${literal(footer)} Tj ET`].join('\n');
  });
}

/** How many pages textPdf lays the input out on, without writing the file (Consumo's page counts). */
export const textPdfPageCount = (input: TextPdfInput): number => pageStreams(input).length;

/** The bytes of a PDF 1.4 file holding the document as text. */
export function textPdf(input: TextPdfInput): Buffer {
  const streams = pageStreams(input);
  const pageIds = streams.map((_, index) => 6 + 2 * index);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${infoString(`${input.number} — ${input.title}`)}${input.author ? ` /Author ${infoString(input.author)}` : ''}` +
      ` /Producer (GDoc) /CreationDate (${pdfDate(input.createdAt)}) >>`,
  ];
  streams.forEach((stream) => {
    const contentId = objects.length + 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
