// The app as a whole: the permission guard, CORS, the error body for anything clients can send, and
// headers. Which access each /api route declares is routeAccess.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { LoginType } from '../src-shared/api/auth';
import { apiErrorBodySchema } from '../src-shared/api/errors';
import { messages } from '../src-shared/messages';
import { authenticated, requirePermission, withAccess } from './auth/access';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from './testing/harness';

const m = messages.server;
let server: TestServer;
const start = (options: Parameters<typeof testServer>[0] = {}) => (server = testServer(options));
afterEach(() => server.stop());

describe('requirePermission guard', () => {
  const withGuardedRoutes = () => {
    const { app } = start();
    app.get('/api/test/roles', withAccess(requirePermission('manage-roles', 'user-list')), async () => ({ ok: true }));
    app.get('/api/test/staff', withAccess(authenticated({ internalOnly: true })), async () => ({ ok: true }));
    return app;
  };
  const call = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

  it('lets in a user holding any of the listed permissions through a role', async () => {
    const app = withGuardedRoutes();
    expect((await call('/api/test/roles', await tokenFor(app, 'admin@demo.gov.br'))).statusCode).toBe(200);
  });

  it('answers 403 to a user holding none of them, and 401 before that without a token', async () => {
    const app = withGuardedRoutes();
    const response = await call('/api/test/roles', await tokenFor(app, 'servidor@demo.gov.br'));
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: m.forbidden });
    expect((await call('/api/test/roles')).statusCode).toBe(401);
  });

  it('counts direct permissions', async () => {
    const app = withGuardedRoutes();
    server.db
      .prepare("INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE name = 'user-list'")
      .run(userIdOf(server.db, 'servidor@demo.gov.br'));
    expect((await call('/api/test/roles', await tokenFor(app, 'servidor@demo.gov.br'))).statusCode).toBe(200);
  });

  it('counts permissions of every role the user has', async () => {
    const app = withGuardedRoutes();
    server.db.prepare("INSERT INTO roles (id, name) VALUES (3, 'Gestor de funções')").run();
    server.db.prepare("INSERT INTO role_permissions (role_id, permission_id) SELECT 3, id FROM permissions WHERE name = 'manage-roles'").run();
    server.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, 3)').run(userIdOf(server.db, 'servidora@demo.gov.br'));
    expect((await call('/api/test/roles', await tokenFor(app, 'servidora@demo.gov.br'))).statusCode).toBe(200);
  });

  it('treats role 1 as holding every permission, whatever its rows say', async () => {
    const app = withGuardedRoutes();
    server.db.prepare('DELETE FROM role_permissions WHERE role_id = 1').run();
    expect((await call('/api/test/roles', await tokenFor(app, 'admin@demo.gov.br'))).statusCode).toBe(200);
  });

  it('keeps citizens out of staff-only calls', async () => {
    const app = withGuardedRoutes();
    const citizen = await tokenFor(app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await call('/api/test/staff', citizen)).statusCode).toBe(403);
    expect((await call('/api/test/roles', citizen)).statusCode).toBe(403);
    expect((await call('/api/test/staff', await tokenFor(app, 'servidor@demo.gov.br'))).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    server.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-inboxtype' },
    });

  it('allows a preflight from the desktop app with the headers the clients send, without credentials', async () => {
    start();
    const response = await preflight('app://staff');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('app://staff');
    const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'X-InboxType', 'X-InboxSectorId']));
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows configured origins, and loopback pages on any port only in development', async () => {
    start({ corsOrigins: ['https://portal.valeverde.example'] });
    expect((await preflight('https://portal.valeverde.example')).headers['access-control-allow-origin']).toBe('https://portal.valeverde.example');
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    await server.stop();

    start({ mode: 'development', corsOrigins: ['https://portal.valeverde.example'] });
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'https://portal.valeverde.example']) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBe(origin);
    }
  });

  it('refuses a preflight from another site', async () => {
    start();
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('lets an allowed page read a 401, so the client can log the user out', async () => {
    start({ mode: 'development' });
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});

describe('error bodies', () => {
  const post = (payload: string, contentType = 'application/json', url = '/api/auth/login') =>
    server.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400 and errors.body', async () => {
    start();
    for (const payload of ['{bad', '{"type": 0,', '[1,]', '{"__proto__": {"admin": true}}']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(json(response)).toEqual({ message: m.malformedJson, errors: { body: [m.malformedJson] } });
    }
  });

  it('answers a body that is not JSON with 415', async () => {
    start();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const response = await post('type=0', type);
      expect(response.statusCode, type).toBe(415);
      expect(json(response)).toEqual({ message: m.unsupportedMediaType, errors: { body: [m.unsupportedMediaType] } });
    }
  });

  it('answers a body over 1 MiB with 413', async () => {
    start();
    const response = await post(JSON.stringify({ type: 0, data: { email: 'a@b.com', password: 'x'.repeat(1_100_000) } }));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: m.bodyTooLarge, errors: { body: [m.bodyTooLarge] } });
  });

  it('answers an unknown /api route with 404, whatever the method', async () => {
    start();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: m.notFound });
    }
    expect((await server.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });

  it('answers a malformed URL with 400', async () => {
    start();
    const response = await server.app.inject({ method: 'GET', url: '/api/organization/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(json(response)).errors).toBeDefined();
  });

  it('answers an unexpected failure with a generic 500 and logs it', async () => {
    const lines: string[] = [];
    const { app } = start({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    app.get('/api/test/crash', withAccess(authenticated()), async () => {
      throw new Error('disk on fire');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/crash', headers: bearer(await tokenFor(app, 'admin@demo.gov.br')) });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: m.internalError });
    expect(lines.join('')).toContain('disk on fire');
  });

  it('never answers 500 to hostile bodies on any route that takes one', async () => {
    start();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const bodies = ['{bad', '[]', '"x"', '42', 'null', 'true', deep, JSON.stringify({ type: 0, name: 'x'.repeat(900_000) }), '{"constructor": {"prototype": {"x": 1}}}'];
    for (const route of server.app.apiRoutes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      // A fresh session per route: POST /api/auth/logout revokes the one it is sent.
      const token = await tokenFor(server.app, 'servidor@demo.gov.br');
      for (const payload of bodies) {
        const response = await server.app.inject({
          method: route.method as 'POST' | 'PUT',
          url: route.url,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        const label = `${route.method} ${route.url} ${payload.slice(0, 20)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (route.url === '/api/auth/logout') continue;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(apiErrorBodySchema.parse(json(response)).errors, label).toBeDefined();
      }
    }
  });
});

describe('response headers', () => {
  it('marks API answers nosniff, no-referrer, no-store, with a CSP that allows nothing', async () => {
    start();
    const response = await server.app.inject({ method: 'GET', url: '/api/organization/1' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});
