// One inbox email by uuid, for a user: 404 when no such email, 403 when it sits in an inbox the
// user cannot open; and the state changes of spec §4 (Inbox email actions).
import { randomUUID } from 'node:crypto';
import type { InboxItem } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ApiError } from '../http/errors';
import { notifyReopened } from '../notifications/producers';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';

const m = messages.server;

export const emailNotFound = () => new ApiError(404, { message: m.inboxEmailNotFound });
export const emailForbidden = () => new ApiError(403, { message: m.inboxEmailForbidden });
export const actionRefused = (message: string) => new ApiError(422, { message, errors: { id: [message] } });

export type Viewer = { userId: number; visible: ReadonlySet<number> };

export function findEmailRow(db: Db, uuid: string): ItemRow | undefined {
  return db.prepare<[string], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.uuid = ?`).get(uuid);
}

export const canOpen = (row: Pick<ItemRow, 'inbox_sector_id' | 'inbox_user_id'>, viewer: Viewer) =>
  row.inbox_user_id === viewer.userId || (row.inbox_sector_id !== null && viewer.visible.has(row.inbox_sector_id));

export function emailFor(db: Db, uuid: string, viewer: Viewer): ItemRow {
  const row = findEmailRow(db, uuid);
  if (row === undefined) throw emailNotFound();
  if (!canOpen(row, viewer)) throw emailForbidden();
  return row;
}

export const itemOf = (db: Db, row: ItemRow, reader: Viewer): InboxItem => toItems(db, [row], reader)[0] as InboxItem;

export type EmailAction = 'favorite' | 'unfavorite' | 'archive' | 'reopen' | 'close';
export const EMAIL_ACTIONS: readonly EmailAction[] = ['favorite', 'unfavorite', 'archive', 'reopen', 'close'];

/** Applies an action and returns the email to show: for reopen, the new child email (and its notification). */
export function applyAction(db: Db, row: ItemRow, action: EmailAction, at: string, actorUserId: number): ItemRow {
  const set = (sql: string) => db.prepare(`UPDATE inbox_emails SET ${sql}, updated_at = ? WHERE id = ?`).run(at, row.id);
  switch (action) {
    case 'favorite':
      set('is_favorite = 1');
      break;
    case 'unfavorite':
      set('is_favorite = 0');
      break;
    case 'archive':
      set('is_archived = 1');
      break;
    case 'close':
      if (row.is_closed === 1) throw actionRefused(m.inboxAlreadyClosed);
      set('is_closed = 1, is_archived = 1');
      break;
    case 'reopen': {
      if (row.is_archived !== 1) throw actionRefused(m.inboxReopenNotArchived);
      // Unarchiving opens a new child email in the same inbox; the archived one stays as history.
      // The child keeps the item's deadline (a sent copy has none, and gets its subject's).
      const uuid = randomUUID();
      db.prepare(
        `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, parent_id, sector_id, user_id, box, is_read, is_favorite, is_archived,
           is_reopened, is_closed, folder_id, responsible_user_id, created_at, updated_at, due_at)
         SELECT ?, document_id, dispatch_id, id, sector_id, user_id, CASE box WHEN 'sent' THEN 'inbox' ELSE box END, 1, is_favorite, 0,
           1, 0, folder_id, responsible_user_id, ?, ?, due_at
         FROM inbox_emails WHERE id = ?`,
      ).run(uuid, at, at, row.id);
      db.prepare('INSERT INTO inbox_email_tags (inbox_email_id, tag_id) SELECT (SELECT id FROM inbox_emails WHERE uuid = ?), tag_id FROM inbox_email_tags WHERE inbox_email_id = ?').run(uuid, row.id);
      const child = findEmailRow(db, uuid) as ItemRow;
      notifyReopened(db, child, actorUserId, at);
      return child;
    }
  }
  return findEmailRow(db, row.uuid) as ItemRow;
}
