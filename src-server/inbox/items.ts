// Inbox email rows as the API shows them (src-shared/api/inbox.ts InboxItem), to one reader: the
// sender of an anonymous or confidential document is shown only where documents/authorship.ts allows.
import type { InboxItem } from '../../src-shared/api/inbox';
import type { Db } from '../db/open';
import { authorVisibilityOf, type AuthorVisibility } from '../documents/authorship';
import type { Viewer } from './emails';

/** Columns of an inbox email joined with its document, sender sector, inbox sector and responsible. */
export const ITEM_COLUMNS = `
  ie.id, ie.uuid, ie.box, ie.is_read, ie.is_favorite, ie.is_archived, ie.is_reopened, ie.is_closed, ie.folder_id,
  ie.sector_id AS inbox_sector_id, ie.user_id AS inbox_user_id, ie.created_at, ie.updated_at, ie.dispatch_id, ie.due_at,
  d.id AS document_id, d.uuid AS document_uuid, d.title, d.number, d.kind, d.document_type, d.status, d.priority, d.is_urgent,
  d.confidentiality, d.sender_name, d.created_by AS author_user_id, d.has_address, d.created_at AS document_created_at, d.body, d.subject_id,
  subj.name AS subject_name,
  ss.id AS sender_sector_id, ss.name AS sender_sector_name, ss.symbol AS sender_sector_symbol,
  isec.name AS inbox_sector_name, isec.symbol AS inbox_sector_symbol,
  ie.responsible_user_id, rp.name AS responsible_name,
  (SELECT count(*) FROM dispatches WHERE document_id = d.id AND type <> 'note') AS dispatches_count,
  (SELECT count(*) FROM attachments a WHERE a.document_id = d.id
    AND NOT EXISTS (SELECT 1 FROM dispatches nd WHERE nd.id = a.dispatch_id AND nd.type = 'note')) AS attachments_count`;

export const ITEM_FROM = `
  FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
  LEFT JOIN subjects subj ON subj.id = d.subject_id
  LEFT JOIN sectors ss ON ss.id = d.sector_id
  LEFT JOIN sectors isec ON isec.id = ie.sector_id
  LEFT JOIN users ru ON ru.id = ie.responsible_user_id LEFT JOIN people rp ON rp.id = ru.person_id`;

export type ItemRow = {
  id: number;
  uuid: string;
  box: 'inbox' | 'sent' | 'draft';
  is_read: number;
  is_favorite: number;
  is_archived: number;
  is_reopened: number;
  is_closed: number;
  folder_id: number | null;
  inbox_sector_id: number | null;
  inbox_user_id: number | null;
  created_at: string;
  updated_at: string;
  dispatch_id: number | null;
  due_at: string | null;
  document_id: number;
  document_uuid: string;
  title: string;
  number: string;
  kind: 'document' | 'process';
  document_type: string;
  status: string;
  priority: number;
  is_urgent: number;
  confidentiality: string;
  sender_name: string;
  author_user_id: number | null;
  has_address: number;
  document_created_at: string;
  body: string;
  subject_id: number | null;
  subject_name: string | null;
  sender_sector_id: number | null;
  sender_sector_name: string | null;
  sender_sector_symbol: string | null;
  inbox_sector_name: string | null;
  inbox_sector_symbol: string | null;
  responsible_user_id: number | null;
  responsible_name: string | null;
  dispatches_count: number;
  attachments_count: number;
};

type TagRow = { inbox_email_id: number; id: number; name: string; color: string; font_color: string };

export function tagsOf(db: Db, emailIds: readonly number[]): Map<number, InboxItem['tags']> {
  const result = new Map<number, InboxItem['tags']>();
  if (emailIds.length === 0) return result;
  const rows = db
    .prepare<unknown[], TagRow>(
      `SELECT iet.inbox_email_id, tags.id, tags.name, tags.color, tags.font_color FROM inbox_email_tags iet JOIN tags ON tags.id = iet.tag_id
       WHERE iet.inbox_email_id IN (${emailIds.map(() => '?').join(', ')}) ORDER BY tags.name`,
    )
    .all(...emailIds);
  for (const { inbox_email_id: emailId, ...tag } of rows) result.set(emailId, [...(result.get(emailId) ?? []), tag]);
  return result;
}

export function toItem(row: ItemRow, tags: InboxItem['tags'], author: AuthorVisibility): InboxItem {
  return {
    inbox_email_uuid: row.uuid,
    email_uuid: row.document_uuid,
    title: row.title,
    number: row.number,
    kind: row.kind,
    type: row.kind === 'process' ? 'processo' : row.document_type,
    subject: row.subject_id === null || row.subject_name === null ? null : { id: row.subject_id, name: row.subject_name },
    document_status: row.status,
    priority: row.priority,
    is_urgent: row.is_urgent === 1,
    confidentiality: row.confidentiality,
    box: row.box,
    is_read: row.is_read === 1,
    is_favorite: row.is_favorite === 1,
    is_archived: row.is_archived === 1,
    is_reopened: row.is_reopened === 1,
    is_closed: row.is_closed === 1,
    sender: author.hidden ? author.label : row.sender_name,
    sender_sector:
      author.hidden || row.sender_sector_id === null
        ? null
        : { id: row.sender_sector_id, name: row.sender_sector_name ?? '', symbol: row.sender_sector_symbol ?? '' },
    inbox_sector:
      row.inbox_sector_id === null ? null : { id: row.inbox_sector_id, name: row.inbox_sector_name ?? '', symbol: row.inbox_sector_symbol ?? '' },
    folder_id: row.folder_id,
    responsible: row.responsible_user_id === null ? null : { id: row.responsible_user_id, name: row.responsible_name ?? '' },
    tags,
    has_address: row.has_address === 1,
    dispatches_count: row.dispatches_count,
    attachments_count: row.attachments_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    document_created_at: row.document_created_at,
    due_at: row.due_at,
  };
}

/** The rows as `reader` may see them. */
export function toItems(db: Db, rows: readonly ItemRow[], reader: Viewer): InboxItem[] {
  const tags = tagsOf(db, rows.map((row) => row.id));
  const authors = new Map<number, AuthorVisibility>();
  const authorOf = (row: ItemRow) => {
    let known = authors.get(row.document_id);
    if (known === undefined) {
      known = authorVisibilityOf(db, { id: row.document_id, created_by: row.author_user_id, confidentiality: row.confidentiality }, reader);
      authors.set(row.document_id, known);
    }
    return known;
  };
  return rows.map((row) => toItem(row, tags.get(row.id) ?? [], authorOf(row)));
}
