// A typed search becomes an FTS5 query that can only mean "these words, as prefixes, all of them".
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FTS_MAX_WORDS, ftsColumnsQuery, ftsPhrases, ftsQuery } from './ftsQuery';

describe('ftsQuery', () => {
  it('quotes every word as a prefix, so typed text is never FTS5 syntax', () => {
    expect(ftsQuery('ofício OR "x" NEAR(a b) *')).toBe('"ofício"* "OR"* "x"* "NEAR a"* "b"*');
    expect(ftsQuery('title:* -licit AND (x)')).toBe('"title"* "licit"* "AND"* "x"*');
  });

  it('keeps the parts of a number together and in order', () => {
    expect(ftsPhrases('OF-12/2025')).toEqual(['"OF 12 2025"*']);
    expect(ftsPhrases('Ofício nº 12/2026 — GAB')).toEqual(['"Ofício"*', '"nº"*', '"12 2026"*', '"GAB"*']);
  });

  it('is null when nothing searchable is left', () => {
    expect(ftsQuery('  -- ')).toBeNull();
    expect(ftsQuery('"*()"')).toBeNull();
    expect(ftsColumnsQuery('', ['title'])).toBeNull();
  });

  it(`keeps at most ${FTS_MAX_WORDS} words`, () => {
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`);
    expect(ftsPhrases(words.join(' '))).toHaveLength(FTS_MAX_WORDS);
    expect(ftsPhrases(words.join('-')).join(' ').split(' ')).toHaveLength(FTS_MAX_WORDS);
  });

  it('restricts every phrase to the given columns', () => {
    expect(ftsColumnsQuery('licit 12/2026', ['title', 'number'])).toBe('{title number} : "licit"* AND {title number} : "12 2026"*');
  });

  it('never makes SQLite fail, whatever is typed', () => {
    const db = new Database(':memory:');
    db.exec("CREATE VIRTUAL TABLE t USING fts5(title, number, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
    db.prepare('INSERT INTO t (rowid, title, number) VALUES (1, ?, ?)').run('Licitação de obras', 'OF-12/2025');
    const hits = (query: string | null) => (query === null ? [] : db.prepare('SELECT rowid FROM t WHERE t MATCH ?').pluck().all(query));
    for (const typed of ['"', "'", '*', '-', 'OR', 'AND NOT', '(', ')', 'NEAR(', '{title}:', '^x', '\\', '%_', 'a"b', '…', '🙂']) {
      expect(() => hits(ftsQuery(typed)), typed).not.toThrow();
      expect(() => hits(ftsColumnsQuery(typed, ['title', 'number'])), typed).not.toThrow();
    }
    expect(hits(ftsQuery('licitacao'))).toEqual([1]);
    expect(hits(ftsQuery('LICIT obra'))).toEqual([1]);
    expect(hits(ftsColumnsQuery('of-12/2025', ['number']))).toEqual([1]);
    expect(hits(ftsColumnsQuery('licitação', ['number']))).toEqual([]);
    db.close();
  });
});
