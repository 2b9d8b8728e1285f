// @vitest-environment jsdom
// The floating chat mounted with the chat API mocked (no realtime address, so no connection):
// the unread badge, the search with its 500 ms debounce and empty state, a conversation's empty
// state and mark-as-read, sending (waiting → pending → sent, one POST at a time, a duplicate
// waiting message ignored, whitespace not sent), a failed send retried with the same
// Idempotency-Key, and delete only after the confirmation dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';
import type { LoggedUser } from '../../src-shared/api/auth';
import type { ChatMessage, ChatSendBody } from '../../src-shared/api/chat';
import { ApiError } from '../api/ApiError';

const ME = 1;
const person = (id: number, name: string, abbreviation: string) => ({ id, uuid: `u${id}`, person: { name, photoLink: null, abbreviation }, visible: true, online: id === 2 });
const stored = (id: number, body: { content: string }, sender = ME): ChatMessage => ({
  id, conversation_id: 10, sender_id: sender, type: 'text', content: body.content, mime_type: null, file_name: null, file_size: null,
  created_at: '2026-03-01T12:34:00.000Z', status: 'sent', readers: [],
});

type Deferred = { body: ChatSendBody; key: string; resolve: (id: number) => void; reject: (error: unknown) => void };
const posts: Deferred[] = [];
const api = {
  participants: vi.fn(async () => [person(2, 'Ana Souza', 'AS'), person(3, 'Bruno Lima', 'BL'), person(4, 'Mariana Anastácio', 'MA')]),
  unread: vi.fn(async () => ({ conversations: [{ id: 10, direct_contact_id: 2, unread: 2 }], total: 2 })),
  direct: vi.fn(async (userId: number) => ({
    id: 10, title: 'Ana Souza', online: true, photoLink: null, direct_contact_id: userId,
    participants: [person(ME, 'Eu Mesmo', 'EM'), person(userId, 'Ana Souza', 'AS')], messages: [] as ChatMessage[], have_more: false,
  })),
  markAsRead: vi.fn(async () => ({ read: 2 })),
  olderMessages: vi.fn(),
  send: vi.fn(
    (_cid: number, body: ChatSendBody, key: string) =>
      new Promise((resolve, reject) => {
        const echo = (id: number): ChatMessage =>
          body.type === 'text'
            ? stored(id, { content: body.content })
            : { ...stored(id, { content: '' }), type: body.type, content: null, file_name: body.file_name, file_size: 4, mime_type: 'image/png' };
        posts.push({ body, key, reject, resolve: (id) => resolve({ id, message: echo(id) }) });
      }),
  ),
  remove: vi.fn(async () => undefined),
  file: vi.fn(),
};
vi.mock('../api/client', () => ({ chatApi: api }));
const toastError = vi.fn();
vi.mock('../app/toasts', () => ({ toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() } }));

const settle = async (rounds = 4) => {
  for (let i = 0; i < rounds; i++) await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
};
const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const byLabel = (label: string) => $(`[aria-label="${label}"]`);
const buttonWithText = (text: string) => $$('button').find((button) => button.textContent?.trim() === text);
const click = async (element: Element | null | undefined) => {
  expect(element).toBeTruthy();
  await act(async () => { (element as HTMLElement).click(); });
};
const type = async (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const pressEnter = async (element: HTMLElement, shiftKey = false) => {
  await act(async () => { element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true })); });
};
const contacts = () => $$('[data-testid=chat-contact]').map((item) => item.textContent);
const rows = () => $$('[data-testid=chat-message]').map((row) => `${row.querySelector('[data-testid=chat-message-text]')?.textContent}:${row.getAttribute('data-status')}`);

