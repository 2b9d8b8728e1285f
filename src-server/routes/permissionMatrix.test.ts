// The route × role matrix (issue 17 point 6): EVERY /api route the app registers is called as
// anonymous, a citizen, a citizen holding every permission, a clerk (the Servidor role: no
// administration permission), a staff member holding no permission at all, a staff member given
// exactly one of the route's permissions through a role (each of them in turn), and the
// administrator, and the outcome class must be the one this table states:
// - public routes never answer 401;
// - every other route answers 401 without a token;
// - staff routes (and staff permission routes) refuse citizens, whatever permissions they hold;
// - permission routes refuse whoever holds none of the names, and let in (neither 401 nor that
//   refusal) a holder of any one of them.
// "Refused" is the guard's 403 "Você não tem permissão para esta ação"; a route may still answer
// its own 403 about the row itself (a document this user may not read), which is not a refusal.
// - nothing answers 5xx, but for the 503 of an external service this test does not configure
//   (UNCONFIGURED).
// The table (testing/expectedAccess.ts) is independent of the routes' own withAccess: loosening one fails here, and a route
// missing from the table (or listed but gone) fails the first test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { PERMISSIONS } from '../../src-shared/permissions';
import { createUnverifiedCitizen } from '../testing/accounts';
import { bearer, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';

import { EXPECTED, UNCONFIGURED, type Expectation } from './testing/expectedAccess';

const ADMIN = 'admin@demo.gov.br';
const CLERK = 'servidor@demo.gov.br';
const CITIZEN = 'cidadao@demo.gov.br';
/** A citizen account given every permission directly: staff-only routes still refuse it. */
const PRIVILEGED_CITIZEN = 'privilegiado@exemplo.com.br';
/** Stripped of every role and permission below: staff holding nothing. */
const BARE = 'servidora@demo.gov.br';
/** Given, per route, a role holding exactly one of the route's permissions. */
const ONE = 'contatos@demo.gov.br';
const ONE_ROLE_ID = 90;

type Subject = 'anonymous' | 'citizen' | 'privilegedCitizen' | 'clerk' | 'bare' | 'one' | 'admin';
const SUBJECTS: readonly Subject[] = ['anonymous', 'citizen', 'privilegedCitizen', 'clerk', 'bare', 'one', 'admin'];

let server: TestServer;
let samples: Record<string, string>;
let clerkPermissions: string[];

beforeAll(() => {
  server = testServer({ loginThrottle: false });
  const { db } = server;
  const bare = userIdOf(db, BARE);
  const one = userIdOf(db, ONE);
  db.prepare('DELETE FROM user_roles WHERE user_id IN (?, ?)').run(bare, one);
  db.prepare('DELETE FROM user_permissions WHERE user_id IN (?, ?)').run(bare, one);
  db.prepare("INSERT INTO roles (id, name) VALUES (?, 'Uma permissão')").run(ONE_ROLE_ID);
  db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(one, ONE_ROLE_ID);
  const privileged = createUnverifiedCitizen(db, { name: 'Cidadã Privilegiada', email: PRIVILEGED_CITIZEN, password: 'senha1234' });
  db.prepare('UPDATE users SET account_verified_at = ? WHERE id = ?').run('2026-01-01T00:00:00.000Z', privileged);
  db.prepare('INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions').run(privileged);
  clerkPermissions = db
    .prepare(
      `SELECT p.name FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id
       JOIN user_roles ur ON ur.role_id = rp.role_id WHERE ur.user_id = ?`,
    )
    .pluck()
    .all(userIdOf(db, CLERK)) as string[];
  const documentUuid = db.prepare('SELECT uuid FROM documents ORDER BY id LIMIT 1').pluck().get() as string;
  // Ids of existing rows where a route needs one; a route with a parameter not named here fails.
  // Id 1 is a document, a conversation… and the administrator, whom no call may disable (the last one).
  expect(userIdOf(db, ADMIN)).toBe(1);
  samples = {
    id: '1',
    uuid: documentUuid,
    key: 'chave-inexistente',
    code: 'ABCD1234',
    zip: '37500000',
    uf: 'MG',
    kind: 'terms',
    hash: 'a'.repeat(64),
    state: 'estado-inexistente',
    signatureId: '1',
    messageId: '1',
    fileId: '1',
    // No such user: the sector membership calls answer 404 instead of changing the administrator's sectors.
    userId: '999999',
    imageId: '1',
    z: '1',
    x: '1',
    tile: '1.png',
  };
});
afterAll(() => server.stop());

const routesOf = (app: FastifyInstance) => app.apiRoutes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);

function urlOf(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = samples[name];
    if (value === undefined) throw new Error(`No sample value for :${name} in ${path}: add one to the matrix.`);
    return encodeURIComponent(value);
  });
}

