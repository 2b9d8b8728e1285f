// What a user types into a search box, as an SQLite FTS5 MATCH expression. Shared by the offline
// cache (src-main/services/cache) and the reference server's document search (src-server/inbox),
// so both read a search the same way.
//
// Every chunk between spaces becomes one quoted phrase of its words, its last word a prefix: quoted,
// nothing the user types can ever be FTS5 syntax (OR, NEAR, *, -, column filters, parentheses), and
// a number keeps its parts together and in order ("12/2026" is the word 12 followed by 2026…, not
// both anywhere), as the tokenizer (unicode61) splits it there too. Chunks are all required (AND).
// The split mirrors unicode61's: letters and digits are word characters, everything else separates.

/** More words than this are dropped: a pasted paragraph should not become a query of hundreds of terms. */
export const FTS_MAX_WORDS = 12;

/** The phrases of `text`, each already quoted and marked as a prefix, e.g. ['"licit"*', '"12 2026"*']. */
export function ftsPhrases(text: string): string[] {
  const phrases: string[] = [];
  let words = 0;
  for (const chunk of text.normalize('NFC').split(/\s+/u)) {
    const parts = chunk
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
      .slice(0, FTS_MAX_WORDS - words);
    if (parts.length === 0) continue;
    words += parts.length;
    phrases.push(`"${parts.join(' ')}"*`);
    if (words >= FTS_MAX_WORDS) break;
  }
  return phrases;
}

/** Every phrase required, in any column; null when nothing searchable is left (only spaces or punctuation). */
export function ftsQuery(text: string): string | null {
  const phrases = ftsPhrases(text);
  return phrases.length === 0 ? null : phrases.join(' ');
}

/** The same, each phrase restricted to `columns` (names of the FTS table, never user input); null as above. */
export function ftsColumnsQuery(text: string, columns: readonly string[]): string | null {
  const phrases = ftsPhrases(text);
  const filter = `{${columns.join(' ')}} : `;
  return phrases.length === 0 ? null : phrases.map((phrase) => `${filter}${phrase}`).join(' AND ');
}
