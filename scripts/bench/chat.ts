// The chat's server calls against a long history: npm run bench:chat [-- --messages 100000]
// João Pedro talks with 40 colleagues; the history holds `--messages` messages (half his, half
// theirs, all read but the last 25 of each colleague). Each call is timed through the real routes
// (app.inject, real SQLite), median of many runs, and printed as a ratio to GET /api/auth/me, the
// cheapest authenticated call, measured in the same run. The same calls over a 2,000-message
// history give the growth factor: a call bounded by its index stays near 1×.
import { chatMessageSchema } from '../../src-shared/api/chat';
import type { TestServer } from '../../src-server/testing/harness';
import { addUser, chatTestServer, staffOf, type Staff } from '../../src-server/testing/chat';
import type { Db } from '../../src-server/db/open';
import { measureDelivery } from './chatDelivery';
import { medianMs } from './median';

const COLLEAGUES = 40;
const UNREAD_PER_COLLEAGUE = 25;
const RUNS = 60;
/** The smallest history that still holds every colleague's unread messages. */
const SMALL_HISTORY = COLLEAGUES * UNREAD_PER_COLLEAGUE * 2;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < SMALL_HISTORY) throw new Error(`--${name} inválido`);
  return value;
}

/** Writes the history straight into the tables, in one transaction (the routes are what is measured). */
function fillHistory(db: Db, me: number, total: number): { conversationIds: number[]; colleagueIds: number[] } {
  const colleagueIds = Array.from({ length: COLLEAGUES }, (_, index) => addUser(db, `Colega ${String(index + 1).padStart(2, '0')} Bench`));
  const conversationIds: number[] = [];
  const at = '2026-01-10T12:00:00.000Z';
  db.transaction(() => {
    const conversation = db.prepare("INSERT INTO chat_conversations (type, direct_low_user_id, direct_high_user_id, created_at) VALUES ('direct', ?, ?, ?)");
    const participant = db.prepare('INSERT INTO chat_participants (conversation_id, user_id, joined_at) VALUES (?, ?, ?)');
    const message = db.prepare("INSERT INTO chat_messages (conversation_id, sender_id, type, content, created_at) VALUES (?, ?, 'text', ?, ?)");
    const reader = db.prepare('INSERT INTO chat_message_readers (message_id, user_id, read_at) VALUES (?, ?, ?)');
    for (const colleague of colleagueIds) {
      const id = Number(conversation.run(Math.min(me, colleague), Math.max(me, colleague), at).lastInsertRowid);
      participant.run(id, me, at);
      participant.run(id, colleague, at);
      conversationIds.push(id);
    }
    const perConversation = Math.floor(total / COLLEAGUES);
    conversationIds.forEach((conversationId, index) => {
      const colleague = colleagueIds[index] as number;
      for (let n = 0; n < perConversation; n += 1) {
        const fromMe = n % 2 === 0;
        const id = Number(message.run(conversationId, fromMe ? me : colleague, `Mensagem ${n} da conversa ${conversationId}`, at).lastInsertRowid);
        const unreadByMe = !fromMe && n >= perConversation - UNREAD_PER_COLLEAGUE * 2;
        if (!unreadByMe) reader.run(id, fromMe ? colleague : me, at);
      }
    });
    // How far each participant has read, as marking read leaves it (chat/reads.ts).
    db.prepare(
      `UPDATE chat_participants SET last_read_message_id = coalesce((SELECT max(r.message_id) FROM chat_message_readers r
         JOIN chat_messages m ON m.id = r.message_id WHERE m.conversation_id = chat_participants.conversation_id AND r.user_id = chat_participants.user_id), 0)`,
    ).run();
  })();
  return { conversationIds, colleagueIds };
}

const median = (run: () => Promise<void>): Promise<number> => medianMs(run, RUNS, 5);

type Timings = Record<string, number>;

async function measure(total: number): Promise<Timings> {
  const server: TestServer = chatTestServer();
  try {
    const joao: Staff = await staffOf(server, 'servidor@demo.gov.br');
    const { conversationIds, colleagueIds } = fillHistory(server.db, joao.id, total);
    const headers = { authorization: `Bearer ${joao.token}` };
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) => {
      const response = await server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const first = conversationIds[0] as number;
    const middleId = (server.db.prepare('SELECT id FROM chat_messages WHERE conversation_id = ? ORDER BY id LIMIT 1 OFFSET ?').pluck().get(first, Math.floor(total / COLLEAGUES / 2)) as number);
    let sent = 0;
    const timings: Timings = {
      'GET auth/me (base)': await median(async () => void (await call('GET', '/api/auth/me'))),
      'GET chat/participants': await median(async () => void (await call('GET', '/api/chat/participants'))),
      'GET chat/conversation/unread': await median(async () => void (await call('GET', '/api/chat/conversation/unread'))),
      'GET chat/conversation/direct/{id}': await median(async () => void (await call('GET', `/api/chat/conversation/direct/${colleagueIds[1]}`))),
      'GET …/messages?last_id (meio)': await median(async () => void (await call('GET', `/api/chat/conversation/${first}/messages?last_id=${middleId}&limit=20`))),
      'POST …/messages (texto)': await median(async () => {
        sent += 1;
        const response = await call('POST', `/api/chat/conversation/${conversationIds[2]}/messages`, { type: 'text', content: `Nova ${sent}` });
        chatMessageSchema.parse(response.json<{ message: unknown }>().message);
      }),
      'PUT …/mark-as-read (nada novo)': await median(async () => void (await call('PUT', `/api/chat/conversation/${conversationIds[3]}/mark-as-read`))),
    };
    return timings;
  } finally {
    await server.stop();
  }
}

const large = option('messages', 100_000);
const smallTimings = await measure(SMALL_HISTORY);
const largeTimings = await measure(large);
const base = largeTimings['GET auth/me (base)'] as number;
process.stdout.write(`Chat: ${COLLEAGUES} conversas, histórico de ${large.toLocaleString('pt-BR')} mensagens (mediana de ${RUNS} chamadas)\n`);
for (const [name, ms] of Object.entries(largeTimings)) {
  const growth = ms / (smallTimings[name] as number);
  process.stdout.write(`${name.padEnd(36)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / base).toFixed(1).padStart(6)}× a base  ${growth.toFixed(1).padStart(6)}× o histórico pequeno\n`);
}

const delivery = await measureDelivery();
process.stdout.write(
  `Entrega em tempo real (POST de João até o socket de Ana): ${delivery.deliveredMs.toFixed(2)} ms, ` +
    `${(delivery.deliveredMs / delivery.postMs).toFixed(2)}× o POST sozinho (${delivery.postMs.toFixed(2)} ms)\n`,
);
