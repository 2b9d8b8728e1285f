// The editor's HTML as paragraphs of plain text for the PDF writer: script, style and comments
// dropped with their content, block elements (p, div, li, headings, table rows, br) end a
// paragraph or a line, every other tag is removed, and entities are decoded last so "&lt;b&gt;"
// stays text. Nothing here is ever rendered as HTML again.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', middot: '·', deg: '°', ordm: 'º', ordf: 'ª', sect: '§', para: '¶',
  copy: '©', reg: '®', trade: '™', euro: '€', cent: '¢', pound: '£', times: '×', divide: '÷', shy: '',
  aacute: 'á', Aacute: 'Á', agrave: 'à', Agrave: 'À', acirc: 'â', Acirc: 'Â', atilde: 'ã', Atilde: 'Ã', auml: 'ä', Auml: 'Ä',
  eacute: 'é', Eacute: 'É', egrave: 'è', Egrave: 'È', ecirc: 'ê', Ecirc: 'Ê', euml: 'ë', Euml: 'Ë',
  iacute: 'í', Iacute: 'Í', igrave: 'ì', Igrave: 'Ì', icirc: 'î', Icirc: 'Î', iuml: 'ï', Iuml: 'Ï',
  oacute: 'ó', Oacute: 'Ó', ograve: 'ò', Ograve: 'Ò', ocirc: 'ô', Ocirc: 'Ô', otilde: 'õ', Otilde: 'Õ', ouml: 'ö', Ouml: 'Ö',
  uacute: 'ú', Uacute: 'Ú', ugrave: 'ù', Ugrave: 'Ù', ucirc: 'û', Ucirc: 'Û', uuml: 'ü', Uuml: 'Ü',
  ccedil: 'ç', Ccedil: 'Ç', ntilde: 'ñ', Ntilde: 'Ñ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED[name] ?? whole;
  });
}

const BLOCK = 'p|div|li|ul|ol|h[1-6]|blockquote|pre|table|tr|section|article|header|footer|address|hr';
const LINE_BREAK = '\u2028';
const PARAGRAPH = '\u2029';

/** Paragraphs of text; a "\n" inside one is a line break the writer keeps. */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript|iframe|object)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<br\s*\/?>/gi, LINE_BREAK)
    .replace(/<li\b[^>]*>/gi, `${PARAGRAPH}• `)
    .replace(new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi'), PARAGRAPH)
    .replace(/<\/?(?:td|th)\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z!?/][^>]*>/gi, '');
  return decodeEntities(text)
    .split(PARAGRAPH)
    .map((paragraph) =>
      paragraph
        .split(LINE_BREAK)
        .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
        .join('\n')
        .replace(/^\n+|\n+$/g, ''),
    )
    .filter((paragraph) => paragraph !== '');
}
