// Acessos (issue 20): logins and document views by user, by sector and by local day, read from the
// audit trail (audit_entries: every login, and every document opened — the routes that show a
// document declare audit 'view', audit/trail.ts). Failed logins are not accesses. A view counts
// only when it names its document (an import's dry run is recorded as a view of no document).
import type { ReportResult } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { ReportScope } from './scope';
import { localDayOfHour, summedTable, Tally } from './tables';
import { countedUsers, documentConditions, sectorName, userName } from './users';

const m = messages.reports.access;
const c = messages.reports.common;

type Group = { user_id: number; action: 'login' | 'view'; hour: string; entries: number };
type Counts = { logins: number; views: number };

function countsIn<Key>(map: Map<Key, Counts>, key: Key): Counts {
  let counts = map.get(key);
  if (counts === undefined) {
    counts = { logins: 0, views: 0 };
    map.set(key, counts);
  }
  return counts;
}

export function accessReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const documents = documentConditions(scope, 'd');
  // Counted first, then named: joining the user, their sector (and the document, when no subject or
  // type narrows it) for each entry made the report eight times the cost of its count (bench:reports).
  const documentJoin = documents.params.length > 0 ? 'LEFT JOIN documents d ON d.id = a.document_id' : '';
  const groups = db
    .prepare<unknown[], Group>(
      `SELECT a.user_id, a.action, substr(a.at, 1, 13) AS hour, COUNT(*) AS entries
       FROM audit_entries a ${documentJoin}
       WHERE a.at >= ? AND a.at < ? AND a.user_id IS NOT NULL
         AND (a.action = 'login' OR (a.action = 'view' AND a.document_id IS NOT NULL AND ${documents.sql}))
       GROUP BY a.user_id, a.action, hour`,
    )
    .all(scope.from, scope.to, ...documents.params);
  const factsOf = countedUsers(db, scope, groups.map((group) => group.user_id));

  // Summed by user and by hour first (numbers in maps), then named and dated: a row per group in the
  // tables' tallies made the route half again the cost of its SQL (bench:reports).
  const perUser = new Map<number, Counts>();
  const perHour = new Map<string, Counts>();
  for (const group of groups) {
    if (factsOf(group.user_id) === undefined) continue;
    const column = group.action === 'login' ? 'logins' : 'views';
    countsIn(perUser, group.user_id)[column] += group.entries;
    countsIn(perHour, group.hour)[column] += group.entries;
  }

  const columns = ['logins', 'views'] as const;
  const byUser = new Tally(columns);
  const bySector = new Tally(columns);
  const byDay = new Tally(columns);
  for (const [userId, sums] of perUser) {
    const facts = factsOf(userId)!;
    for (const column of columns) {
      byUser.add(userId, { user: userName(facts), sector: sectorName(facts) }, column, sums[column]);
      bySector.add(facts.sector_id, { sector: sectorName(facts) }, column, sums[column]);
    }
  }
  const dayOf = localDayOfHour();
  for (const [hour, sums] of perHour) {
    const day = dayOf(hour);
    for (const column of columns) byDay.add(day, { day }, column, sums[column]);
  }

  const counts = [
    { key: 'logins', label: m.logins, kind: 'count' },
    { key: 'views', label: m.views, kind: 'count' },
  ] as const;
  return {
    title: m.title,
    notes: [m.noteSource, m.noteSector, m.noteFilters, m.noteDays],
    tables: [
      summedTable(m.byUser, [{ key: 'user', label: c.user, kind: 'text' }, { key: 'sector', label: c.sector, kind: 'text' }, ...counts], byUser.rows()),
      summedTable(m.bySector, [{ key: 'sector', label: c.sector, kind: 'text' }, ...counts], bySector.rows()),
      summedTable(m.byDay, [{ key: 'day', label: c.day, kind: 'day' }, ...counts], byDay.rowsByKey()),
    ],
  };
}
