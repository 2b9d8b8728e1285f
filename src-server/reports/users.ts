// How reports about people (Acessos, Estatística de uso) name a user and place them in a sector:
// the user's primary sector (user_sectors.is_primary, at most one per user), which is the sector a
// person belongs to in the directory; users without one (citizens) fall outside any sector filter.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { ReportScope } from './scope';
import { placeholders } from './tables';

const c = messages.reports.common;

/** Joins naming the user in `userColumn` (u, p) and their primary sector (us, sec). */
export const userJoins = (userColumn: string): string => `
  LEFT JOIN users u ON u.id = ${userColumn}
  LEFT JOIN people p ON p.id = u.person_id
  LEFT JOIN user_sectors us ON us.user_id = ${userColumn} AND us.is_primary = 1
  LEFT JOIN sectors sec ON sec.id = us.sector_id`;

/** The scope's sectors as a condition on the user's primary sector ('1 = 1' without a sector filter). */
export function primarySectorIn(scope: Pick<ReportScope, 'sectorIds'>): { sql: string; params: number[] } {
  if (scope.sectorIds === null) return { sql: '1 = 1', params: [] };
  return { sql: `us.sector_id IN (${placeholders(scope.sectorIds)})`, params: [...scope.sectorIds] };
}

/** The scope's subject and document type as conditions on a documents alias ('1 = 1' without them). */
export function documentConditions(scope: Pick<ReportScope, 'subjectId' | 'documentType'>, alias: string): { sql: string; params: (string | number)[] } {
  const conditions = ['1 = 1'];
  const params: (string | number)[] = [];
  if (scope.subjectId !== null) {
    conditions.push(`${alias}.subject_id = ?`);
    params.push(scope.subjectId);
  }
  if (scope.documentType !== null) {
    conditions.push(`${alias}.document_type = ?`);
    params.push(scope.documentType);
  }
  return { sql: conditions.join(' AND '), params };
}

export type UserFacts = { user_id: number; user_name: string | null; sector_id: number | null; sector_name: string | null };

/** A user's name, or what says they were removed (the audit trail keeps the ids of deleted users). */
export const userName = (row: Pick<UserFacts, 'user_id' | 'user_name'>): string => row.user_name ?? c.removedUser(row.user_id);
export const sectorName = (row: Pick<UserFacts, 'sector_name'>): string => row.sector_name ?? c.noPrimarySector;

/**
 * The names and primary sectors of the users counted, read once for them all: joining them to each
 * counted group (a user's hour) cost more than the count itself (bench:reports, Acessos). A user
 * outside the scope's sectors is undefined; without a sector filter a removed user is still counted.
 */
export function countedUsers(db: Db, scope: Pick<ReportScope, 'sectorIds'>, ids: Iterable<number>): (userId: number) => UserFacts | undefined {
  const sectors = primarySectorIn(scope);
  const rows = db
    .prepare<unknown[], UserFacts>(
      `SELECT ids.value AS user_id, p.name AS user_name, us.sector_id, sec.name AS sector_name
       FROM json_each(?) ids ${userJoins('ids.value')}
       WHERE ${sectors.sql}`,
    )
    .all(JSON.stringify([...new Set(ids)]), ...sectors.params);
  const facts = new Map(rows.map((row) => [row.user_id, row]));
  return (userId) => facts.get(userId);
}
