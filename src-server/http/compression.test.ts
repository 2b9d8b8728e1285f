// API answers go out compressed when they are worth it and the client accepts it; the cache rules
// of headers.ts stay as they were.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { bearer, testServer, tokenFor, type TestServer } from '../testing/harness';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from './compression';

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = testServer();
  admin = bearer(await tokenFor(server.app, 'admin@demo.gov.br'));
});
afterAll(() => server.stop());

const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers: { ...admin, ...headers } });

describe('compressed API answers', () => {
  it('compresses a large JSON answer with brotli, still never cached', async () => {
    const plain = await get('/api/inbox/query?page=1', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const response = await get('/api/inbox/query?page=1', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed file (the audit CSV) as it streams, whole (a stream has no size to weigh)', async () => {
    const plain = await get('/api/audit/export.csv', {});
    expect(plain.body).toContain(messages.audit.csvHeader.join(';'));
    const response = await get('/api/audit/export.csv', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('does not decompress request bodies: a compressed body is refused, not inflated', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('isCompressibleType', () => {
  it('takes text formats and leaves binary, already-compressed and event streams', () => {
    for (const type of ['text/html; charset=utf-8', 'application/javascript', 'text/css', 'application/json; charset=utf-8', 'image/svg+xml', 'application/problem+json', 'text/csv']) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ['application/pdf', 'image/png', 'application/zip', 'application/octet-stream', 'text/event-stream']) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
