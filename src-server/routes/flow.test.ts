// Flow stages (issue 15 §4): GET flow/stages/{id} says what the current stage needs and which of its
// actions this user may take; POST flow/stages/{id}/action moves the flow on (Mover para), emits the
// numbered authorisation once (Emitir Autorização) and closes the request (Encerrar solicitação),
// each recorded with who and when; and everything else is refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { flowActionResultSchema, flowStageSchema } from '../../src-shared/api/flow';
import { viewedEmailSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { storeFile } from '../testing/documents';
import { sendFlowDocument, stagesOf } from '../testing/flow';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { inboxHeaders, sectorIdOf } from '../testing/inbox';
import { checkPdf } from '../testing/pdfTools';

const m = messages.flow;
let server: TestServer;
let clerk: string;
let health: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  health = await tokenFor(server.app, 'servidora@demo.gov.br');
});
afterEach(() => server.stop());

const getStage = (id: number | string, token = clerk, query = '') => server.app.inject({ method: 'GET', url: `/api/flow/stages/${id}${query}`, headers: inboxHeaders(token) });
const act = (id: number | string, payload: unknown, token = clerk) =>
  server.app.inject({ method: 'POST', url: `/api/flow/stages/${id}/action`, headers: inboxHeaders(token), payload: payload as object });
const stageView = async (id: number, token = clerk) => {
  const response = await getStage(id, token);
  expect(response.statusCode, response.body).toBe(200);
  return flowStageSchema.parse(json(response));
};
const actOk = async (id: number, payload: object, status = 200) => {
  const response = await act(id, payload);
  expect(response.statusCode, response.body).toBe(status);
  return flowActionResultSchema.parse(json(response));
};
/** Ana (Saúde) asks the Protocolo for a parking credential; João (Protocolo) works it. */
const parkingRequest = () => sendFlowDocument(server.app, server.db, health, 'PROT');
const attachIdentity = (documentId: number) => storeFile(server.db, documentId, null, { name: 'Documento de identidade - Maria.pdf' });

describe('GET /api/flow/stages/:id', () => {
  it('shows the requirement unmet and the action off with the reason, then on once an attachment meets it', async () => {
    const { documentId, emailUuid: uuid } = await parkingRequest();
    const [first, second] = stagesOf(server.db, documentId);
    let view = await stageView(first!.id);
    expect(view).toMatchObject({ name: 'Análise do pedido', is_current: true, inbox_email_uuid: uuid });
    expect(view.requirements).toEqual([{ type: 'attachment', name: 'Documento de identidade', label: 'Anexo “Documento de identidade”', met: false }]);
    expect(view.actions).toEqual([
      { type: 'move_stage_to', label: 'Mover para Emissão da credencial', to_stage: { id: second!.id, position: 2, name: 'Emissão da credencial' }, available: false, reason: m.requirementsMissing(['Anexo “Documento de identidade”']) },
    ]);
    // Another file does not meet it; one whose name says it (case and accents aside) does.
    storeFile(server.db, documentId, null, { name: 'comprovante.pdf' });
    expect((await stageView(first!.id)).requirements[0]?.met).toBe(false);
    attachIdentity(documentId);
    view = await stageView(first!.id);
    expect(view.requirements[0]?.met).toBe(true);
    expect(view.actions[0]).toMatchObject({ available: true, reason: null });
    // A later stage shows its actions, off: it is not the current one.
    expect((await stageView(second!.id)).actions.map((action) => [action.type, action.available, action.reason])).toEqual([
      ['should_emit_traffic_card', false, m.notCurrent],
      ['move_stage_to', false, m.notCurrent],
    ]);
  });

  it('takes the flow from the subject, not from the stages the client sent', async () => {
    const { documentId } = await parkingRequest();
    expect(stagesOf(server.db, documentId).map((stage) => [stage.name, JSON.parse(stage.actions), JSON.parse(stage.requirements)])).toEqual([
      ['Análise do pedido', [{ type: 'move_stage_to', to_position: 2 }], [{ type: 'attachment', name: 'Documento de identidade' }]],
      ['Emissão da credencial', [{ type: 'should_emit_traffic_card' }, { type: 'move_stage_to', to_position: 3 }], []],
      ['Entrega ao requerente', [{ type: 'archive_flow' }], []],
    ]);
  });

  it('gives seeded processes the default flow: Mover para the next stage, Encerrar solicitação on the last', async () => {
    const stages = server.db
      .prepare<[], { position: number; actions: string; last: number }>(
        'SELECT position, actions, position = (SELECT max(position) FROM stages s2 WHERE s2.document_id = stages.document_id) AS last FROM stages WHERE document_id = (SELECT min(document_id) FROM stages)',
      )
      .all();
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const stage of stages)
      expect(JSON.parse(stage.actions)).toEqual(stage.last === 1 ? [{ type: 'archive_flow' }] : [{ type: 'move_stage_to', to_position: stage.position + 1 }]);
  });

  it('tells a user who can see the document but does not hold it why the actions are off', async () => {
    const { documentId } = await parkingRequest();
    attachIdentity(documentId);
    // Ana's Saúde keeps only the sent copy: she sees the flow, she cannot move it.
    const view = await stageView(stagesOf(server.db, documentId)[0]!.id, health);
    expect(view.inbox_email_uuid).toBeNull();
    expect(view.actions[0]).toMatchObject({ available: false, reason: m.notHeld });
  });
});

