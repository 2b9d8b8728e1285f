// The staff chat's calls (issue 7, spec §7 Chat): colleagues, the direct conversation, pages of
// messages, unread counts and mark-as-read, deleting, and who may do what. Sending (text, files,
// Idempotency-Key) is in chatSend.test.ts. Events are read from a hub whose transport records
// every broadcast, per private channel.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_PAGE_SIZE,
  chatMarkReadResultSchema,
  chatMessagesPageSchema,
  chatParticipantListSchema,
  chatUnreadSchema,
  type ChatMessagesPage,
  type ChatParticipant,
} from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { addUser, chatCalls, chatTestServer, staffOf, type ChatTestServer, type Staff } from '../testing/chat';
import { json, tokenFor, userIdOf } from '../testing/harness';

const m = messages.chat;
let server: ChatTestServer;
let chat: ReturnType<typeof chatCalls>;
let joao: Staff;
let ana: Staff;
let mariana: Staff;
beforeEach(async () => {
  server = chatTestServer();
  chat = chatCalls(server);
  joao = await staffOf(server, 'servidor@demo.gov.br');
  ana = await staffOf(server, 'servidora@demo.gov.br');
  mariana = await staffOf(server, 'admin@demo.gov.br');
});
afterEach(() => server.stop());

const pageOf = async (token: string, conversationId: number, query = ''): Promise<ChatMessagesPage> => {
  const response = await chat.page(token, conversationId, query);
  expect(response.statusCode, response.body).toBe(200);
  return chatMessagesPageSchema.parse(json(response));
};
const unreadOf = async (token: string) => chatUnreadSchema.parse(json(await chat.unread(token)));

describe('GET /api/chat/participants', () => {
  it('lists the enabled staff but the user, by name as pt-BR sorts it, with abbreviation, photo and online flag', async () => {
    addUser(server.db, 'Zuleica Prado');
    const alvaro = addUser(server.db, 'Álvaro Teles', { photoLink: 'https://fotos.demo.gov.br/alvaro.jpg' });
    addUser(server.db, 'Bruna Desligada', { status: 'disabled' });
    addUser(server.db, 'Célio Cidadão', { internal: false });
    server.online.add(ana.id);

    const response = await chat.participants(joao.token);
    expect(response.statusCode).toBe(200);
    const { data } = chatParticipantListSchema.parse(json(response));
    // Not João himself, not the disabled Roberto nor the citizen Carlos; "Á" sorts with the A's.
    expect(data.map((participant) => participant.person.name)).toEqual([
      'Álvaro Teles',
      'Ana Beatriz Souza Lima',
      'Fernanda Oliveira Santos',
      'Luiz Henrique Barbosa',
      'Mariana Costa Ribeiro',
      'Patrícia Gomes Carvalho',
      'Zuleica Prado',
    ]);
    const byName = (name: string) => data.find((participant) => participant.person.name === name) as ChatParticipant;
    expect(byName('Mariana Costa Ribeiro')).toEqual({
      id: mariana.id,
      uuid: expect.any(String),
      person: { name: 'Mariana Costa Ribeiro', photoLink: null, abbreviation: 'MR' },
      visible: true,
      online: false,
    });
    expect(byName('Álvaro Teles')).toMatchObject({ id: alvaro, person: { photoLink: 'https://fotos.demo.gov.br/alvaro.jpg', abbreviation: 'ÁT' } });
    expect(data.filter((participant) => participant.online).map((participant) => participant.id)).toEqual([ana.id]);

    // Presence is read on every call, from the realtime server.
    server.online.delete(ana.id);
    server.online.add(mariana.id);
    const again = chatParticipantListSchema.parse(json(await chat.participants(joao.token)));
    expect(again.data.filter((participant) => participant.online).map((participant) => participant.id)).toEqual([mariana.id]);
  });
});

