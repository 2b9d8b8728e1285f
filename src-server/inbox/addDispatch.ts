// Despacho and Nota (issue 15 §3). Both are dispatches of the document written from the inbox that
// holds it. A nota (type 'note') stays with that inbox (inbox/notes.ts says who sees it). A
// despacho (type 'add-dispatch') is seen by every reader; with a sector it also delivers the
// document there, as a forward does, and that sector is notified. Either may carry files: they
// become attachments of the document that name the dispatch, stored in the same transaction, so a
// despacho is recorded with all its files or not at all.
import { randomUUID } from 'node:crypto';
import type { SummaryItem } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { deliverToInboxes, type DeliveryInput } from '../documents/delivery';
import { invalidFields } from '../http/errors';
import { insertAttachment, type NewAttachment } from '../medias/store';
import { notifyForwarded } from '../notifications/producers';
import { dispatchesOf } from './dispatchViews';
import { actionRefused, type Viewer } from './emails';
import { movingRefusal, noteHtml } from './forward';
import type { ItemRow } from './items';

const m = messages.dispatch;

/** content is the dialog's plain text; html, when given, is a draft's text as the editor wrote it. */
export type NewDispatch = { type: 'add-dispatch' | 'note'; content: string; html?: string; to_sector_id: number | null };

/** Files checked by medias/uploadParts.ts, to be stored with the dispatch. */
export type DispatchFile = Omit<NewAttachment, 'group'>;

/** Records it (and the move); returns the new summary items. The caller checked access and runs a transaction. */
export function addDispatch(
  db: Db,
  row: ItemRow,
  input: NewDispatch,
  actor: Viewer & { sectorId: number | null },
  at: string,
  files: readonly DispatchFile[] = [],
): SummaryItem[] {
  // A despacho or a nota needs a published document that is still being worked.
  const refusal = movingRefusal(row, m);
  if (refusal !== undefined) throw actionRefused(refusal);
  if (input.to_sector_id !== null) {
    const status = db.prepare<[number], string>('SELECT status FROM sectors WHERE id = ?').pluck().get(input.to_sector_id);
    if (status !== 'enabled') throw invalidFields({ to_sector_id: [m.sectorNotFound] });
    if (input.to_sector_id === row.inbox_sector_id) throw invalidFields({ to_sector_id: [m.sameSector] });
  }
  const base = { documentId: row.document_id, fromUserId: actor.userId, fromSectorId: row.inbox_sector_id ?? actor.sectorId, parentDispatchId: row.dispatch_id, content: input.html ?? noteHtml(input.content), at };
  let made: string;
  if (input.type === 'add-dispatch' && input.to_sector_id !== null) {
    // The despacho goes with the document to the sector it sends it to.
    const deliveries = deliverToInboxes(db, { ...base, type: 'add-dispatch', targets: [{ sectorId: input.to_sector_id, userId: null, responsibleId: null }] });
    notifyForwarded(db, { number: row.number, title: row.title }, deliveries, actor.userId, at);
    made = deliveries[0]!.dispatchUuid;
  } else {
    made = insertStatement(db, { ...base, type: input.type, toSectorId: row.inbox_sector_id, toUserId: row.inbox_user_id });
  }
  if (files.length > 0) {
    const dispatchId = db.prepare<[string], number>('SELECT id FROM dispatches WHERE uuid = ?').pluck().get(made)!;
    for (const file of files) insertAttachment(db, row.document_id, actor.userId, { ...file, group: m.filesGroup[input.type] }, at, dispatchId);
  }
  return dispatchesOf(db, row.document_id, actor).filter((item) => item.dispatch_uuid === made);
}

type Statement = Omit<DeliveryInput, 'targets' | 'type'> & { type: NewDispatch['type']; toSectorId: number | null; toUserId: number | null };

/** A dispatch addressed to the inbox that already holds the document: nothing is delivered. */
function insertStatement(db: Db, statement: Statement): string {
  const uuid = randomUUID();
  db.prepare(
    `INSERT INTO dispatches (uuid, document_id, parent_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(uuid, statement.documentId, statement.parentDispatchId ?? null, statement.type, statement.fromUserId, statement.fromSectorId, statement.toSectorId, statement.toUserId, statement.content ?? '', statement.at);
  return uuid;
}