describe('POST /api/flow/stages/:id/action', () => {
  it('moves through the stages, emits the authorisation once, closes the request; the timeline says who and when', async () => {
    const { documentId, number, emailUuid: uuid } = await parkingRequest();
    const [first, second, third] = stagesOf(server.db, documentId);
    attachIdentity(documentId);

    const moved = await actOk(first!.id, { type: 'move_stage_to' });
    expect(moved.message).toBe(m.done.moved('Emissão da credencial'));
    expect(moved.stage).toMatchObject({ id: second!.id, is_current: true, entered_at: '2026-01-10T12:00:00.000Z' });
    expect(stagesOf(server.db, documentId).map((stage) => stage.status)).toEqual(['done', 'current', 'pending']);

    const emitted = await actOk(second!.id, { type: 'should_emit_traffic_card', data: { inbox_email_uuid: uuid } }, 201);
    expect(emitted.authorization).toMatchObject({ number: '0001/2026' });
    expect(emitted.message).toBe(m.done.emitted('0001/2026'));
    const again = await actOk(second!.id, { type: 'should_emit_traffic_card' }, 200);
    expect(again.authorization).toEqual(emitted.authorization);
    expect(server.db.prepare('SELECT count(*) FROM authorizations').pluck().get()).toBe(1);

    const pdf = await server.app.inject({ method: 'GET', url: `/api/flow/authorizations/${emitted.authorization!.id}/pdf`, headers: bearer(clerk) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = checkPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    for (const expected of ['Autorização nº 0001/2026', 'Titular/requerente: Ana Beatriz Souza Lima', 'Credencial de estacionamento (idoso ou pessoa com deficiência)', `Documento: ${number}`, '10 de janeiro de 2026', 'Emitida por: João Pedro Almeida — Protocolo Geral'])
      expect(text).toContain(expected);

    server.clock.advance(60);
    await actOk(second!.id, { type: 'move_stage_to', data: { stage_id: third!.id } });
    const closed = await actOk(third!.id, { type: 'archive_flow' });
    expect(closed.message).toBe(m.done.archived);
    expect(stagesOf(server.db, documentId).map((stage) => stage.status)).toEqual(['done', 'done', 'done']);
    expect(server.db.prepare<[string], { is_closed: number; is_archived: number }>('SELECT is_closed, is_archived FROM inbox_emails WHERE uuid = ?').get(uuid)).toEqual({ is_closed: 1, is_archived: 1 });

    const viewed = viewedEmailSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/`, headers: inboxHeaders(clerk) })));
    expect(viewed.stage_transitions.map((item) => [item.action_type, item.from_stage, item.to_stage, item.authorization_number, item.user, item.sector])).toEqual([
      ['move_stage_to', 'Análise do pedido', 'Emissão da credencial', null, 'João Pedro Almeida', 'Protocolo Geral'],
      ['should_emit_traffic_card', 'Emissão da credencial', 'Emissão da credencial', '0001/2026', 'João Pedro Almeida', 'Protocolo Geral'],
      ['move_stage_to', 'Emissão da credencial', 'Entrega ao requerente', null, 'João Pedro Almeida', 'Protocolo Geral'],
      ['archive_flow', 'Entrega ao requerente', null, null, 'João Pedro Almeida', 'Protocolo Geral'],
    ]);
    expect(viewed.stage_transitions.at(-1)?.created_at).toBe('2026-01-10T12:01:00.000Z');

    // The flow is over: nothing more is done on it.
    const after = await act(third!.id, { type: 'archive_flow' });
    expect(after.statusCode).toBe(422);
    expect(json(after).message).toBe(m.closed);
  });

  it('refuses: a stage that is not current, an action not offered, a requirement unmet, a target not offered, bad input', async () => {
    const { documentId } = await parkingRequest();
    const [first, second, third] = stagesOf(server.db, documentId);
    const cases: [number | string, unknown, number, (string | undefined)?, Record<string, string[]>?][] = [
      [first!.id, { type: 'move_stage_to' }, 422, m.requirementsMissing(['Anexo “Documento de identidade”'])],
      [first!.id, { type: 'archive_flow' }, 422, undefined, { type: [m.notOffered] }],
      [second!.id, { type: 'should_emit_traffic_card' }, 422, m.notCurrent],
      [first!.id, { type: 'voar' }, 422, undefined, { type: [m.actionUnknown] }],
      [first!.id, {}, 422],
      [first!.id, { type: 'move_stage_to', data: { stage_id: 'dois' } }, 422],
      ['abc', { type: 'move_stage_to' }, 422],
      [9_999_999, { type: 'move_stage_to' }, 404, m.stageNotFound],
    ];
    for (const [id, payload, status, message, errors] of cases) {
      const response = await act(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(json(response).message, JSON.stringify(payload)).toBe(message);
      if (errors) expect(json(response).errors, JSON.stringify(payload)).toEqual(errors);
    }
    attachIdentity(documentId);
    const skip = await act(first!.id, { type: 'move_stage_to', data: { stage_id: third!.id } });
    expect(skip.statusCode).toBe(422);
    expect(json(skip).errors).toEqual({ 'data.stage_id': [m.targetInvalid] });
    expect(stagesOf(server.db, documentId).map((stage) => stage.status)).toEqual(['current', 'pending', 'pending']);
    expect(server.db.prepare('SELECT count(*) FROM stage_transitions').pluck().get()).toBe(0);
  });

  it('refuses whoever does not hold the document live: archived here, another sector (403), the sender’s copy, a citizen, no session', async () => {
    const { documentId, emailUuid: uuid } = await parkingRequest();
    attachIdentity(documentId);
    const first = stagesOf(server.db, documentId)[0]!;
    // The Saúde sent it: its copy is in Enviados, it does not hold it.
    const sender = await act(first.id, { type: 'move_stage_to' }, health);
    expect(sender.statusCode).toBe(422);
    expect(json(sender).message).toBe(m.notHeld);
    // A Protocolo document the Saúde never had: 403, as every inbox call answers.
    const seeded = server.db
      .prepare<[number], number>(
        `SELECT s.id FROM stages s JOIN inbox_emails ie ON ie.document_id = s.document_id WHERE s.status = 'current' AND ie.sector_id = ?
         AND NOT EXISTS (SELECT 1 FROM inbox_emails other WHERE other.document_id = s.document_id AND (other.sector_id IN (SELECT id FROM sectors WHERE symbol IN ('SESAU', 'ATB', 'VISA')) OR other.user_id IS NOT NULL)) LIMIT 1`,
      )
      .pluck()
      .get(sectorIdOf(server.db, 'PROT'))!;
    expect((await getStage(seeded, health)).statusCode).toBe(403);
    expect((await act(seeded, { type: 'move_stage_to' }, health)).statusCode).toBe(403);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await act(first.id, { type: 'move_stage_to' }, citizen)).statusCode).toBe(403);
    expect((await getStage(first.id, citizen)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: `/api/flow/stages/${first.id}/action`, payload: { type: 'move_stage_to' } })).statusCode).toBe(401);
    // Archived in the Protocolo: reopen it first.
    expect((await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}/archive`, headers: inboxHeaders(clerk) })).statusCode).toBe(200);
    const archived = await act(first.id, { type: 'move_stage_to', data: { inbox_email_uuid: uuid } });
    expect(archived.statusCode).toBe(422);
    expect(json(archived).message).toBe(m.archived);
    expect(server.db.prepare('SELECT count(*) FROM stage_transitions').pluck().get()).toBe(0);
  });

  it('answers the authorisation PDF only to who can open the document', async () => {
    const { documentId } = await parkingRequest();
    attachIdentity(documentId);
    const [first, second] = stagesOf(server.db, documentId);
    await actOk(first!.id, { type: 'move_stage_to' });
    const { authorization } = await actOk(second!.id, { type: 'should_emit_traffic_card' }, 201);
    const pdf = (token: string, id: number | string = authorization!.id) => server.app.inject({ method: 'GET', url: `/api/flow/authorizations/${id}/pdf`, headers: bearer(token) });
    expect((await pdf(health)).statusCode).toBe(200);
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    expect((await pdf(admin)).statusCode).toBe(200);
    expect((await pdf(clerk, 9_999_999)).statusCode).toBe(404);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await pdf(citizen)).statusCode).toBe(403);
  });
});
