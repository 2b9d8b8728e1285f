// What the user does in a conversation, as plain functions over the chat store and the API:
// send (text or file, one POST at a time per conversation, each with its own Idempotency-Key),
// retry or discard a failed one, delete their own, load the older page, mark as read. Every
// failure ends in one catalogue toast (§8).
import { CHAT_MAX_FILE_BYTES, type ChatSendBody, type ChatUnread } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { chatApi } from '../api/client';
import { queryClient } from '../app/queryClient';
import { toast } from '../app/toasts';
import { formatFileSize } from '../screens/inbox/itemView';
import {
  appendLocal,
  checkFile,
  clearUnread,
  confirmLocal,
  deleteFailureKind,
  fileBody,
  mergeOlderPage,
  nextToSend,
  oldestId,
  readFileAsBase64,
  removeLocal,
  setLocalStatus,
  textBody,
  unreadIn,
  type LocalMessage,
  type Thread,
} from './chatRules';
import { chatStore, chatUi, resetChat, threadOf, updateThread } from './chatStore';
import { chatKeys, seedMessageFile, updateUnread } from './useChatQueries';

const m = messages.chat;

/** Bumped when the session ends, so a send or load of the previous one never writes back. */
let epoch = 0;
const pumping = new Set<number>();
const marking = new Set<number>();

export function resetChatSession(): void {
  epoch += 1;
  pumping.clear();
  marking.clear();
  resetChat();
}

const thread = (conversationId: number): Thread => threadOf(chatStore.getState(), conversationId);

function localMessage(conversationId: number, me: number, body: ChatSendBody, file: File | null): LocalMessage {
  return {
    localId: crypto.randomUUID(),
    conversation_id: conversationId,
    sender_id: me,
    type: body.type,
    body,
    file_name: file?.name ?? null,
    mime_type: file ? file.type || null : null,
    file_size: file?.size ?? null,
    file,
    created_at: new Date().toISOString(),
    status: 'waiting',
  };
}

/** Appends as waiting (a duplicate waiting one is ignored: false) and starts sending. */
function enqueue(conversationId: number, local: LocalMessage): boolean {
  if (appendLocal(thread(conversationId), local) === null) return false;
  updateThread(conversationId, (current) => appendLocal(current, local) ?? current);
  void pump(conversationId);
  return true;
}

/** §5: whitespace is not sent. True when the message joined the conversation. */
export function sendText(conversationId: number, me: number, text: string): boolean {
  const body = textBody(text);
  return body !== null && enqueue(conversationId, localMessage(conversationId, me, body, null));
}

/** A picked file: refused above the limit (said with the limit), else read as base64 and sent. */
export async function sendFile(conversationId: number, me: number, file: File): Promise<boolean> {
  const check = checkFile(file);
  if (!check.ok) {
    toast.error(check.reason === 'tooLarge' ? m.fileTooLarge(formatFileSize(CHAT_MAX_FILE_BYTES)) : m.fileEmpty);
    return false;
  }
  const started = epoch;
  let base64: string;
  try {
    base64 = await readFileAsBase64(file);
  } catch (error) {
    console.warn('Falha ao ler o arquivo do chat', error);
    toast.error(m.sendFileFailed);
    return false;
  }
  if (started !== epoch) return false;
  return enqueue(conversationId, localMessage(conversationId, me, fileBody(check.kind, base64, file.name), file));
}

/**
 * Sends the conversation's waiting messages one after another, so the server's ids (and so the
 * order everyone sees) follow the order the user sent them in.
 */
async function pump(conversationId: number): Promise<void> {
  if (pumping.has(conversationId)) return;
  pumping.add(conversationId);
  const started = epoch;
  try {
    for (let next = nextToSend(thread(conversationId)); next && started === epoch; next = nextToSend(thread(conversationId))) {
      await sendOne(conversationId, next, started);
    }
  } finally {
    if (started === epoch) pumping.delete(conversationId);
  }
}

async function sendOne(conversationId: number, local: LocalMessage, started: number): Promise<void> {
  updateThread(conversationId, (current) => setLocalStatus(current, local.localId, 'pending'));
  try {
    const { message } = await chatApi.send(conversationId, local.body, local.localId);
    if (started !== epoch) return;
    if (local.file && local.type === 'image') seedMessageFile(conversationId, message.id, local.file);
    updateThread(conversationId, (current) => confirmLocal(current, local.localId, message));
  } catch (error) {
    if (started !== epoch) return;
    // The realtime copy may have taken its place already: then it was stored after all.
    const stillLocal = thread(conversationId).local.some((item) => item.localId === local.localId);
    if (!stillLocal) return;
    console.warn('Falha ao enviar mensagem do chat', error);
    updateThread(conversationId, (current) => setLocalStatus(current, local.localId, 'failed'));
    toast.error(local.type === 'text' ? m.sendFailed : m.sendFileFailed);
  }
}

/** Tentar novamente: back in the queue with the same Idempotency-Key, so it is never stored twice. */
export function resend(conversationId: number, localId: string): void {
  updateThread(conversationId, (current) => setLocalStatus(current, localId, 'waiting'));
  void pump(conversationId);
}

export function discard(conversationId: number, localId: string): void {
  updateThread(conversationId, (current) => removeLocal(current, localId));
}

/** After the confirmation dialog: removed here once the server agrees (§6: only the sender's). */
export async function deleteMessage(conversationId: number, messageId: number): Promise<void> {
  try {
    await chatApi.remove(conversationId, messageId);
    updateThread(conversationId, (current) => ({ ...current, server: current.server.filter((message) => message.id !== messageId) }));
  } catch (error) {
    console.warn('Falha ao excluir mensagem do chat', error);
    const kind = isApiError(error) ? deleteFailureKind(error.status) : 'deleteFailed';
    toast.error(m[kind]);
  }
}

/** The 20 before the oldest shown; one request at a time per conversation. */
export async function loadOlder(conversationId: number): Promise<void> {
  const current = thread(conversationId);
  const lastId = oldestId(current);
  if (!current.haveMore || lastId === null || chatStore.getState().loadingOlder[conversationId]) return;
  const started = epoch;
  chatUi.setLoadingOlder(conversationId, true);
  try {
    const page = await chatApi.olderMessages(conversationId, lastId);
    if (started === epoch) updateThread(conversationId, (latest) => mergeOlderPage(latest, page));
  } catch (error) {
    console.warn('Falha ao carregar mensagens anteriores do chat', error);
    if (started === epoch) toast.error(m.loadFailed);
  } finally {
    if (started === epoch) chatUi.setLoadingOlder(conversationId, false);
  }
}

/** The conversation is on screen: its messages are read; a failure is only logged (it is retried next time). */
export async function markRead(conversationId: number): Promise<void> {
  if (marking.has(conversationId)) return;
  marking.add(conversationId);
  const started = epoch;
  const seen = unreadIn(queryClient.getQueryData<ChatUnread>(chatKeys.unread), conversationId);
  try {
    await chatApi.markAsRead(conversationId);
    if (started === epoch) updateUnread((unread) => clearUnread(unread, conversationId, seen));
  } catch (error) {
    console.warn('Falha ao marcar a conversa como lida', error);
  } finally {
    if (started === epoch) marking.delete(conversationId);
  }
}