async function tokenOf(subject: Subject): Promise<string | null> {
  switch (subject) {
    case 'anonymous':
      return null;
    case 'citizen':
      return tokenFor(server.app, CITIZEN, LoginType.EXTERNAL_NATIVE);
    case 'privilegedCitizen':
      return tokenFor(server.app, PRIVILEGED_CITIZEN, LoginType.EXTERNAL_NATIVE);
    case 'clerk':
      return tokenFor(server.app, CLERK);
    case 'bare':
      return tokenFor(server.app, BARE);
    case 'one':
      return tokenFor(server.app, ONE);
    case 'admin':
      return tokenFor(server.app, ADMIN);
  }
}

/** Whether the subject holds one of the names: the administrator all, 'one' the first, the clerk its role's. */
function holds(subject: Subject, names: readonly string[]): boolean {
  if (subject === 'admin' || subject === 'one') return true;
  if (subject === 'clerk') return names.some((name) => clerkPermissions.includes(name));
  return false;
}

/** A fresh token per call: POST auth/logout revokes the one it is sent. */
async function callAs(subject: Subject, route: string): Promise<{ status: number; refused: boolean }> {
  const [method, path] = route.split(' ') as ['GET', string];
  const token = await tokenOf(subject);
  const write = method !== 'GET' && method !== 'DELETE';
  const response = await server.app.inject({
    method,
    url: urlOf(path),
    headers: { ...(token === null ? {} : bearer(token)), ...(write ? { 'content-type': 'application/json' } : {}) },
    ...(write ? { payload: '{}' } : {}),
  });
  // The access guard's refusal, as opposed to a route's own 403 about the row (a document this user may not read).
  const refused = response.statusCode === 403 && (response.json() as { message?: string }).message === messages.server.forbidden;
  return { status: response.statusCode, refused };
}

/** Gives 'one' a role holding exactly this permission (permissions are recomputed at every request). */
function giveOnly(name: string): void {
  server.db.prepare('DELETE FROM role_permissions WHERE role_id = ?').run(ONE_ROLE_ID);
  server.db.prepare('INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?').run(ONE_ROLE_ID, name);
}

/** Every failure of one route's row, as readable lines. */
async function checkRoute(route: string, expected: Expectation): Promise<string[]> {
  const failures: string[] = [];
  const check = async (subject: Subject, label: string = subject) => {
    const { status, refused } = await callAs(subject, route);
    const fail = (why: string) => failures.push(`${route} as ${label}: ${status} (${why})`);
    if (status >= 500 && !(status === 503 && UNCONFIGURED.has(route))) fail('never a 5xx');
    if (expected.kind === 'public') {
      if (status === 401) fail('public: never 401');
      return;
    }
    if (subject === 'anonymous') {
      if (status !== 401) fail('401 without a token');
      return;
    }
    if (status === 401) fail('a valid token is not 401');
    const staffOnly = expected.kind === 'staff' || (expected.kind === 'permission' && expected.staff);
    if (subject === 'privilegedCitizen') {
      if (staffOnly && !refused) fail('staff only: refused to a citizen, whatever it holds');
      if (!staffOnly && refused) fail('not staff only: a citizen holding the permissions is let in');
      return;
    }
    if (expected.kind === 'staff' && subject === 'citizen' && !refused) fail('staff only: refused to citizens');
    if (expected.kind === 'staff' && subject !== 'citizen' && refused) fail('staff: any staff member is let in');
    if (expected.kind === 'permission') {
      const allowed = holds(subject, expected.anyOf);
      if (!allowed && !refused) fail(`refused without any of ${expected.anyOf.join(', ')}`);
      if (allowed && refused) fail(`holds one of ${expected.anyOf.join(', ')}: not refused by the guard`);
    }
  };
  for (const subject of SUBJECTS) {
    if (subject !== 'one') await check(subject);
    else if (expected.kind === 'permission') {
      // Each listed name alone lets 'one' in.
      for (const name of expected.anyOf) {
        giveOnly(name);
        await check('one', `a role with only ${name}`);
      }
    } else {
      giveOnly('workspaceAccess');
      await check('one');
    }
  }
  return failures;
}

describe('route × role matrix', () => {
  it('lists every /api route the app registers, and nothing it does not', async () => {
    await server.app.ready();
    const registered = routesOf(server.app);
    expect(registered.filter((route) => !(route in EXPECTED)), 'registered but missing from the matrix').toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !registered.includes(route)), 'in the matrix but not registered').toEqual([]);
  });

  it('cites only catalogue permissions, and the clerk holds no administration one', () => {
    const known = new Set(PERMISSIONS.map((permission) => permission.name));
    for (const expected of Object.values(EXPECTED)) {
      if (expected.kind === 'permission') for (const name of expected.anyOf) expect(known.has(name), name).toBe(true);
    }
    const administration = PERMISSIONS.filter((permission) => permission.group === 'Administração' && permission.subgroup !== 'Contatos externos');
    expect(clerkPermissions.filter((name) => administration.some((permission) => permission.name === name))).toEqual([]);
  });

  it('every route answers each role as its row says', { timeout: 60_000 }, async () => {
    await server.app.ready();
    const failures: string[] = [];
    for (const route of routesOf(server.app)) {
      const expected = EXPECTED[route];
      if (expected !== undefined) failures.push(...(await checkRoute(route, expected)));
    }
    expect(failures).toEqual([]);
  });
});
