// Helpers for inbox route tests: logged staff, queries with inbox headers, facts read from the seed.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { bearer } from './harness';

export type InboxHeaders = { type?: string; sectorId?: number | string };

export function inboxHeaders(token: string, headers: InboxHeaders = {}) {
  return {
    ...bearer(token),
    ...(headers.type === undefined ? {} : { 'x-inboxtype': headers.type }),
    ...(headers.sectorId === undefined ? {} : { 'x-inboxsectorid': String(headers.sectorId) }),
  };
}

export const getInbox = (app: FastifyInstance, url: string, token: string, headers: InboxHeaders = {}) =>
  app.inject({ method: 'GET', url, headers: inboxHeaders(token, headers) });

export const sectorIdOf = (db: Db, symbol: string): number => db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck().get(symbol) as number;

/** An inbox email uuid of a sector inbox (or a person's) matching an extra SQL condition. */
export function emailUuid(db: Db, owner: { sector: string } | { userId: number }, condition = '1'): string {
  const sql =
    'sector' in owner
      ? `SELECT ie.uuid FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = ?) AND ${condition} ORDER BY ie.id LIMIT 1`
      : `SELECT ie.uuid FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.user_id = ? AND ${condition} ORDER BY ie.id LIMIT 1`;
  const uuid = db.prepare<[string | number], string>(sql).pluck().get('sector' in owner ? owner.sector : owner.userId);
  if (uuid === undefined) throw new Error(`No inbox email for ${JSON.stringify(owner)} where ${condition}`);
  return uuid;
}