describe('GET /api/chat/conversation/direct/:id', () => {
  it('creates the conversation on first use, and gives the same one on repeated and concurrent calls from either side', async () => {
    server.online.add(ana.id);
    const first = await chat.open(joao.token, ana.id);
    expect(first).toMatchObject({ title: 'Ana Beatriz Souza Lima', online: true, photoLink: null, direct_contact_id: ana.id, messages: [], have_more: false });
    expect(new Map(first.participants.map((participant) => [participant.id, participant.person.abbreviation]))).toEqual(
      new Map([
        [joao.id, 'JA'],
        [ana.id, 'AL'],
      ]),
    );
    const fromAna = await chat.open(ana.token, joao.id);
    expect(fromAna).toMatchObject({ id: first.id, title: 'João Pedro Almeida', online: false, direct_contact_id: joao.id });
    const together = await Promise.all([chat.open(joao.token, ana.id), chat.open(ana.token, joao.id), chat.open(joao.token, ana.id)]);
    expect(together.map((conversation) => conversation.id)).toEqual([first.id, first.id, first.id]);
    expect(server.db.prepare('SELECT count(*) FROM chat_participants WHERE conversation_id = ?').pluck().get(first.id)).toBe(2);
    const pairs = server.db
      .prepare('SELECT count(*) FROM chat_conversations WHERE direct_low_user_id = ? AND direct_high_user_id = ?')
      .pluck()
      .get(Math.min(joao.id, ana.id), Math.max(joao.id, ana.id));
    expect(pairs).toBe(1);
  });

  it('refuses an unknown, disabled or citizen user with 404, oneself and a malformed id with 422', async () => {
    const disabled = userIdOf(server.db, 'desativado@demo.gov.br');
    const citizen = userIdOf(server.db, 'cidadao@demo.gov.br');
    for (const id of [999999, disabled, citizen]) {
      const response = await chat.direct(joao.token, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(json(response)).toEqual({ message: m.contactNotFound });
    }
    const self = await chat.direct(joao.token, joao.id);
    expect(self.statusCode).toBe(422);
    expect(json(self)).toEqual({ message: m.selfConversation, errors: { id: [m.selfConversation] } });
    expect((await chat.direct(joao.token, 'abc')).statusCode).toBe(422);
    expect(server.db.prepare('SELECT count(*) FROM chat_conversations WHERE ? IN (direct_low_user_id, direct_high_user_id)').pluck().get(joao.id)).toBe(1);
  });

  it('opens with the newest page, oldest first: the seeded conversation of Mariana and João', async () => {
    const conversation = await chat.open(mariana.token, joao.id);
    expect(conversation.messages.map((message) => [message.sender_id === mariana.id ? 'M' : 'J', message.type])).toEqual([
      ['J', 'text'],
      ['M', 'text'],
      ['J', 'text'],
      ['J', 'image'],
      ['M', 'text'],
    ]);
    expect(conversation.have_more).toBe(false);
    const image = conversation.messages[3];
    expect(image).toMatchObject({ content: null, mime_type: 'image/png', file_name: 'capa-do-processo.png', status: 'sent', readers: [{ user_id: mariana.id }] });
    expect(conversation.messages[4]?.readers).toEqual([]);
  });
});

describe('GET /api/chat/conversation/:id/messages', () => {
  it('pages 45 messages backwards by last_id, oldest first in each page, have_more until the first', async () => {
    const conversation = await chat.open(joao.token, ana.id);
    const ids: number[] = [];
    for (let index = 1; index <= 45; index += 1) ids.push(await chat.say(index % 2 ? joao.token : ana.token, conversation.id, `Mensagem ${index}`));

    const newest = await chat.open(ana.token, joao.id);
    expect(newest.messages.map((message) => message.id)).toEqual(ids.slice(25));
    expect(newest.have_more).toBe(true);
    expect(await pageOf(ana.token, conversation.id)).toEqual({ messages: newest.messages, have_more: true });

    const second = await pageOf(ana.token, conversation.id, `?last_id=${ids[25]}`);
    expect(second.messages.map((message) => message.id)).toEqual(ids.slice(5, 25));
    expect(second.have_more).toBe(true);
    const last = await pageOf(ana.token, conversation.id, `?last_id=${ids[5]}&limit=${CHAT_PAGE_SIZE}`);
    expect(last.messages.map((message) => message.content)).toEqual(['Mensagem 1', 'Mensagem 2', 'Mensagem 3', 'Mensagem 4', 'Mensagem 5']);
    expect(last.have_more).toBe(false);

    const small = await pageOf(joao.token, conversation.id, `?last_id=${ids[10]}&limit=3`);
    expect(small).toMatchObject({ messages: [{ id: ids[7] }, { id: ids[8] }, { id: ids[9] }], have_more: true });
    expect((await pageOf(joao.token, conversation.id, `?last_id=${ids[3]}&limit=3`)).have_more).toBe(false);
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?last_id=0', '?last_id=abc']) {
      expect((await chat.page(joao.token, conversation.id, query)).statusCode, query).toBe(422);
    }
  });
});

