import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';

const m = messages.server;
let server: TestServer;
const start = (options: Parameters<typeof testServer>[0] = {}) => (server = testServer(options));
afterEach(() => server.stop());

const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('logout', () => {
  const logoutUrl = (query: Record<string, string>) => `/api/auth/logout?${new URLSearchParams(query).toString()}`;

  it('revokes the token given in the navigation form and answers a message', async () => {
    const { app } = start();
    const token = await tokenFor(app, 'servidor@demo.gov.br');
    const response = await app.inject({ method: 'GET', url: logoutUrl({ token }) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: m.loggedOut });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('redirects to a relative path, the desktop app or, in development, a loopback page', async () => {
    const { app } = start({ mode: 'development' });
    for (const redirectTo of ['/login?redirectTo=%2Fprofile', 'app://staff/login', 'http://127.0.0.1:5173/app/citizen/v2/login']) {
      const token = await tokenFor(app, 'servidor@demo.gov.br');
      const response = await app.inject({ method: 'GET', url: logoutUrl({ token, redirectTo }) });
      expect(response.statusCode, redirectTo).toBe(302);
      expect(response.headers.location).toBe(redirectTo);
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it('does not follow a redirect to another site, or in production to a loopback page, but still logs out', async () => {
    const { app } = start();
    for (const redirectTo of ['https://evil.example/login', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://127.0.0.1:5173/app/citizen/v2/login']) {
      const token = await tokenFor(app, 'servidor@demo.gov.br');
      const response = await app.inject({ method: 'GET', url: logoutUrl({ token, redirectTo }) });
      expect(response.statusCode, redirectTo).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it('follows a redirect to an origin added with corsOrigins', async () => {
    const { app } = start({ corsOrigins: ['https://portal.valeverde.example'] });
    const response = await app.inject({ method: 'GET', url: logoutUrl({ redirectTo: 'https://portal.valeverde.example/app/citizen' }) });
    expect(response.statusCode).toBe(302);
  });

  it('treats an unknown, missing or already revoked token as logged out', async () => {
    const { app } = start();
    const token = await tokenFor(app, 'servidor@demo.gov.br');
    for (let i = 0; i < 2; i += 1) expect((await app.inject({ method: 'GET', url: logoutUrl({ token }) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: logoutUrl({ token: 'unknown' }) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('B'.repeat(43)) })).statusCode).toBe(200);
  });

  it('revokes the bearer token on POST, with or without an empty JSON body, leaving other sessions alone', async () => {
    const { app } = start();
    const first = await tokenFor(app, 'servidor@demo.gov.br');
    const second = await tokenFor(app, 'servidor@demo.gov.br');
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(first), 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: m.loggedOut });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 422 to a query with repeated parameters', async () => {
    const { app } = start();
    const response = await app.inject({ method: 'GET', url: '/api/auth/logout?token=a&token=b' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toHaveProperty('token');
  });
});
