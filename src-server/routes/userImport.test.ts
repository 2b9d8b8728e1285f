// Importing internal users from a spreadsheet (issue 17, point 7): only holders of user-create
// import, each line gets POST /api/user's rules (§5's CPF and e-mail messages, real sectors and
// role, no escalation), the imported users have their primary sector and role and must create
// their password through the first-access e-mail, whose link works; the template imports as is.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvImportReportSchema, CSV_IMPORT_MAX_BYTES } from '../../src-shared/api/csvImport';
import { internalUserSchema } from '../../src-shared/api/internalUsers';
import { messages } from '../../src-shared/messages';
import { createMailer } from '../mail/mailer';
import { bearer, json, loginRequest, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { startMailDevFixture, type MailDevFixture } from '../testing/mailDevFixture';
import { multipartBody } from '../testing/multipart';

const m = messages.csvImport;
const u = messages.internalUsers;
const ADMIN = 'admin@demo.gov.br';
const CLERK = 'servidor@demo.gov.br';
const HOST = 'gdoc.valeverde.gov.br';
const HEADER = 'Nome;CPF;E-mail;Celular;Setores;Função;Matrícula;Servidor federal';

let mailDev: MailDevFixture;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  mailDev = await startMailDevFixture();
});
afterAll(() => mailDev.stop());
beforeEach(async () => {
  server = testServer({ mailer: createMailer({ smtpUrl: mailDev.smtpUrl, from: 'GDoc <nao-responda@valeverde.gov.br>' }) });
  admin = await tokenFor(server.app, ADMIN);
});
afterEach(() => server.stop());

const upload = (token: string, csv: string | Buffer, options: { dryRun?: boolean; filename?: string } = {}) => {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: options.filename ?? 'usuarios.csv', type: 'text/csv', content: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/user/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { ...headers, ...bearer(token), host: HOST },
    payload,
  });
};
const report = (response: Awaited<ReturnType<typeof upload>>) => csvImportReportSchema.parse(json(response));
const userByEmail = async (email: string) => {
  const id = server.db.prepare('SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE p.email = ?').pluck().get(email) as number | undefined;
  if (id === undefined) return undefined;
  return internalUserSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: bearer(admin) })));
};
const mailsTo = async (address: string) => (await mailDev.messages()).filter((mail) => mail.to.some((to) => to.address === address));

const TWO_USERS = [
  HEADER,
  'Carla Menezes Duarte;671.795.293-89;carla.duarte@valeverde.gov.br;(35) 9 9876 5432;RH|Protocolo geral;Servidor;12345|A-77;sim',
  'Bruno Tavares Lima;52998224725;bruno.lima@valeverde.gov.br;;prot;servidor;;não',
].join('\r\n');

