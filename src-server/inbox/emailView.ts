// The item view of an inbox email (GET /api/inbox/email/{uuid}): the queue item plus the
// document's content, stages, attachments and dispatches as the user sees them, and whom a reply
// from it would reach.
import type { InboxItem, ViewedEmail } from '../../src-shared/api/inbox';
import type { Db } from '../db/open';
import { transitionsOf } from '../flow/transitions';
import { deadlineChangesOf } from './deadlines';
import { dispatchesOf } from './dispatchViews';
import type { Viewer } from './emails';
import { attachmentsOf } from '../medias/store';
import type { ItemRow } from './items';
import { replyTargets } from './reply';

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
    stage_transitions: transitionsOf(db, row.document_id, reader),
    deadline_changes: deadlineChangesOf(db, row, reader),
    reply_targets: replyTargetNames(db, row, reader),
  };
}

/** The names Responder and Responder a todos would reach from this email (a received copy only). */
function replyTargetNames(db: Db, row: ItemRow, reader: Viewer): NonNullable<ViewedEmail['reply_targets']> {
  if (row.box !== 'inbox') return { to: null, all: [] };
  const { to, all } = replyTargets(db, row, reader);
  return { to: to?.name ?? null, all: all.map((target) => target.name) };
}
