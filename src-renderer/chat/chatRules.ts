// The floating chat's rules as pure functions (spec §3 Message, §4 Chat message, §5 Chat, §9):
// how pages, realtime events and local sends combine into one thread, a message's status, the
// contact filter and the window's thresholds. The components and the store only call these.
import type { ChatMessage, ChatMessagesPage, ChatParticipant, ChatPerson, ChatSendBody, ChatUnread, MessagesReadEvent } from '../../src-shared/api/chat';
import { CHAT_MAX_FILE_BYTES } from '../../src-shared/api/chat';
import { formatDate, formatDateTime, formatTime } from '../../src-shared/format';

// ---- Constants of §2 and §9 ----

export const CHAT_WIDTH = 300;
export const CHAT_MAXIMIZED_WIDTH = 500;
export const CHAT_FILTER_DEBOUNCE_MS = 500;
/** The scroll-to-bottom button appears when more than this far from the bottom. */
export const SCROLL_BUTTON_PX = 1000;
/** A message arriving this far (or farther) from the bottom shows the notice instead of scrolling. */
export const NEW_MESSAGE_NOTICE_PX = 50;
export const TEXTAREA_MIN_PX = 40;
export const TEXTAREA_MAX_PX = 100;
/** Scrolling this close to the top asks for the older page. */
export const LOAD_OLDER_PX = 24;

// ---- Messages and threads ----

/**
 * A message this window appended and the server has not stored yet. waiting: queued behind an
 * earlier message of the conversation (sends go one at a time so the server ids follow the order
 * the user typed); pending: its POST is under way; failed: the POST failed, the user retries or
 * discards it. The body is kept for the retry, which reuses the same Idempotency-Key (localId).
 */
export type LocalStatus = 'waiting' | 'pending' | 'failed';
export type MessageStatus = LocalStatus | 'sent' | 'read';

export type LocalMessage = {
  localId: string;
  conversation_id: number;
  sender_id: number;
  type: ChatSendBody['type'];
  body: ChatSendBody;
  file_name: string | null;
  mime_type: string | null;
  file_size: number | null;
  /** The picked file, shown as the bubble's image while sending and seeded into the file cache. */
  file: Blob | null;
  created_at: string;
  status: LocalStatus;
};

/** One conversation as this window knows it: stored messages by id, then its own unsent ones. */
export type Thread = {
  server: readonly ChatMessage[];
  local: readonly LocalMessage[];
  haveMore: boolean;
};

export const emptyThread: Thread = { server: [], local: [], haveMore: false };

export type ChatRow = { key: string; kind: 'server'; message: ChatMessage } | { key: string; kind: 'local'; message: LocalMessage };

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Two id-ordered lists into one, each id once (the copy in `newer` wins); linear. */
/**
 * Two copies of one message: the newer wins, but readers only ever grow, so none is dropped when
 * an older copy arrives last (the POST's answer after the messages-read event, say).
 */
function sameMessage(older: ChatMessage, newer: ChatMessage): ChatMessage {
  const missing = older.readers.filter((reader) => !newer.readers.some((known) => known.user_id === reader.user_id));
  return missing.length === 0 ? newer : { ...newer, readers: [...newer.readers, ...missing] };
}

export function mergeById(older: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const a = isSorted(older) ? older : [...older].sort(byId);
  const b = isSorted(newer) ? newer : [...newer].sort(byId);
  const merged: ChatMessage[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    let next: ChatMessage;
    if (right === undefined || (left !== undefined && left.id < right.id)) {
      next = left as ChatMessage;
      i += 1;
    } else {
      const same = left !== undefined && left.id === right.id;
      if (same) i += 1;
      next = same ? sameMessage(left, right) : right;
      j += 1;
    }
    if (merged[merged.length - 1]?.id !== next.id) merged.push(next);
  }
  return merged;
}

function isSorted(list: readonly ChatMessage[]): boolean {
  for (let k = 1; k < list.length; k++) if ((list[k] as ChatMessage).id <= (list[k - 1] as ChatMessage).id) return false;
  return true;
}

/** An older page (last_id) goes before what is shown; whether there is more comes from it. */
export function mergeOlderPage(thread: Thread, page: ChatMessagesPage): Thread {
  return { ...thread, server: mergeById(thread.server, page.messages), haveMore: page.have_more };
}

