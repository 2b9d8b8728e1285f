// Prepared statements kept per connection and SQL text, for queries whose SQL is built per request
// (the work queue's filters): preparing the queue's page statement (its item columns, joins and
// correlated counts) took about as long as running it for a search's page (npm run bench:search).
// A filter combination repeats (the same screen, the next page), its SQL text with it; values are
// always bound parameters, never part of the text, so the cache holds a few hundred shapes at most.
// A cached statement is shared: who plucks sets pluck(true) or pluck(false) every time, never relying on a default.
import type Database from 'better-sqlite3';
import type { Db } from './open';

const MAX_STATEMENTS = 200;
const caches = new WeakMap<Db, Map<string, Database.Statement>>();

export function prepareCached<Params extends unknown[] | object = unknown[], Row = unknown>(db: Db, sql: string): Database.Statement<Params, Row> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement) cache.delete(sql);
  else {
    statement = db.prepare(sql);
    // The least recently used goes first: a Map iterates in insertion order, and a hit re-inserts.
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
  }
  cache.set(sql, statement);
  return statement as Database.Statement<Params, Row>;
}
