// The set-up the administration's route tests share: each test gets a fresh seeded server and the
// demo administrator's token (read through the live bindings `server` and `admin`), and `call`
// makes an authenticated request with an optional JSON body.
import { afterEach, beforeEach } from 'vitest';
import type { AppOptions } from '../app';
import { bearer, testServer, tokenFor, type TestServer } from './harness';

export const ADMIN = 'admin@demo.gov.br';

export let server: TestServer;
export let admin: string;

/** Call once at the top of a test file. */
export function useAdminServer(): void {
  beforeEach(async () => {
    server = testServer();
    admin = await tokenFor(server.app, ADMIN);
  });
  afterEach(() => server.stop());
}

/** For a test that needs the server built another way (a mailer, say): the same names, a new server. */
export async function restartAdminServer(options: Partial<AppOptions>): Promise<void> {
  await server.stop();
  server = testServer(options);
  admin = await tokenFor(server.app, ADMIN);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
