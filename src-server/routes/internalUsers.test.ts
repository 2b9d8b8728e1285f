// Internal users (issue 17): the administration's list, the telephone directory every staff member
// reads, the editor's create and update with every field of §3, and the roles the editor may give;
// taking a user out of service is in internalUserAccess.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import {
  grantableRolesSchema,
  internalUserCreatedSchema,
  internalUserPageSchema,
  internalUserSchema,
  telephonePageSchema,
} from '../../src-shared/api/internalUsers';
import { messages } from '../../src-shared/messages';
import { createMailer } from '../mail/mailer';
import { startMailDevFixture, type MailDevFixture } from '../testing/mailDevFixture';
import { bearer, json, loginRequest, tokenFor, userIdOf } from '../testing/harness';
import { ADMIN, CLERK } from '../testing/realtime';
import { newClerk, PASSWORD, permissionId, sectorId } from '../testing/internalUsers.fixture';
import { admin, call, restartAdminServer, server, useAdminServer } from '../testing/adminServer';

const u = messages.internalUsers;
const v = messages.validation;
const NEW_CPF = '67179529389';

useAdminServer();

describe('POST /api/user (user-create)', () => {
  it('creates an internal user with every field of §3: registration joined with ";", spaces out of the cellphone, one primary sector, one role, direct permissions', async () => {
    const response = await call('POST', '/api/user', admin, newClerk());
    expect(response.statusCode).toBe(201);
    const user = internalUserSchema.parse(json(response));
    expect(user).toMatchObject({
      status: 'enabled',
      has_internal_access: true,
      is_federal_employee: true,
      reset_password_on_login: true,
      person: {
        name: 'Carla Menezes Duarte',
        email: 'carla.duarte@demo.gov.br',
        cellphone: '35998765432',
        cpfCnpj: NEW_CPF,
        gender: 'female',
        dateOfBirth: '1991-04-30',
        responsibility: 'Analista de RH',
        registration: ['12345', 'A-77'],
      },
      roleId: 2,
      role: { id: 2, name: 'Servidor' },
      permissions: [permissionId('user-list')],
    });
    expect(user.sectors.map((sector) => [sector.symbol, sector.pivot.isPrimarySector])).toEqual([
      ['RH', true],
      ['PROT', false],
    ]);
    expect(server.db.prepare('SELECT registration FROM people WHERE cpf_cnpj = ?').pluck().get(NEW_CPF)).toBe('12345;A-77');
    // The initial password logs the new clerk in, and the first login asks for a new one.
    const login = await loginRequest(server.app, { email: 'carla.duarte@demo.gov.br' }, PASSWORD);
    expect(login.statusCode).toBe(200);
    const me = await call('GET', '/api/auth/me', json<{ access_token: string }>(login).access_token);
    expect(json(me)).toMatchObject({ reset_password_on_login: true, has_internal_access: true });
  });

  it('answers the §5 messages on person.cpfCnpj and person.email for another person\'s CPF or e-mail, whoever holds them', async () => {
    const response = await call('POST', '/api/user', admin, newClerk({}, { cpfCnpj: '28416357919', email: 'cidadao@demo.gov.br' }));
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ 'person.cpfCnpj': [u.cpfTaken], 'person.email': [u.emailTaken] });
  });

  it('refuses bad input field by field: full name, CPF, e-mail, cellphone, birthday, registration, sectors, role', async () => {
    const response = await call(
      'POST',
      '/api/user',
      admin,
      newClerk(
        { sectors: [{ sectorId: sectorId('RH'), isPrimarySector: false }], roles: [1, 2] },
        { name: 'Carla', cpfCnpj: '111.111.111-11', email: 'carla@', cellphone: '123', dateOfBirth: '1991-02-30', registration: ['1;2'] },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'person.name': [v.fullName],
      'person.cpfCnpj': [v.cpf],
      'person.email': [v.email],
      'person.cellphone': [v.cellphone],
      'person.dateOfBirth': [v.birthday],
      'person.registration.0': [u.registrationInvalid],
      sectors: [u.sectorsOnePrimary],
      roles: [u.roleExactlyOne],
    });
  });

  it('needs exactly one primary sector, no sector twice, real sectors, role and permissions, and an initial password unless reset at first login', async () => {
    const twoPrimaries = await call('POST', '/api/user', admin, newClerk({ sectors: [{ sectorId: sectorId('RH'), isPrimarySector: true }, { sectorId: sectorId('PROT'), isPrimarySector: true }] }));
    expect(json(twoPrimaries).errors).toEqual({ sectors: [u.sectorsOnePrimary] });
    const repeated = await call('POST', '/api/user', admin, newClerk({ sectors: [{ sectorId: sectorId('RH'), isPrimarySector: true }, { sectorId: sectorId('RH'), isPrimarySector: false }] }));
    expect(json(repeated).errors).toEqual({ sectors: [u.sectorsRepeated] });
    const unknown = await call('POST', '/api/user', admin, newClerk({ sectors: [{ sectorId: 9999, isPrimarySector: true }], roles: [999], permissions: [9999], password: null, reset_password_on_login: false }));
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({ sectors: [u.sectorUnknown], roles: [u.roleUnknown], permissions: [u.permissionUnknown], password: [u.passwordRequired] });
    const weak = await call('POST', '/api/user', admin, newClerk({ password: 'abcdefgh' }));
    expect(json(weak).errors).toEqual({ password: [v.password] });
    expect(server.db.prepare('SELECT count(*) FROM people WHERE cpf_cnpj = ?').pluck().get(NEW_CPF)).toBe(0);
  });

  it('without an initial password (reset at first login) creates the user with none and says when the first-access e-mail cannot go out', async () => {
    // This server has no e-mail relay: the user exists all the same, and the answer says so.
    const response = await call('POST', '/api/user', admin, newClerk({ password: null, reset_password_on_login: true }));
    expect(response.statusCode).toBe(201);
    expect(internalUserCreatedSchema.parse(json(response))).toMatchObject({ reset_password_on_login: true, warning: messages.csvImport.server.firstAccessNoMail });
    expect(server.db.prepare('SELECT u.password_hash FROM users u JOIN people p ON p.id = u.person_id WHERE p.cpf_cnpj = ?').pluck().get(NEW_CPF)).toBeNull();
    expect((await loginRequest(server.app, { email: 'carla.duarte@demo.gov.br' }, PASSWORD)).statusCode).not.toBe(200);
  });

  it('a relay that refuses the first-access e-mail leaves the user created, with a warning', async () => {
    await restartAdminServer({ mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'GDoc <nao-responda@demo.gov.br>' }) });
    const response = await call('POST', '/api/user', admin, newClerk({ password: null }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ warning: messages.csvImport.server.firstAccessNotSent });
    expect(server.db.prepare('SELECT count(*) FROM people WHERE cpf_cnpj = ?').pluck().get(NEW_CPF)).toBe(1);
  });

  it('with an initial password no first-access e-mail goes out and the answer has no warning', async () => {
    const response = await call('POST', '/api/user', admin, newClerk({ reset_password_on_login: true }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).not.toHaveProperty('warning');
  });

  it('is for holders of user-create only: a clerk gets 403, a citizen 403', async () => {
    expect((await call('POST', '/api/user', await tokenFor(server.app, CLERK), newClerk())).statusCode).toBe(403);
    expect((await call('POST', '/api/user', await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE), newClerk())).statusCode).toBe(403);
    expect(server.db.prepare('SELECT count(*) FROM people WHERE cpf_cnpj = ?').pluck().get(NEW_CPF)).toBe(0);
  });
});