/**
 * The newest page (on opening, and after a reconnection: what was missed). Within the page's id
 * range it is the truth: a shown message missing from it was deleted meanwhile, and its readers
 * are current. Newer ones shown stay: they came by realtime while the page was on its way. When
 * the page does not reach what is shown (more than a page was missed), the thread restarts from
 * the page, so no hole hides between old and new; the older ones load again on scrolling up.
 */
export function mergeNewestPage(thread: Thread, page: ChatMessagesPage): Thread {
  if (page.messages.length === 0) return page.have_more ? thread : { ...thread, server: [], haveMore: false };
  const ids = page.messages.map((message) => message.id);
  const first = Math.min(...ids);
  const last = Math.max(...ids);
  const newer = thread.server.filter((message) => message.id > last);
  if (!page.have_more) return { ...thread, server: mergeById(page.messages, newer), haveMore: false };
  const older = thread.server.filter((message) => message.id < first);
  // Only a page overlapping what is shown is known to join it without a hole.
  const overlaps = thread.server.some((message) => message.id >= first && message.id <= last);
  if (older.length > 0 && !overlaps) return { ...thread, server: mergeById(page.messages, newer), haveMore: true };
  return { ...thread, server: mergeById(mergeById(older, page.messages), newer), haveMore: older.length > 0 ? thread.haveMore : true };
}

/** What a local message would look like stored: same type, same text or same file. */
function sameContent(local: LocalMessage, type: string, content: string | null, fileName: string | null): boolean {
  if (local.type !== type) return false;
  if (local.body.type === 'text') return local.body.content === content;
  return local.file_name === fileName;
}

/**
 * §4: a second waiting message with the same content from the same sender is ignored (a double
 * Enter or double click). Pending counts as waiting here: this window hands a message to the
 * network as soon as it is its turn, so "waiting" in the spec's sense — not yet acknowledged by
 * the server — covers both.
 */
export function isDuplicateWaiting(thread: Thread, next: LocalMessage): boolean {
  return thread.local.some(
    (local) =>
      local.status !== 'failed' &&
      local.sender_id === next.sender_id &&
      local.type === next.type &&
      local.body.content === next.body.content,
  );
}

/** Appends a new local message with status waiting; null when it is an ignored duplicate. */
export function appendLocal(thread: Thread, next: LocalMessage): Thread | null {
  if (isDuplicateWaiting(thread, next)) return null;
  return { ...thread, local: [...thread.local, { ...next, status: 'waiting' }] };
}

/** The next message to POST: the oldest waiting one, only when none is under way (one at a time). */
export function nextToSend(thread: Thread): LocalMessage | null {
  if (thread.local.some((local) => local.status === 'pending')) return null;
  return thread.local.find((local) => local.status === 'waiting') ?? null;
}

export function setLocalStatus(thread: Thread, localId: string, status: LocalStatus): Thread {
  if (!thread.local.some((local) => local.localId === localId)) return thread;
  return { ...thread, local: thread.local.map((local) => (local.localId === localId ? { ...local, status } : local)) };
}

export function removeLocal(thread: Thread, localId: string): Thread {
  return { ...thread, local: thread.local.filter((local) => local.localId !== localId) };
}

/** The server answered the POST: its id replaces the local one (once, even if the event came first). */
export function confirmLocal(thread: Thread, localId: string, stored: ChatMessage): Thread {
  return { ...removeLocal(thread, localId), server: insertById(thread.server, stored) };
}

/** Keeps the id order; a message already there is replaced by the newer copy. Usually an append. */
export function insertById(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const last = list[list.length - 1];
  if (last === undefined || last.id < message.id) return [...list, message];
  return mergeById(list, [message]);
}

/**
 * new-message: every participant gets it, the sender's other windows and this one too. A copy
 * already shown is replaced (dedupe by id). Our own message arriving before the POST answers
 * takes the place of the matching unsent local message, so it never shows twice.
 */
export function applyNewMessage(thread: Thread, message: ChatMessage, me: number): Thread {
  let local = thread.local;
  if (message.sender_id === me && !thread.server.some((shown) => shown.id === message.id)) {
    // Only a message whose POST is under way can be this one; a waiting one was never sent.
    const match = thread.local.find((item) => item.status === 'pending' && sameContent(item, message.type, message.content, message.file_name));
    if (match) local = thread.local.filter((item) => item !== match);
  }
  return { ...thread, local, server: insertById(thread.server, message) };
}