describe('unread counts and PUT /api/chat/conversation/:id/mark-as-read', () => {
  it('counts messages of others not yet read; reading tells the sender only, with the ids, once', async () => {
    const conversation = await chat.open(joao.token, ana.id);
    const sent = [await chat.say(joao.token, conversation.id, 'Oi'), await chat.say(joao.token, conversation.id, 'Tudo bem?')];
    const mine = await chat.say(ana.token, conversation.id, 'Oi, João');
    const third = await chat.say(joao.token, conversation.id, 'Preciso de uma ajuda');

    expect(await unreadOf(ana.token)).toEqual({ conversations: [{ id: conversation.id, direct_contact_id: joao.id, unread: 3 }], total: 3 });
    // João also has the seeded unread message of Mariana (db/seed/chat.ts).
    const joaos = await unreadOf(joao.token);
    expect(joaos.conversations.find((entry) => entry.id === conversation.id)).toEqual({ id: conversation.id, direct_contact_id: ana.id, unread: 1 });
    expect(joaos.total).toBe(2);

    server.sent.length = 0;
    server.clock.advance(60);
    const response = await chat.markRead(ana.token, conversation.id);
    expect(response.statusCode).toBe(200);
    expect(chatMarkReadResultSchema.parse(json(response))).toEqual({ read: 3 });
    const readAt = new Date(server.clock.now()).toISOString();
    expect(server.receivedBy(joao.id)).toEqual([
      [CHAT_EVENTS.messagesRead, { conversation_id: conversation.id, reader_id: ana.id, message_ids: [...sent, third], read_at: readAt }],
    ]);
    expect(server.sent).toHaveLength(1);
    expect(await unreadOf(ana.token)).toEqual({ conversations: [], total: 0 });
    const page = await pageOf(joao.token, conversation.id);
    expect(page.messages.map((message) => [message.id, message.readers])).toEqual([
      [sent[0], [{ user_id: ana.id, read_at: readAt }]],
      [sent[1], [{ user_id: ana.id, read_at: readAt }]],
      [mine, []],
      [third, [{ user_id: ana.id, read_at: readAt }]],
    ]);

    // Nothing left to read: no event, and the first read time stays.
    server.clock.advance(60);
    expect(json(await chat.markRead(ana.token, conversation.id))).toEqual({ read: 0 });
    expect(server.sent).toHaveLength(1);
    expect((await pageOf(joao.token, conversation.id)).messages[0]?.readers).toEqual([{ user_id: ana.id, read_at: readAt }]);

    // What comes after a read is unread again, and the next read covers only it.
    const later = await chat.say(joao.token, conversation.id, 'Mais uma coisa');
    expect(await unreadOf(ana.token)).toEqual({ conversations: [{ id: conversation.id, direct_contact_id: joao.id, unread: 1 }], total: 1 });
    server.sent.length = 0;
    expect(json(await chat.markRead(ana.token, conversation.id))).toEqual({ read: 1 });
    expect(server.receivedBy(joao.id)).toEqual([[CHAT_EVENTS.messagesRead, expect.objectContaining({ message_ids: [later] })]]);
    expect(await unreadOf(ana.token)).toEqual({ conversations: [], total: 0 });
  });

  it('shows Mariana the seeded unread messages of Ana, and never counts deleted messages', async () => {
    const seeded = await unreadOf(mariana.token);
    expect(seeded.total).toBe(2);
    expect(seeded.conversations).toEqual([{ id: expect.any(Number), direct_contact_id: ana.id, unread: 2 }]);

    const conversation = await chat.open(joao.token, ana.id);
    const kept = await chat.say(joao.token, conversation.id, 'Esta fica');
    const gone = await chat.say(joao.token, conversation.id, 'Esta sai');
    expect((await chat.remove(joao.token, conversation.id, gone)).statusCode).toBe(204);
    expect(await unreadOf(ana.token)).toEqual({ conversations: [{ id: conversation.id, direct_contact_id: joao.id, unread: 1 }], total: 1 });
    server.sent.length = 0;
    expect(json(await chat.markRead(ana.token, conversation.id))).toEqual({ read: 1 });
    expect(server.receivedBy(joao.id)).toEqual([[CHAT_EVENTS.messagesRead, expect.objectContaining({ message_ids: [kept] })]]);
  });
});

