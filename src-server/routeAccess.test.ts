// Every /api route declares who may call it (auth/access.ts), and the declarations are the spec's:
// this table is the one place a new route's access is written down and reviewed. What each access
// means for each role is routes/permissionMatrix.test.ts; the guard itself is app.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { requirePermission, type RouteAccess } from './auth/access';
import { testServer, type TestServer } from './testing/harness';

let server: TestServer;
const start = () => (server = testServer());
afterEach(() => server.stop());
const describeAccess = (access: RouteAccess) => {
  if (access.kind === 'public') return 'public';
  if (access.anyOf.length > 0) return `any of ${access.anyOf.join(', ')}`;
  return access.internalOnly ? 'staff' : 'logged';
};

describe('route access declarations', () => {
  it('every /api route declares who may call it, as the spec expects', async () => {
    const { app } = start();
    await app.ready();
    const declared = Object.fromEntries(
      app.apiRoutes.filter((route) => route.method !== 'HEAD').map((route) => [`${route.method} ${route.url}`, describeAccess(route.access)]),
    );
    expect(declared).toEqual({
      'POST /api/auth/login': 'public',
      'POST /api/auth/portal-code': 'logged',
      'GET /api/auth/me': 'logged',
      'GET /api/auth/logout': 'public',
      'POST /api/auth/logout': 'public',
      'GET /api/auth/govbr/login': 'public',
      'GET /api/auth/govbr/callback': 'public',
      'GET /api/permission': 'logged',
      'PUT /api/user/me': 'logged',
      // Internal users (issue 17). The list needs user-list, checked by the route: with ?telephones
      // it is the telephone directory every staff member reads (routes/internalUsers.test.ts).
      'GET /api/user': 'staff',
      'GET /api/user/:id': 'any of user-list, user-update',
      'GET /api/user/:id/sectors': 'any of user-list, user-update',
      'GET /api/user/roles': 'any of user-create, user-update',
      'POST /api/user': 'any of user-create',
      'POST /api/user/import': 'any of user-create',
      'GET /api/user/import/template': 'any of user-create',
      'PUT /api/user/:id': 'any of user-update',
      'PATCH /api/user/:id/status': 'any of user-update',
      'PATCH /api/user/:id/disable-internal-access': 'any of user-update',
      // External contacts (issue 17): the subgroup Contatos externos (routes/externalContacts.test.ts).
      'GET /api/citizen/contact': 'any of external-contact-list',
      'GET /api/citizen/contact/:id': 'any of external-contact-list',
      'POST /api/citizen/contact/register': 'any of external-contact-create',
      'POST /api/citizen/contact/import': 'any of external-contact-create',
      'GET /api/citizen/contact/import/template': 'any of external-contact-create',
      'PUT /api/citizen/contact/update/:id': 'any of external-contact-update',
      'PATCH /api/citizen/contact/:id/status': 'any of external-contact-update',
      'PATCH /api/citizen/contact/:id/enable-internal-access': 'any of external-contact-update',
      'GET /api/user/profile': 'logged',
      'PUT /api/user/profile': 'logged',
      'POST /api/person/image': 'logged',
      'DELETE /api/person/image': 'logged',
      'GET /api/person/image/:key': 'logged',
      'PATCH /api/contact/first-login': 'logged',
      'GET /api/citizen/contact/uuid': 'logged',
      'GET /api/auth/moodle': 'staff',
      'POST /api/user/register': 'public',
      'GET /api/user/verification': 'logged',
      'POST /api/user/verification/send': 'logged',
      'POST /api/user/verification/verify': 'logged',
      'POST /api/auth/verify-account': 'public',
      'POST /api/auth/forgot-password': 'public',
      'POST /api/auth/reset-password': 'public',
      'GET /api/inbox/user-sectors/list': 'staff',
      'GET /api/organization/:id': 'public',
      'GET /api/organization/:id/logo': 'public',
      'GET /api/organization/:id/texts/:kind': 'public',
      'GET /api/organization/:id/login-images/:imageId': 'public',
      'POST /api/organization/login-images': 'any of manage-organization',
      'DELETE /api/organization/login-images/:imageId': 'any of manage-organization',
      'PUT /api/organization': 'any of manage-organization',
      'POST /api/organization/logo': 'any of manage-organization',
      'PUT /api/organization/print-layout': 'any of manage-organization',
      'POST /api/organization/print-layout/preview': 'any of manage-organization',
      'GET /api/organization/document-settings': 'any of manage-doc-settings',
      'PUT /api/organization/document-settings': 'any of manage-doc-settings',
      'GET /api/pki-token': 'public',
      'GET /api/signature/start/:id': 'logged',
      'POST /api/signature/sign/icp/:id/complete': 'logged',
      'GET /api/signature/doc-signers/:id': 'logged',
      'GET /api/signature/documents/:id/signatures/:signatureId/p7s': 'logged',
      'GET /api/inbox/query': 'staff',
      'GET /api/inbox/query/': 'staff',
      'GET /api/inbox/folders': 'staff',
      'GET /api/inbox/query/tasks/sector': 'staff',
      'GET /api/inbox/query/tasks/sector/uuids': 'staff',
      'GET /api/inbox/query/tasks/sector/map': 'staff',
      'GET /api/map/config': 'staff',
      'GET /api/map/tiles/:z/:x/:tile': 'staff',
      'GET /api/inbox/query/tasks/sector/check-for-new-tasks': 'staff',
      'GET /api/inbox/query/tasks/sector/filters/tags': 'staff',
      'GET /api/inbox/query/tasks/sector/responsibles': 'staff',
      'GET /api/inbox/query/tasks/sector/deadlines': 'staff',
      'GET /api/inbox/query/tasks/sector/calendar': 'staff',
      'GET /api/dashboard': 'staff',
      'PUT /api/inbox/email/favorite/bulk': 'staff',
      'PUT /api/inbox/email/:id/favorite': 'staff',
      'PUT /api/inbox/email/unfavorite/bulk': 'staff',
      'PUT /api/inbox/email/:id/unfavorite': 'staff',
      'PUT /api/inbox/email/archive/bulk': 'staff',
      'PUT /api/inbox/email/:id/archive': 'staff',
      'PUT /api/inbox/email/reopen/bulk': 'staff',
      'PUT /api/inbox/email/:id/reopen': 'staff',
      'PUT /api/inbox/email/close/bulk': 'staff',
      'PUT /api/inbox/email/:id/close': 'staff',
      'PATCH /api/inbox/email/:id/responsible': 'staff',
      'PUT /api/inbox/email/:id/deadline': 'staff',
      'POST /api/inbox/email/:id/external/send': 'staff',
      'GET /api/inbox/email/:id/draft': 'staff',
      'DELETE /api/inbox/email/:id': 'staff',
      'DELETE /api/inbox/email/:id/remove-email': 'staff',
      'GET /api/inbox/email/:id/summary': 'staff',
      'GET /api/inbox/email/:id/timeline': 'staff',
      'GET /api/inbox/email/:id': 'staff',
      'GET /api/inbox/email/:id/': 'staff',
      // Attachments, printing and postal codes (issue 5). GET /api/upload is public AS A ROUTE only:
      // a signed link carries no bearer token, so the handler itself demands a staff bearer token or
      // a valid, unexpired HMAC link, then the email permission (routes/medias.test.ts).
      'POST /api/inbox/email/:uuid/medias': 'staff',
      'GET /api/inbox/email/:uuid/medias': 'staff',
      'DELETE /api/inbox/email/:uuid/medias/:id': 'staff',
      'POST /api/inbox/email/:uuid/attachment/:fileId/reject': 'staff',
      'GET /api/upload/link': 'staff',
      'GET /api/upload': 'public',
      'GET /api/inbox/email/:id/print/full': 'staff',
      'GET /api/inbox/email/:id/print/standard': 'staff',
      'POST /api/inbox/email/:id/print/partial': 'staff',
      'POST /api/inbox/email/print-preview': 'staff',
      'POST /api/inbox/email/:id/print/cover': 'staff',
      'GET /api/inbox/email/:id/zip-full-document': 'staff',
      'GET /api/zip-code/:zip': 'public',
      // States and municipalities from IBGE (issue 16): the signup's address step comes before login.
      'GET /api/locations/states': 'public',
      'GET /api/locations/states/:uf/cities': 'public',
      // Document creation (issue 5).
      'GET /api/document/settings': 'staff',
      'GET /api/document/settings/:id/external': 'staff',
      'GET /api/document/subject': 'staff',
      'GET /api/document/subject/:id': 'staff',
      'GET /api/contacts': 'staff',
      'GET /api/broadcast': 'staff',
      'GET /api/sector/:id': 'staff',
      'GET /api/sector': 'any of sector-list',
      'GET /api/sector/chart': 'any of sector-list',
      'POST /api/sector': 'any of sector-create-update',
      'PUT /api/sector/:id': 'any of sector-create-update, sector-settings-access',
      'PATCH /api/sector/:id/status': 'any of sector-create-update',
      'GET /api/sector/:id/users': 'any of sector-list, sector-create-update, manage-sector-users, sector-settings-access',
      'GET /api/sector/:id/summary': 'any of sector-list, sector-create-update, manage-sector-users, sector-settings-access',
      'POST /api/sector/:id/users/:userId': 'any of manage-sector-users',
      'DELETE /api/sector/:id/users/:userId': 'any of manage-sector-users',
      'GET /api/document/blueprint': 'staff',
      'GET /api/document/blueprint/': 'staff',
      'GET /api/document/blueprint/:id': 'staff',
      'POST /api/document/blueprint': 'staff',
      'POST /api/document/blueprint/': 'staff',
      'PUT /api/document/blueprint/:id': 'staff',
      'POST /api/inbox/email': 'staff',
      'GET /api/inbox/email/:id/document': 'staff',
      'PUT /api/inbox/email/:id': 'staff',
      'POST /api/inbox/email/:id/publish': 'staff',
      // Notifications (issue 6).
      'GET /api/notification': 'staff',
      'PATCH /api/notification/view/:id': 'staff',
      'POST /api/signature/request/ged/:uuid/decline': 'staff',
      'POST /api/signature/request/:uuid/decline': 'staff',
      'POST /api/signature/request': 'any of signature-request',
      'GET /api/signature/request': 'any of signature-sign, signature-list, signature-request',
      'POST /api/signature/request/:uuid/cancel': 'any of signature-request',
      'GET /api/signature/request/mine': 'any of signature-request',
      'POST /api/inbox/email/:id/forward': 'staff',
      'POST /api/inbox/email/:id/dispatch': 'staff',
      // Flow stages (issue 15 §4).
      'GET /api/flow/stages/:id': 'staff',
      'POST /api/flow/stages/:id/action': 'staff',
      'GET /api/flow/authorizations/:id/pdf': 'staff',
      // Signing screen (issue 6).
      'GET /api/signature/session': 'any of signature-sign',
      'POST /api/signature/sign/:id': 'any of signature-sign',
      'GET /api/signature/doc-signers/:id/all': 'any of signature-sign, signature-list, signature-request',
      'GET /api/signature/preview/:id': 'any of signature-sign',
      'GET /api/signature/preview': 'any of signature-sign',
      'GET /api/signature/request/preview/:uuid': 'any of signature-sign, signature-request',
      'GET /api/signature/ged/preview': 'any of signature-sign',
      'GET /api/signature/print/:hash/pades': 'any of signature-sign, signature-list, signature-request',
      'GET /api/signature/print-file/:id': 'any of signature-sign, signature-list, signature-request',
      'GET /api/signature/signed': 'any of signature-list',
      'GET /api/signature/counts': 'any of signature-sign, signature-list, signature-request',
      // Gov.br signature: the callback is where gov.br sends the browser, without our token.
      'POST /api/signature/govbr/authorize': 'any of signature-sign',
      'GET /api/signature/govbr/callback': 'public',
      'GET /api/signature/govbr/authorization/:state': 'any of signature-sign',
      // Staff chat (issue 7).
      'GET /api/chat/participants': 'staff',
      // The citizen's own view: any logged user reaches it, the route itself answers staff with 403.
      'GET /api/citizen/requests': 'logged',
      'GET /api/citizen/requests/:uuid/conversation': 'logged',
      'GET /api/citizen/requests/:uuid/files/:id': 'logged',
      'POST /api/citizen/requests/:uuid/answer': 'logged',
      // Filing a request in the portal: the routes themselves answer staff with 403.
      'GET /api/citizen/filing/subjects': 'logged',
      'POST /api/citizen/filing/drafts': 'logged',
      'GET /api/citizen/filing/drafts/:uuid': 'logged',
      'PUT /api/citizen/filing/drafts/:uuid': 'logged',
      'POST /api/citizen/filing/drafts/:uuid/files': 'logged',
      'DELETE /api/citizen/filing/drafts/:uuid/files/:id': 'logged',
      'POST /api/citizen/filing/drafts/:uuid/publish': 'logged',
      'GET /api/citizen/requests/:uuid/receipt': 'logged',
      'GET /api/chat/conversation/unread': 'staff',
      'GET /api/chat/conversation/direct/:id': 'staff',
      'PUT /api/chat/conversation/:id/mark-as-read': 'staff',
      'GET /api/chat/conversation/:id/messages': 'staff',
      'POST /api/chat/conversation/:id/messages': 'staff',
      'GET /api/chat/conversation/:id/messages/:messageId/file': 'staff',
      'DELETE /api/chat/conversation/:id/messages/:messageId': 'staff',
      // Where the realtime server listens: needed before any subscription can be authorised.
      'GET /api/realtime': 'public',
      // The citizen portal's authenticity page: anyone holding a printed code (rate-limited per IP).
      'GET /api/authenticity/:code': 'public',
      'GET /api/authenticity/:code/pdf': 'public',
      'GET /api/authenticity/:code/signatures/:signatureId/p7s': 'public',
      // Carta de Serviços and public figures (issue 16): staff list for the admin; the portal's
      // enabled services and aggregate counts are public.
      'GET /api/service': 'staff',
      // Services (issue 18): any staff member reads them (the sector editor lists a sector's);
      // keeping them is manage-services.
      'GET /api/service/:id': 'staff',
      'POST /api/service': 'any of manage-services',
      'POST /api/service/': 'any of manage-services',
      'PUT /api/service/:id': 'any of manage-services',
      'PATCH /api/service/:id/status': 'any of manage-services',
      // Tags (issue 18): keeping a sector's tags is keeping the sector (routes/tags.ts).
      'GET /api/inbox/tag': 'any of sector-create-update, sector-settings-access',
      'GET /api/inbox/tag/:id': 'any of sector-create-update, sector-settings-access',
      'POST /api/inbox/tag': 'any of sector-create-update, sector-settings-access',
      'PUT /api/inbox/tag/:id': 'any of sector-create-update, sector-settings-access',
      'DELETE /api/inbox/tag/:id': 'any of sector-create-update, sector-settings-access',
      'GET /api/citizen/services': 'public',
      'GET /api/citizen/services/:id': 'public',
      // Roles (issue 17): the whole CRUD is manage-roles. Absence reasons: any staff member reads
      // them (recording an absence picks one); keeping the list is user administration.
      'GET /api/role': 'any of manage-roles',
      'GET /api/role/:id': 'any of manage-roles',
      'POST /api/role': 'any of manage-roles',
      'PUT /api/role/:id': 'any of manage-roles',
      'DELETE /api/role/:id': 'any of manage-roles',
      // Subjects (issue 18): staff read them (the create form); writing them is manage-subjects.
      'POST /api/document/subject': 'any of manage-subjects',
      'PUT /api/document/subject/:id': 'any of manage-subjects',
      'PATCH /api/document/subject/:id/status': 'any of manage-subjects',
      'GET /api/person/absences/reason': 'staff',
      'GET /api/person/absences/reason/:id': 'staff',
      'POST /api/person/absences/reason': 'any of user-update',
      'PUT /api/person/absences/reason/:id': 'any of user-update',
      'DELETE /api/person/absences/reason/:id': 'any of user-update',
      'GET /api/citizen/figures': 'public',
      // The audit trail (issue 17): staff holding audit-list (requireStaffPermission).
      'GET /api/audit': 'any of audit-list',
      'GET /api/audit/users': 'any of audit-list',
      'GET /api/audit/export.csv': 'any of audit-list',
      // Reports (issue 20): staff holding report-access; Estatística de uso its own permission.
      'GET /api/reports/quantitative': 'any of report-access',
      'GET /api/reports/indicators': 'any of report-access',
      'GET /api/reports/access': 'any of report-access',
      'GET /api/reports/comparative': 'any of report-access',
      'GET /api/reports/charts': 'any of report-access',
      'GET /api/reports/usage': 'any of report-access',
      'GET /api/reports/economy': 'any of report-access',
      'GET /api/reports/usage-statistics': 'any of can-access-usage-statistics-report',
      // Broadcast lists (issue 18): any of the three broadcast permissions reads, each its write.
      'GET /api/broadcast/manage': 'any of broadcast-create, broadcast-update, broadcast-delete',
      'GET /api/broadcast/:id': 'any of broadcast-create, broadcast-update, broadcast-delete',
      'POST /api/broadcast': 'any of broadcast-create',
      'PUT /api/broadcast/:id': 'any of broadcast-update',
      'PATCH /api/broadcast/:id/status': 'any of broadcast-update',
      'DELETE /api/broadcast/:id': 'any of broadcast-delete',
      // Document models (issue 18): staff; the route checks the sector (member, or sector-create-update).
      'GET /api/document/blueprint/manage': 'staff',
      'DELETE /api/document/blueprint/:id': 'staff',
    });
    for (const head of app.apiRoutes.filter((route) => route.method === 'HEAD')) {
      expect(app.apiRoutes.find((route) => route.method === 'GET' && route.url === head.url)?.access).toBe(head.access);
    }
  });

  it('refuses to register an /api route that declares no access', async () => {
    const { app } = start();
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    expect(() => app.route({ method: ['GET', 'POST'], url: '/api/also-undeclared', config: {}, handler: async () => ({}) })).toThrow(
      /declares no access/,
    );
    await app.register(async (plugin) => {
      expect(() => plugin.post('/api/in-a-plugin', async () => ({}))).toThrow(/declares no access/);
    });
  });

  it('refuses permission names that are not in the catalogue', () => {
    expect(() => requirePermission('manage-everything')).toThrow();
    expect(() => requirePermission()).toThrow();
  });
});