function setUpDom() {
  window.matchMedia = ((q: string) => ({ matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
  // The growing textarea listens for web fonts, which jsdom does not have; nor object URLs.
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  URL.createObjectURL = () => 'blob:chat-test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

let mounted: { unmount(): void } | null = null;
// A failed test must not leave its window behind for the next one.
afterEach(async () => {
  const root = mounted;
  mounted = null;
  if (root) await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function mount() {
  const { createRoot } = await import('react-dom/client');
  const { MantineProvider } = await import('@mantine/core');
  const { ModalsProvider } = await import('@mantine/modals');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { queryClient } = await import('../app/queryClient');
  const { ChatDock } = await import('./ChatDock');
  const user = { id: ME } as unknown as LoggedUser;
  const div = document.createElement('div');
  document.body.appendChild(div);
  const root = createRoot(div);
  await act(async () => {
    root.render(h(MantineProvider, null, h(QueryClientProvider, { client: queryClient }, h(ModalsProvider, null, h(ChatDock, { user })))));
  });
  await settle();
  mounted = root;
  return root;
}

describe('ChatDock', () => {
  it('searches, opens a conversation, sends, retries and deletes', async () => {
    setUpDom();
    await mount();

    // The button says the total unread.
    const launcher = $('[data-testid=chat-launcher]')!;
    expect(launcher.getAttribute('aria-label')).toBe('Chat, 2 mensagens não lidas');
    expect($('[data-testid=chat-unread-total]')?.textContent).toBe('2');
    await click(launcher);
    await settle();
    expect($('[role=dialog][aria-label=Chat]')).toBeTruthy();
    const search = $<HTMLInputElement>('[data-testid=chat-search]')!;
    expect(document.activeElement).toBe(search);
    // Unread first, then by name; the online dot is said in words.
    // (initials, dot in words, name, badge, unread in words)
    expect(contacts()).toEqual(['ASOnlineAna Souza22 mensagens não lidas', 'BLOfflineBruno Lima', 'MAOfflineMariana Anastácio']);

    // Names starting with the text, case-insensitive, 500 ms after the last key.
    await type(search, 'BRU');
    await settle(2);
    expect(contacts()).toHaveLength(3);
    await act(async () => { await new Promise((r) => setTimeout(r, 500)); });
    expect(contacts()).toEqual(['BLOfflineBruno Lima']);
    await type(search, 'lima');
    await act(async () => { await new Promise((r) => setTimeout(r, 550)); });
    expect(contacts()).toEqual([]);
    expect($('[data-testid=chat-no-users]')?.textContent).toBe('Nenhum usuário encontrado');
    // Filtered on the loaded list: typing never called the server again.
    expect(api.participants).toHaveBeenCalledTimes(1);
    await type(search, '');
    await act(async () => { await new Promise((r) => setTimeout(r, 550)); });

    // Opening Ana's conversation: empty state, marked read, badge cleared.
    await click($$('[data-testid=chat-contact] button')[0]);
    await settle();
    expect(api.direct).toHaveBeenCalledWith(2, expect.anything());
    expect($('[data-testid=chat-title]')?.textContent).toBe('Ana Souza');
    expect($('[data-testid=chat-empty]')?.textContent).toBe('Ainda não há mensagens aqui... Inicie uma conversa.');
    expect(api.markAsRead).toHaveBeenCalledWith(10);
    const input = $<HTMLTextAreaElement>('[data-testid=chat-input]')!;
    expect(document.activeElement).toBe(input);

    // Whitespace is not sent.
    await type(input, '   ');
    await pressEnter(input);
    expect(api.send).not.toHaveBeenCalled();

    // First message: under way at once (clock); the second waits its turn; the same text again while it waits is ignored.
    await type(input, 'Olá\n<b>Ana</b>');
    await pressEnter(input);
    expect(input.value).toBe('');
    await type(input, 'Tudo bem?');
    await pressEnter(input);
    await type(input, 'Tudo bem?');
    await pressEnter(input);
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:pending', 'Tudo bem?:waiting']);
    expect($('[data-testid=chat-empty]')).toBeNull();
    // Text, never HTML.
    expect($('[data-testid=chat-message-text] b')).toBeNull();
    expect($$('[data-testid=chat-message-status]').map((status) => status.textContent)).toEqual(['Enviando', 'Aguardando envio']);
    expect(api.send).toHaveBeenCalledTimes(1);

    await act(async () => posts[0]!.resolve(101));
    await settle();
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:sent', 'Tudo bem?:pending']);
    expect(api.send).toHaveBeenCalledTimes(2);

    // A failed send: toast, Não enviada, Tentar novamente with the same Idempotency-Key.
    await act(async () => posts[1]!.reject(new ApiError(0, null)));
    await settle();
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:sent', 'Tudo bem?:failed']);
    expect(toastError).toHaveBeenCalledWith('Não foi possível enviar a mensagem');
    await click(buttonWithText('Tentar novamente'));
    await settle();
    expect(posts[2]!.key).toBe(posts[1]!.key);
    expect(posts[0]!.key).not.toBe(posts[1]!.key);
    await act(async () => posts[2]!.resolve(102));
    await settle();
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:sent', 'Tudo bem?:sent']);
    expect(posts.map((post) => post.body)).toEqual([
      { type: 'text', content: 'Olá\n<b>Ana</b>' },
      { type: 'text', content: 'Tudo bem?' },
      { type: 'text', content: 'Tudo bem?' },
    ]);

    // Delete asks first; nothing is deleted until confirmed.
    await click($$('[data-testid=chat-message-delete]')[1]);
    await settle();
    expect(document.body.textContent).toContain('Deseja excluir a mensagem?');
    expect(document.body.textContent).toContain('Ao confirmar a mensagem será excluída. Deseja prosseguir?');
    expect(api.remove).not.toHaveBeenCalled();
    await click(buttonWithText('Excluir'));
    await settle();
    expect(api.remove).toHaveBeenCalledWith(10, 102);
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:sent']);

    // The server refusing a delete says so.
    api.remove.mockRejectedValueOnce(new ApiError(403, { message: 'x' }));
    await click($$('[data-testid=chat-message-delete]')[0]);
    await settle();
    await click(buttonWithText('Excluir'));
    await settle();
    expect(toastError).toHaveBeenLastCalledWith('Não foi possível remover esta mensagem');
    expect(rows()).toEqual(['Olá\n<b>Ana</b>:sent']);

    // Esc closes the window and gives focus back to the button.
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settle();
    expect($('[role=dialog][aria-label=Chat]')).toBeNull();
    expect(document.activeElement).toBe($('[data-testid=chat-launcher]'));
    expect(byLabel('Abrir chat')).toBeTruthy();
  });

  it('pages older messages, tells of a new one while reading above, shows read receipts and sends files', async () => {
    const { resetChatSession } = await import('./chatActions');
    const { realtimeHandlers } = await import('./useChatRealtime');
    const { queryClient } = await import('../app/queryClient');
    resetChatSession();
    queryClient.clear();
    posts.length = 0;
    api.send.mockClear();
    api.markAsRead.mockClear();
    api.direct.mockResolvedValueOnce({
      id: 10, title: 'Ana Souza', online: true, photoLink: null, direct_contact_id: 2,
      participants: [person(ME, 'Eu Mesmo', 'EM'), person(2, 'Ana Souza', 'AS')],
      messages: [stored(50, { content: 'a' }, 2), stored(51, { content: 'b' }), stored(52, { content: 'c' }, 2)], have_more: true,
    });
    api.olderMessages.mockResolvedValueOnce({ messages: [stored(48, { content: 'y' }, 2), stored(49, { content: 'z' })], have_more: false });
    await mount();
    await click($('[data-testid=chat-launcher]'));
    await settle();
    await click($$('[data-testid=chat-contact] button')[0]);
    await settle();
    expect(rows()).toEqual(['a:sent', 'b:sent', 'c:sent']);

    // 20 older at a time, from the oldest shown.
    await click(buttonWithText('Carregar mensagens anteriores'));
    await settle();
    expect(api.olderMessages).toHaveBeenCalledWith(10, 50);
    expect(rows().map((row) => row.split(':')[0])).toEqual(['y', 'z', 'a', 'b', 'c']);
    expect(buttonWithText('Carregar mensagens anteriores')).toBeUndefined();

    // Reading 2700 px above the bottom: the button down shows; a new message shows the notice instead of scrolling.
    const log = $('[data-testid=chat-messages]')!;
    let top = 0;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 3000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => top, set: (value: number) => { top = value; } });
    top = 100;
    await act(async () => { log.dispatchEvent(new Event('scroll')); });
    expect(byLabel('Ir para a mensagem mais recente')).toBeTruthy();
    await act(async () => realtimeHandlers(ME).onNewMessage(stored(53, { content: 'Chegou' }, 2)));
    await settle();
    expect(rows().at(-1)).toBe('Chegou:sent');
    expect($('[data-testid=chat-new-message]')?.textContent).toBe('Nova mensagem');
    expect(top).toBe(100);
    // On screen, so read at once.
    expect(api.markAsRead).toHaveBeenCalledWith(10);
    await click($('[data-testid=chat-new-message]'));
    expect(top).toBe(3000);
    expect($('[data-testid=chat-new-message]')).toBeNull();
    expect(byLabel('Ir para a mensagem mais recente')).toBeNull();

    // Read by everyone else: the double check, said as Lida.
    await act(async () => realtimeHandlers(ME).onMessagesRead({ conversation_id: 10, reader_id: 2, message_ids: [51], read_at: '2026-03-01T12:40:00.000Z' }));
    const b = $$('[data-testid=chat-message]').find((row) => row.getAttribute('data-message-id') === '51')!;
    expect(b.getAttribute('data-status')).toBe('read');
    expect(b.querySelector('[data-testid=chat-message-status]')?.textContent).toBe('Lida');

    // Files: too large refused before reading; an image previewed first; a pdf sent at once.
    const fileInput = $<HTMLInputElement>('[data-testid=chat-file-input]')!;
    const pick = async (file: File) => {
      await act(async () => {
        Object.defineProperty(fileInput, 'files', { configurable: true, value: [file] });
        fileInput.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await settle();
    };
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(big);
    expect(toastError).toHaveBeenLastCalledWith('O arquivo passa do limite de 10 MB.');
    expect(api.send).not.toHaveBeenCalled();

    await pick(new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' }));
    expect($('[data-testid=chat-image-preview]')?.getAttribute('aria-label')).toBe('Pré-visualização da imagem');
    expect(api.send).not.toHaveBeenCalled();
    await click(buttonWithText('Enviar imagem'));
    await settle();
    expect($('[data-testid=chat-image-preview]')).toBeNull();
    expect(posts[0]!.body).toEqual({ type: 'image', content: 'iVBORw==', file_name: 'foto.png' });
    await act(async () => posts[0]!.resolve(54));
    await settle();
    expect(byLabel('Abrir imagem foto.png')).toBeTruthy();
    // The picked bytes are shown; nothing is downloaded back.
    expect(api.file).not.toHaveBeenCalled();

    await pick(new File(['%PDF-1.7'], 'oficio.pdf', { type: 'application/pdf' }));
    expect(posts[1]!.body).toEqual({ type: 'pdf', content: btoa('%PDF-1.7'), file_name: 'oficio.pdf' });
  });
});