describe('PUT /api/user/:id (user-update)', () => {
  const created = async () => internalUserSchema.parse(json(await call('POST', '/api/user', admin, newClerk())));

  it('replaces every field, the sectors (a new primary replaces the old), the role and the direct permissions', async () => {
    const user = await created();
    const response = await call(
      'PUT',
      `/api/user/${user.id}`,
      admin,
      newClerk(
        { sectors: [{ sectorId: sectorId('PROT'), isPrimarySector: true }], roles: [1], permissions: [], is_federal_employee: false, password: null, reset_password_on_login: false },
        { name: 'Carla Menezes', email: 'carla.menezes@demo.gov.br', cellphone: '35 3821 1234', registration: [] },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(internalUserSchema.parse(json(response))).toMatchObject({
      id: user.id,
      is_federal_employee: false,
      reset_password_on_login: false,
      person: { name: 'Carla Menezes', email: 'carla.menezes@demo.gov.br', cellphone: '3538211234', cpfCnpj: NEW_CPF, registration: [] },
      sectors: [{ symbol: 'PROT', pivot: { isPrimarySector: true } }],
      roleId: 1,
      permissions: [],
    });
    // Kept the old password: it still logs in.
    expect((await loginRequest(server.app, { email: 'carla.menezes@demo.gov.br' }, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the user\'s own CPF and e-mail, refuses another person\'s', async () => {
    const user = await created();
    expect((await call('PUT', `/api/user/${user.id}`, admin, newClerk())).statusCode).toBe(200);
    const taken = await call('PUT', `/api/user/${user.id}`, admin, newClerk({}, { cpfCnpj: '37192584673', email: 'servidor@demo.gov.br' }));
    expect(json(taken).errors).toEqual({ 'person.cpfCnpj': [u.cpfTaken], 'person.email': [u.emailTaken] });
  });

  it('a new password ends the user\'s sessions', async () => {
    const user = await created();
    const login = await loginRequest(server.app, { email: 'carla.duarte@demo.gov.br' }, PASSWORD);
    const token = json<{ access_token: string }>(login).access_token;
    expect((await call('PUT', `/api/user/${user.id}`, admin, newClerk({ password: 'outra1234' }))).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await loginRequest(server.app, { email: 'carla.duarte@demo.gov.br' }, 'outra1234')).statusCode).toBe(200);
  });

  it('does not take role 1 from the last administrator', async () => {
    const adminId = userIdOf(server.db, ADMIN);
    const body = newClerk({ roles: [2], password: null }, { cpfCnpj: '28416357919', email: ADMIN });
    const response = await call('PUT', `/api/user/${adminId}`, admin, body);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ roles: [u.lastAdministrator] });
  });

  it('answers 404 for a citizen or an unknown id, 403 to a clerk without user-update', async () => {
    const citizenId = userIdOf(server.db, 'cidadao@demo.gov.br');
    expect((await call('PUT', `/api/user/${citizenId}`, admin, newClerk())).statusCode).toBe(404);
    expect((await call('PUT', '/api/user/99999', admin, newClerk())).statusCode).toBe(404);
    const user = await created();
    expect((await call('PUT', `/api/user/${user.id}`, await tokenFor(server.app, CLERK), newClerk())).statusCode).toBe(403);
  });
});

describe('GET /api/user and GET /api/user/:id', () => {
  it('pages internal users (never citizens) with name, CPF, e-mail, sectors with the primary, role and status', async () => {
    const page = internalUserPageSchema.parse(json(await call('GET', '/api/user?per_page=100', admin)));
    const emails = page.data.map((user) => user.person.email);
    expect(emails).toContain(ADMIN);
    expect(emails).toContain('desativado@demo.gov.br');
    expect(emails).not.toContain('cidadao@demo.gov.br');
    const mariana = page.data.find((user) => user.person.email === ADMIN);
    expect(mariana).toMatchObject({ person: { name: 'Mariana Costa Ribeiro', cpfCnpj: '28416357919' }, role: { id: 1 }, status: 'enabled' });
    expect(mariana?.sectors[0]).toMatchObject({ symbol: 'GAB', pivot: { isPrimarySector: true } });
  });

  it('filters by status and sector, and searches the name, the CPF (with or without punctuation) and the e-mail', async () => {
    const list = async (query: string) => internalUserPageSchema.parse(json(await call('GET', `/api/user?${query}`, admin))).data.map((user) => user.person.email);
    expect(await list('status=disabled')).toEqual(['desativado@demo.gov.br']);
    expect(await list('status=enabled')).not.toContain('desativado@demo.gov.br');
    expect(await list('search=mariana')).toEqual([ADMIN]);
    expect(await list('search=284.163.579-19')).toEqual([ADMIN]);
    expect(await list('search=servidor%40demo')).toEqual([CLERK]);
    expect(await list(`sector=${sectorId('GAB')}&status=enabled`)).toEqual([ADMIN]);
    expect(json(await call('GET', '/api/user?status=all', admin)).errors).toEqual({ status: [u.statusInvalid] });
  });

  it('the telephone directory (telephones) is open to every staff member and tells only name, sectors, telephones and e-mail of enabled colleagues', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    expect((await call('GET', '/api/user', clerk)).statusCode).toBe(403);
    const response = await call('GET', '/api/user?telephones=1&per_page=100', clerk);
    expect(response.statusCode).toBe(200);
    const page = telephonePageSchema.parse(json(response));
    for (const entry of page.data) expect(Object.keys(entry).sort()).toEqual(['cellphone', 'email', 'id', 'name', 'sectors']);
    expect(JSON.stringify(page.data)).not.toContain('28416357919');
    const emails = page.data.map((entry) => entry.email);
    expect(emails).toContain(ADMIN);
    expect(emails).not.toContain('desativado@demo.gov.br');
    expect(emails).not.toContain('cidadao@demo.gov.br');
    const mariana = page.data.find((entry) => entry.email === ADMIN);
    expect(mariana?.sectors[0]).toMatchObject({ symbol: 'GAB', ramal: '1001', isPrimarySector: true });
    const bySector = telephonePageSchema.parse(json(await call('GET', '/api/user?telephones=1&search=gabinete', clerk)));
    expect(bySector.data.map((entry) => entry.email)).toEqual([ADMIN]);
    // Nor can it be searched by CPF, which would tell whose it is.
    expect(telephonePageSchema.parse(json(await call('GET', '/api/user?telephones=1&search=28416357919', clerk))).data).toEqual([]);
    expect((await call('GET', '/api/user?telephones=1', await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE))).statusCode).toBe(403);
  });

  it('GET /api/user/:id answers an internal user to user-list or user-update, 404 for a citizen', async () => {
    const clerkId = userIdOf(server.db, CLERK);
    expect(internalUserSchema.parse(json(await call('GET', `/api/user/${clerkId}`, admin))).person.email).toBe(CLERK);
    expect((await call('GET', `/api/user/${userIdOf(server.db, 'cidadao@demo.gov.br')}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${clerkId}`, await tokenFor(server.app, CLERK))).statusCode).toBe(403);
    server.db.prepare('INSERT INTO user_permissions (user_id, permission_id) VALUES (?, ?)').run(clerkId, permissionId('user-update'));
    expect((await call('GET', `/api/user/${clerkId}`, await tokenFor(server.app, CLERK))).statusCode).toBe(200);
  });

  it('GET /api/user/:id/sectors answers the sectors alone, the primary first', async () => {
    const adminId = userIdOf(server.db, ADMIN);
    const response = await call('GET', `/api/user/${adminId}/sectors`, admin);
    expect(response.statusCode).toBe(200);
    expect(json<Array<{ symbol: string; pivot: { isPrimarySector: boolean } }>>(response).map((sector) => [sector.symbol, sector.pivot.isPrimarySector])).toEqual([
      ['GAB', true],
      ['SEMAD', false],
    ]);
    expect((await call('GET', `/api/user/${adminId}/sectors`, await tokenFor(server.app, CLERK))).statusCode).toBe(403);
    expect((await call('GET', `/api/user/${userIdOf(server.db, 'cidadao@demo.gov.br')}/sectors`, admin)).statusCode).toBe(404);
  });
});

describe('POST /api/user without a password mails the first-access link', () => {
  let mailDev: MailDevFixture;
  beforeAll(async () => {
    mailDev = await startMailDevFixture();
  });
  afterAll(() => mailDev.stop());

  it('the new user creates their password from the e-mail\'s link and logs in', async () => {
    await restartAdminServer({ mailer: createMailer({ smtpUrl: mailDev.smtpUrl, from: 'GDoc <nao-responda@demo.gov.br>' }) });
    const response = await server.app.inject({ method: 'POST', url: '/api/user', headers: { ...bearer(admin), host: 'gdoc.demo.gov.br' }, payload: newClerk({ password: null }) });
    expect(response.statusCode).toBe(201);
    expect(json(response)).not.toHaveProperty('warning');
    const mail = (await mailDev.messages()).find((message) => message.to.some((to) => to.address === 'carla.duarte@demo.gov.br'));
    expect(mail?.text).toContain(messages.csvImport.firstAccessMail.intro('Carla Menezes Duarte', server.db.prepare('SELECT name FROM organization WHERE id = 1').pluck().get() as string));
    const token = /http:\/\/gdoc\.demo\.gov\.br\/app\/citizen\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await server.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Primeiro#Acesso1', password_confirmation: 'Primeiro#Acesso1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await loginRequest(server.app, { email: 'carla.duarte@demo.gov.br' }, 'Primeiro#Acesso1')).statusCode).toBe(200);
  });
});

describe('GET /api/user/roles: the roles the editor may give', () => {
  const grant = (email: string, name: string) =>
    server.db.prepare('INSERT INTO user_permissions (user_id, permission_id) VALUES (?, ?)').run(userIdOf(server.db, email), permissionId(name));
  const roleIds = async (token: string) => grantableRolesSchema.parse(json(await call('GET', '/api/user/roles', token))).map((role) => role.id);

  it('an administrator may give every role, role 1 included', async () => {
    const all = server.db.prepare('SELECT id FROM roles').pluck().all() as number[];
    expect((await roleIds(admin)).sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it('a holder of user-create or user-update without manage-roles gets only the roles whose permissions they all hold, never role 1', async () => {
    // A role with a permission the clerk lacks is left out.
    const wider = Number(server.db.prepare("INSERT INTO roles (name, is_default) VALUES ('Auditor', 0)").run().lastInsertRowid);
    server.db.prepare('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)').run(wider, permissionId('audit-list'));
    grant(CLERK, 'user-update');
    const clerk = await tokenFor(server.app, CLERK);
    const ids = await roleIds(clerk);
    expect(ids).toContain(2);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(wider);
    expect((await call('GET', '/api/role', clerk)).statusCode).toBe(403);
  });

  it('is refused to a staff member without user-create or user-update', async () => {
    expect((await call('GET', '/api/user/roles', await tokenFor(server.app, CLERK))).statusCode).toBe(403);
  });
});

describe('no escalation through user-create and user-update', () => {
  const grant = (email: string, name: string) =>
    server.db.prepare('INSERT INTO user_permissions (user_id, permission_id) VALUES (?, ?)').run(userIdOf(server.db, email), permissionId(name));

  it('who is not an administrator grants only what they hold: not role 1, not a permission they lack', async () => {
    grant(CLERK, 'user-create');
    const clerk = await tokenFor(server.app, CLERK);
    const asAdmin = await call('POST', '/api/user', clerk, newClerk({ roles: [1], permissions: [permissionId('manage-roles')] }));
    expect(asAdmin.statusCode).toBe(422);
    expect(json(asAdmin).errors).toEqual({ roles: [u.cannotGrant], permissions: [u.cannotGrant] });
    // The clerk's own role (Servidor) and a permission the clerk holds are fine.
    const same = await call('POST', '/api/user', clerk, newClerk({ roles: [2], permissions: [permissionId('user-create')] }));
    expect(same.statusCode).toBe(201);
  });

  it('an edit may keep grants the editor lacks, but not add them; administrators\' accounts are out of reach (403)', async () => {
    const created = internalUserSchema.parse(json(await call('POST', '/api/user', admin, newClerk())));
    grant(CLERK, 'user-update');
    const clerk = await tokenFor(server.app, CLERK);
    // Unchanged: role 2 and the direct user-list the clerk does not hold.
    expect((await call('PUT', `/api/user/${created.id}`, clerk, newClerk({ password: null }))).statusCode).toBe(200);
    const added = await call('PUT', `/api/user/${created.id}`, clerk, newClerk({ password: null, permissions: [permissionId('user-list'), permissionId('audit-list')] }));
    expect(json(added).errors).toEqual({ permissions: [u.cannotGrant] });
    const adminId = userIdOf(server.db, ADMIN);
    const takeover = await call('PUT', `/api/user/${adminId}`, clerk, newClerk({ roles: [1], password: 'tomada123' }, { cpfCnpj: '28416357919', email: ADMIN }));
    expect(takeover.statusCode).toBe(403);
    expect(json(takeover)).toEqual({ message: u.administratorsOnly });
    expect((await loginRequest(server.app, { email: ADMIN }, 'tomada123')).statusCode).toBe(401);
  });
});
