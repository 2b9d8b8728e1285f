// Who may learn who wrote a document (spec §3 Document body isAnonymous/isSecret; "Confidencial,
// Não confidencial, Anônimo (identification is anonymous or confidential)"; issue 14).
//
// - Não confidencial: everyone who can reach the document sees its author.
// - Anônimo: nobody but the author does, wherever the document or something made from it goes
//   (queue rows, item view, Sumário, timeline, printouts, the ZIP, signatures, requests, search).
// - Confidencial: the identification is kept by who must act on it: the author and the inboxes
//   publishing delivered it to. Whoever receives it later (a forward) or reaches it otherwise (the
//   author's sector colleagues, someone asked to sign) sees it as they would an anonymous one.
//
// "The author" is the user who created the document (documents.created_by); what is hidden is
// their name, CPF, e-mail, user id and sector, everywhere they would show as its sender.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { Viewer } from '../inbox/emails';

export type AuthorFacts = { id: number; created_by: number | null; confidentiality: string };

export type AuthorVisibility =
  | { hidden: false }
  | {
      hidden: true;
      /** The user whose identity is hidden (null for a document no user created). */
      authorId: number | null;
      /** What is shown instead, from the messages module. */
      label: string;
    };

const VISIBLE: AuthorVisibility = { hidden: false };

export const hiddenAuthorLabel = (confidentiality: string): string =>
  confidentiality === 'confidential' ? messages.server.authorHidden.confidential : messages.server.authorHidden.anonymous;

/** The inboxes publishing delivered the document to (dispatches with no parent), as canOpen reads them. */
function isDirectRecipient(db: Db, documentId: number, reader: Viewer): boolean {
  return db
    .prepare<[number], { inbox_sector_id: number | null; inbox_user_id: number | null }>(
      `SELECT ie.sector_id AS inbox_sector_id, ie.user_id AS inbox_user_id FROM inbox_emails ie JOIN dispatches dp ON dp.id = ie.dispatch_id
       WHERE ie.document_id = ? AND ie.box = 'inbox' AND dp.parent_id IS NULL`,
    )
    .all(documentId)
    // inbox/emails.ts canOpen, repeated: that module builds the queue rows, which read this one.
    .some((inbox) => inbox.inbox_user_id === reader.userId || (inbox.inbox_sector_id !== null && reader.visible.has(inbox.inbox_sector_id)));
}

export function authorVisibilityOf(db: Db, document: AuthorFacts, reader: Viewer): AuthorVisibility {
  if (document.confidentiality !== 'anonymous' && document.confidentiality !== 'confidential') return VISIBLE;
  if (document.created_by !== null && document.created_by === reader.userId) return VISIBLE;
  if (document.confidentiality === 'confidential' && isDirectRecipient(db, document.id, reader)) return VISIBLE;
  return { hidden: true, authorId: document.created_by, label: hiddenAuthorLabel(document.confidentiality) };
}

/** The same, reading the document's facts; a document that is gone hides nothing (it shows nothing either). */
export function authorVisibility(db: Db, documentId: number, reader: Viewer): AuthorVisibility {
  const facts = db.prepare<[number], AuthorFacts>('SELECT id, created_by, confidentiality FROM documents WHERE id = ?').get(documentId);
  return facts === undefined ? VISIBLE : authorVisibilityOf(db, facts, reader);
}

/** Whether a row the user `userId` made (a dispatch, a signature, a request) must be shown without them. */
export const hidesUser = (visibility: AuthorVisibility, userId: number | null): visibility is Extract<AuthorVisibility, { hidden: true }> =>
  visibility.hidden && userId !== null && userId === visibility.authorId;

export type Addressee = { type: string; to_user_id: number | null; to_sector_id: number | null };

/**
 * Which dispatches' addressees must be shown without a name: one sent to the hidden author, and a
 * reply sent back to a sector the author dispatched the document from (a reply goes to the sender,
 * so its sector would tell where the document came from).
 */
export function addresseeHider(db: Db, documentId: number, visibility: AuthorVisibility): (dispatch: Addressee) => boolean {
  if (!visibility.hidden) return () => false;
  const authorSectors = new Set(
    db
      .prepare<[number, number], number>('SELECT DISTINCT from_sector_id FROM dispatches WHERE document_id = ? AND from_user_id = ? AND from_sector_id IS NOT NULL')
      .pluck()
      .all(documentId, visibility.authorId ?? 0),
  );
  return (dispatch) => hidesUser(visibility, dispatch.to_user_id) || (dispatch.type === 'reply' && dispatch.to_sector_id !== null && authorSectors.has(dispatch.to_sector_id));
}

/**
 * The same rule as a SQL condition on documents `d`, for searches: a document matches on its
 * sender's name or sector only for a reader who may see them, so a search cannot name the author.
 */
export function authorVisibleSql(reader: Viewer, params: unknown[]): string {
  const sectors = [...reader.visible];
  params.push(reader.userId, reader.userId, ...sectors);
  const inSectors = sectors.length === 0 ? '0' : `de.sector_id IN (${sectors.map(() => '?').join(', ')})`;
  return `(d.confidentiality NOT IN ('anonymous', 'confidential') OR d.created_by = ? OR (d.confidentiality = 'confidential' AND EXISTS (
    SELECT 1 FROM inbox_emails de JOIN dispatches dd ON dd.id = de.dispatch_id
    WHERE de.document_id = d.id AND de.box = 'inbox' AND dd.parent_id IS NULL AND (de.user_id = ? OR ${inSectors}))))`;
}
