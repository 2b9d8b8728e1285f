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
// The table is independent of the routes' own withAccess: loosening one fails here, and a route
// missing from the table (or listed but gone) fails the first test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { PERMISSIONS } from '../../src-shared/permissions';
import { createUnverifiedCitizen } from '../testing/accounts';
import { bearer, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';

type Expectation =
  | { kind: 'public' }
  | { kind: 'logged' }
  | { kind: 'staff' }
  | { kind: 'permission'; anyOf: readonly string[]; staff: boolean };

const PUBLIC: Expectation = { kind: 'public' };
const LOGGED: Expectation = { kind: 'logged' };
const STAFF: Expectation = { kind: 'staff' };
const staffPerm = (...anyOf: string[]): Expectation => ({ kind: 'permission', anyOf, staff: true });

const EXPECTED: Record<string, Expectation> = {
  'POST /api/auth/login': PUBLIC,
  // The desktop app's citizen certificate login handed to the portal: the route answers staff with 403.
  'POST /api/auth/portal-code': LOGGED,
  'GET /api/auth/me': LOGGED,
  'GET /api/auth/logout': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/govbr/login': PUBLIC,
  'GET /api/auth/govbr/callback': PUBLIC,
  'GET /api/permission': LOGGED,
  'PUT /api/user/me': LOGGED,
  // Internal users (issue 17). The list needs user-list, checked by the route: with ?telephones
  // it is the telephone directory every staff member reads (routes/internalUsers.test.ts).
  'GET /api/user': staffPerm('user-list'),
  'GET /api/user/:id': staffPerm('user-list', 'user-update'),
  'GET /api/user/:id/sectors': staffPerm('user-list', 'user-update'),
  // The editor's Função picker: the roles the caller may give, without manage-roles.
  'GET /api/user/roles': staffPerm('user-create', 'user-update'),
  'POST /api/user': staffPerm('user-create'),
  'POST /api/user/import': staffPerm('user-create'),
  'GET /api/user/import/template': staffPerm('user-create'),
  'PUT /api/user/:id': staffPerm('user-update'),
  'PATCH /api/user/:id/status': staffPerm('user-update'),
  'PATCH /api/user/:id/disable-internal-access': staffPerm('user-update'),
  // External contacts (issue 17): the subgroup Contatos externos.
  'GET /api/citizen/contact': staffPerm('external-contact-list'),
  'GET /api/citizen/contact/:id': staffPerm('external-contact-list'),
  'POST /api/citizen/contact/register': staffPerm('external-contact-create'),
  'POST /api/citizen/contact/import': staffPerm('external-contact-create'),
  'GET /api/citizen/contact/import/template': staffPerm('external-contact-create'),
  'PUT /api/citizen/contact/update/:id': staffPerm('external-contact-update'),
  'PATCH /api/citizen/contact/:id/status': staffPerm('external-contact-update'),
  'PATCH /api/citizen/contact/:id/enable-internal-access': staffPerm('external-contact-update'),
  'GET /api/user/profile': LOGGED,
  'PUT /api/user/profile': LOGGED,
  'POST /api/person/image': LOGGED,
  'DELETE /api/person/image': LOGGED,
  'GET /api/person/image/:key': LOGGED,
  'PATCH /api/contact/first-login': LOGGED,
  'GET /api/citizen/contact/uuid': LOGGED,
  'GET /api/auth/moodle': STAFF,
  'POST /api/user/register': PUBLIC,
  'GET /api/user/verification': LOGGED,
  'POST /api/user/verification/send': LOGGED,
  'POST /api/user/verification/verify': LOGGED,
  'POST /api/auth/verify-account': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /api/inbox/user-sectors/list': STAFF,
  'GET /api/organization/:id': PUBLIC,
  'GET /api/organization/:id/logo': PUBLIC,
  'GET /api/organization/:id/texts/:kind': PUBLIC,
  'GET /api/organization/:id/login-images/:imageId': PUBLIC,
  'POST /api/organization/login-images': staffPerm('manage-organization'),
  'DELETE /api/organization/login-images/:imageId': staffPerm('manage-organization'),
  // Organisation settings (issue 18): the general fields, logo and print layout are manage-organization; document types manage-doc-settings.
  'PUT /api/organization': staffPerm('manage-organization'),
  'POST /api/organization/logo': staffPerm('manage-organization'),
  'PUT /api/organization/print-layout': staffPerm('manage-organization'),
  'POST /api/organization/print-layout/preview': staffPerm('manage-organization'),
  'GET /api/organization/document-settings': staffPerm('manage-doc-settings'),
  'PUT /api/organization/document-settings': staffPerm('manage-doc-settings'),
  'GET /api/pki-token': PUBLIC,
  'GET /api/signature/start/:id': LOGGED,
  'POST /api/signature/sign/icp/:id/complete': LOGGED,
  'GET /api/signature/doc-signers/:id': LOGGED,
  'GET /api/signature/documents/:id/signatures/:signatureId/p7s': LOGGED,
  'GET /api/inbox/query': STAFF,
  'GET /api/inbox/query/': STAFF,
  'GET /api/inbox/folders': STAFF,
  'GET /api/inbox/query/tasks/sector': STAFF,
  'GET /api/inbox/query/tasks/sector/uuids': STAFF,
  // The Mapa view (issue 19): the list's markers, the map's settings and its tiles.
  'GET /api/inbox/query/tasks/sector/map': STAFF,
  'GET /api/map/config': STAFF,
  'GET /api/map/tiles/:z/:x/:tile': STAFF,
  'GET /api/inbox/query/tasks/sector/check-for-new-tasks': STAFF,
  'GET /api/inbox/query/tasks/sector/filters/tags': STAFF,
  'GET /api/inbox/query/tasks/sector/responsibles': STAFF,
  'GET /api/inbox/query/tasks/sector/deadlines': STAFF,
  'GET /api/inbox/query/tasks/sector/calendar': STAFF,
  'PUT /api/inbox/email/favorite/bulk': STAFF,
  'PUT /api/inbox/email/:id/favorite': STAFF,
  'PUT /api/inbox/email/unfavorite/bulk': STAFF,
  'PUT /api/inbox/email/:id/unfavorite': STAFF,
  'PUT /api/inbox/email/archive/bulk': STAFF,
  'PUT /api/inbox/email/:id/archive': STAFF,
  'PUT /api/inbox/email/reopen/bulk': STAFF,
  'PUT /api/inbox/email/:id/reopen': STAFF,
  'PUT /api/inbox/email/close/bulk': STAFF,
  'PUT /api/inbox/email/:id/close': STAFF,
  'PATCH /api/inbox/email/:id/responsible': STAFF,
  'PUT /api/inbox/email/:id/deadline': STAFF,
  'POST /api/inbox/email/:id/external/send': STAFF,
  'GET /api/inbox/email/:id/draft': STAFF,
  'DELETE /api/inbox/email/:id': STAFF,
  'DELETE /api/inbox/email/:id/remove-email': STAFF,
  'GET /api/inbox/email/:id/summary': STAFF,
  'GET /api/inbox/email/:id/timeline': STAFF,
  'GET /api/inbox/email/:id': STAFF,
  'GET /api/inbox/email/:id/': STAFF,
  // Attachments, printing and postal codes (issue 5). GET /api/upload is public AS A ROUTE only:
  // a signed link carries no bearer token, so the handler itself demands a staff bearer token or
  // a valid, unexpired HMAC link, then the email permission (routes/medias.test.ts).
  'POST /api/inbox/email/:uuid/medias': STAFF,
  'GET /api/inbox/email/:uuid/medias': STAFF,
  'DELETE /api/inbox/email/:uuid/medias/:id': STAFF,
  'POST /api/inbox/email/:uuid/attachment/:fileId/reject': STAFF,
  'GET /api/upload/link': STAFF,
  'GET /api/upload': PUBLIC,
  'GET /api/inbox/email/:id/print/full': STAFF,
  'GET /api/inbox/email/:id/print/standard': STAFF,
  'POST /api/inbox/email/:id/print/partial': STAFF,
  'POST /api/inbox/email/print-preview': STAFF,
  'POST /api/inbox/email/:id/print/cover': STAFF,
  'GET /api/inbox/email/:id/zip-full-document': STAFF,
  'GET /api/zip-code/:zip': PUBLIC,
  // States and municipalities from IBGE (issue 16): the signup's address step comes before login.
  'GET /api/locations/states': PUBLIC,
  'GET /api/locations/states/:uf/cities': PUBLIC,
  // Document creation (issue 5).
  'GET /api/document/settings': STAFF,
  'GET /api/document/settings/:id/external': STAFF,
  'GET /api/document/subject': STAFF,
  'GET /api/document/subject/:id': STAFF,
  'GET /api/contacts': STAFF,
  'GET /api/broadcast': STAFF,
  'GET /api/sector/:id': STAFF,
  'GET /api/sector': staffPerm('sector-list'),
  'GET /api/sector/chart': staffPerm('sector-list'),
  'POST /api/sector': staffPerm('sector-create-update'),
  'PUT /api/sector/:id': staffPerm('sector-create-update', 'sector-settings-access'),
  'PATCH /api/sector/:id/status': staffPerm('sector-create-update'),
  'GET /api/sector/:id/users': staffPerm('sector-list', 'sector-create-update', 'manage-sector-users', 'sector-settings-access'),
  'GET /api/sector/:id/summary': staffPerm('sector-list', 'sector-create-update', 'manage-sector-users', 'sector-settings-access'),
  'POST /api/sector/:id/users/:userId': staffPerm('manage-sector-users'),
  'DELETE /api/sector/:id/users/:userId': staffPerm('manage-sector-users'),
  'GET /api/document/blueprint': STAFF,
  'GET /api/document/blueprint/': STAFF,
  'GET /api/document/blueprint/:id': STAFF,
  'POST /api/document/blueprint': STAFF,
  'POST /api/document/blueprint/': STAFF,
  'PUT /api/document/blueprint/:id': STAFF,
  'POST /api/inbox/email': STAFF,
  'GET /api/inbox/email/:id/document': STAFF,
  'PUT /api/inbox/email/:id': STAFF,
  'POST /api/inbox/email/:id/publish': STAFF,
  // Notifications (issue 6).
  'GET /api/notification': STAFF,
  'PATCH /api/notification/view/:id': STAFF,
  'POST /api/signature/request/ged/:uuid/decline': STAFF,
  'POST /api/signature/request/:uuid/decline': STAFF,
  'POST /api/signature/request': staffPerm('signature-request'),
  'GET /api/signature/request': staffPerm('signature-sign', 'signature-list', 'signature-request'),
  'POST /api/signature/request/:uuid/cancel': staffPerm('signature-request'),
  'GET /api/signature/request/mine': staffPerm('signature-request'),
  'POST /api/inbox/email/:id/forward': STAFF,
  'POST /api/inbox/email/:id/dispatch': STAFF,
  // Flow stages (issue 15 §4).
  'GET /api/flow/stages/:id': STAFF,
  'POST /api/flow/stages/:id/action': STAFF,
  'GET /api/flow/authorizations/:id/pdf': STAFF,
  // Signing screen (issue 6).
  'GET /api/signature/session': staffPerm('signature-sign'),
  'POST /api/signature/sign/:id': staffPerm('signature-sign'),
  'GET /api/signature/doc-signers/:id/all': staffPerm('signature-sign', 'signature-list', 'signature-request'),
  'GET /api/signature/preview/:id': staffPerm('signature-sign'),
  'GET /api/signature/preview': staffPerm('signature-sign'),
  'GET /api/signature/request/preview/:uuid': staffPerm('signature-sign', 'signature-request'),
  'GET /api/signature/ged/preview': staffPerm('signature-sign'),
  'GET /api/signature/print/:hash/pades': staffPerm('signature-sign', 'signature-list', 'signature-request'),
  'GET /api/signature/print-file/:id': staffPerm('signature-sign', 'signature-list', 'signature-request'),
  'GET /api/signature/signed': staffPerm('signature-list'),
  'GET /api/signature/counts': staffPerm('signature-sign', 'signature-list', 'signature-request'),
  // Gov.br signature: the callback is where gov.br sends the browser, without our token.
  'POST /api/signature/govbr/authorize': staffPerm('signature-sign'),
  'GET /api/signature/govbr/callback': PUBLIC,
  'GET /api/signature/govbr/authorization/:state': staffPerm('signature-sign'),
  // Staff chat (issue 7).
  'GET /api/chat/participants': STAFF,
  // The citizen's own view: any logged user reaches it, the route itself answers staff with 403.
  'GET /api/citizen/requests': LOGGED,
  'GET /api/citizen/requests/:uuid/conversation': LOGGED,
  'GET /api/citizen/requests/:uuid/files/:id': LOGGED,
  'POST /api/citizen/requests/:uuid/answer': LOGGED,
  // Filing a request in the portal: the routes themselves answer staff with 403.
  'GET /api/citizen/filing/subjects': LOGGED,
  'POST /api/citizen/filing/drafts': LOGGED,
  'GET /api/citizen/filing/drafts/:uuid': LOGGED,
  'PUT /api/citizen/filing/drafts/:uuid': LOGGED,
  'POST /api/citizen/filing/drafts/:uuid/files': LOGGED,
  'DELETE /api/citizen/filing/drafts/:uuid/files/:id': LOGGED,
  'POST /api/citizen/filing/drafts/:uuid/publish': LOGGED,
  'GET /api/citizen/requests/:uuid/receipt': LOGGED,
  'GET /api/chat/conversation/unread': STAFF,
  'GET /api/chat/conversation/direct/:id': STAFF,
  'PUT /api/chat/conversation/:id/mark-as-read': STAFF,
  'GET /api/chat/conversation/:id/messages': STAFF,
  'POST /api/chat/conversation/:id/messages': STAFF,
  'GET /api/chat/conversation/:id/messages/:messageId/file': STAFF,
  'DELETE /api/chat/conversation/:id/messages/:messageId': STAFF,
  // Where the realtime server listens: needed before any subscription can be authorised.
  'GET /api/realtime': PUBLIC,
  // The citizen portal's authenticity page: anyone holding a printed code (rate-limited per IP).
  'GET /api/authenticity/:code': PUBLIC,
  'GET /api/authenticity/:code/pdf': PUBLIC,
  'GET /api/authenticity/:code/signatures/:signatureId/p7s': PUBLIC,
  // Carta de Serviços and public figures (issue 16): staff list for the admin; the portal's
  // enabled services and aggregate counts are public.
  'GET /api/service': STAFF,
  'GET /api/service/:id': STAFF,
  'POST /api/service': staffPerm('manage-services'),
  'POST /api/service/': staffPerm('manage-services'),
  'PUT /api/service/:id': staffPerm('manage-services'),
  'PATCH /api/service/:id/status': staffPerm('manage-services'),
  'GET /api/inbox/tag': staffPerm('sector-create-update', 'sector-settings-access'),
  'GET /api/inbox/tag/:id': staffPerm('sector-create-update', 'sector-settings-access'),
  'POST /api/inbox/tag': staffPerm('sector-create-update', 'sector-settings-access'),
  'PUT /api/inbox/tag/:id': staffPerm('sector-create-update', 'sector-settings-access'),
  'DELETE /api/inbox/tag/:id': staffPerm('sector-create-update', 'sector-settings-access'),
  'GET /api/citizen/services': PUBLIC,
  'GET /api/citizen/services/:id': PUBLIC,
  'GET /api/citizen/figures': PUBLIC,
  // Funções (issue 17): all of it is manage-roles.
  'GET /api/role': staffPerm('manage-roles'),
  'GET /api/role/:id': staffPerm('manage-roles'),
  'POST /api/role': staffPerm('manage-roles'),
  'PUT /api/role/:id': staffPerm('manage-roles'),
  'DELETE /api/role/:id': staffPerm('manage-roles'),
  // Assuntos (issue 18): the create form reads them; manage-subjects writes them.
  'POST /api/document/subject': staffPerm('manage-subjects'),
  'PUT /api/document/subject/:id': staffPerm('manage-subjects'),
  'PATCH /api/document/subject/:id/status': staffPerm('manage-subjects'),
  // Motivos de ausência: every staff member picks one; user-update keeps the list.
  'GET /api/person/absences/reason': STAFF,
  'GET /api/person/absences/reason/:id': STAFF,
  'POST /api/person/absences/reason': staffPerm('user-update'),
  'PUT /api/person/absences/reason/:id': staffPerm('user-update'),
  'DELETE /api/person/absences/reason/:id': staffPerm('user-update'),
  // Auditoria: audit-list.
  'GET /api/audit': staffPerm('audit-list'),
  'GET /api/audit/users': staffPerm('audit-list'),
  'GET /api/audit/export.csv': staffPerm('audit-list'),
  // Listas de transmissão (issue 18): any broadcast permission reads; each write its own.
  'GET /api/broadcast/manage': staffPerm('broadcast-create', 'broadcast-update', 'broadcast-delete'),
  'GET /api/broadcast/:id': staffPerm('broadcast-create', 'broadcast-update', 'broadcast-delete'),
  'POST /api/broadcast': staffPerm('broadcast-create'),
  'PUT /api/broadcast/:id': staffPerm('broadcast-update'),
  'PATCH /api/broadcast/:id/status': staffPerm('broadcast-update'),
  'DELETE /api/broadcast/:id': staffPerm('broadcast-delete'),
  // Modelos: every staff member, for the sectors they are in (the route checks the sector).
  'GET /api/document/blueprint/manage': STAFF,
  'DELETE /api/document/blueprint/:id': STAFF,
};

/** Routes whose answer, in this server without that external service (gov.br, Moodle, ViaCEP, IBGE, the realtime listener), is 503 by design. */
const UNCONFIGURED = new Set([
  'GET /api/auth/govbr/login',
  'GET /api/auth/govbr/callback',
  'GET /api/auth/moodle',
  'GET /api/zip-code/:zip',
  'GET /api/map/tiles/:z/:x/:tile',
  'GET /api/locations/states',
  'GET /api/locations/states/:uf/cities',
  'POST /api/signature/govbr/authorize',
  'GET /api/signature/govbr/callback',
  'GET /api/signature/govbr/authorization/:state',
  'GET /api/realtime',
]);

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
