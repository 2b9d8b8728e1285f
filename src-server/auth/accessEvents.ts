// Telling a user's open apps that their access changed, so they ask the server again (GET
// auth/me) instead of routing on the permissions they loaded: the server recomputes permissions
// at every request, and this makes the renderer's menus and guards follow without a new login.
import { ACCESS_CHANGED_EVENT } from '../../src-shared/api/auth';
import type { Db } from '../db/open';
import type { RealtimeHub } from '../realtime/types';

/** One event per user, however often they are named. */
export function notifyAccessChanged(realtime: Pick<RealtimeHub, 'toUser'>, userIds: Iterable<number>): void {
  for (const userId of new Set(userIds)) realtime.toUser(userId, ACCESS_CHANGED_EVENT, {});
}

/** Whoever a change to this role reaches: every user holding it, whatever their status. */
export function holdersOfRole(db: Db, roleId: number): number[] {
  return db.prepare<[number], number>('SELECT user_id FROM user_roles WHERE role_id = ? ORDER BY user_id').pluck().all(roleId);
}
