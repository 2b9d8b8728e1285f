// Document creation (spec §7): drafts created idempotently, updated against their version, read
// back, and published with numbering and delivery to every recipient's inbox.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import type { z } from 'zod';
import { conflictSchema, publishResultSchema, serverDocumentSchema, type documentBodySchema, type ServerDocument } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { getInbox, inboxHeaders, sectorIdOf } from '../testing/inbox';

const m = messages.documents;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const create = (payload: unknown, token = clerk, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/inbox/email', headers: { ...bearer(token), ...headers }, payload: payload as object });
const update = (uuid: string, payload: unknown, token = clerk) => server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}`, headers: bearer(token), payload: payload as object });
const read = (uuid: string, token = clerk) => server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/document`, headers: bearer(token) });
const publish = (uuid: string, token = clerk) => server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/publish`, headers: bearer(token) });
const count = (sql: string, ...params: unknown[]) => server.db.prepare(sql).pluck().get(...params) as number;
const subjectId = (name: string) => count('SELECT id FROM subjects WHERE name = ?', name);

type BodyInput = z.input<typeof documentBodySchema>;
const draft = async (payload: BodyInput = {}, token = clerk): Promise<ServerDocument> => {
  const response = await create(payload, token);
  expect(response.statusCode, response.body).toBe(201);
  return serverDocumentSchema.parse(json(response));
};
const valid = (): BodyInput => ({
  type: 'memorando',
  subject: 'Pedido de material de escritório',
  content: '<p>Solicitamos resmas de papel A4.</p>',
  recipients: [{ isCc: false, sector_id: sectorIdOf(server.db, 'RH'), person_id: null, broadcast_id: null, responsible_id: null, name: '', email: '' }],
});

describe('POST /api/inbox/email', () => {
  it('creates a draft in the sector inbox, version 1, shown in Rascunhos', async () => {
    const document = await draft({ subject: 'Rascunho', content: '<p>Texto</p>' });
    expect(document).toMatchObject({ version: 1, documentStatus: 'draft', number: null, body: { subject: 'Rascunho', from: 'sector', type: null } });
    const email = server.db.prepare('SELECT box, sector_id, user_id FROM inbox_emails WHERE uuid = ?').get(document.inbox_email_uuid);
    expect(email).toEqual({ box: 'draft', sector_id: sectorIdOf(server.db, 'PROT'), user_id: null });
    const drafts = json<{ data: { inbox_email_uuid: string }[] }>(await getInbox(server.app, '/api/inbox/query?filter=draft', clerk));
    expect(drafts.data.map((item) => item.inbox_email_uuid)).toContain(document.inbox_email_uuid);
  });

  it('creates it in the personal inbox when sent from the user, and in the chosen sector inbox', async () => {
    const personal = await draft({ from: 'personal' });
    expect(server.db.prepare('SELECT sector_id, user_id FROM inbox_emails WHERE uuid = ?').get(personal.inbox_email_uuid)).toEqual({
      sector_id: null,
      user_id: userIdOf(server.db, 'servidor@demo.gov.br'),
    });
    const arq = sectorIdOf(server.db, 'ARQ');
    const response = await create({}, clerk, inboxHeaders(clerk, { sectorId: arq }));
    const document = serverDocumentSchema.parse(json(response));
    expect(server.db.prepare('SELECT sector_id FROM inbox_emails WHERE uuid = ?').pluck().get(document.inbox_email_uuid)).toBe(arq);
    const foreign = await create({}, clerk, inboxHeaders(clerk, { sectorId: sectorIdOf(server.db, 'SESAU') }));
    expect(foreign.statusCode).toBe(403);
  });

  it('is idempotent per user with Idempotency-Key: the same key gives the same document', async () => {
    const key = randomUUID();
    const before = count('SELECT count(*) FROM documents');
    const first = await create({ subject: 'Uma vez' }, clerk, { 'Idempotency-Key': key });
    const second = await create({ subject: 'Uma vez' }, clerk, { 'Idempotency-Key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect(count('SELECT count(*) FROM documents')).toBe(before + 1);
    expect(count("SELECT count(*) FROM inbox_emails WHERE box = 'draft' AND document_id = ?", json<ServerDocument>(first).id)).toBe(1);

    const other = await tokenFor(server.app, 'admin@demo.gov.br');
    const third = await create({ subject: 'Uma vez' }, other, { 'Idempotency-Key': key });
    expect(third.statusCode).toBe(201);
    expect(json<ServerDocument>(third).id).not.toBe(json<ServerDocument>(first).id);
    expect(count('SELECT count(*) FROM documents')).toBe(before + 2);

    const bad = await create({}, clerk, { 'Idempotency-Key': 'não-é-uuid' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { body: [m.idempotencyKeyInvalid] } });
  });

  it('refuses bad bodies with pt-BR field errors and unknown references', async () => {
    const response = await create({ type: 'carta', priority_id: 9, recipients: 'RH' });
    expect(response.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(errors).sort()).toEqual(['priority_id', 'recipients', 'type']);
    const unknown = await create({ subjectId: 999_999, recipients: [{ sector_id: 999_999 }, { sector_id: 1, person_id: 1 }] });
    expect(json(unknown)).toMatchObject({ errors: { subjectId: [m.subjectNotFound], 'recipients.0': [m.recipientUnknown], 'recipients.1': [m.recipientInvalid] } });
  });

  it('is for staff only: 401 without a session, 403 for a citizen', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/inbox/email', payload: {} })).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await create({}, citizen)).statusCode).toBe(403);
  });
});

describe('GET /api/inbox/email/:id/document and PUT /api/inbox/email/:id', () => {
  it('reads the editable copy, with recipient names filled by the server', async () => {
    const document = await draft(valid());
    const response = await read(document.inbox_email_uuid);
    expect(response.statusCode).toBe(200);
    const copy = serverDocumentSchema.parse(json(response));
    expect(copy.body.recipients[0]).toMatchObject({ name: 'Recursos Humanos', email: 'rh@setores.demo.gov.br' });
    expect(copy).toEqual({ ...document, body: copy.body });
  });

  it('stores an update made from the current version and raises the version each time', async () => {
    const document = await draft();
    const stages = [{ name: 'Triagem', position: 1 }, { name: 'Execução', position: 2 }];
    const first = await update(document.inbox_email_uuid, { base_version: 1, body: { ...valid(), stages } });
    expect(first.statusCode, first.body).toBe(200);
    expect(serverDocumentSchema.parse(json(first))).toMatchObject({ version: 2, body: { subject: 'Pedido de material de escritório', stages } });
    const second = await update(document.inbox_email_uuid, { base_version: 2, body: { ...valid(), subject: 'Outro título' } });
    expect(json(second)).toMatchObject({ version: 3, body: { subject: 'Outro título' } });
    expect(count('SELECT title FROM documents WHERE id = ?', document.id)).toBe('Outro título');
  });

  it('answers 409 with the current copy to a stale base version, and changes nothing', async () => {
    const document = await draft({ subject: 'Original' });
    await update(document.inbox_email_uuid, { base_version: 1, body: { subject: 'Da outra máquina' } });
    const stale = await update(document.inbox_email_uuid, { base_version: 1, body: { subject: 'Desta máquina' } });
    expect(stale.statusCode).toBe(409);
    const conflict = conflictSchema.parse(json(stale));
    expect(conflict.message).toBe(m.conflict);
    expect(conflict.current).toMatchObject({ version: 2, body: { subject: 'Da outra máquina' } });
    expect(serverDocumentSchema.parse(json(await read(document.inbox_email_uuid)))).toMatchObject({ version: 2, body: { subject: 'Da outra máquina' } });
  });

  it("refuses another sector's draft (403) and unknown ones (404)", async () => {
    const document = await draft({ subject: 'Do protocolo' });
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await read(document.inbox_email_uuid, other)).statusCode).toBe(403);
    expect((await update(document.inbox_email_uuid, { base_version: 1, body: {} }, other)).statusCode).toBe(403);
    expect((await publish(document.inbox_email_uuid, other)).statusCode).toBe(403);
    expect((await read(randomUUID())).statusCode).toBe(404);
    expect(count('SELECT version FROM documents WHERE id = ?', document.id)).toBe(1);
  });

  it('refuses a bad update body with 422', async () => {
    const document = await draft();
    const response = await update(document.inbox_email_uuid, { base_version: 0, body: { identification: 'secreto' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(response).errors).sort()).toEqual(['base_version', 'body.identification']);
  });
});

describe('POST /api/inbox/email/:id/publish', () => {
  it('lists what is missing, field by field, in pt-BR', async () => {
    const document = await draft({ hasAddress: true, address: { zip: '3740', uf: '', city: '', number: '', street: '', neighborhood: '', complement: '' } });
    const response = await publish(document.inbox_email_uuid);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: m.publishInvalid,
      errors: {
        type: [m.required],
        subject: [m.required],
        content: [m.required],
        recipients: [m.recipientsRequired],
        'address.zip': [m.zipInvalid],
        'address.street': [m.required],
        'address.city': [m.required],
        'address.uf': [m.required],
      },
    });
    expect(count('SELECT status FROM documents WHERE id = ?', document.id)).toBe('draft');
  });

  it("applies the subject's terms, required fields and identification rules; restricted subjects need no recipient", async () => {
    const denuncia = subjectId('Denúncia sanitária');
    const document = await draft({ ...valid(), recipients: [], subjectId: denuncia, identification: 'anonymous' });
    expect(json(await publish(document.inbox_email_uuid))).toMatchObject({
      errors: { isAcceptedTerm: [m.termsNotAccepted], 'customFields.estabelecimento': [m.required] },
    });
    const iptu = await draft({ ...valid(), subjectId: subjectId('Parcelamento de débitos de IPTU'), identification: 'anonymous', isAcceptedTerm: true, customFields: { inscricao_imobiliaria: '01.02.003' } });
    expect(json(await publish(iptu.inbox_email_uuid))).toEqual({ message: m.publishInvalid, errors: { identification: [m.identificationNotAllowed] } });

    await update(document.inbox_email_uuid, {
      base_version: 1,
      body: { ...valid(), recipients: [], subjectId: denuncia, identification: 'anonymous', isAcceptedTerm: true, customFields: { estabelecimento: 'Bar do Zé' } },
    });
    const response = await publish(document.inbox_email_uuid);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('numbers the document after the sequence of its type, sector and year, and delivers it', async () => {
    const existing = server.db
      .prepare("SELECT number FROM documents WHERE number LIKE 'Memorando nº %/2026 — PROT'")
      .pluck()
      .all() as string[];
    const highest = Math.max(0, ...existing.map((number) => Number(/nº (\d+)\//.exec(number)?.[1])));
    const admin = userIdOf(server.db, 'admin@demo.gov.br');
    const adminPerson = count('SELECT person_id FROM users WHERE id = ?', admin);
    const body = {
      ...valid(),
      recipients: [
        { sector_id: sectorIdOf(server.db, 'RH') },
        { person_id: adminPerson, isCc: true },
        { broadcast_id: count("SELECT id FROM broadcast_lists WHERE name = 'Unidades de saúde'") },
      ],
    };
    const document = await draft(body);
    const response = await publish(document.inbox_email_uuid);
    expect(response.statusCode, response.body).toBe(200);
    const result = publishResultSchema.parse(json(response));
    expect(result).toEqual({ number: `Memorando nº ${highest + 1}/2026 — PROT`, inbox_email_uuid: document.inbox_email_uuid });

    const inboxes = server.db
      .prepare("SELECT coalesce(s.symbol, 'user:' || ie.user_id) FROM inbox_emails ie LEFT JOIN sectors s ON s.id = ie.sector_id WHERE ie.document_id = ? AND ie.box = 'inbox' ORDER BY 1")
      .pluck()
      .all(document.id);
    const servidora = userIdOf(server.db, 'servidora@demo.gov.br');
    expect(inboxes).toEqual(['ATB', 'RH', 'VISA', `user:${admin}`, `user:${servidora}`].sort());
    expect(server.db.prepare('SELECT box FROM inbox_emails WHERE uuid = ?').pluck().get(result.inbox_email_uuid)).toBe('sent');
    expect(count('SELECT count(*) FROM dispatches WHERE document_id = ?', document.id)).toBe(5);

    const sent = json<{ data: { inbox_email_uuid: string; number: string; document_status: string }[] }>(await getInbox(server.app, '/api/inbox/query?filter=sent', clerk));
    expect(sent.data[0]).toMatchObject({ inbox_email_uuid: result.inbox_email_uuid, number: result.number, document_status: 'published' });
    const rhToken = await tokenFor(server.app, 'servidora@demo.gov.br');
    const personal = json<{ data: { email_uuid: string }[] }>(await getInbox(server.app, '/api/inbox/query?filter=tasks', rhToken, { type: 'personal' }));
    expect(personal.data.map((item) => item.email_uuid)).toContain(document.uuid);

    const next = await draft(valid());
    expect(json(await publish(next.inbox_email_uuid))).toMatchObject({ number: `Memorando nº ${highest + 2}/2026 — PROT` });
  });

  it('refuses to publish twice or to update a published document', async () => {
    const document = await draft(valid());
    expect((await publish(document.inbox_email_uuid)).statusCode).toBe(200);
    const again = await publish(document.inbox_email_uuid);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ message: m.alreadyPublished });
    const late = await update(document.inbox_email_uuid, { base_version: 1, body: valid() });
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({ message: m.notDraft });
    const copy = serverDocumentSchema.parse(json(await read(document.inbox_email_uuid)));
    expect(copy).toMatchObject({ documentStatus: 'published', version: 1 });
    expect(copy.number).toMatch(/^Memorando nº \d+\/2026 — PROT$/);
  });
});
