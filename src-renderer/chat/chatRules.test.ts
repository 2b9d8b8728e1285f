// The floating chat's rules (spec §3, §4, §5, §6, §9), as the window relies on them.
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_FILE_BYTES, type ChatMessage, type ChatParticipant, type ChatUnread } from '../../src-shared/api/chat';
import {
  messageTime,
  abbreviationOf,
  appendLocal,
  applyDeleted,
  applyNewMessage,
  applyRead,
  awayFromBottom,
  bumpUnread,
  bytesToBase64,
  canDelete,
  CHAT_FILTER_DEBOUNCE_MS,
  CHAT_MAXIMIZED_WIDTH,
  CHAT_WIDTH,
  checkFile,
  clearUnread,
  confirmLocal,
  deleteFailureKind,
  distanceFromBottom,
  emptyThread,
  fileKindOf,
  filterContacts,
  isOnline,
  mergeById,
  mergeNewestPage,
  mergeOlderPage,
  NEW_MESSAGE_NOTICE_PX,
  nextToSend,
  readFileAsBase64,
  rowsOf,
  SCROLL_BUTTON_PX,
  scrollTopKeeping,
  setLocalStatus,
  showScrollButton,
  statusOf,
  TEXTAREA_MAX_PX,
  TEXTAREA_MIN_PX,
  textBody,
  type LocalMessage,
  type Thread,
} from './chatRules';

const ME = 1;
const ANA = 2;

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 10,
  sender_id: ANA,
  type: 'text',
  content: `m${id}`,
  mime_type: null,
  file_name: null,
  file_size: null,
  created_at: '2026-03-01T12:00:00.000Z',
  status: 'sent',
  readers: [],
  ...over,
});

const local = (localId: string, content: string, over: Partial<LocalMessage> = {}): LocalMessage => ({
  localId,
  conversation_id: 10,
  sender_id: ME,
  type: 'text',
  body: { type: 'text', content },
  file_name: null,
  mime_type: null,
  file_size: null,
  file: null,
  created_at: '2026-03-01T12:00:00.000Z',
  status: 'waiting',
  ...over,
});

const ids = (thread: Thread) => thread.server.map((message) => message.id);
const threadWith = (server: ChatMessage[], more = false, locals: LocalMessage[] = []): Thread => ({ server, local: locals, haveMore: more });

