// Subjects in the administration (issue 18; companion §3 Subject, §4, §7 Subjects): written by
// manage-subjects holders with field errors, recipients cleared by opened, a flow whose stages are
// named once, numbered 1…n and aimed at one another, stages in use never removed, subjects disabled
// and never deleted — and what a subject says is what a filing meets: who may create, the required
// attachments, the stage's responsible sector and the deadline's due date.
import { beforeEach, describe, expect, it } from 'vitest';
import { subjectDetailSchema, subjectPageSchema, type SubjectInput } from '../../src-shared/api/subjects';
import { subjectListSchema } from '../../src-shared/api/documents';
import { flowStageSchema } from '../../src-shared/api/flow';
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { createDraft, publishableBody, receivedEmailUuid, storeFile } from '../testing/documents';
import { stagesOf } from '../testing/flow';
import { bearer, json, tokenFor, userIdOf } from '../testing/harness';
import { inboxHeaders, sectorIdOf } from '../testing/inbox';
import { LoginType } from '../../src-shared/api/auth';

const m = messages.subjects;
useAdminServer();
let clerk: string;
let health: string;
beforeEach(async () => {
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  health = await tokenFor(server.app, 'servidora@demo.gov.br');
});

const twoStages = (): NonNullable<SubjectInput['stages']> => [
  { name: 'Triagem', position: 1, sector_id: null, actions: [{ type: 'move_stage_to', to_position: 2 }] },
  { name: 'Vistoria', position: 2, sector_id: null, actions: [{ type: 'archive_flow' }] },
];

async function createSubject(input: SubjectInput) {
  const response = await call('POST', '/api/document/subject', admin, input);
  expect(response.statusCode, response.body).toBe(201);
  return subjectDetailSchema.parse(json(response));
}

const put = (id: number, input: SubjectInput) => call('PUT', `/api/document/subject/${id}`, admin, input);

/** João (Protocolo) writes an ofício under the subject to `to`; answers the draft. */
const draftUnder = (subjectId: number, to = 'PROT', token = clerk) =>
  createDraft(server.app, token, publishableBody(server.db, to, { subjectId, subject: 'Pedido de vistoria', stages: [{ name: 'Triagem', position: 1 }, { name: 'Vistoria', position: 2 }] }));
