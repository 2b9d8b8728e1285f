import { afterEach, describe, expect, it } from 'vitest';
import { realtimeInfoSchema } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { createRealtimeHub } from '../realtime/hub';
import { json, testServer, type TestServer } from '../testing/harness';

let server: TestServer | undefined;
afterEach(async () => server?.stop());

const listening = (port: number) => ({ port, broadcast: () => {}, onlineUserIds: () => new Set<number>(), forgetToken: () => {} });

describe('GET /api/realtime', () => {
  it('answers where the realtime server listens, without a token', async () => {
    const hub = createRealtimeHub();
    server = testServer({ realtime: hub });
    hub.attach(listening(6001));
    const response = await server.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(response.statusCode).toBe(200);
    expect(realtimeInfoSchema.parse(json(response))).toEqual({ port: 6001 });
  });

  it('answers 503 with the reason while no realtime server listens, and again once it closed', async () => {
    const hub = createRealtimeHub();
    server = testServer({ realtime: hub });
    expect(json(await server.app.inject({ method: 'GET', url: '/api/realtime' }))).toEqual({ message: messages.chat.realtimeUnavailable });
    const detach = hub.attach(listening(6001));
    expect((await server.app.inject({ method: 'GET', url: '/api/realtime' })).statusCode).toBe(200);
    detach();
    const response = await server.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(response.statusCode).toBe(503);
  });
});
