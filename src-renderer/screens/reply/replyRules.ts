// Responder / Responder a todos (issue 15): when the item view offers them, where they lead, and
// what a reply draft is called in this computer's drafts list. The server holds the same rule
// (src-server/inbox/reply.ts): only a received copy that is still being worked, with somebody to
// answer other than the inbox it sits in.
import type { AnswerKind, DocumentBody } from '../../../src-shared/api/documents';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { htmlHasContent } from '../../drafts/autosave';
import { draftEditorPath } from '../../drafts/draftEditorPath';
import { excerptOf } from '../../drafts/ConflictDialog';

const m = messages.reply;

type Item = Pick<ViewedEmail, 'box' | 'document_status' | 'is_closed' | 'is_archived' | 'reply_targets'>;

/** Why the item cannot be answered, or undefined when it can. */
export function replyBlocked(item: Item): string | undefined {
  if (item.box === 'draft' || item.document_status === 'draft') return m.draft;
  if (item.is_closed) return m.closed;
  if (item.is_archived) return m.archived;
  if (item.box === 'sent') return m.sent;
  // A copy cached before replies existed says nothing: the server decides.
  if (item.reply_targets !== undefined && item.reply_targets.to === null) return m.noSender;
  return undefined;
}

/** Responder a todos is offered only where the answered dispatch reached other inboxes too. */
export const replyAllOffered = (item: Item): boolean => replyBlocked(item) === undefined && (item.reply_targets?.all.length ?? 0) > 1;

/** Whom the reply goes to, as the screen says it. */
export function replyRecipients(item: Item | undefined, all: boolean): string {
  const targets = item?.reply_targets;
  if (targets === undefined) return '';
  const names = all ? targets.all : targets.to === null ? [] : [targets.to];
  return names.length === 0 ? m.screen.nobody : names.join(', ');
}

/** What the reply screen checks before Enviar: there is text to send. */
export const replyContentError = (body: Pick<DocumentBody, 'content'>): string | undefined => (htmlHasContent(body.content) ? undefined : m.contentRequired);

/** The words of the answer screen for what it writes: a reply, or a despacho or nota written offline. */
export function answerWords(kind: AnswerKind, all: boolean): { title: string; badge: string; send: string; sent: string; offline: string } {
  if (kind === 'reply') return { title: all ? m.screen.titleAll : m.screen.title, badge: m.screen.draftLabel, send: m.screen.send, sent: m.screen.sent, offline: m.screen.sendOffline };
  const d = messages.dispatch;
  return {
    title: kind === 'note' ? d.dialog.noteTitle : d.dialog.dispatchTitle,
    badge: kind === 'note' ? d.dialog.note : d.dialog.dispatch,
    send: d.dialog.submit,
    sent: d.added[kind],
    offline: m.screen.dispatchOffline,
  };
}

/** A local draft as the drafts list shows it: an answer (reply, despacho, nota) resumes in the answer screen, in its own inbox, under its badge. */
export function localDraftEntry(draft: { localId: string; body: DocumentBody }, inboxType: InboxType): { label: string; badge: string | null; to: string } {
  const { body } = draft;
  if (body.reply_to === null) {
    return { label: body.subject.trim() || messages.createDocument.draftUntitled, badge: null, to: draftEditorPath(inboxType, draft) };
  }
  return {
    label: body.subject.trim() || excerptOf(body.content, 60) || messages.createDocument.draftUntitled,
    badge: answerWords(body.reply_to.kind, body.reply_to.all).badge,
    to: draftEditorPath(inboxType, draft),
  };
}