const publishing = (uuid: string, token = clerk) => server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/publish`, headers: bearer(token) });

describe('POST and PUT /api/document/subject', () => {
  it('keeps every field of §3 and answers it to the editor and, paged, to the list', async () => {
    const gab = sectorIdOf(server.db, 'GAB');
    const created = await createSubject({
      name: 'Vistoria de obra',
      description: 'Pedidos de vistoria',
      sector_id: gab,
      priority: 3,
      deadline: 2,
      deadline_unit: 'days',
      keywords: 'obra, vistoria',
      announcement: 'Traga a planta.',
      stages: twoStages(),
      required_attachments: [{ name: 'Planta baixa', required: true }, { name: 'Fotos', required: false }],
      external_can_create: true,
      users_can_create_anonymously: true,
      recipients_type: 'broadcast',
      subject_recipients: [{ sector_id: gab }],
      allowed_users_ids: [userIdOf(server.db, 'servidor@demo.gov.br')],
      traffic_manager_type: 'parking',
      responsible_id: userIdOf(server.db, 'admin@demo.gov.br'),
    });
    expect(created).toMatchObject({
      name: 'Vistoria de obra',
      priority: 3,
      deadline: 2,
      deadline_unit: 'days',
      keywords: 'obra, vistoria',
      users_can_create_identified: true,
      if_has_internal_can_create: true,
      external_can_create: true,
      status: 'enabled',
      sector_name: 'Gabinete do Prefeito',
      allowed_users: [{ name: 'João Pedro Almeida' }],
      responsible: { name: 'Mariana Costa Ribeiro' },
      required_attachments: [{ name: 'Planta baixa', required: true }, { name: 'Fotos', required: false }],
    });
    expect(created.subject_recipients.map((recipient) => recipient.sector_id)).toEqual([gab]);
    expect(created.stages.map((stage) => [stage.name, stage.position])).toEqual([['Triagem', 1], ['Vistoria', 2]]);

    const page = subjectPageSchema.parse(json(await call('GET', `/api/document/subject?page=1&search=vistória&sector_id=${gab}`, admin)));
    expect(page.data.map((subject) => subject.id)).toEqual([created.id]);
    expect(page.total).toBe(1);
    const other = subjectPageSchema.parse(json(await call('GET', `/api/document/subject?page=1&sector_id=${sectorIdOf(server.db, 'SESAU')}`, admin)));
    expect(other.data.some((subject) => subject.id === created.id)).toBe(false);
    // Without a page, the create form's list: every subject, as before.
    const all = subjectListSchema.parse(json(await call('GET', '/api/document/subject', clerk)));
    expect(all.data.length).toBeGreaterThan(page.per_page > all.data.length ? 0 : page.per_page);
    expect(all.data.some((subject) => subject.id === created.id)).toBe(true);
  });

  it('clears the subject recipients when recipients_type is opened, whatever is sent', async () => {
    const created = await createSubject({ name: 'Com lista', recipients_type: 'broadcast', subject_recipients: [{ sector_id: sectorIdOf(server.db, 'GAB') }] });
    const response = await put(created.id, { name: 'Com lista', recipients_type: 'opened', subject_recipients: [{ sector_id: sectorIdOf(server.db, 'GAB') }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(subjectDetailSchema.parse(json(response)).subject_recipients).toEqual([]);
    expect(server.db.prepare('SELECT count(*) FROM subject_recipients WHERE subject_id = ?').pluck().get(created.id)).toBe(0);
  });

  it('refuses a flow with a repeated name, a gap in the positions or a Mover para to nowhere, field by field', async () => {
    const response = await call('POST', '/api/document/subject', admin, {
      name: 'Fluxo torto',
      deadline: 3,
      stages: [
        { name: 'Análise', position: 1, actions: [{ type: 'move_stage_to', to_position: 5 }] },
        { name: 'analise', position: 3, actions: [{ type: 'move_stage_to', to_position: 3 }] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toMatchObject({
      deadline_unit: [m.deadlineBoth],
      'stages.0.actions.0.to_position': [m.moveTargetMissing],
      'stages.1.name': [m.stageNameRepeated],
      'stages.1.position': [m.stagePositions],
      'stages.1.actions.0.to_position': [m.moveTargetSelf],
    });
    expect(server.db.prepare("SELECT count(*) FROM subjects WHERE name = 'Fluxo torto'").pluck().get()).toBe(0);
  });

  it('refuses a name another subject has (case and accents aside) and ids that name nothing', async () => {
    await createSubject({ name: 'Alvará' });
    const response = await call('POST', '/api/document/subject', admin, { name: 'ALVARA', sector_id: 999_999, stages: [{ name: 'Uma', position: 1, sector_id: 999_999 }] });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toMatchObject({ name: [m.nameTaken], sector_id: [m.unknownSector], 'stages.0.sector_id': [m.unknownSector] });
  });

  it('is manage-subjects: a clerk without it cannot write subjects', async () => {
    expect((await call('POST', '/api/document/subject', clerk, { name: 'Do João' })).statusCode).toBe(403);
    const created = await createSubject({ name: 'Do administrador' });
    expect((await call('PUT', `/api/document/subject/${created.id}`, clerk, { name: 'Outro' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/document/subject/${created.id}/status`, clerk, { status: 'disabled' })).statusCode).toBe(403);
  });
});

