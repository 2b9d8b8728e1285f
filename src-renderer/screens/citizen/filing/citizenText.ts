// A citizen writes the request's text in a plain text box; the document stores HTML, one
// paragraph a line, as the staff views render it (and as the citizen's answers are stored).

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeHtml = (text: string) =>
  text.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

export function textToHtml(text: string): string {
  if (text.trim() === '') return '';
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Back to the text box: paragraphs and line breaks become lines, any other markup is dropped. */
export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  const lines = html
    .replace(/<br\s*\/?>/gi, '\n')
    .split(/<\/p>|<\/li>|<\/h\d>|<\/div>/i)
    .map((part) => unescapeHtml(part.replace(/<[^>]*>/g, '')));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
