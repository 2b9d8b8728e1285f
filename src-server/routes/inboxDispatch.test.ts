// POST /api/inbox/email/:id/dispatch: a despacho every reader sees (and that may send the document
// on), a nota only the holding inbox sees, in every view, print and package; and the refusals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarySchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { dispatchResponseSchema } from '../../src-shared/api/inboxDispatch';
import { messages } from '../../src-shared/messages';
import { dispatchesForPrint } from '../documents/printouts';
import { OUTSIDER } from '../documents/printJobs';
import { findEmailRow } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid, inboxHeaders, sectorIdOf } from '../testing/inbox';
import { checkPdf, checkZip, unzipEntry } from '../testing/pdfTools';

const m = messages.dispatch;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const OPEN = "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.status <> 'draft'";
const protEmail = (condition = OPEN) => emailUuid(server.db, { sector: 'PROT' }, condition);
const post = (uuid: string, payload: unknown, token = clerk) =>
  server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/dispatch`, headers: inboxHeaders(token), payload: payload as object });
const postOk = async (uuid: string, payload: object) => {
  const response = await post(uuid, payload);
  expect(response.statusCode, response.body).toBe(201);
  return dispatchResponseSchema.parse(json(response));
};
const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const summaryOf = async (uuid: string, token: string) => summarySchema.parse(json(await get(`/api/inbox/email/${uuid}/summary`, token))).data;
const forwardToHealth = async (uuid: string) => {
  const response = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/forward`, headers: inboxHeaders(clerk), payload: { recipients: [{ sector_id: sectorIdOf(server.db, 'SESAU') }] } });
  expect(response.statusCode, response.body).toBe(201);
  return server.db.prepare<[string], string>("SELECT uuid FROM inbox_emails WHERE document_id = (SELECT document_id FROM inbox_emails WHERE uuid = ?) AND sector_id = (SELECT id FROM sectors WHERE symbol = 'SESAU') ORDER BY id DESC").pluck().get(uuid)!;
};

describe('POST /api/inbox/email/:id/dispatch', () => {
  it('records a despacho every reader of the document sees, the sector it is forwarded to included', async () => {
    const uuid = protEmail();
    const body = await postOk(uuid, { type: 'add-dispatch', content: 'Autuado. Encaminhe-se à Saúde para parecer.' });
    expect(body.message).toBe(m.added['add-dispatch']);
    expect(body.data).toEqual([expect.objectContaining({ type: 'add-dispatch', from: 'João Pedro Almeida', to: 'Protocolo Geral', content: '<p>Autuado. Encaminhe-se à Saúde para parecer.</p>' })]);
    const health = await forwardToHealth(uuid);
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await summaryOf(health, colleague)).map((item) => item.content)).toContain('<p>Autuado. Encaminhe-se à Saúde para parecer.</p>');
  });

  it('sends the document on with a despacho that names a sector: unread in its inbox, and notified', async () => {
    const uuid = protEmail();
    const body = await postOk(uuid, { type: 'add-dispatch', content: 'À Educação, para providências.', to_sector_id: sectorIdOf(server.db, 'SEMED') });
    expect(body.message).toBe(m.moved('Secretaria Municipal de Educação'));
    const delivered = server.db
      .prepare<[string], { is_read: number }>("SELECT ie.is_read FROM inbox_emails ie JOIN dispatches dp ON dp.id = ie.dispatch_id WHERE dp.uuid = ? AND ie.box = 'inbox'")
      .get(body.data[0]!.dispatch_uuid);
    expect(delivered).toEqual({ is_read: 0 });
    expect(server.db.prepare("SELECT count(*) FROM notifications WHERE type = 'document-forwarded' AND created_at = ?").pluck().get(body.data[0]!.created_at)).toBeGreaterThan(0);
  });

  it('keeps a nota with the inbox that holds the document: never in another sector’s views, prints or package, nor outside', async () => {
    const uuid = protEmail();
    const note = 'Nota interna: conferir a assinatura do requerente.';
    const body = await postOk(uuid, { type: 'note', content: note });
    expect(body.message).toBe(m.added.note);
    expect((await summaryOf(uuid, clerk)).map((item) => item.type)).toContain('note');

    const health = await forwardToHealth(uuid);
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const seen = [
      JSON.stringify(await summaryOf(health, colleague)),
      JSON.stringify(viewedEmailSchema.parse(json(await get(`/api/inbox/email/${health}/`, colleague)))),
      (await get(`/api/inbox/email/${health}/timeline`, colleague)).body,
      checkPdf((await get(`/api/inbox/email/${health}/print/full`, colleague)).rawPayload).text,
    ];
    const zip = (await get(`/api/inbox/email/${health}/zip-full-document`, colleague)).rawPayload;
    const printed = checkZip(zip).find((name) => name.endsWith('.pdf') && name.includes('documento'));
    if (printed !== undefined) seen.push(checkPdf(unzipEntry(zip, printed)).text);
    for (const text of seen) expect(text.replace(/\s+/g, ' ')).not.toContain('conferir a assinatura do requerente');
    const row = findEmailRow(server.db, uuid) as ItemRow;
    expect(dispatchesForPrint(server.db, row.document_id, { hidden: false }, OUTSIDER).map((item) => item.type)).not.toContain('note');
  });

  it('refuses: a draft, an archived or closed email, a nota that moves, an unknown or the same sector, no text, another sector’s email', async () => {
    const clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
    const cases: [string, unknown, number, Record<string, string[]>?][] = [
      [emailUuid(server.db, { userId: clerkId }, "ie.box = 'draft'"), { type: 'note', content: 'x' }, 422],
      [protEmail("ie.box = 'inbox' AND ie.is_archived = 1 AND ie.is_closed = 0"), { type: 'note', content: 'x' }, 422],
      [protEmail(), { type: 'note', content: 'x', to_sector_id: sectorIdOf(server.db, 'SEMED') }, 422, { to_sector_id: [m.noteNotMoved] }],
      [protEmail(), { type: 'add-dispatch', content: 'x', to_sector_id: 9_999_999 }, 422, { to_sector_id: [m.sectorNotFound] }],
      [protEmail(), { type: 'add-dispatch', content: 'x', to_sector_id: sectorIdOf(server.db, 'PROT') }, 422, { to_sector_id: [m.sameSector] }],
      [protEmail(), { type: 'add-dispatch', content: '   ' }, 422, { content: [m.contentRequired] }],
      [protEmail(), { type: 'reply', content: 'x' }, 422],
      [emailUuid(server.db, { sector: 'SESAU' }), { type: 'note', content: 'x' }, 403],
    ];
    const before = server.db.prepare('SELECT count(*) FROM dispatches').pluck().get();
    for (const [uuid, payload, status, errors] of cases) {
      const response = await post(uuid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (errors) expect(json(response).errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(server.db.prepare('SELECT count(*) FROM dispatches').pluck().get()).toBe(before);
    expect((await server.app.inject({ method: 'POST', url: `/api/inbox/email/${protEmail()}/dispatch`, payload: { type: 'note', content: 'x' } })).statusCode).toBe(401);
  });
});
