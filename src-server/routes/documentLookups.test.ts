// What the create form looks up: settings, layouts, subjects, contacts, broadcast lists, a sector as
// an address, and blueprints with their sector-membership rule.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import {
  blueprintListSchema,
  blueprintSchema,
  broadcastListSchema,
  contactListSchema,
  documentSettingsSchema,
  externalLayoutSchema,
  sectorAddressSchema,
  subjectListSchema,
  subjectSchema,
} from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

const m = messages.documents;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const get = (url: string, token = clerk) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = clerk) => server.app.inject({ method, url, headers: bearer(token), payload: payload as object });

describe('document settings', () => {
  it('lists the five types with pt-BR names, fonts and the upload rules', async () => {
    const response = await get('/api/document/settings');
    expect(response.statusCode).toBe(200);
    const settings = documentSettingsSchema.parse(json(response));
    expect(settings.document_types.map((type) => type.name)).toEqual(['Ofício', 'Memorando', 'Circular', 'Requerimento', 'Despacho']);
    expect(settings.document_types.find((type) => type.key === 'requerimento')?.default_recipient).toMatchObject({ sector_id: sectorIdOf(server.db, 'PROT'), name: 'Protocolo Geral' });
    expect(settings.max_upload_bytes).toBe(20 * 1024 * 1024);
    expect(settings.allowed_mime_types).toEqual(expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg', 'image/pjpeg', 'image/svg+xml']));
    expect(settings.fonts.length).toBeGreaterThan(0);
  });

  it('gives a layout header and footer, 404 for an unknown layout, and refuses citizens', async () => {
    expect(externalLayoutSchema.parse(json(await get('/api/document/settings/1/external')))).toMatchObject({ document_print_layout_id: 1 });
    expect((await get('/api/document/settings/99/external')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/document/settings' })).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await get('/api/document/settings', citizen)).statusCode).toBe(403);
  });
});

describe('subjects', () => {
  it('covers each recipients type, searches without accents and filters by status', async () => {
    const all = subjectListSchema.parse(json(await get('/api/document/subject'))).data;
    const byName = (name: string) => all.find((subject) => subject.name === name);
    expect(byName('Solicitação de iluminação pública')).toMatchObject({ recipients_type: 'opened', subject_recipients: [] });
    expect(byName('Denúncia sanitária')).toMatchObject({ recipients_type: 'opened_limited', users_can_create_anonymously: true });
    expect(byName('Denúncia sanitária')?.terms).toContain('verdadeiras');
    const broadcast = byName('Comunicado geral às secretarias');
    expect(broadcast).toMatchObject({ recipients_type: 'broadcast', is_circular: true });
    expect(broadcast?.subject_recipients.map((recipient) => [recipient.name, recipient.isCc])).toEqual([
      ['Secretarias municipais', false],
      ['Protocolo Geral', true],
    ]);
    const search = subjectListSchema.parse(json(await get('/api/document/subject?search=denuncia'))).data;
    expect(search.map((subject) => subject.name)).toEqual(['Denúncia sanitária']);
    const disabled = subjectListSchema.parse(json(await get('/api/document/subject?status=disabled'))).data;
    expect(disabled.map((subject) => subject.name)).toEqual(['Protocolo em papel (descontinuado)']);
    expect(json(await get('/api/document/subject?status=talvez'))).toMatchObject({ errors: { status: [m.statusInvalid] } });
  });

  it('reads one subject with its stages and fields, 404 when unknown', async () => {
    const id = server.db.prepare("SELECT id FROM subjects WHERE name = 'Pedido de matrícula escolar'").pluck().get() as number;
    const subject = subjectSchema.parse(json(await get(`/api/document/subject/${id}`)));
    expect(subject.stages.map((stage) => stage.name)).toEqual(['Análise da documentação', 'Definição da escola', 'Matrícula efetivada']);
    expect(subject.fields.filter((field) => field.required).map((field) => field.key)).toEqual(['nome_aluno', 'data_nascimento']);
    expect((await get('/api/document/subject/999999')).statusCode).toBe(404);
  });
});

describe('contacts, broadcast lists and sectors', () => {
  it('finds people, companies and sectors by part of the name, accent-insensitive', async () => {
    const people = contactListSchema.parse(json(await get('/api/contacts?search=joao&kind=person'))).data;
    expect(people).toEqual([expect.objectContaining({ kind: 'person', name: 'João Pedro Almeida', user_inbox_email: 'servidor@demo.gov.br', sector_name: 'Protocolo Geral' })]);
    const companies = contactListSchema.parse(json(await get('/api/contacts?kind=company'))).data;
    expect(companies.map((contact) => contact.name)).toEqual(['Associação de Moradores do Bairro São João', 'Construtora Vale Verde Ltda.']);
    const sectors = contactListSchema.parse(json(await get('/api/contacts?search=saude&kind=sector'))).data;
    expect(sectors.map((contact) => contact.name)).toEqual(['Secretaria Municipal de Saúde']);
    const mixed = contactListSchema.parse(json(await get('/api/contacts?search=sao joao'))).data;
    expect(mixed.map((contact) => contact.kind)).toEqual(['company']);
    expect(contactListSchema.parse(json(await get('/api/contacts'))).data.length).toBeLessThanOrEqual(50);
    expect((await get('/api/contacts?kind=robo')).statusCode).toBe(422);
  });

  it("lists a sector's broadcast lists with their sizes", async () => {
    const lists = broadcastListSchema.parse(json(await get(`/api/broadcast?sectorId=${sectorIdOf(server.db, 'SESAU')}`))).data;
    expect(lists).toEqual([expect.objectContaining({ name: 'Unidades de saúde', recipients_count: 3 })]);
    const mine = broadcastListSchema.parse(json(await get('/api/broadcast'))).data;
    expect(mine).toEqual([]);
  });

  it('gives a sector as an address', async () => {
    const id = sectorIdOf(server.db, 'VISA');
    expect(sectorAddressSchema.parse(json(await get(`/api/sector/${id}`)))).toEqual({
      id,
      name: 'Vigilância Sanitária',
      sector_name: 'Vigilância Sanitária',
      symbol: 'VISA',
      internalEmail: 'visa@setores.demo.gov.br',
    });
    expect((await get('/api/sector/999999')).statusCode).toBe(404);
  });
});

describe('blueprints', () => {
  it("lists and reads the models of the user's sectors only", async () => {
    const own = blueprintListSchema.parse(json(await get('/api/document/blueprint/'))).data;
    expect(own.map((blueprint) => blueprint.name)).toEqual(['Recebimento de processo']);
    const search = blueprintListSchema.parse(json(await get(`/api/document/blueprint/?search=recebimento&sectorId=${sectorIdOf(server.db, 'PROT')}`))).data;
    expect(search).toHaveLength(1);
    expect(blueprintSchema.parse(json(await get(`/api/document/blueprint/${own[0]?.id}`)))).toMatchObject({ type: 'memo' });
    const gabinete = server.db.prepare("SELECT b.id FROM blueprints b JOIN sectors s ON s.id = b.sector_id WHERE s.symbol = 'GAB' LIMIT 1").pluck().get();
    expect((await get(`/api/document/blueprint/${gabinete}`)).statusCode).toBe(403);
    expect((await get(`/api/document/blueprint/?sectorId=${sectorIdOf(server.db, 'GAB')}`)).statusCode).toBe(403);
  });

  it('lets members of the sector create and edit, and nobody else', async () => {
    const prot = sectorIdOf(server.db, 'PROT');
    const created = await send('POST', '/api/document/blueprint/', { name: 'Despacho de arquivamento', content: '<p>Arquive-se.</p>', sector_id: prot });
    expect(created.statusCode).toBe(201);
    const blueprint = blueprintSchema.parse(json(created));
    expect(blueprint).toMatchObject({ name: 'Despacho de arquivamento', sector_id: prot, type: 'memo' });
    const edited = await send('PUT', `/api/document/blueprint/${blueprint.id}`, { name: 'Arquivamento', content: '<p>Arquive-se.</p>', sector_id: prot });
    expect(json(edited)).toMatchObject({ id: blueprint.id, name: 'Arquivamento' });

    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await send('PUT', `/api/document/blueprint/${blueprint.id}`, { name: 'Meu', content: '', sector_id: prot }, other)).statusCode).toBe(403);
    expect((await send('POST', '/api/document/blueprint/', { name: 'Meu', content: '', sector_id: prot }, other)).statusCode).toBe(403);
    expect((await send('PUT', `/api/document/blueprint/${blueprint.id}`, { name: 'Mover', content: '', sector_id: sectorIdOf(server.db, 'SESAU') })).statusCode).toBe(403);
    const bad = await send('POST', '/api/document/blueprint/', { name: '  ', content: '', sector_id: prot });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors)).toEqual(['name']);
  });
});
