// Every route that answers something about one document (the scenario of documentScenario.ts),
// called as one reader through the reader's own copy of the document: reads first, then the writes
// each route exists for (favourite, archive, sign, ask, forward…), removing the email from the
// inbox last.
import type { FastifyInstance } from 'fastify';
import { localDay } from '../../src-shared/deadlines';
import { makeSimplePdf } from '../../tests/fixtures/pdf/samplePdfs';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { GOVBR_CALLBACK_PATH } from '../govBr/govBr';
import type { Call, Reader, Scenario } from './documentScenario';
import { bearer, userIdOf, type TestServer } from './harness';
import { sectorIdOf } from './inbox';
import { multipartBody } from './multipart';

/** Any /api route under these answers a document, something made from it, or what a document is made with. */
export const DOCUMENT_ROUTES = /^\/api\/(inbox|signature|notification|upload|document|flow|citizen|authenticity)(\/|$)/;

/**
 * Of those, the catalogues: what documents are written with (types, subjects, models) and the Carta
 * de Serviços, none in particular; they name every sector.
 */
export const CATALOGUE_ROUTES = /^\/api\/(document\/|citizen\/services(\/|$))/;

type Walk = (s: Scenario, r: Reader, server: TestServer) => Call[];

const as = (r: Reader, call: Omit<Call, 'headers'> & { headers?: Record<string, string> }): Call => ({
  ...call,
  headers: { ...bearer(r.token), 'x-inboxtype': 'sector', ...(call.headers ?? {}) },
});
const get = (r: Reader, url: string): Call => as(r, { method: 'GET', url });
const send = (r: Reader, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Call =>
  as(r, { method, url, ...(payload === undefined ? {} : { payload }) });
const bulk = (r: Reader, action: string): Call => send(r, 'PUT', `/api/inbox/email/${action}/bulk`, { emailsUuids: [r.email] });
const sectorOf = (server: TestServer, r: Reader) => sectorIdOf(server.db, r.sector);
const firstTag = (server: TestServer, r: Reader) =>
  server.db.prepare<[number], number>('SELECT min(id) FROM tags WHERE sector_id = ?').pluck().get(sectorOf(server, r)) ?? 1;
const firstNotification = (server: TestServer, r: Reader) =>
  server.db.prepare<[number], number>('SELECT id FROM notifications WHERE user_id = ? ORDER BY id LIMIT 1').pluck().get(r.userId) ?? 1;

/**
 * Every document route, in the order walked. A route the app has under DOCUMENT_ROUTES and this
 * list lacks fails the test that walks it: a new route that answers a document cannot skip it.
 */
export const DOCUMENT_ROUTE_WALK: Record<string, Walk> = {
  // The work queue, its counters and filters.
  'GET /api/inbox/user-sectors/list': (_s, r) => [get(r, '/api/inbox/user-sectors/list')],
  'GET /api/inbox/query': (_s, r) => [get(r, `/api/inbox/query?filter=${r.list}`)],
  'GET /api/inbox/query/': (_s, r) => [get(r, `/api/inbox/query/?filter=${r.list}&inboxSortByType=title`)],
  'GET /api/inbox/folders': (_s, r) => [get(r, '/api/inbox/folders')],
  'GET /api/inbox/query/tasks/sector': (_s, r) => [get(r, `/api/inbox/query/tasks/sector?filter=${r.list}`)],
  'GET /api/inbox/query/tasks/sector/uuids': (_s, r) => [get(r, `/api/inbox/query/tasks/sector/uuids?filter=${r.list}`)],
  'GET /api/inbox/query/tasks/sector/map': (_s, r) => [get(r, `/api/inbox/query/tasks/sector/map?filter=${r.list}`)],
  'GET /api/inbox/query/tasks/sector/check-for-new-tasks': (_s, r) => [get(r, '/api/inbox/query/tasks/sector/check-for-new-tasks?last_task_timestamp=2020-01-01')],
  'GET /api/inbox/query/tasks/sector/filters/tags': (_s, r) => [get(r, '/api/inbox/query/tasks/sector/filters/tags')],
  'GET /api/inbox/query/tasks/sector/responsibles': (_s, r) => [get(r, '/api/inbox/query/tasks/sector/responsibles')],
  'GET /api/inbox/query/tasks/sector/deadlines': (_s, r) => [get(r, '/api/inbox/query/tasks/sector/deadlines')],
  'GET /api/inbox/query/tasks/sector/calendar': (_s, r, server) => {
    // The day the reader's copy falls due (now when it has no deadline): the calendar shows it there.
    const due = server.db.prepare<[string], string | null>('SELECT due_at FROM inbox_emails WHERE uuid = ?').pluck().get(r.email) ?? null;
    const day = localDay(due ?? new Date());
    return [get(r, `/api/inbox/query/tasks/sector/calendar?filter=${r.list}&dayFrom=${day}&dayTo=${day}`)];
  },
  // The tags the filter offers, as their administration keeps them (a clerk is refused them all).
  'GET /api/inbox/tag': (_s, r) => [get(r, '/api/inbox/tag')],
  'GET /api/inbox/tag/:id': (_s, r, server) => [get(r, `/api/inbox/tag/${firstTag(server, r)}`)],
  'POST /api/inbox/tag': (_s, r, server) => [send(r, 'POST', '/api/inbox/tag', { text: 'Etiqueta do percurso', sector_id: sectorOf(server, r) })],
  'PUT /api/inbox/tag/:id': (_s, r, server) => [send(r, 'PUT', `/api/inbox/tag/${firstTag(server, r)}`, { text: 'Etiqueta do percurso', sector_id: sectorOf(server, r) })],
  // An id no tag has: removing a real one would take it off the items the walk reads later.
  'DELETE /api/inbox/tag/:id': (_s, r) => [send(r, 'DELETE', '/api/inbox/tag/999999')],

  // The item view, its Sumário and timeline, the editable copy, attachments and files.
  'GET /api/inbox/email/:id': (_s, r) => [get(r, `/api/inbox/email/${r.email}`)],
  'GET /api/inbox/email/:id/': (_s, r) => [get(r, `/api/inbox/email/${r.email}/?order_by_direction=desc`)],
  'GET /api/inbox/email/:id/summary': (_s, r) => [get(r, `/api/inbox/email/${r.email}/summary`)],
  'GET /api/inbox/email/:id/timeline': (_s, r) => [get(r, `/api/inbox/email/${r.email}/timeline`), get(r, `/api/inbox/email/${r.email}/timeline?startsAt=2020-01-01`)],
  'GET /api/inbox/email/:id/draft': (_s, r) => [get(r, `/api/inbox/email/${r.email}/draft`)],
  'GET /api/inbox/email/:id/document': (_s, r) => [get(r, `/api/inbox/email/${r.email}/document`)],
  'GET /api/inbox/email/:uuid/medias': (_s, r) => [get(r, `/api/inbox/email/${r.email}/medias`)],
  'GET /api/upload/link': (s, r) => [get(r, `/api/upload/link?key=${s.attachment.key}`)],
  'GET /api/upload': (s, r) => [get(r, `/api/upload?key=${s.attachment.key}`), get(r, `/api/upload?key=${s.attachment.key}&signed=1`)],

  // The flow: the current stage, its authorisation's PDF (who asked for it is on it), the citizen's own view.
  'GET /api/flow/stages/:id': (s, r, server) => [get(r, `/api/flow/stages/${flowStageOf(server, s)}`)],
  'GET /api/flow/authorizations/:id/pdf': (s, r, server) => [get(r, `/api/flow/authorizations/${authorizationOf(server, s)}/pdf`)],
  'GET /api/citizen/requests/:uuid/conversation': (s, r) => [get(r, `/api/citizen/requests/${s.documentUuid}/conversation`)],
  'GET /api/citizen/requests': (s, r) => [get(r, `/api/citizen/requests?search=${encodeURIComponent(s.documentUuid)}`), get(r, '/api/citizen/requests')],
  'GET /api/citizen/requests/:uuid/files/:id': (s, r) => [get(r, `/api/citizen/requests/${s.documentUuid}/files/${s.attachment.id}`)],
  'POST /api/citizen/requests/:uuid/answer': (s, r) => [send(r, 'POST', `/api/citizen/requests/${s.documentUuid}/answer`, { content: 'Obrigado.' })],
  // Filing in the portal: a reader who is not the citizen who filed gets nothing of the document.
  'GET /api/citizen/filing/subjects': (_s, r) => [get(r, '/api/citizen/filing/subjects')],
  // The portal's own account and public pages: the Carta de Serviços and the public figures count
  // requests (this one too) but name nobody.
  'GET /api/citizen/contact/uuid': (_s, r) => [get(r, '/api/citizen/contact/uuid')],
  // External contacts (the administration's, under /citizen as §7 names them): staff and citizens
  // who signed up, never the staff author; the writes with the reader's own (internal) account,
  // which is no external contact.
  'GET /api/citizen/contact': (_s, r) => [get(r, '/api/citizen/contact'), get(r, '/api/citizen/contact?search=Mariana')],
  'GET /api/citizen/contact/:id': (_s, r) => [get(r, `/api/citizen/contact/${r.userId}`)],
  'POST /api/citizen/contact/register': (_s, r) => [send(r, 'POST', '/api/citizen/contact/register', {})],
  // The import: its template (an example contact, nobody's), and a file naming the author, whose
  // report tells lines and columns only.
  'GET /api/citizen/contact/import/template': (_s, r) => [get(r, '/api/citizen/contact/import/template')],
  'POST /api/citizen/contact/import': (_s, r, server) => {
    const author = server.db.prepare<[], { name: string; email: string }>("SELECT name, email FROM people WHERE email = 'admin@demo.gov.br'").get();
    const csv = `tipo;nome;e-mail\nPessoa física;${author?.name ?? ''};${author?.email ?? ''}\n`;
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'contatos.csv', type: 'text/csv', content: Buffer.from(csv, 'utf8') }]);
    return [as(r, { method: 'POST', url: '/api/citizen/contact/import?dryRun=true', payload, headers })];
  },
  'PUT /api/citizen/contact/update/:id': (_s, r) => [send(r, 'PUT', `/api/citizen/contact/update/${r.userId}`, {})],
  'PATCH /api/citizen/contact/:id/status': (_s, r) => [send(r, 'PATCH', `/api/citizen/contact/${r.userId}/status`, { status: 'enabled' })],
  'PATCH /api/citizen/contact/:id/enable-internal-access': (_s, r) => [send(r, 'PATCH', `/api/citizen/contact/${r.userId}/enable-internal-access`)],
  'GET /api/citizen/services': (_s, r) => [get(r, '/api/citizen/services'), get(r, '/api/citizen/services?search=ilumina')],
  'GET /api/citizen/services/:id': (_s, r, server) => [get(r, `/api/citizen/services/${server.db.prepare<[], number>('SELECT min(id) FROM services').pluck().get() ?? 1}`)],
  'GET /api/citizen/figures': (_s, r) => [get(r, '/api/citizen/figures')],
  'POST /api/citizen/filing/drafts': (_s, r) => [send(r, 'POST', '/api/citizen/filing/drafts', { body: {} })],
  'GET /api/citizen/filing/drafts/:uuid': (s, r) => [get(r, `/api/citizen/filing/drafts/${s.documentUuid}`)],
  'PUT /api/citizen/filing/drafts/:uuid': (s, r) => [send(r, 'PUT', `/api/citizen/filing/drafts/${s.documentUuid}`, { base_version: 1, body: {} })],
  'POST /api/citizen/filing/drafts/:uuid/files': (s, r) => [send(r, 'POST', `/api/citizen/filing/drafts/${s.documentUuid}/files`, {})],
  'DELETE /api/citizen/filing/drafts/:uuid/files/:id': (s, r) => [send(r, 'DELETE', `/api/citizen/filing/drafts/${s.documentUuid}/files/${s.attachment.id}`)],
  'POST /api/citizen/filing/drafts/:uuid/publish': (s, r) => [send(r, 'POST', `/api/citizen/filing/drafts/${s.documentUuid}/publish`)],
  'GET /api/citizen/requests/:uuid/receipt': (s, r) => [get(r, `/api/citizen/requests/${s.documentUuid}/receipt`)],

  // Printouts and the package.
  'GET /api/inbox/email/:id/print/full': (_s, r) => [get(r, `/api/inbox/email/${r.email}/print/full`)],
  'GET /api/inbox/email/:id/print/standard': (_s, r) => [get(r, `/api/inbox/email/${r.email}/print/standard`)],
  'POST /api/inbox/email/:id/print/partial': (s, r) => [send(r, 'POST', `/api/inbox/email/${r.email}/print/partial`, { dispatch_ids: s.dispatchIds })],
  'POST /api/inbox/email/:id/print/cover': (_s, r) => [send(r, 'POST', `/api/inbox/email/${r.email}/print/cover`, { has_cover: true })],
  'POST /api/inbox/email/print-preview': (_s, r) => [send(r, 'POST', '/api/inbox/email/print-preview', { content: '<p>Prévia.</p>' })],
  'GET /api/inbox/email/:id/zip-full-document': (_s, r) => [get(r, `/api/inbox/email/${r.email}/zip-full-document`)],

  // The public authenticity page, by the code the printouts above stamped (anyone holding a printout asks).
  'GET /api/authenticity/:code': (s, r, server) => [get(r, `/api/authenticity/${codeOf(server, s)}`)],
  'GET /api/authenticity/:code/pdf': (s, r, server) => [get(r, `/api/authenticity/${codeOf(server, s)}/pdf`)],
  'GET /api/authenticity/:code/signatures/:signatureId/p7s': (s, r, server) => [
    get(r, `/api/authenticity/${codeOf(server, s)}/signatures/${s.signatures.document}/p7s`),
    get(r, `/api/authenticity/${codeOf(server, s)}/signatures/${s.signatures.attachment}/p7s`),
  ],

  // Signatures: signers, previews, manifests, the signed list, requests.
  'GET /api/signature/doc-signers/:id': (s, r) => [get(r, `/api/signature/doc-signers/${s.documentId}`), get(r, `/api/signature/doc-signers/${s.attachment.id}?type=attachment`)],
  'GET /api/signature/doc-signers/:id/all': (s, r) => [get(r, `/api/signature/doc-signers/${s.documentId}/all`)],
  'GET /api/signature/documents/:id/signatures/:signatureId/p7s': (s, r) => [get(r, `/api/signature/documents/${s.documentId}/signatures/${s.signatures.document}/p7s`)],
  'GET /api/signature/preview/:id': (s, r) => [get(r, `/api/signature/preview/${s.documentId}`)],
  'GET /api/signature/preview': (s, r) => [get(r, `/api/signature/preview?ids=${s.documentId}`)],
  'GET /api/signature/request/preview/:uuid': (s, r) => [get(r, `/api/signature/request/preview/${s.requests.plain}`)],
  'GET /api/signature/ged/preview': (s, r) => [
    get(r, `/api/signature/ged/preview?ids=${s.requests.ged}&is_request=true`),
    get(r, `/api/signature/ged/preview?ids=${s.documentId}`),
    get(r, `/api/signature/ged/preview?ids=${s.attachment.id}&is_upload=true`),
  ],
  'GET /api/signature/print/:hash/pades': (s, r) => [get(r, `/api/signature/print/${s.signatures.documentHash}/pades`)],
  'GET /api/signature/print-file/:id': (s, r) => [get(r, `/api/signature/print-file/${s.documentId}?type=doc`), get(r, `/api/signature/print-file/${s.attachment.id}?type=attachment`)],
  'GET /api/signature/request': (s, r) => [get(r, `/api/signature/request?document_uuid=${s.documentUuid}`), get(r, `/api/signature/request?inbox_email_uuid=${r.email}`)],
  'GET /api/signature/request/mine': (_s, r) => [get(r, '/api/signature/request/mine'), get(r, '/api/signature/request/mine?status=created')],
  // The Assinaturas menu's counts: numbers only, and they must stay so.
  'GET /api/signature/counts': (_s, r) => [get(r, '/api/signature/counts')],
  'GET /api/signature/session': (s, r) => [
    get(r, `/api/signature/session?batchType=emails&ids=${r.email}`),
    get(r, `/api/signature/session?batchType=signature-request&signature_request_uuid=${s.requests.plain}`),
    get(r, '/api/signature/session?batchType=batch-request-signature-pending'),
  ],
  'GET /api/signature/start/:id': (s, r) => [get(r, `/api/signature/start/${s.documentId}?certificateContent=${encodeURIComponent(s.certificate)}&type=document`)],
  'GET /api/signature/govbr/callback': () => [{ method: 'GET', url: `${GOVBR_CALLBACK_PATH}?code=x&state=y` }],
  'GET /api/signature/govbr/authorization/:state': (_s, r) => [get(r, '/api/signature/govbr/authorization/desconhecido')],

  // Notifications: the bell's list, and opening one.
  'GET /api/notification': (_s, r) => [get(r, `/api/notification?peopleId=${r.personId}&status=all`)],
  'PATCH /api/notification/view/:id': (_s, r, server) => [send(r, 'PATCH', `/api/notification/view/${firstNotification(server, r)}`)],

  // What documents are written with (settings, subjects, models): nothing of this one, and it stays so.
  'GET /api/document/settings': (_s, r) => [get(r, '/api/document/settings')],
  'GET /api/document/settings/:id/external': (_s, r) => [get(r, '/api/document/settings/1/external')],
  'GET /api/document/subject': (_s, r) => [get(r, '/api/document/subject')],
  'GET /api/document/subject/:id': (_s, r) => [get(r, '/api/document/subject/1')],
  // Writing subjects is the administration's (manage-subjects): a reader without it is refused.
  'POST /api/document/subject': (_s, r) => [send(r, 'POST', '/api/document/subject', { name: 'Assunto do leitor' })],
  'PUT /api/document/subject/:id': (_s, r) => [send(r, 'PUT', '/api/document/subject/1', { name: 'Assunto revisto' })],
  'PATCH /api/document/subject/:id/status': (_s, r) => [send(r, 'PATCH', '/api/document/subject/1/status', { status: 'enabled' })],
  'GET /api/document/blueprint': (_s, r, server) => [get(r, `/api/document/blueprint?sectorId=${sectorOf(server, r)}`)],
  'GET /api/document/blueprint/': (_s, r, server) => [get(r, `/api/document/blueprint/?sectorId=${sectorOf(server, r)}`)],
  'POST /api/document/blueprint': (_s, r, server) => [send(r, 'POST', '/api/document/blueprint', { name: 'Modelo do leitor', content: '<p>x</p>', sector_id: sectorOf(server, r) })],
  'POST /api/document/blueprint/': (_s, r, server) => [send(r, 'POST', '/api/document/blueprint/', { name: 'Outro modelo', content: '<p>y</p>', sector_id: sectorOf(server, r) })],
  'GET /api/document/blueprint/:id': (_s, r, server) => [get(r, `/api/document/blueprint/${lastBlueprint(server)}`)],
  'PUT /api/document/blueprint/:id': (_s, r, server) => [send(r, 'PUT', `/api/document/blueprint/${lastBlueprint(server)}`, { name: 'Modelo revisto', content: '<p>z</p>', sector_id: sectorOf(server, r) })],
  'GET /api/document/blueprint/manage': (_s, r, server) => [get(r, `/api/document/blueprint/manage?sector_id=${sectorOf(server, r)}`)],
  'DELETE /api/document/blueprint/:id': (_s, r, server) => [send(r, 'DELETE', `/api/document/blueprint/${lastBlueprint(server)}`)],

  // Writes on the reader's copy: each answers the email, the document or a refusal.
  'PUT /api/inbox/email/:id/favorite': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/favorite`)],
  'PUT /api/inbox/email/favorite/bulk': (_s, r) => [bulk(r, 'favorite')],
  'PUT /api/inbox/email/:id/unfavorite': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/unfavorite`)],
  'PUT /api/inbox/email/unfavorite/bulk': (_s, r) => [bulk(r, 'unfavorite')],
  'PATCH /api/inbox/email/:id/responsible': (_s, r) => [send(r, 'PATCH', `/api/inbox/email/${r.email}/responsible`, { responsible_id: r.userId })],
  'PUT /api/inbox/email/:id/deadline': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/deadline`, { due_at: '2030-01-15T12:00:00.000Z', reason: 'Percurso das rotas' })],
  'POST /api/inbox/email/:id/external/send': (_s, r) => [send(r, 'POST', `/api/inbox/email/${r.email}/external/send`, { emails: ['ouvidoria@example.com'] })],
  'POST /api/inbox/email/:uuid/medias': (_s, r) => {
    const { payload, headers } = multipartBody([{ name: 'files[]', filename: 'mais.pdf', type: 'application/pdf', content: makeSimplePdf() }]);
    return [as(r, { method: 'POST', url: `/api/inbox/email/${r.email}/medias`, payload, headers })];
  },
  'DELETE /api/inbox/email/:uuid/medias/:id': (s, r) => [send(r, 'DELETE', `/api/inbox/email/${r.email}/medias/${s.attachment.id}`)],
  'POST /api/inbox/email/:uuid/attachment/:fileId/reject': (s, r) => [
    send(r, 'POST', `/api/inbox/email/${r.email}/attachment/${s.attachment.id}/reject`, { rejected_message: 'Fotos ilegíveis.' }),
  ],
  'POST /api/inbox/email': (_s, r) => [send(r, 'POST', '/api/inbox/email', { subject: 'Rascunho do leitor' })],
  'PUT /api/inbox/email/:id': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}`, { base_version: 1, body: {} })],
  'POST /api/inbox/email/:id/publish': (_s, r) => [send(r, 'POST', `/api/inbox/email/${r.email}/publish`)],
  'POST /api/inbox/email/:id/forward': (_s, r, server) => [
    send(r, 'POST', `/api/inbox/email/${r.email}/forward`, { recipients: [{ sector_id: sectorIdOf(server.db, 'RH') }], note: 'Ciência.' }),
  ],
  'POST /api/inbox/email/:id/dispatch': (_s, r) => [
    send(r, 'POST', `/api/inbox/email/${r.email}/dispatch`, { type: 'add-dispatch', content: 'Ciência.' }),
    send(r, 'POST', `/api/inbox/email/${r.email}/dispatch`, { type: 'note', content: 'Nota interna.' }),
  ],
  'POST /api/flow/stages/:id/action': (s, r, server) => [
    send(r, 'POST', `/api/flow/stages/${flowStageOf(server, s)}/action`, { type: 'should_emit_traffic_card', data: { inbox_email_uuid: r.email } }),
  ],
  'POST /api/signature/request': (s, r, server) => [send(r, 'POST', '/api/signature/request', { document_uuid: s.documentUuid, user_ids: [userIdOf(server.db, 'senha@demo.gov.br')] })],
  'POST /api/signature/request/:uuid/cancel': (s, r) => [send(r, 'POST', `/api/signature/request/${s.requests.plain}/cancel`)],
  'POST /api/signature/request/ged/:uuid/decline': (s, r) => [send(r, 'POST', `/api/signature/request/ged/${s.requests.ged}/decline`, {})],
  'POST /api/signature/request/:uuid/decline': (s, r) => [send(r, 'POST', `/api/signature/request/${s.requests.plain}/decline`, {})],
  'POST /api/signature/sign/:id': (s, r) => [send(r, 'POST', `/api/signature/sign/${s.documentId}?type=doc`, { password: DEMO_PASSWORD })],
  'POST /api/signature/sign/icp/:id/complete': (s, r) => [send(r, 'POST', `/api/signature/sign/icp/${s.documentId}/complete`, { type: 'document', signature: 'AAAA', signature_id: 'x' })],
  'POST /api/signature/govbr/authorize': (s, r) => [send(r, 'POST', '/api/signature/govbr/authorize', { ids: [s.documentId] })],
  'GET /api/signature/signed': (_s, r) => [get(r, '/api/signature/signed')],
  'PUT /api/inbox/email/:id/archive': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/archive`)],
  'PUT /api/inbox/email/:id/reopen': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/reopen`)],
  'PUT /api/inbox/email/archive/bulk': (_s, r) => [bulk(r, 'archive')],
  'PUT /api/inbox/email/reopen/bulk': (_s, r) => [bulk(r, 'reopen')],
  'PUT /api/inbox/email/:id/close': (_s, r) => [send(r, 'PUT', `/api/inbox/email/${r.email}/close`)],
  'PUT /api/inbox/email/close/bulk': (_s, r) => [bulk(r, 'close')],
  'DELETE /api/inbox/email/:id': (_s, r) => [send(r, 'DELETE', `/api/inbox/email/${r.email}`)],
  'DELETE /api/inbox/email/:id/remove-email': (_s, r) => [send(r, 'DELETE', `/api/inbox/email/${r.email}/remove-email`)],
};

