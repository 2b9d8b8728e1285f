// Folders of the inbox in view: the sector's folders, or the user's own in the personal inbox.
import type { Db } from '../db/open';
import type { InboxScope } from './scope';

export type FolderView = { id: number; name: string; count: number };

export function foldersOf(db: Db, scope: InboxScope): FolderView[] {
  if (scope.type === 'personal') {
    return db
      .prepare<[number], FolderView>(
        `SELECT f.id, f.name, (SELECT count(*) FROM inbox_emails ie WHERE ie.folder_id = f.id AND ie.is_archived = 0) AS count
         FROM folders f WHERE f.user_id = ? ORDER BY f.name`,
      )
      .all(scope.userId);
  }
  if (scope.sectorIds.length === 0) return [];
  return db
    .prepare<number[], FolderView>(
      `SELECT f.id, f.name, (SELECT count(*) FROM inbox_emails ie WHERE ie.folder_id = f.id AND ie.is_archived = 0) AS count
       FROM folders f WHERE f.sector_id IN (${scope.sectorIds.map(() => '?').join(', ')}) ORDER BY f.name, f.id`,
    )
    .all(...scope.sectorIds);
}
