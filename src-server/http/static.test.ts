import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { buildCsp } from '../../src-shared/security/csp';
import { json, seededDb, testServer, type TestServer } from '../testing/harness';

let root: string;
let server: TestServer;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function writeBuild(dir: string, name: string, asset: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(join(dir, 'assets', asset), `console.info('${name}');`);
  writeFileSync(join(dir, '.env'), 'SECRET=1');
}

/** A script well over the compression threshold, as a real bundle chunk is. */
const bundle = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${JSON.stringify(`texto ${index * 7919}`)};`).join('\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

// The build's own copies (scripts/bundle/precompressPlugin.ts), at qualities the server's
// on-the-fly compression does not use, so a test can tell which one was sent.
const BUILT_BR = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const BUILT_GZ = gzipSync(bundle, { level: 9 });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gdoc-web-'));
  writeBuild(join(root, 'staff'), 'staff', 'index-a1b2c3.js');
  writeBuild(join(root, 'citizen'), 'citizen', 'citizen-d4e5f6.js');
  writeFileSync(join(root, 'staff', 'assets', 'vendor-9f8e7d.js'), bundle);
  writeFileSync(join(root, 'citizen', 'assets', 'vendor-c1c2c3.js'), bundle);
  writeFileSync(join(root, 'staff', 'assets', 'logo-0a0b0c.png'), PNG);
  writeFileSync(join(root, 'staff', 'assets', 'built-5e6f7a.js'), bundle);
  writeFileSync(join(root, 'staff', 'assets', 'built-5e6f7a.js.br'), BUILT_BR);
  writeFileSync(join(root, 'staff', 'assets', 'built-5e6f7a.js.gz'), BUILT_GZ);
  writeFileSync(join(root, 'staff', 'index.html'), `<!doctype html><title>staff</title><style>${'.loading{color:#123}'.repeat(100)}</style>`);
  server = testServer({ web: { staffDir: join(root, 'staff'), citizenDir: join(root, 'citizen') } });
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('static web builds', () => {
  it('serves the staff app at / with the CSP and security headers, never cached', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>staff</title>');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(buildCsp([]));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets immutably', async () => {
    const response = await get('/assets/index-a1b2c3.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(buildCsp([]));
    const citizen = await get('/app/assets/citizen-d4e5f6.js');
    expect(citizen.body).toContain("console.info('citizen')");
    expect(citizen.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("falls back to the staff index.html for the app's own routes when a page is asked for", async () => {
    const response = await get('/workspace/sector/tasks?x=1', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>staff</title>');
    expect(response.headers['content-security-policy']).toBe(buildCsp([]));
  });

  it('serves the citizen portal under /app/ with its own fallback', async () => {
    for (const url of ['/app/', '/app', '/app/citizen/v2/login', '/app/citizen/inbox?tab=opened_by_me']) {
      const response = await get(url, html);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>citizen</title>');
      expect(response.headers['content-security-policy']).toBe(buildCsp([]));
    }
  });

  it('answers 404 for missing files and for requests that do not ask for a page', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/workspace/sector/tasks', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/workspace', headers: html })).statusCode).toBe(404);
  });

  it('never answers an unknown /api route with a page', async () => {
    const response = await get('/api/nothing-here', html);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: messages.server.notFound });
    expect((await get('/api/organization/1')).statusCode).toBe(200);
  });

  it('serves no dotfiles and nothing outside the build folders', async () => {
    for (const url of ['/.env', '/app/.env', '/../citizen/.env', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2f.env']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses a build folder without index.html', () => {
    const empty = join(root, 'empty');
    mkdirSync(empty, { recursive: true });
    const db = seededDb();
    expect(() => testServer({ db, web: { staffDir: empty } })).toThrow(messages.server.webDirWithoutIndex(empty));
    db.close();
  });
});

describe('compressed answers', () => {
  const asset = '/assets/vendor-9f8e7d.js';

  it('sends a script brotli-compressed to a client that accepts br, and it inflates to the file itself', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(readFileSync(join(root, 'staff', asset)).toString());
  });

  it('sends gzip to a client that accepts only gzip, in both builds', async () => {
    for (const url of [asset, '/app/assets/vendor-c1c2c3.js']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString(), url).toBe(bundle);
    }
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(asset, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(bundle);
    }
  });

  it('keeps the immutable cache on a compressed hashed asset, and no-cache on the page, compressed or not', async () => {
    expect((await get(asset, { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/workspace/sector/tasks']) {
      const page = await get(url, { ...html, 'accept-encoding': 'br' });
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<title>staff</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("sends the build's own brotli or gzip copy of a file as it is, as the script it holds", async () => {
    for (const [encoding, copy] of [['br', BUILT_BR], ['gzip', BUILT_GZ]] as const) {
      const response = await get('/assets/built-5e6f7a.js', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers['content-type'], encoding).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(copy), encoding).toBe(true);
    }
    expect((await get('/assets/built-5e6f7a.js')).body).toBe(bundle);
  });

  it('leaves images and other already-compressed formats as they are', async () => {
    const response = await get('/assets/logo-0a0b0c.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('the electron-vite staff layout', () => {
  it('finds the page at staff/index.html next to the shared assets folder', async () => {
    const dir = join(root, 'electron-vite');
    mkdirSync(join(dir, 'staff'), { recursive: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'staff', 'index.html'), '<!doctype html><title>staff nested</title>');
    writeFileSync(join(dir, 'assets', 'staff-x1.js'), 'export {};');
    const nested = testServer({ web: { staffDir: dir } });
    for (const url of ['/', '/login', '/workspace/sector/tasks']) {
      const response = await nested.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('staff nested');
    }
    expect((await nested.app.inject({ method: 'GET', url: '/assets/staff-x1.js' })).statusCode).toBe(200);
    await nested.app.close();
    nested.db.close();
  });
});

describe('only the citizen build', () => {
  it('serves /app/ and leaves / unanswered', async () => {
    const only = testServer({ web: { citizenDir: join(root, 'citizen') } });
    expect((await only.app.inject({ method: 'GET', url: '/app/citizen', headers: html })).body).toContain('citizen');
    expect((await only.app.inject({ method: 'GET', url: '/workspace', headers: html })).statusCode).toBe(404);
    await only.app.close();
    only.db.close();
  });
});
