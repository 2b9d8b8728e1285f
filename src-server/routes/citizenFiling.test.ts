// Filing a request in the citizen portal (issue 16): only subjects open to citizens, the
// identifications the subject allows, the login the subject demands, its terms and required fields;
// the citizen's draft is theirs alone; publishing is idempotent and leaves the request as Minhas
// solicitações and the sector's queue read it; the comprovante carries the number and the code.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { citizenDraftSchema, citizenSubjectListSchema, filedRequestSchema, type CitizenDraft } from '../../src-shared/api/citizenFiling';
import { citizenRequestPageSchema } from '../../src-shared/api/citizenRequests';
import { documentBodySchema, IDEMPOTENCY_HEADER, type DocumentBody } from '../../src-shared/api/documents';
import { inboxPageSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { LAI_SUBJECT } from '../db/seed/services';
import { PARKING_CREDENTIAL_SUBJECT } from '../db/seed/documentCreation';
import { createUnverifiedCitizen } from '../testing/accounts';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { getInbox, sectorIdOf } from '../testing/inbox';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { checkPdf, hasTool } from '../testing/pdfTools';

const f = messages.citizenFiling;
let server: TestServer;
let citizen: string;
beforeAll(() => {
  if (!hasTool('pdftotext')) throw new Error('poppler-utils (pdftotext) is needed to read the comprovante');
});
beforeEach(async () => {
  server = testServer();
  citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
});
afterEach(() => server.stop());

const subjectId = (name: string) => server.db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck().get(name) as number;
const parking = () => subjectId(PARKING_CREDENTIAL_SUBJECT);
const body = (overrides: Partial<DocumentBody> = {}): DocumentBody =>
  documentBodySchema.parse({ subjectId: parking(), content: '<p>Solicito a credencial para o meu pai, de 82 anos.</p>', ...overrides });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = citizen, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload }) });
async function createDraft(draft: DocumentBody = body(), token = citizen): Promise<CitizenDraft> {
  const response = await call('POST', '/api/citizen/filing/drafts', token, { body: draft });
  expect(response.statusCode, response.body).toBe(201);
  return citizenDraftSchema.parse(json(response));
}
const publish = (uuid: string, token = citizen, key?: string) =>
  call('POST', `/api/citizen/filing/drafts/${uuid}/publish`, token, undefined, key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key });
async function published(draft: DocumentBody = body()) {
  const made = await createDraft(draft);
  const response = await publish(made.uuid);
  expect(response.statusCode, response.body).toBe(200);
  return filedRequestSchema.parse(json(response));
}
const errorsOf = (response: { body: string }) => (JSON.parse(response.body) as { errors: Record<string, string[]> }).errors;
/** The citizen's session as if opened another way (gov.br, ICP-Brasil): login_type is what the rules read. */
const sessionOpenedAs = (loginType: number) => server.db.prepare('UPDATE access_tokens SET login_type = ?').run(loginType);

describe('subjects a citizen may file under', () => {
  it('are only the enabled subjects open to citizens (external_can_create), with the form’s fields and login requirements', async () => {
    const response = await call('GET', '/api/citizen/filing/subjects');
    expect(response.statusCode, response.body).toBe(200);
    const { subjects } = citizenSubjectListSchema.parse(json(response));
    // The demo's citizen subjects and those of the Carta de Serviços' services; never a staff-only one.
    const expected = [
      PARKING_CREDENTIAL_SUBJECT,
      'Denúncia sanitária',
      'Parcelamento de débitos de IPTU',
      'Pedido de matrícula escolar',
      'Solicitação de iluminação pública',
      LAI_SUBJECT,
      'Ouvidoria',
      'Alvarás e licenças',
      'Saúde pública',
      'Transporte escolar',
      'Tributos e arrecadação',
      'Meio ambiente',
    ];
    expect(subjects.map((subject) => subject.name).sort()).toEqual(expected.sort());
    server.db.prepare("UPDATE subjects SET status = 'disabled' WHERE name = 'Ouvidoria'").run();
    const afterDisabling = citizenSubjectListSchema.parse(json(await call('GET', '/api/citizen/filing/subjects'))).subjects.map((subject) => subject.name);
    expect(afterDisabling).not.toContain('Ouvidoria');
    expect(afterDisabling).toHaveLength(expected.length - 1);
    expect(subjects.find((subject) => subject.name === 'Parcelamento de débitos de IPTU')).toMatchObject({ govbr_login_required: true, icp_login_required: false });
    expect(subjects.find((subject) => subject.name === 'Pedido de matrícula escolar')?.fields.map((field) => field.key)).toEqual(['nome_aluno', 'data_nascimento', 'serie']);
  });

  it('are refused to staff, who file through Novo documento', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/citizen/filing/subjects', clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/citizen/filing/drafts', clerk, { body: body() })).statusCode).toBe(403);
  });

  it('exclude a staff-only subject: a draft naming one is a field error', async () => {
    const response = await call('POST', '/api/citizen/filing/drafts', citizen, { body: body({ subjectId: subjectId('Comunicado geral às secretarias') }) });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).subjectId).toEqual([f.subjectNotOpen]);
  });
});

