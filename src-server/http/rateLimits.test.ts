// Per-IP limits on the calls that cost a scrypt or hand out challenges. The requests here are the
// cheapest that reach each route (no body, no token): the limit counts them before anything else.
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { json, testServer, type TestServer } from '../testing/harness';
import { DEFAULT_IP_RATE_LIMITS, type IpRateLimits } from './rateLimits';

let server: TestServer;
afterEach(() => server.stop());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string };
const CALLS: Record<keyof IpRateLimits, Call> = {
  login: { method: 'POST', url: '/api/auth/login' },
  pkiToken: { method: 'GET', url: '/api/pki-token' },
  signing: { method: 'POST', url: '/api/signature/sign/1?type=doc' },
  profile: { method: 'PUT', url: '/api/user/me' },
  locations: { method: 'GET', url: '/api/locations/states' },
  authenticity: { method: 'GET', url: '/api/authenticity/0000-0000-0000-0000' },
  accountCodes: { method: 'POST', url: '/api/auth/forgot-password' },
  register: { method: 'POST', url: '/api/user/register' },
  publicPages: { method: 'GET', url: '/api/citizen/figures' },
};
/** The authenticity page's refusal speaks of verifications, the citizen's word for them; signup's of signups. */
const refusal = (name: keyof IpRateLimits) =>
  name === 'authenticity' ? messages.authenticity.tooManyRequests : name === 'register' ? messages.signup.server.tooMany : messages.server.tooManyRequests;
const NAMES = Object.keys(CALLS) as Array<keyof IpRateLimits>;

const call = (name: keyof IpRateLimits, from = '127.0.0.1', headers: Record<string, string> = {}) =>
  server.app.inject({ ...CALLS[name], remoteAddress: from, headers });

describe('per-IP limits', () => {
  it.each(NAMES)('refuse %s calls past the limit from one address with 429, a pt-BR message and Retry-After', async (name) => {
    server = testServer({ rateLimits: { [name]: { max: 2, windowSeconds: 60 } } });
    expect((await call(name)).statusCode).not.toBe(429);
    expect((await call(name)).statusCode).not.toBe(429);
    const refused = await call(name, '127.0.0.1', { origin: 'app://staff' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: refusal(name) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The desktop app can read the refusal and its Retry-After.
    expect(refused.headers['access-control-allow-origin']).toBe('app://staff');

    expect((await call(name, '203.0.113.7')).statusCode).not.toBe(429);
    for (const other of NAMES.filter((each) => each !== name)) expect((await call(other)).statusCode, other).not.toBe(429);
  });

  it.each(NAMES)('apply the default to %s calls when none is configured', async (name) => {
    server = testServer();
    const { max } = DEFAULT_IP_RATE_LIMITS[name];
    const statuses = [];
    for (let i = 0; i < max; i += 1) statuses.push((await call(name)).statusCode);
    expect(statuses).not.toContain(429);
    expect((await call(name)).statusCode).toBe(429);
  });
});