describe('POST /api/user/import', () => {
  it('is for holders of user-create only', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const refused = await upload(clerk, TWO_USERS);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(messages.server.forbidden);
    expect(await userByEmail('carla.duarte@valeverde.gov.br')).toBeUndefined();
  });

  it('checks every line in a dry run and creates nothing', async () => {
    const mailsBefore = (await mailDev.messages()).length;
    const response = await upload(admin, TWO_USERS, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(report(response)).toEqual({ dryRun: true, total: 2, created: 2, failed: [], warnings: [] });
    expect(await userByEmail('carla.duarte@valeverde.gov.br')).toBeUndefined();
    expect(await mailDev.messages()).toHaveLength(mailsBefore);
    // Audited as the read it is, not as a create.
    const entries = server.db.prepare("SELECT action, entity FROM audit_entries WHERE route = 'POST /api/user/import'").all();
    expect(entries).toEqual([{ action: 'view', entity: 'user' }]);
  });

  it('creates the users with their primary sector (the first listed) and role, no password, a new one required', async () => {
    const response = await upload(admin, TWO_USERS);
    expect(report(response)).toEqual({ dryRun: false, total: 2, created: 2, failed: [], warnings: [] });
    const carla = await userByEmail('carla.duarte@valeverde.gov.br');
    expect(carla).toMatchObject({
      status: 'enabled',
      has_internal_access: true,
      is_federal_employee: true,
      reset_password_on_login: true,
      person: { name: 'Carla Menezes Duarte', cpfCnpj: '67179529389', cellphone: '35998765432', registration: ['12345', 'A-77'] },
      roleId: 2,
      permissions: [],
    });
    expect(carla?.sectors.map((sector) => [sector.symbol, sector.pivot.isPrimarySector])).toEqual([
      ['RH', true],
      ['PROT', false],
    ]);
    const bruno = await userByEmail('bruno.lima@valeverde.gov.br');
    expect(bruno).toMatchObject({ is_federal_employee: false, roleId: 2, person: { cellphone: null, registration: [] } });
    expect(bruno?.sectors.map((sector) => sector.symbol)).toEqual(['PROT']);
    expect(server.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(carla?.id)).toBeNull();
    expect((await loginRequest(server.app, { email: 'carla.duarte@valeverde.gov.br' }, 'Qualquer#123')).statusCode).not.toBe(200);
    // Each user created is its own audit entry.
    const audited = server.db.prepare("SELECT entity_id FROM audit_entries WHERE route = 'POST /api/user/import' AND action = 'create' ORDER BY id").pluck().all();
    expect(audited).toEqual([String(carla?.id), String(bruno?.id)]);
  });

  it('mails each imported user a first-access link with which they create their password and log in', async () => {
    await upload(admin, TWO_USERS);
    // MailDev keeps the earlier tests' messages: this test's is the last.
    const mail = (await mailsTo('carla.duarte@valeverde.gov.br')).at(-1);
    expect(mail?.subject).toBe(m.firstAccessMail.subject('Prefeitura Municipal de Vale Verde'));
    expect(mail?.text).toContain(m.firstAccessMail.intro('Carla Menezes Duarte', 'Prefeitura Municipal de Vale Verde'));
    const token = new RegExp(`http://${HOST}/app/citizen/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // Days later the link still works.
    server.clock.advance(3 * 24 * 3600);
    const reset = await server.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Primeiro#Acesso1', password_confirmation: 'Primeiro#Acesso1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await loginRequest(server.app, { email: 'carla.duarte@valeverde.gov.br' }, 'Primeiro#Acesso1');
    expect(login.statusCode, login.body).toBe(200);
    expect(server.db.prepare('SELECT reset_password_on_login FROM users WHERE id = ?').pluck().get(userIdOf(server.db, 'carla.duarte@valeverde.gov.br'))).toBe(0);
  });

  it('still creates the users when no e-mail can be sent, and says so line by line', async () => {
    await server.stop();
    server = testServer({ mailer: null });
    admin = await tokenFor(server.app, ADMIN);
    const response = await upload(admin, TWO_USERS);
    expect(report(response)).toMatchObject({
      created: 2,
      failed: [],
      warnings: [
        { line: 2, message: m.server.firstAccessNoMail },
        { line: 3, message: m.server.firstAccessNoMail },
      ],
    });
    expect(await userByEmail('bruno.lima@valeverde.gov.br')).toBeDefined();
  });

  it("refuses lines with POST /api/user's messages under their columns, and creates the others", async () => {
    const csv = [
      HEADER,
      'Ana Paula Prado;284.163.579-19;admin@demo.gov.br;;RH;Servidor;;não',
      'Ana;11144477735;ana@valeverde.gov.br;;RH;Servidor;;não',
      'Carla Menezes Duarte;671.795.293-89;carla.duarte@valeverde.gov.br;;RH|XYZ;Servidor;;não',
      'Bruno Tavares Lima;52998224725;bruno.lima@valeverde.gov.br;;PROT;Gerente;;talvez',
      'Daniela Souza Reis;39053344705;daniela.reis@valeverde.gov.br;;PROT;Servidor;;',
      'Eduardo Souza Reis;390.533.447-05;DANIELA.REIS@valeverde.gov.br;;PROT;Servidor;;',
    ].join('\n');
    const result = report(await upload(admin, csv));
    expect(result.failed).toEqual([
      { line: 2, field: 'cpf', message: u.cpfTaken },
      { line: 2, field: 'e-mail', message: u.emailTaken },
      { line: 3, field: 'nome', message: messages.validation.fullName },
      { line: 4, field: 'setores', message: m.server.sectorNotFound('XYZ') },
      { line: 5, field: 'função', message: m.server.roleNotFound('Gerente') },
      { line: 5, field: 'servidor federal', message: m.server.yesNo },
      { line: 7, field: 'cpf', message: m.server.duplicateInFile(6) },
      { line: 7, field: 'e-mail', message: m.server.duplicateInFile(6) },
    ]);
    expect(result).toMatchObject({ total: 6, created: 1 });
    expect(await userByEmail('daniela.reis@valeverde.gov.br')).toBeDefined();
    expect(await userByEmail('carla.duarte@valeverde.gov.br')).toBeUndefined();
  });

  it('lets a holder of user-create who is no administrator import only roles they could grant', async () => {
    server.db
      .prepare("INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE name = 'user-create'")
      .run(userIdOf(server.db, CLERK));
    const clerk = await tokenFor(server.app, CLERK);
    const csv = [HEADER, 'Carla Menezes Duarte;67179529389;carla.duarte@valeverde.gov.br;;RH;Administrador;;não', 'Bruno Tavares Lima;52998224725;bruno.lima@valeverde.gov.br;;RH;Servidor;;não'].join('\n');
    const result = report(await upload(clerk, csv));
    expect(result.failed).toEqual([{ line: 2, field: 'função', message: u.cannotGrant }]);
    expect(result.created).toBe(1);
  });

  it('reads a file above the 1 MiB of JSON bodies, up to its own 2 MB', async () => {
    const note = 'x'.repeat(900);
    const lines = Array.from({ length: 1500 }, () => `Ana;1;ana@;;RH;Servidor;;não;${note}`);
    const csv = [`${HEADER};Observações`, ...lines].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const response = await upload(admin, csv, { dryRun: true });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(report(response)).toMatchObject({ total: 1500, created: 0 });
  });

  it('refuses a file that is not a CSV, or too big, as a whole', async () => {
    const xlsx = await upload(admin, Buffer.from('PK\u0003\u0004conteúdo', 'latin1'), { filename: 'usuarios.xlsx' });
    expect(xlsx.statusCode).toBe(422);
    expect(json(xlsx).errors).toEqual({ file: [m.server.notCsv] });
    const renamed = await upload(admin, Buffer.from('PK\u0003\u0004conteúdo', 'latin1'));
    expect(json(renamed).errors).toEqual({ file: [m.server.notCsv] });
    const big = await upload(admin, `${HEADER}\n${'x'.repeat(CSV_IMPORT_MAX_BYTES)}`);
    expect(big.statusCode).toBe(413);
    expect(json(big).message).toBe(m.server.tooLarge(2));
    const noFile = await server.app.inject({ method: 'POST', url: '/api/user/import', headers: bearer(admin), payload: {} });
    expect(noFile.statusCode).toBe(422);
    expect(json(noFile).message).toBe(m.server.notMultipart);
  });
});

describe('GET /api/user/import/template', () => {
  it('is the columns and an example line, which imports as is', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/import/template', headers: bearer(clerk) })).statusCode).toBe(403);
    const response = await server.app.inject({ method: 'GET', url: '/api/user/import/template', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${m.userTemplateFileName}"`);
    const [header, example] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(Object.values(m.userColumns).join(';'));
    expect(example).toBe(m.userExample.join(';'));
    const result = report(await upload(admin, response.rawPayload));
    expect(result).toMatchObject({ total: 1, created: 1, failed: [] });
  });
});