describe('subjects in use', () => {
  it('never takes out of the flow a stage filed documents are on, and disables the subject instead of deleting it', async () => {
    const created = await createSubject({ name: 'Vistoria', stages: twoStages() });
    const draft = await draftUnder(created.id);
    expect((await publishing(draft.inbox_email_uuid)).statusCode).toBe(200);
    // The document is on Triagem: renaming or removing it is refused, naming it; Vistoria may go.
    const refused = await put(created.id, { name: 'Vistoria', stages: [{ name: 'Vistoria', position: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({ stages: [m.stageInUse('Triagem', 1)] });
    const kept = await put(created.id, { name: 'Vistoria', stages: [{ name: 'Triagem', position: 1 }] });
    expect(kept.statusCode, kept.body).toBe(200);

    expect((await call('DELETE', `/api/document/subject/${created.id}`, admin)).statusCode).toBe(404);
    const disabled = await call('PATCH', `/api/document/subject/${created.id}/status`, admin, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(subjectDetailSchema.parse(json(disabled)).status).toBe('disabled');
    expect(server.db.prepare('SELECT subject_id FROM documents WHERE id = ?').pluck().get(draft.id)).toBe(created.id);
    // Each accepted write is in the audit trail, under the subject (the refused one changed nothing).
    const audited = server.db.prepare<[], string>("SELECT route || ' ' || entity_id FROM audit_entries WHERE entity = 'subject' ORDER BY id").pluck().all();
    expect(audited).toEqual(['POST /api/document/subject ', `PUT /api/document/subject/:id ${created.id}`, `PATCH /api/document/subject/:id/status ${created.id}`]);
  });
});

describe('what a subject asks of a filing', () => {
  it('lets only its allowed users publish under it when it says so', async () => {
    const created = await createSubject({ name: 'Restrito', only_allowed_users_can_create: true, allowed_users_ids: [userIdOf(server.db, 'admin@demo.gov.br')] });
    const draft = await draftUnder(created.id);
    const refused = await publishing(draft.inbox_email_uuid);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({ subjectId: [m.notAllowedUser] });
    await put(created.id, { name: 'Restrito', only_allowed_users_can_create: true, allowed_users_ids: [userIdOf(server.db, 'servidor@demo.gov.br')] });
    expect((await publishing(draft.inbox_email_uuid)).statusCode).toBe(200);
  });

  it("offers the create form only the enabled subjects the user may file under", async () => {
    const creatable = async (token: string) =>
      (subjectListSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/document/subject?creatable=1', headers: bearer(token) }))).data).map((subject) => subject.name);
    await createSubject({ name: 'Só do administrador', only_allowed_users_can_create: true, allowed_users_ids: [userIdOf(server.db, 'admin@demo.gov.br')] });
    await createSubject({ name: 'Só de cidadãos', external_can_create: true, if_has_internal_can_create: false });
    await createSubject({ name: 'Em outro sistema', redirect_to_external_app: true, redirect_to_external_app_url: 'https://iptu.valeverde.example/' });
    const disabled = await createSubject({ name: 'Desativado' });
    expect((await call('PATCH', `/api/document/subject/${disabled.id}/status`, admin, { status: 'disabled' })).statusCode).toBe(200);
    const forClerk = await creatable(clerk);
    expect(forClerk).not.toContain('Só do administrador');
    expect(forClerk).not.toContain('Só de cidadãos');
    expect(forClerk).not.toContain('Desativado');
    expect(forClerk).not.toContain('Em outro sistema');
    expect(forClerk.length).toBeGreaterThan(0);
    expect(await creatable(admin)).toContain('Só do administrador');
  });

  it('refuses staff where only citizens may create', async () => {
    const created = await createSubject({ name: 'Só portal', if_has_internal_can_create: false, external_can_create: true });
    const refused = await publishing((await draftUnder(created.id)).inbox_email_uuid);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({ subjectId: [m.internalNotAllowed] });
  });

  it('refuses the identification the subject does not allow', async () => {
    const created = await createSubject({ name: 'Sem anonimato' });
    const draft = await createDraft(server.app, clerk, publishableBody(server.db, 'PROT', { subjectId: created.id, identification: 'anonymous' }));
    const refused = await publishing(draft.inbox_email_uuid);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({ identification: [messages.documents.identificationNotAllowed] });
  });

  it('wants the required attachments (not the optional ones) before publishing', async () => {
    const created = await createSubject({ name: 'Com anexos', required_attachments: [{ name: 'Comprovante de residência', required: true }, { name: 'Foto', required: false }] });
    const draft = await draftUnder(created.id);
    const refused = await publishing(draft.inbox_email_uuid);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({ attachments: [m.requiredAttachmentMissing(['Comprovante de residência'])] });
    storeFile(server.db, draft.id, null, { name: 'comprovante de residencia - maria.pdf' });
    expect((await publishing(draft.inbox_email_uuid)).statusCode).toBe(200);
  });

  it('holds a citizen filing to the same rules: the required attachments, and only the allowed users', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const setup: SubjectInput = {
      name: 'Poda de árvore',
      sector_id: sectorIdOf(server.db, 'PROT'),
      external_can_create: true,
      if_has_internal_can_create: false,
      required_attachments: [{ name: 'Foto da árvore', required: true }],
    };
    const created = await createSubject(setup);
    const drafted = await call('POST', '/api/citizen/filing/drafts', citizen, { body: { subjectId: created.id, content: '<p>A árvore ameaça cair.</p>' } });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const uuid = (json(drafted) as { uuid: string }).uuid;
    const file = (token: string) => call('POST', `/api/citizen/filing/drafts/${uuid}/publish`, token);
    const missing = await file(citizen);
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toMatchObject({ attachments: [m.requiredAttachmentMissing(['Foto da árvore'])] });
    const documentId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(uuid) as number;
    storeFile(server.db, documentId, null, { name: 'foto da arvore.jpg' });
    await put(created.id, { ...setup, only_allowed_users_can_create: true, allowed_users_ids: [userIdOf(server.db, 'admin@demo.gov.br')] });
    const notAllowed = await file(citizen);
    expect(notAllowed.statusCode).toBe(422);
    expect(json(notAllowed).errors).toMatchObject({ subjectId: [m.notAllowedUser] });
    await put(created.id, setup);
    expect((await file(citizen)).statusCode).toBe(200);
  });

  it('allows only the signature kinds it names: the session offers no other, and signing with another is refused', async () => {
    const created = await createSubject({ name: 'Só com certificado', can_sign_with_electronic: false, can_sign_with_govbr: false });
    const draft = await draftUnder(created.id, 'PROT', admin);
    expect((await publishing(draft.inbox_email_uuid, admin)).statusCode).toBe(200);
    const session = await server.app.inject({ method: 'GET', url: `/api/signature/session?batchType=emails&ids=${draft.inbox_email_uuid}`, headers: bearer(admin) });
    expect(session.statusCode, session.body).toBe(200);
    expect(json(session).settings).toMatchObject({ canSignWithGdoc: false, canSignWithIcp: true, canSignWithGovBR: false });
    const signed = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${draft.id}?type=doc`, headers: bearer(admin), payload: { password: DEMO_PASSWORD } });
    expect(signed.statusCode).toBe(422);
    expect(json(signed).message).toBe(messages.signing.kindNotAllowed('GDOC'));
  });

  it('sets the due date from the publish date in the subject unit', async () => {
    const created = await createSubject({ name: 'Com prazo', deadline: 2, deadline_unit: 'days', stages: twoStages() });
    const draft = await draftUnder(created.id);
    expect((await publishing(draft.inbox_email_uuid)).statusCode).toBe(200);
    const publishedAt = server.db.prepare<[number], string>('SELECT published_at FROM documents WHERE id = ?').pluck().get(draft.id) as string;
    const due = server.db.prepare<[number], string>('SELECT due_at FROM stages WHERE document_id = ? ORDER BY position LIMIT 1').pluck().get(draft.id) as string;
    expect(new Date(due).getTime() - new Date(publishedAt).getTime()).toBe(2 * 86_400_000);
  });
});

describe('a stage with a responsible sector', () => {
  it('the first stage: its sector receives the filing even when the filer addressed another', async () => {
    const sesau = sectorIdOf(server.db, 'SESAU');
    const stages = twoStages().map((stage) => (stage.position === 1 ? { ...stage, sector_id: sesau } : stage));
    const created = await createSubject({ name: 'Vistoria de obra', stages });
    const draft = await draftUnder(created.id, 'PROT', admin);
    expect((await publishing(draft.inbox_email_uuid, admin)).statusCode).toBe(200);
    expect(receivedEmailUuid(server.db, draft.id, 'PROT')).toBeTruthy();
    const [triagem] = stagesOf(server.db, draft.id);
    const healthEmail = receivedEmailUuid(server.db, draft.id, 'SESAU');
    const moved = await server.app.inject({ method: 'POST', url: `/api/flow/stages/${triagem!.id}/action`, headers: inboxHeaders(health), payload: { type: 'move_stage_to', data: { inbox_email_uuid: healthEmail } } });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('the first stage: a citizen filing under a subject naming no recipient reaches its sector', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const sesau = sectorIdOf(server.db, 'SESAU');
    const stages = twoStages().map((stage) => (stage.position === 1 ? { ...stage, sector_id: sesau } : stage));
    const created = await createSubject({ name: 'Reforma de calçada', external_can_create: true, stages });
    const drafted = await call('POST', '/api/citizen/filing/drafts', citizen, { body: { subjectId: created.id, content: '<p>A calçada está quebrada.</p>' } });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const uuid = (json(drafted) as { uuid: string }).uuid;
    const filed = await call('POST', `/api/citizen/filing/drafts/${uuid}/publish`, citizen);
    expect(filed.statusCode, filed.body).toBe(200);
    const documentId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(uuid) as number;
    expect(receivedEmailUuid(server.db, documentId, 'SESAU')).toBeTruthy();
  });

  it('only_creator_can_close: Encerrar solicitação is for whoever filed, refused to the others with the reason', async () => {
    const oneStage: NonNullable<SubjectInput['stages']> = [{ name: 'Triagem', position: 1, sector_id: null, actions: [{ type: 'archive_flow' }] }];
    const created = await createSubject({ name: 'Encerrada por quem abriu', only_creator_can_close: true, stages: oneStage });
    const draft = await createDraft(server.app, admin, publishableBody(server.db, 'PROT', { subjectId: created.id, subject: 'Pedido', stages: [{ name: 'Triagem', position: 1 }] }));
    expect((await publishing(draft.inbox_email_uuid, admin)).statusCode).toBe(200);
    const [triagem] = stagesOf(server.db, draft.id);
    const view = flowStageSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/flow/stages/${triagem!.id}`, headers: inboxHeaders(clerk) })));
    expect(view.actions.map((action) => [action.type, action.available, action.reason])).toEqual([['archive_flow', false, m.onlyCreatorCloses]]);
    const refused = await server.app.inject({ method: 'POST', url: `/api/flow/stages/${triagem!.id}/action`, headers: inboxHeaders(clerk), payload: { type: 'archive_flow' } });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe(m.onlyCreatorCloses);
  });

  it('sends the item to that sector when the flow moves to it, and lets only that sector act on it', async () => {
    const sesau = sectorIdOf(server.db, 'SESAU');
    const stages = twoStages().map((stage) => (stage.position === 2 ? { ...stage, sector_id: sesau } : stage));
    const created = await createSubject({ name: 'Vistoria sanitária', stages });
    const draft = await draftUnder(created.id, 'PROT', admin);
    expect((await publishing(draft.inbox_email_uuid, admin)).statusCode).toBe(200);
    const [triagem, vistoria] = stagesOf(server.db, draft.id);
    const moved = await server.app.inject({ method: 'POST', url: `/api/flow/stages/${triagem!.id}/action`, headers: inboxHeaders(clerk), payload: { type: 'move_stage_to' } });
    expect(moved.statusCode, moved.body).toBe(200);
    // The Saúde received it, as a forward delivers…
    const healthEmail = receivedEmailUuid(server.db, draft.id, 'SESAU');
    // …and the Protocolo, still holding its copy, may not act on the Saúde's stage.
    const view = flowStageSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/flow/stages/${vistoria!.id}`, headers: inboxHeaders(clerk) })));
    expect(view.actions.map((action) => [action.available, action.reason])).toEqual([[false, m.stageOtherSector('Secretaria Municipal de Saúde')]]);
    const refused = await server.app.inject({ method: 'POST', url: `/api/flow/stages/${vistoria!.id}/action`, headers: inboxHeaders(clerk), payload: { type: 'archive_flow' } });
    expect(refused.statusCode).toBe(422);
    const closed = await server.app.inject({ method: 'POST', url: `/api/flow/stages/${vistoria!.id}/action`, headers: inboxHeaders(health), payload: { type: 'archive_flow', data: { inbox_email_uuid: healthEmail } } });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
