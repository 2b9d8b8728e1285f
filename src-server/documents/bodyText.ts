// The words of a document's body (stored as HTML), for the search index (db/migrations/037): tags
// become spaces, so "<p>a</p><p>b</p>" is two words, and character references become characters.
//
// A regular expression rather than an HTML parser: the body was sanitised before it was stored
// (src-shared/html/sanitizeDocumentHtml.ts), so it holds no comments, scripts or CDATA whose text a
// parser would treat differently, and this runs in a trigger on every write and over every document
// when the index is built, where a parser (jsdom, DOMPurify's) costs ~100× more. Its output is only
// ever matched against, never shown.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const codePoint = (value: number) => (Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : ' ');

export function bodyText(html: string): string {
  return html
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
      // Other named references (&eacute;…) are not written by the editor, which stores UTF-8; a space keeps words apart.
      return NAMED[name.toLowerCase()] ?? ' ';
    });
}

/** The SQL function the index's triggers call (registered on every connection by db/open.ts). */
export const BODY_TEXT_SQL_FUNCTION = 'body_text';
