import type { Db } from '../db/open';

export type DocumentRow = {
  id: number;
  uuid: string;
  title: string;
  number: string;
  sector_id: number | null;
  created_by: number | null;
  created_at: string;
  media_type: string;
  content_sha256: string;
};

export function createDocumentsRepo(db: Db) {
  // The content blob is only read when it is hashed or served.
  const byId = db.prepare<[number], DocumentRow>(
    'SELECT id, uuid, title, number, sector_id, created_by, created_at, media_type, content_sha256 FROM documents WHERE id = ?',
  );
  const content = db.prepare<[number], Buffer>('SELECT content FROM documents WHERE id = ?').pluck();
  const isSectorMember = db.prepare<[number, number], number>(
    'SELECT count(*) FROM user_sectors WHERE user_id = ? AND sector_id = ?',
  ).pluck();

  return {
    findById: (id: number) => byId.get(id),
    contentOf: (id: number) => content.get(id),
    /** Who may see a document: its author and the members of its sector. */
    canSee(userId: number, document: Pick<DocumentRow, 'created_by' | 'sector_id'>): boolean {
      if (document.created_by === userId) return true;
      return document.sector_id !== null && isSectorMember.get(userId, document.sector_id) === 1;
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
