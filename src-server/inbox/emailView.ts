// The item view of an inbox email (GET /api/inbox/email/{uuid}): the queue item plus the
// document's content, stages, attachments and dispatches as the user sees them.
import type { InboxItem, ViewedEmail } from '../../src-shared/api/inbox';
import type { Db } from '../db/open';
import { dispatchesOf } from './dispatchViews';
import type { Viewer } from './emails';
import { attachmentsOf } from '../medias/store';
import type { ItemRow } from './items';

export function viewedEmailOf(db: Db, row: ItemRow, item: InboxItem, reader: Viewer, options: { direction?: 'asc' | 'desc' } = {}): ViewedEmail {
  const stages = db
    .prepare<[number], ViewedEmail['stages'][number]>('SELECT id, position, name, status, due_at FROM stages WHERE document_id = ? ORDER BY position')
    .all(row.document_id);
  // A nota's files only where the nota is seen (inbox/notes.ts).
  const attachments = attachmentsOf(db, row.document_id, reader).map((file) => ({
    id: file.id,
    name: file.name,
    groupName: file.group_name,
    extensionType: file.extension_type,
    type: file.mime_type,
    size: file.size,
    created_at: file.created_at,
    rejected_status: file.rejected_status,
    attachment_has_been_signed: file.is_signed === 1,
  }));
  return {
    ...item,
    doc_id: row.document_id,
    content: row.body,
    is_informative: false,
    current_stage: stages.find((stage) => stage.status === 'current') ?? null,
    stages,
    attachments,
    dispatches: dispatchesOf(db, row.document_id, reader, options),
  };
}
