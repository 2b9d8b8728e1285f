// Test helpers: a seeded in-memory database per test (cloned from one seeded template, since the
// seed spends a scrypt), an app driven by a controllable clock, and login helpers.
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LoginType } from '../../src-shared/api/auth';
import { buildApp, type AppOptions } from '../app';
import { openSession, type SessionContext } from '../auth/session';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { prepareDatabase } from '../db/bootstrap';
import type { Db } from '../db/open';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { ApiError } from '../http/errors';
import { createRepos } from '../repos';

let template: Buffer | undefined;

export function seededDb(): Db {
  if (!template) {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    prepareDatabase(db, new Date('2026-01-05T09:00:00.000Z'));
    template = db.serialize();
    db.close();
  }
  const db = new Database(template);
  db.pragma('foreign_keys = ON');
  return db;
}

export type TestClock = { now: () => number; advance(seconds: number): void; set(iso: string): void };

export function testClock(start = '2026-01-10T12:00:00.000Z'): TestClock {
  let current = Date.parse(start);
  return {
    now: () => current,
    advance: (seconds) => void (current += seconds * 1000),
    set: (iso) => void (current = Date.parse(iso)),
  };
}

/** What tokenFor needs of each app testServer made: its database's repos, clock and token lifetime. */
const sessions = new WeakMap<FastifyInstance, SessionContext>();

export type TestServer = { app: FastifyInstance; db: Db; clock: TestClock; stop(): Promise<void> };

export function testServer(options: Partial<AppOptions> = {}): TestServer {
  const db = options.db ?? seededDb();
  const clock = testClock();
  const app = buildApp({ now: clock.now, ...options, db });
  sessions.set(app, { repos: createRepos(db), now: options.now ?? clock.now, tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS });
  const stop = async () => {
    await app.close();
    db.close();
  };
  return { app, db, clock, stop };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();

export function loginRequest(
  app: FastifyInstance,
  identifier: { email: string } | { cpf_cnpj: string },
  password = DEMO_PASSWORD,
  type: number = LoginType.NATIVE,
) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { type, data: { ...identifier, password } } });
}

/**
 * A demo user's bearer token (staff form unless told), as a login with the right password gives
 * it: through the server's own openSession, with the same refusals (disabled user, wrong area),
 * minus the scrypt, which costs a quarter of a second and is what only login tests are about.
 * An app not made by testServer is logged in for real.
 */
export async function tokenFor(app: FastifyInstance, email: string, type: number = LoginType.NATIVE): Promise<string> {
  const session = sessions.get(app);
  if (session !== undefined) {
    const user = session.repos.users.findByEmail(email);
    if (user === undefined) throw new Error(`No user ${email}`);
    try {
      return openSession(session, user, type).access_token;
    } catch (error) {
      if (error instanceof ApiError) throw new Error(`login ${email} answered ${error.statusCode}: ${JSON.stringify(error.body)}`, { cause: error });
      throw error;
    }
  }
  const response = await loginRequest(app, { email }, DEMO_PASSWORD, type);
  if (response.statusCode !== 200) throw new Error(`login ${email} answered ${response.statusCode}: ${response.body}`);
  return json<{ access_token: string }>(response).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function userIdOf(db: Db, email: string): number {
  const id = db
    .prepare('SELECT users.id FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?')
    .pluck()
    .get(email);
  if (typeof id !== 'number') throw new Error(`No user ${email}`);
  return id;
}