/** The document's current stage: one that emits an authorisation, given to it the first time it is asked for. */
function flowStageOf(server: TestServer, s: Scenario): number {
  const found = server.db.prepare<[number], number>("SELECT id FROM stages WHERE document_id = ? AND status = 'current'").pluck().get(s.documentId);
  if (found !== undefined) return found;
  const actions = JSON.stringify([{ type: 'should_emit_traffic_card' }, { type: 'archive_flow' }]);
  return Number(
    server.db
      .prepare("INSERT INTO stages (document_id, position, name, status, actions, requirements, entered_at) VALUES (?, 1, 'Análise', 'current', ?, '[]', ?)")
      .run(s.documentId, actions, new Date().toISOString()).lastInsertRowid,
  );
}

/** The document's authorisation, emitted by its author (in her sector) the first time it is asked for. */
function authorizationOf(server: TestServer, s: Scenario): number {
  const found = server.db.prepare<[number], number>('SELECT id FROM authorizations WHERE document_id = ?').pluck().get(s.documentId);
  if (found !== undefined) return found;
  const stage = flowStageOf(server, s);
  return Number(
    server.db
      .prepare(
        `INSERT INTO authorizations (number, year, sequence, document_id, stage_id, created_by, sector_id, created_at)
         SELECT '0999/2026', 2026, 999, id, ?, created_by, sector_id, ? FROM documents WHERE id = ?`,
      )
      .run(stage, new Date().toISOString(), s.documentId).lastInsertRowid,
  );
}

/** The verification code the document's printouts carry (the print routes walked before made it). */
function codeOf(server: TestServer, s: Scenario): string {
  const code = server.db.prepare<[number], string>('SELECT code FROM verification_codes WHERE document_id = ? ORDER BY created_at LIMIT 1').pluck().get(s.documentId);
  if (code === undefined) throw new Error('the walk reached the authenticity routes before any printout made a code');
  return code;
}

const lastBlueprint = (server: TestServer) => server.db.prepare<[], number>('SELECT max(id) FROM blueprints').pluck().get() ?? 1;

/** The routes the app answers under DOCUMENT_ROUTES, as "METHOD url". */
export const documentRoutesOf = (app: FastifyInstance): string[] =>
  app.apiRoutes.filter((route) => route.method !== 'HEAD' && DOCUMENT_ROUTES.test(route.url)).map((route) => `${route.method} ${route.url}`);
