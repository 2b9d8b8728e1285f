// The realtime half of bench:chat: how long a message takes from João's POST to Ana's socket
// (the real socket.io server, a real socket.io client over WebSocket, Ana subscribed to her
// private channel), as a ratio to the POST alone, measured in the same run. The difference is what realtime delivery costs on top of storing the message.
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, privateUserChannel } from '../../src-shared/api/chat';
import { createOriginPolicy } from '../../src-server/http/origins';
import { createRealtimeHub } from '../../src-server/realtime/hub';
import { startRealtimeServer, type RealtimeLogger } from '../../src-server/realtime/server';
import { staffOf } from '../../src-server/testing/chat';
import { testServer } from '../../src-server/testing/harness';

const RUNS = 200;
const quiet: RealtimeLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;

async function connected(url: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function subscribedTo(socket: Socket, channel: string, token: string): Promise<void> {
  socket.emit('subscribe', { channel, auth: { headers: { Authorization: `Bearer ${token}` } } });
  // A barrier: an unknown channel is refused at once, after everything sent before it is handled.
  const barrier = 'bench-sync';
  const refused = new Promise<void>((resolve) => socket.on('subscription_error', (name: string) => name === barrier && resolve()));
  socket.emit('subscribe', { channel: barrier, auth: {} });
  await refused;
}

export type DeliveryFigures = { postMs: number; deliveredMs: number };

export async function measureDelivery(): Promise<DeliveryFigures> {
  const hub = createRealtimeHub();
  const server = testServer({ realtime: hub });
  const realtime = await startRealtimeServer({ hub, auth: server.app.realtimeAuth, port: 0, isAllowedOrigin: createOriginPolicy().isAllowedOrigin, logger: quiet, sweepIntervalMs: 0 });
  const sockets: Socket[] = [];
  try {
    const joao = await staffOf(server, 'servidor@demo.gov.br');
    const ana = await staffOf(server, 'servidora@demo.gov.br');
    const socket = await connected(realtime.url);
    sockets.push(socket);
    await subscribedTo(socket, privateUserChannel(ana.id), ana.token);

    const headers = { authorization: `Bearer ${joao.token}` };
    const open = await server.app.inject({ method: 'GET', url: `/api/chat/conversation/direct/${ana.id}`, headers });
    const conversationId = open.json<{ id: number }>().id;
    const post = (content: string) => server.app.inject({ method: 'POST', url: `/api/chat/conversation/${conversationId}/messages`, headers, payload: { type: 'text', content } });

    const postTimes: number[] = [];
    const deliveredTimes: number[] = [];
    for (let run = 0; run < RUNS + 10; run += 1) {
      const content = `Mensagem ${run}`;
      const arrived = new Promise<void>((resolve) => {
        const listener = (_channel: string, data: { content?: string }) => {
          if (data.content !== content) return;
          socket.off(CHAT_EVENTS.newMessage, listener);
          resolve();
        };
        socket.on(CHAT_EVENTS.newMessage, listener);
      });
      const started = performance.now();
      const response = await post(content);
      const posted = performance.now();
      if (response.statusCode !== 201) throw new Error(`POST: ${response.statusCode} ${response.body}`);
      await arrived;
      const delivered = performance.now();
      // The first runs warm the JIT and the statement cache.
      if (run < 10) continue;
      postTimes.push(posted - started);
      deliveredTimes.push(delivered - started);
    }
    return { postMs: median(postTimes), deliveredMs: median(deliveredTimes) };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await realtime.close();
    await server.stop();
  }
}