describe('the citizen’s draft', () => {
  it('is kept on the server: read back after a reload, updated against its version, 409 on a stale one', async () => {
    const draft = await createDraft(body({ customFields: { placa_veiculo: 'ABC1D23' } }));
    // What the subject decides is the subject's, whatever the form sent.
    expect(draft.body).toMatchObject({ type: 'requerimento', subject: PARKING_CREDENTIAL_SUBJECT, customFields: { placa_veiculo: 'ABC1D23' } });
    const read = citizenDraftSchema.parse(json(await call('GET', `/api/citizen/filing/drafts/${draft.uuid}`)));
    expect(read.body.content).toBe(draft.body.content);

    const updated = await call('PUT', `/api/citizen/filing/drafts/${draft.uuid}`, citizen, { base_version: 1, body: body({ content: '<p>Texto novo.</p>' }) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(citizenDraftSchema.parse(json(updated))).toMatchObject({ version: 2, body: { content: '<p>Texto novo.</p>' } });
    const stale = await call('PUT', `/api/citizen/filing/drafts/${draft.uuid}`, citizen, { base_version: 1, body: body({ content: '<p>Outro.</p>' }) });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ message: f.conflict, current: { version: 2 } });
  });

  it('does not exist for another citizen (404) and a second save of one create makes no second draft (Idempotency-Key)', async () => {
    const draft = await createDraft();
    createUnverifiedCitizen(server.db, { name: 'Outra Pessoa', email: 'outra@demo.com.br', password: 'x' });
    server.db.prepare("UPDATE users SET account_verified_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").run(userIdOf(server.db, 'outra@demo.com.br'));
    const other = await tokenFor(server.app, 'outra@demo.com.br', LoginType.EXTERNAL_NATIVE);
    for (const response of [
      await call('GET', `/api/citizen/filing/drafts/${draft.uuid}`, other),
      await call('PUT', `/api/citizen/filing/drafts/${draft.uuid}`, other, { base_version: 1, body: body() }),
      await publish(draft.uuid, other),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const key = randomUUID();
    const first = await call('POST', '/api/citizen/filing/drafts', citizen, { body: body() }, { [IDEMPOTENCY_HEADER]: key });
    const again = await call('POST', '/api/citizen/filing/drafts', citizen, { body: body() }, { [IDEMPOTENCY_HEADER]: key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(citizenDraftSchema.parse(json(again)).uuid).toBe(citizenDraftSchema.parse(json(first)).uuid);
  });

  it('takes files with staff’s checks and lets the citizen remove them', async () => {
    const draft = await createDraft();
    const { payload, headers } = multipartBody([{ name: 'files[]', filename: 'identidade.pdf', type: 'application/pdf', content: SAMPLE.pdf }]);
    const uploaded = await server.app.inject({ method: 'POST', url: `/api/citizen/filing/drafts/${draft.uuid}/files`, headers: { ...bearer(citizen), ...headers }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const wrong = multipartBody([{ name: 'files[]', filename: 'programa.exe', type: 'application/octet-stream', content: Buffer.from('MZ') }]);
    const refused = await server.app.inject({ method: 'POST', url: `/api/citizen/filing/drafts/${draft.uuid}/files`, headers: { ...bearer(citizen), ...wrong.headers }, payload: wrong.payload });
    expect(refused.statusCode).toBe(422);
    const files = citizenDraftSchema.parse(json(await call('GET', `/api/citizen/filing/drafts/${draft.uuid}`))).files;
    expect(files.map((file) => file.name)).toEqual(['identidade.pdf']);
    expect((await call('DELETE', `/api/citizen/filing/drafts/${draft.uuid}/files/${files[0]?.id}`)).statusCode).toBe(204);
    expect(citizenDraftSchema.parse(json(await call('GET', `/api/citizen/filing/drafts/${draft.uuid}`))).files).toEqual([]);
  });
});

describe('publishing', () => {
  it('refuses an identification the subject does not allow', async () => {
    const draft = await createDraft(body({ identification: 'anonymous' }));
    const response = await publish(draft.uuid);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).identification).toEqual([messages.documents.identificationNotAllowed]);
  });

  it('refuses unaccepted terms and missing required fields', async () => {
    const draft = await createDraft(body({ subjectId: subjectId('Pedido de matrícula escolar'), customFields: { nome_aluno: 'Lia' } }));
    const missing = await publish(draft.uuid);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing))).toEqual(['customFields.data_nascimento']);
    const denuncia = await createDraft(body({ subjectId: subjectId('Denúncia sanitária'), customFields: { estabelecimento: 'Padaria' } }));
    const terms = await publish(denuncia.uuid);
    expect(terms.statusCode).toBe(422);
    expect(errorsOf(terms).isAcceptedTerm).toEqual([messages.documents.termsNotAccepted]);
  });

  it('demands a gov.br session where the subject asks for it, and an ICP-Brasil one where that is asked', async () => {
    const iptu = await createDraft(body({ subjectId: subjectId('Parcelamento de débitos de IPTU'), customFields: { inscricao_imobiliaria: '01.02.003' }, isAcceptedTerm: true }));
    const refused = await publish(iptu.uuid);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(f.govbrLoginRequired);
    sessionOpenedAs(LoginType.EGOV);
    expect((await publish(iptu.uuid)).statusCode).toBe(200);

    server.db.prepare('UPDATE subjects SET icp_login_required = 1 WHERE id = ?').run(parking());
    const draft = await createDraft();
    const icp = await publish(draft.uuid);
    expect(icp.statusCode).toBe(403);
    expect(json(icp).message).toBe(f.icpLoginRequired);
    sessionOpenedAs(LoginType.ICP_EXTERNAL_USER);
    expect((await publish(draft.uuid)).statusCode).toBe(200);
  });

  it('is idempotent with an Idempotency-Key: the retry answers the same number and delivers nothing more', async () => {
    const draft = await createDraft();
    const key = randomUUID();
    const first = await publish(draft.uuid, citizen, key);
    const again = await publish(draft.uuid, citizen, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(json(again)).toEqual(json(first));
    expect(server.db.prepare('SELECT count(*) FROM dispatches d JOIN documents doc ON doc.id = d.document_id WHERE doc.uuid = ?').pluck().get(draft.uuid)).toBe(1);
    expect((await publish(draft.uuid)).statusCode).toBe(422);
  });

  it('leaves the request as a citizen’s request looks: created by them, the subject’s stages, one dispatch to the sector', async () => {
    const filed = await published();
    expect(filed.number).toMatch(/^Requerimento nº \d+\/2026 — SEMAD$/);
    const citizenId = userIdOf(server.db, 'cidadao@demo.gov.br');
    const semad = sectorIdOf(server.db, 'SEMAD');
    const document = server.db.prepare<[string], { id: number; sector_id: number | null; created_by: number; status: string; number: string }>(
      'SELECT id, sector_id, created_by, status, number FROM documents WHERE uuid = ?',
    ).get(filed.uuid)!;
    expect(document).toMatchObject({ sector_id: null, created_by: citizenId, status: 'published', number: filed.number });
    expect(server.db.prepare('SELECT name, status FROM stages WHERE document_id = ? ORDER BY position').all(document.id)).toEqual([
      { name: 'Análise do pedido', status: 'current' },
      { name: 'Emissão da credencial', status: 'pending' },
      { name: 'Entrega ao requerente', status: 'pending' },
    ]);
    expect(server.db.prepare('SELECT type, from_user_id, from_sector_id, to_sector_id, to_user_id FROM dispatches WHERE document_id = ?').all(document.id)).toEqual([
      { type: 'dispatch', from_user_id: citizenId, from_sector_id: null, to_sector_id: semad, to_user_id: null },
    ]);
    expect(server.db.prepare('SELECT sector_id, user_id, box, is_read FROM inbox_emails WHERE document_id = ?').all(document.id)).toEqual([
      { sector_id: semad, user_id: null, box: 'inbox', is_read: 0 },
    ]);
    expect(server.db.prepare('SELECT count(*) FROM verification_codes WHERE code = ? AND document_id = ?').pluck().get(filed.verification_code, document.id)).toBe(1);

    const mine = citizenRequestPageSchema.parse(json(await call('GET', '/api/citizen/requests')));
    expect(mine.data[0]).toMatchObject({ uuid: filed.uuid, number: filed.number, subject: PARKING_CREDENTIAL_SUBJECT, status: 'open', stage: 'Análise do pedido' });

    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const queue = inboxPageSchema.parse(json(await getInbox(server.app, '/api/inbox/query', admin, { type: 'sector', sectorId: semad })));
    expect(queue.data.find((item) => item.number === filed.number)).toMatchObject({ sender: 'Carlos Eduardo Nogueira', box: 'inbox', is_read: false });
    expect(server.db.prepare("SELECT count(*) FROM notifications WHERE type = 'sector-task' AND description LIKE ?").pluck().get(`%${filed.number}%`)).toBeGreaterThan(0);
  });

  it('hides an anonymous citizen from the sector, by the rules every view follows', async () => {
    server.db.prepare('UPDATE subjects SET users_can_create_anonymously = 1 WHERE id = ?').run(parking());
    const filed = await published(body({ identification: 'anonymous' }));
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const queue = inboxPageSchema.parse(json(await getInbox(server.app, '/api/inbox/query', admin, { type: 'sector', sectorId: sectorIdOf(server.db, 'SEMAD') })));
    const item = queue.data.find((row) => row.number === filed.number);
    expect(item?.sender).toBe(messages.server.authorHidden.anonymous);
    expect(JSON.stringify(item)).not.toContain('Carlos');
    const receipt = checkPdf((await call('GET', `/api/citizen/requests/${filed.uuid}/receipt`)).rawPayload).text;
    expect(receipt).toContain(filed.number);
    expect(receipt).not.toContain('Carlos');
  });
});

describe('the comprovante', () => {
  it('is a PDF with the protocol number, the subject, the files and the verification code, for the citizen alone', async () => {
    const draft = await createDraft();
    const { payload, headers } = multipartBody([{ name: 'files[]', filename: 'identidade.pdf', type: 'application/pdf', content: SAMPLE.pdf }]);
    expect((await server.app.inject({ method: 'POST', url: `/api/citizen/filing/drafts/${draft.uuid}/files`, headers: { ...bearer(citizen), ...headers }, payload })).statusCode).toBe(201);
    const filed = filedRequestSchema.parse(json(await publish(draft.uuid)));
    const response = await call('GET', `/api/citizen/requests/${filed.uuid}/receipt`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = checkPdf(response.rawPayload).text.replace(/\s+/g, ' ');
    for (const expected of [f.receipt.title, filed.number, PARKING_CREDENTIAL_SUBJECT.slice(0, 30), 'identidade.pdf', filed.verification_code, '/app/citizen/authenticity?code=']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Carlos Eduardo Nogueira');
    // The code on it is the one the authenticity page answers.
    const checked = await server.app.inject({ method: 'GET', url: `/api/authenticity/${filed.verification_code}` });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.body).toContain(filed.number);
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', `/api/citizen/requests/${filed.uuid}/receipt`, clerk)).statusCode).toBe(403);
    expect((await call('GET', `/api/citizen/requests/${draft.uuid}/receipt`, citizen)).statusCode).toBe(200);
    const other = await createDraft();
    expect((await call('GET', `/api/citizen/requests/${other.uuid}/receipt`)).statusCode).toBe(404);
  });
});