describe('pages', () => {
  it('merges by id: each id once, in id order, the newer copy winning', () => {
    const merged = mergeById([msg(1), msg(3), msg(5)], [msg(5, { content: 'novo' }), msg(2), msg(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.find((m) => m.id === 5)?.content).toBe('novo');
  });

  it('prepends an older page and takes have_more from it', () => {
    const thread = mergeOlderPage(threadWith([msg(21), msg(22)], true), { messages: [msg(19), msg(20), msg(21)], have_more: false });
    expect(ids(thread)).toEqual([19, 20, 21, 22]);
    expect(thread.haveMore).toBe(false);
  });

  it('opens with the newest page', () => {
    const thread = mergeNewestPage(emptyThread, { messages: [msg(5), msg(6)], have_more: true });
    expect(ids(thread)).toEqual([5, 6]);
    expect(thread.haveMore).toBe(true);
  });

  it('after a reconnection, adds what was missed, drops what was deleted meanwhile and keeps the older ones shown', () => {
    const before = threadWith([msg(1), msg(2), msg(3), msg(4)], true);
    const page = { messages: [msg(3, { readers: [{ user_id: ME, read_at: 'x' }] }), msg(5)], have_more: true };
    const after = mergeNewestPage(before, page);
    expect(ids(after)).toEqual([1, 2, 3, 5]);
    expect(after.server[2]?.readers).toHaveLength(1);
    expect(after.haveMore).toBe(true);
  });

  it('restarts from the newest page when more than a page was missed, so no hole hides in between', () => {
    const after = mergeNewestPage(threadWith([msg(1), msg(2)], false), { messages: [msg(40), msg(41)], have_more: true });
    expect(ids(after)).toEqual([40, 41]);
    expect(after.haveMore).toBe(true);
    // Even when a message newer than the page already came by realtime.
    expect(ids(mergeNewestPage(threadWith([msg(1), msg(2), msg(42)]), { messages: [msg(40), msg(41)], have_more: true }))).toEqual([40, 41, 42]);
  });

  it('keeps a message that came by realtime while the page was on its way', () => {
    const shown = threadWith([msg(1), msg(2), msg(9)], false);
    expect(ids(mergeNewestPage(shown, { messages: [msg(1), msg(2)], have_more: false }))).toEqual([1, 2, 9]);
    expect(ids(mergeNewestPage(shown, { messages: [msg(2)], have_more: true }))).toEqual([1, 2, 9]);
  });

  it('takes a page without more as the whole conversation', () => {
    expect(ids(mergeNewestPage(threadWith([msg(1), msg(2)]), { messages: [msg(2)], have_more: false }))).toEqual([2]);
    expect(ids(mergeNewestPage(threadWith([msg(1)]), { messages: [], have_more: false }))).toEqual([]);
  });
});

describe('sending', () => {
  it('appends a local message as waiting, after every stored one', () => {
    const thread = appendLocal(threadWith([msg(1)]), local('a', 'oi'))!;
    expect(thread.local.map((l) => [l.localId, l.status])).toEqual([['a', 'waiting']]);
    expect(rowsOf(thread).map((row) => row.key)).toEqual(['m1', 'la']);
  });

  it('ignores a second waiting message with the same content from the same sender', () => {
    const once = appendLocal(emptyThread, local('a', 'oi'))!;
    expect(appendLocal(once, local('b', 'oi'))).toBeNull();
    // Its POST being under way does not make it acknowledged yet.
    expect(appendLocal(setLocalStatus(once, 'a', 'pending'), local('b', 'oi'))).toBeNull();
  });

  it('accepts the same content again once the first failed, and different content or sender any time', () => {
    const once = appendLocal(emptyThread, local('a', 'oi'))!;
    expect(appendLocal(once, local('b', 'oi!'))?.local).toHaveLength(2);
    expect(appendLocal(once, local('b', 'oi', { sender_id: 9 }))?.local).toHaveLength(2);
    expect(appendLocal(setLocalStatus(once, 'a', 'failed'), local('b', 'oi'))?.local).toHaveLength(2);
  });

  it('sends one at a time, oldest first', () => {
    let thread = appendLocal(appendLocal(emptyThread, local('a', 'um'))!, local('b', 'dois'))!;
    expect(nextToSend(thread)?.localId).toBe('a');
    thread = setLocalStatus(thread, 'a', 'pending');
    expect(nextToSend(thread)).toBeNull();
    thread = confirmLocal(thread, 'a', msg(7, { sender_id: ME, content: 'um' }));
    expect(nextToSend(thread)?.localId).toBe('b');
  });

  it('replaces the local id by the server id once, even when the realtime copy came first', () => {
    let thread = setLocalStatus(appendLocal(threadWith([msg(1)]), local('a', 'oi'))!, 'a', 'pending');
    thread = applyNewMessage(thread, msg(2, { sender_id: ME, content: 'oi' }), ME);
    expect(thread.local).toHaveLength(0);
    thread = confirmLocal(thread, 'a', msg(2, { sender_id: ME, content: 'oi' }));
    expect(ids(thread)).toEqual([1, 2]);
    expect(rowsOf(thread)).toHaveLength(2);
  });

  it('keeps a read receipt that came before the POST answered (readers only grow)', () => {
    let thread = setLocalStatus(appendLocal(emptyThread, local('a', 'oi'))!, 'a', 'pending');
    thread = applyNewMessage(thread, msg(2, { sender_id: ME, content: 'oi' }), ME);
    thread = applyRead(thread, { conversation_id: 1, reader_id: 9, message_ids: [2], read_at: '2026-01-10T12:00:00.000Z' });
    thread = confirmLocal(thread, 'a', msg(2, { sender_id: ME, content: 'oi', readers: [] }));
    expect(thread.server[0]?.readers.map((reader) => reader.user_id)).toEqual([9]);
  });

  it('never lets another window\'s message take the place of one not sent yet', () => {
    const thread = applyNewMessage(appendLocal(emptyThread, local('a', 'oi'))!, msg(2, { sender_id: ME, content: 'oi' }), ME);
    expect(thread.local.map((l) => l.localId)).toEqual(['a']);
    expect(ids(thread)).toEqual([2]);
  });
});

describe('events', () => {
  it('adds a new message once (the same id twice is one message)', () => {
    const thread = applyNewMessage(applyNewMessage(threadWith([msg(1)]), msg(2), ME), msg(2), ME);
    expect(ids(thread)).toEqual([1, 2]);
  });

  it('marks messages read by the reader, once', () => {
    const event = { conversation_id: 10, reader_id: ANA, message_ids: [1, 2], read_at: '2026-03-01T12:01:00.000Z' };
    const thread = applyRead(applyRead(threadWith([msg(1, { sender_id: ME }), msg(2, { sender_id: ME }), msg(3, { sender_id: ME })]), event), event);
    expect(thread.server.map((m) => m.readers.map((r) => r.user_id))).toEqual([[ANA], [ANA], []]);
  });

  it('removes a deleted message', () => {
    expect(ids(applyDeleted(threadWith([msg(1), msg(2)]), 1))).toEqual([2]);
  });
});

describe('status (§4)', () => {
  const row = (message: ChatMessage) => rowsOf(threadWith([message]))[0]!;
  it('is the local status until the server stores it', () => {
    for (const status of ['waiting', 'pending', 'failed'] as const) {
      expect(statusOf(rowsOf(threadWith([], false, [local('a', 'oi', { status })]))[0]!, [ME, ANA])).toBe(status);
    }
  });

  it('is sent until every other participant has read it, then read', () => {
    expect(statusOf(row(msg(1, { sender_id: ME })), [ME, ANA, 3])).toBe('sent');
    expect(statusOf(row(msg(1, { sender_id: ME, readers: [{ user_id: ANA, read_at: 'x' }] })), [ME, ANA, 3])).toBe('sent');
    expect(statusOf(row(msg(1, { sender_id: ME, readers: [{ user_id: ANA, read_at: 'x' }, { user_id: 3, read_at: 'x' }] })), [ME, ANA, 3])).toBe('read');
    expect(statusOf(row(msg(1, { sender_id: ME })), [ME])).toBe('sent');
  });

  it('lets only the sender delete, and only a stored message (§6)', () => {
    expect(canDelete(row(msg(1, { sender_id: ME })), ME)).toBe(true);
    expect(canDelete(row(msg(1, { sender_id: ANA })), ME)).toBe(false);
    expect(canDelete(rowsOf(threadWith([], false, [local('a', 'oi')]))[0]!, ME)).toBe(false);
  });

  it('calls a refused delete "remove" and a failed one "delete" (§8)', () => {
    expect(deleteFailureKind(403)).toBe('removeFailed');
    expect(deleteFailureKind(404)).toBe('removeFailed');
    expect(deleteFailureKind(0)).toBe('deleteFailed');
    expect(deleteFailureKind(500)).toBe('deleteFailed');
  });
});

describe('unread counts', () => {
  const unread: ChatUnread = { conversations: [{ id: 10, direct_contact_id: ANA, unread: 2 }], total: 2 };
  it('counts messages from others, not the user\'s own', () => {
    expect(bumpUnread(unread, msg(5), ME)).toEqual({ conversations: [{ id: 10, direct_contact_id: ANA, unread: 3 }], total: 3 });
    expect(bumpUnread(unread, msg(5, { sender_id: ME }), ME)).toBe(unread);
    expect(bumpUnread(unread, msg(6, { conversation_id: 11, sender_id: 3 }), ME).conversations).toContainEqual({ id: 11, direct_contact_id: 3, unread: 1 });
  });

  it('clears what was read, leaving what arrived during the call', () => {
    expect(clearUnread(unread, 10)).toEqual({ conversations: [], total: 0 });
    expect(clearUnread({ ...unread, conversations: [{ id: 10, direct_contact_id: ANA, unread: 3 }], total: 3 }, 10, 2)).toEqual({
      conversations: [{ id: 10, direct_contact_id: ANA, unread: 1 }],
      total: 1,
    });
  });
});

describe('contacts (§5)', () => {
  const person = (id: number, name: string, over: Partial<ChatParticipant> = {}): ChatParticipant => ({
    id,
    uuid: `u${id}`,
    person: { name, photoLink: null, abbreviation: '' },
    visible: true,
    online: false,
    ...over,
  });
  const list = [person(2, 'Ana Souza'), person(3, 'josé Lima'), person(4, 'Mariana Anastácio'), person(5, 'Anabela Reis', { visible: false }), person(ME, 'Eu Mesmo')];
  const names = (query: string) => filterContacts(list, query, ME).map((p) => p.person.name);

  it('matches names starting with the text, case-insensitive, not containing it', () => {
    expect(names('an')).toEqual(['Ana Souza']);
    expect(names('ANA S')).toEqual(['Ana Souza']);
    expect(names('souza')).toEqual([]);
    expect(names('Mar')).toEqual(['Mariana Anastácio']);
  });

  it('also ignores accents, and leaves out hidden participants and the user', () => {
    expect(names('Jose')).toEqual(['josé Lima']);
    expect(names('')).toEqual(['Ana Souza', 'josé Lima', 'Mariana Anastácio']);
  });

  it('puts conversations with unread messages first', () => {
    const unread: ChatUnread = { conversations: [{ id: 1, direct_contact_id: 4, unread: 1 }], total: 1 };
    expect(filterContacts(list, '', ME, unread).map((p) => p.id)).toEqual([4, 2, 3]);
  });

  it('takes presence over the list\'s flag once presence has spoken', () => {
    expect(isOnline(person(2, 'A', { online: true }), null)).toBe(true);
    expect(isOnline(person(2, 'A', { online: true }), new Set([3]))).toBe(false);
    expect(isOnline(person(2, 'A'), new Set([2]))).toBe(true);
  });

  it('abbreviates first and last names when the server sent none', () => {
    expect(abbreviationOf({ name: 'maria da silva', abbreviation: '' })).toBe('MS');
    expect(abbreviationOf({ name: 'Maria', abbreviation: '' })).toBe('M');
    expect(abbreviationOf({ name: 'Maria Silva', abbreviation: 'xy' })).toBe('XY');
  });
});

describe('window constants and thresholds (§9)', () => {
  it('are the spec\'s', () => {
    expect([CHAT_WIDTH, CHAT_MAXIMIZED_WIDTH, CHAT_FILTER_DEBOUNCE_MS, TEXTAREA_MIN_PX, TEXTAREA_MAX_PX]).toEqual([300, 500, 500, 40, 100]);
  });

  it('shows the scroll-to-bottom button beyond 1000 px and the new-message notice from 50 px', () => {
    expect(showScrollButton(SCROLL_BUTTON_PX)).toBe(false);
    expect(showScrollButton(SCROLL_BUTTON_PX + 1)).toBe(true);
    expect(awayFromBottom(NEW_MESSAGE_NOTICE_PX - 1)).toBe(false);
    expect(awayFromBottom(NEW_MESSAGE_NOTICE_PX)).toBe(true);
    expect(distanceFromBottom({ scrollHeight: 2000, scrollTop: 500, clientHeight: 400 })).toBe(1100);
  });

  it('keeps the same message in view when older ones are prepended', () => {
    // 300 px from the bottom before; 800 px of older messages came in above.
    expect(scrollTopKeeping(300, { scrollHeight: 2000, clientHeight: 400 })).toBe(1300);
  });
});

describe('message times (§9)', () => {
  it('shows HH:mm for today and DD/MM/YYYY HH:mm for any other day', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(messageTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('21/11/2026 23:59');
  });
});

describe('text and files', () => {
  it('does not send whitespace, and trims what it sends (§5)', () => {
    expect(textBody('  \n ')).toBeNull();
    expect(textBody('  oi\nmundo ')).toEqual({ type: 'text', content: 'oi\nmundo' });
  });

  it('sends previewable images as image, pdf as pdf and anything else (SVG too) as file', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].map(fileKindOf)).toEqual(['image', 'image', 'image', 'image']);
    expect(fileKindOf('application/pdf')).toBe('pdf');
    expect(fileKindOf('image/svg+xml')).toBe('file');
    expect(fileKindOf('')).toBe('file');
  });

  it('refuses files above the limit and empty ones', () => {
    expect(checkFile({ size: CHAT_MAX_FILE_BYTES, type: 'application/pdf' })).toEqual({ ok: true, kind: 'pdf' });
    expect(checkFile({ size: CHAT_MAX_FILE_BYTES + 1, type: 'application/pdf' })).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkFile({ size: 0, type: 'text/plain' })).toEqual({ ok: false, reason: 'empty' });
  });

  it('reads files as base64, large ones too', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(await readFileAsBase64(new Blob(['%PDF-1.7']))).toBe(Buffer.from('%PDF-1.7').toString('base64'));
  });
});