/** messages-read: the reader joins each named message's readers (once). */
export function applyRead(thread: Thread, event: MessagesReadEvent): Thread {
  const ids = new Set(event.message_ids);
  let changed = false;
  const server = thread.server.map((message) => {
    if (!ids.has(message.id) || message.readers.some((reader) => reader.user_id === event.reader_id)) return message;
    changed = true;
    return { ...message, readers: [...message.readers, { user_id: event.reader_id, read_at: event.read_at }] };
  });
  return changed ? { ...thread, server } : thread;
}

export function applyDeleted(thread: Thread, messageId: number): Thread {
  if (!thread.server.some((message) => message.id === messageId)) return thread;
  return { ...thread, server: thread.server.filter((message) => message.id !== messageId) };
}

/** What the list shows: stored messages by id, then this window's unsent ones in typing order. */
export function rowsOf(thread: Thread): ChatRow[] {
  return [
    ...thread.server.map((message): ChatRow => ({ key: `m${message.id}`, kind: 'server', message })),
    ...thread.local.map((message): ChatRow => ({ key: `l${message.localId}`, kind: 'local', message })),
  ];
}

/** The oldest stored id: the cursor (last_id) of the next older page. */
export const oldestId = (thread: Thread): number | null => thread.server[0]?.id ?? null;

/**
 * §4: waiting and pending show a clock, sent one check, read by all a double blue check. Read by
 * all means every other participant of the conversation is among the readers; with nobody else
 * in it there is nobody to read it, so it stays sent.
 */
export function statusOf(row: ChatRow, participantIds: readonly number[]): MessageStatus {
  if (row.kind === 'local') return row.message.status;
  const message = row.message;
  const others = participantIds.filter((id) => id !== message.sender_id);
  if (others.length === 0) return 'sent';
  const readers = new Set(message.readers.map((reader) => reader.user_id));
  return others.every((id) => readers.has(id)) ? 'read' : 'sent';
}

/** §6: only the sender deletes, and only a stored message. */
export const canDelete = (row: ChatRow, me: number): boolean => row.kind === 'server' && row.message.sender_id === me;

// ---- Unread counts (GET chat/conversation/unread kept current by events) ----

/** A message from someone else counts as unread until the conversation is shown and marked read. */
export function bumpUnread(unread: ChatUnread, message: ChatMessage, me: number): ChatUnread {
  if (message.sender_id === me) return unread;
  const found = unread.conversations.some((item) => item.id === message.conversation_id);
  const conversations = found
    ? unread.conversations.map((item) => (item.id === message.conversation_id ? { ...item, unread: item.unread + 1 } : item))
    : [...unread.conversations, { id: message.conversation_id, direct_contact_id: message.sender_id, unread: 1 }];
  return { conversations, total: unread.total + 1 };
}

/**
 * After mark-as-read: the conversation loses the count it had when the call started. Messages
 * that arrived during the call stay unread, so they are marked by the next call, not forgotten.
 */
export function clearUnread(unread: ChatUnread, conversationId: number, count = Infinity): ChatUnread {
  const item = unread.conversations.find((entry) => entry.id === conversationId);
  if (!item || count <= 0) return unread;
  const removed = Math.min(count, item.unread);
  const conversations =
    removed === item.unread
      ? unread.conversations.filter((entry) => entry !== item)
      : unread.conversations.map((entry) => (entry === item ? { ...entry, unread: entry.unread - removed } : entry));
  return { conversations, total: Math.max(0, unread.total - removed) };
}

export const unreadWith = (unread: ChatUnread | undefined, contactId: number): number =>
  unread?.conversations.find((item) => item.direct_contact_id === contactId)?.unread ?? 0;

export const unreadIn = (unread: ChatUnread | undefined, conversationId: number): number =>
  unread?.conversations.find((item) => item.id === conversationId)?.unread ?? 0;

// ---- Contacts ----

/** Presence (when connected) is fresher than the flag the list came with. */
export const isOnline = (participant: Pick<ChatParticipant, 'id' | 'online'>, online: ReadonlySet<number> | null): boolean =>
  online ? online.has(participant.id) : participant.online;