describe('DELETE /api/chat/conversation/:id/messages/:messageId', () => {
  it('lets the sender delete, tells both participants, and removes the message and its file everywhere', async () => {
    const conversation = await chat.open(joao.token, ana.id);
    const text = await chat.say(joao.token, conversation.id, 'Vou apagar');
    const picture = await chat.send(joao.token, conversation.id, { type: 'image', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64'), file_name: 'a.png' });
    const pictureId = json<{ id: number }>(picture).id;

    server.sent.length = 0;
    for (const id of [text, pictureId]) {
      const response = await chat.remove(joao.token, conversation.id, id);
      expect(response.statusCode).toBe(204);
      for (const user of [joao, ana]) {
        expect(server.receivedBy(user.id).at(-1)).toEqual([CHAT_EVENTS.messageDeleted, { conversation_id: conversation.id, message_id: id }]);
      }
    }
    expect(server.sent).toHaveLength(4);
    expect((await pageOf(ana.token, conversation.id)).messages).toEqual([]);
    expect(server.db.prepare('SELECT count(*) FROM chat_message_files WHERE message_id = ?').pluck().get(pictureId)).toBe(0);
    expect((await chat.file(ana.token, conversation.id, pictureId)).statusCode).toBe(404);
    const twice = await chat.remove(joao.token, conversation.id, text);
    expect(twice.statusCode).toBe(404);
    expect(json(twice)).toEqual({ message: m.messageNotFound });
  });

  it("refuses the other participant's delete with 403 and an outsider's with 404, keeping the message", async () => {
    const conversation = await chat.open(joao.token, ana.id);
    const id = await chat.say(joao.token, conversation.id, 'Minha');
    server.sent.length = 0;
    const other = await chat.remove(ana.token, conversation.id, id);
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ message: m.notYourMessage });
    const outsider = await chat.remove(mariana.token, conversation.id, id);
    expect(outsider.statusCode).toBe(404);
    expect(json(outsider)).toEqual({ message: m.conversationNotFound });
    // A message of another conversation is not found through this one.
    const seeded = await chat.open(mariana.token, joao.id);
    expect((await chat.remove(mariana.token, seeded.id, id)).statusCode).toBe(404);
    expect(server.sent).toEqual([]);
    expect((await pageOf(ana.token, conversation.id)).messages.map((message) => message.id)).toEqual([id]);
  });
});

describe('who may call the chat', () => {
  it("keeps a conversation's messages, files, reads and sends to its participants: others get 404, as for one that does not exist", async () => {
    const conversation = await chat.open(joao.token, ana.id);
    const file = await chat.send(joao.token, conversation.id, { type: 'pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), file_name: 'a.pdf' });
    const fileId = json<{ id: number }>(file).id;
    server.sent.length = 0;
    for (const conversationId of [conversation.id, 999999]) {
      const answers = [
        await chat.page(mariana.token, conversationId),
        await chat.file(mariana.token, conversationId, fileId),
        await chat.markRead(mariana.token, conversationId),
        await chat.send(mariana.token, conversationId, { type: 'text', content: 'Intrometida' }),
        await chat.remove(mariana.token, conversationId, fileId),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(answers.map((answer) => json(answer))).toEqual(answers.map(() => ({ message: m.conversationNotFound })));
    }
    expect(server.sent).toEqual([]);
    expect((await pageOf(ana.token, conversation.id)).messages).toHaveLength(1);
  });

  it('is for staff: a citizen gets 403 on every chat route, no token 401', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', 6);
    const conversation = await chat.open(joao.token, ana.id);
    const id = await chat.say(joao.token, conversation.id, 'Só servidores');
    const routes = server.app.apiRoutes.filter((route) => route.url.startsWith('/api/chat/') && route.method !== 'HEAD');
    expect(routes).toHaveLength(8);
    for (const route of routes) {
      const url = route.url.replace(':messageId', String(id)).replace(':id', route.url.includes('direct') ? String(joao.id) : String(conversation.id));
      const method = route.method as 'GET' | 'PUT' | 'POST' | 'DELETE';
      const payload = method === 'POST' ? { type: 'text', content: 'Olá' } : undefined;
      const asCitizen = await server.app.inject({ method, url, headers: { authorization: `Bearer ${citizen}` }, payload });
      expect(asCitizen.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await server.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await pageOf(ana.token, conversation.id)).messages.map((message) => message.id)).toEqual([id]);
  });
});
