// Deadlines of the work queue (issue 19): an item's deadline changes for the timeline and the
// Prazos tab, setting a deadline by the item's holder, and the counts of the Prazos card. The
// windows (overdue, today, this week) are src-shared/deadlines.ts's, placed by the server's clock.
import type { DeadlineChange, DeadlineCounts } from '../../src-shared/api/deadlines';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { authorVisibility, hidesUser } from '../documents/authorship';
import { actionRefused, type Viewer } from './emails';
import type { ItemRow } from './items';
import { deadlineCondition, scopeCondition } from './querySql';
import type { InboxScope } from './scope';

const m = messages.deadlines.server;

type ChangeRow = Omit<DeadlineChange, 'user'> & { user: string | null; user_id: number | null };

/** The email's deadline changes, oldest first; one made by an author the reader may not know shows the neutral label. */
export function deadlineChangesOf(db: Db, row: Pick<ItemRow, 'id' | 'document_id'>, reader: Viewer): DeadlineChange[] {
  const author = authorVisibility(db, row.document_id, reader);
  return db
    .prepare<[number], ChangeRow>(
      `SELECT dc.id, dc.previous_due_at, dc.due_at, dc.reason, p.name AS user, dc.user_id, dc.created_at
       FROM deadline_changes dc LEFT JOIN users u ON u.id = dc.user_id LEFT JOIN people p ON p.id = u.person_id
       WHERE dc.inbox_email_id = ? ORDER BY dc.created_at, dc.id`,
    )
    .all(row.id)
    .map(({ user_id: userId, ...change }) => ({ ...change, user: hidesUser(author, userId) ? author.label : (change.user ?? '') }));
}

/** Why this email's deadline cannot be set, or undefined: only a task in progress has one. */
export function deadlineRefusal(row: Pick<ItemRow, 'box' | 'is_archived' | 'is_closed'>): string | undefined {
  if (row.box !== 'inbox') return m.notTask;
  if (row.is_closed === 1) return m.closed;
  if (row.is_archived === 1) return m.archived;
  return undefined;
}

/** Sets the email's deadline and keeps the change with its reason; the caller has checked it may act on the email. */
export function setDeadline(db: Db, row: ItemRow, change: { dueAt: string; reason: string; userId: number; at: string }): void {
  const refusal = deadlineRefusal(row);
  if (refusal !== undefined) throw actionRefused(refusal);
  if (row.due_at !== null && new Date(row.due_at).getTime() === new Date(change.dueAt).getTime()) throw actionRefused(m.unchanged);
  db.prepare('UPDATE inbox_emails SET due_at = ?, updated_at = ? WHERE id = ?').run(change.dueAt, change.at, row.id);
  db.prepare('INSERT INTO deadline_changes (inbox_email_id, previous_due_at, due_at, reason, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    row.id,
    row.due_at,
    change.dueAt,
    change.reason,
    change.userId,
    change.at,
  );
}

type WindowCounts = DeadlineCounts['sector'];

function countWindows(db: Db, where: string, params: readonly unknown[], now: number): WindowCounts {
  const count = (kind: keyof WindowCounts) => {
    const windowParams: unknown[] = [];
    const condition = deadlineCondition(kind, now, windowParams);
    return db.prepare<unknown[], number>(`SELECT count(*) FROM inbox_emails ie WHERE (${where}) AND ${condition}`).pluck().get(...params, ...windowParams) ?? 0;
  };
  return { overdue: count('overdue'), today: count('today'), week: count('week') };
}

/**
 * The Prazos card: the connected sector's tasks, and the caller's (its personal inbox's tasks plus
 * the connected sector's tasks it is responsible for).
 */
export function deadlineCounts(db: Db, scope: InboxScope, now: number): DeadlineCounts {
  const empty: WindowCounts = { overdue: 0, today: 0, week: 0 };
  const sectorParams: unknown[] = [];
  const sectorScope: InboxScope = { ...scope, type: 'sector', sectorIds: scope.sectorId === null ? [] : [scope.sectorId] };
  const sectorWhere = scopeCondition(sectorScope, sectorParams);
  const sector = scope.sectorId === null ? empty : countWindows(db, sectorWhere, sectorParams, now);
  const mine = countWindows(db, `ie.user_id = ? OR (${sectorWhere} AND ie.responsible_user_id = ?)`, [scope.userId, ...sectorParams, scope.userId], now);
  return { sector, mine };
}