/**
 * For comparing names: lower case and without accents. §5 asks for names starting with the
 * typed text, case-insensitive; ignoring accents as well only widens that (whatever matched
 * still matches), and people often type "jose" for José or "joao" for João.
 */
export function normalizeName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase('pt-BR');
}

/**
 * §5: names starting with the text. Filtered here, on the list already loaded, so typing never
 * calls the server. Hidden participants and the user themself are left out; with unread
 * messages first, then by name.
 */
export function filterContacts(list: readonly ChatParticipant[], query: string, me: number, unread?: ChatUnread): ChatParticipant[] {
  const wanted = normalizeName(query.trim());
  const shown = list.filter((participant) => participant.visible && participant.id !== me && normalizeName(participant.person.name).startsWith(wanted));
  return shown.sort(
    (a, b) =>
      Number(unreadWith(unread, b.id) > 0) - Number(unreadWith(unread, a.id) > 0) || a.person.name.localeCompare(b.person.name, 'pt-BR'),
  );
}

/** §3: first letters of the first and last names; the server's when it sent one. */
export function abbreviationOf(person: Pick<ChatPerson, 'name' | 'abbreviation'>): string {
  if (person.abbreviation.trim()) return person.abbreviation.trim().toUpperCase();
  const words = person.name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] as string;
  const last = words.length > 1 ? (words[words.length - 1] as string) : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

// ---- Scrolling ----

export type ScrollMetrics = { scrollHeight: number; scrollTop: number; clientHeight: number };

export const distanceFromBottom = (metrics: ScrollMetrics): number => Math.max(0, metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight);
export const showScrollButton = (distance: number): boolean => distance > SCROLL_BUTTON_PX;
/** An arriving message shows the notice (instead of scrolling) this far from the bottom. */
export const awayFromBottom = (distance: number): boolean => distance >= NEW_MESSAGE_NOTICE_PX;
export const wantsOlder = (metrics: ScrollMetrics): boolean => metrics.scrollTop <= LOAD_OLDER_PX;

/** After older messages are prepended, the scrollTop that keeps the same message in view. */
export const scrollTopKeeping = (previousDistanceFromBottom: number, metrics: Pick<ScrollMetrics, 'scrollHeight' | 'clientHeight'>): number =>
  Math.max(0, metrics.scrollHeight - metrics.clientHeight - previousDistanceFromBottom);

// ---- Text and files ----

/** §5: an empty (whitespace only) message is not sent. */
export function textBody(text: string): ChatSendBody | null {
  const content = text.trim();
  return content ? { type: 'text', content } : null;
}

/** Images the bubble previews; anything else (SVG included: it can carry script) goes as a file. */
export const PREVIEWABLE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function fileKindOf(mimeType: string): 'image' | 'pdf' | 'file' {
  const type = mimeType.toLowerCase();
  if (PREVIEWABLE_IMAGE_TYPES.includes(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'file';
}

export type FileCheck = { ok: true; kind: 'image' | 'pdf' | 'file' } | { ok: false; reason: 'tooLarge' | 'empty' };

export function checkFile(file: Pick<File, 'size' | 'type'>): FileCheck {
  if (file.size > CHAT_MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  return { ok: true, kind: fileKindOf(file.type) };
}

/** Base64 of the bytes, in chunks: one String.fromCharCode call per byte would overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
}

export async function readFileAsBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

/** The POST body of a file message: base64 content and its name (§7). */
export function fileBody(kind: 'image' | 'pdf' | 'file', base64: string, fileName: string): ChatSendBody {
  return { type: kind, content: base64, file_name: fileName };
}

/** §8: a refused delete (403 not yours, 404 gone) is "remove"; anything else (network, 5xx) is "delete". */
export const deleteFailureKind = (status: number): 'removeFailed' | 'deleteFailed' => (status === 403 || status === 404 ? 'removeFailed' : 'deleteFailed');

/** A message's time: HH:mm today, with its date (DD/MM/YYYY, §9) on any other day. */
export function messageTime(createdAt: string, now: Date = new Date()): string {
  return formatDate(createdAt) === formatDate(now) ? formatTime(createdAt) : formatDateTime(createdAt);
}
