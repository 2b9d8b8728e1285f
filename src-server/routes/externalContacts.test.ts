// External contacts (issue 17; companion §3 External contact, §4 contact save rules and status,
// §5, §6 Contatos externos, §7): the administration's list, the editor's three kinds, each clearing
// the fields it does not use, the CPF/CNPJ rules by kind and §5's duplicate messages, the contact
// organisation, the status toggle and "Habilitar acesso interno".
import { describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { contactListSchema } from '../../src-shared/api/documents';
import { externalContactPageSchema, externalContactSchema, type ExternalContact, type ExternalContactSaveRequest } from '../../src-shared/api/externalContacts';
import { internalUserPageSchema } from '../../src-shared/api/internalUsers';
import { messages } from '../../src-shared/messages';
import { DEMO_COMPANIES } from '../db/seed/documentCreation';
import { json, tokenFor, userIdOf } from '../testing/harness';
import { ADMIN, admin, call, server, useAdminServer } from '../testing/adminServer';

const c = messages.externalContacts;
const v = messages.validation;
const CPF = '20201050471';
const OTHER_CPF = '43330543469';
const CNPJ = '04826643845522';
const CLERK = 'servidor@demo.gov.br';
const CITIZEN = 'cidadao@demo.gov.br';

useAdminServer();

const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

/** Every person field filled, whatever the kind: the save rule decides what is kept. */
const everything = (type: ExternalContactSaveRequest['type'], person: Partial<ExternalContactSaveRequest['person']> = {}): ExternalContactSaveRequest => ({
  type,
  person: {
    name: 'Helena Prado Martins',
    email: 'Helena.Martins@exemplo.com.br',
    cellphone: '(35) 9 9123 4567',
    cpfCnpj: type === 'organization' ? CNPJ : '202.010.504-71',
    secondaryCpfCnpj: '433.305.434-69',
    responsibility: 'Diretora',
    gender: 'female',
    dateOfBirth: '1985-07-12',
    profession: 'Advogada',
    occupation: 'Consultoria',
    mainContactName: 'Paulo Prado',
    companyName: 'Prado Consultoria Ltda.',
    textualSignature: 'Helena Prado Martins',
    address: { zip: '37500-000', state: 'mg', city: 'Itajubá', street: 'Rua Coronel Rennó', number: '10', neighborhood: 'Centro', complement: 'Sala 2' },
    ...person,
  },
  contactOrganization: null,
  is_federal_employee: false,
  password: null,
});

const register = async (body: ExternalContactSaveRequest, token = admin) => call('POST', '/api/citizen/contact/register', token, body);
const created = async (body: ExternalContactSaveRequest): Promise<ExternalContact> => {
  const response = await register(body);
  expect(response.statusCode, response.body).toBe(201);
  return externalContactSchema.parse(json(response));
};
const stored = (id: number) =>
  server.db
    .prepare('SELECT p.cpf_cnpj, p.secondary_cpf_cnpj, p.company_name, p.main_contact_name, p.profession, p.date_of_birth, p.gender FROM users u JOIN people p ON p.id = u.person_id WHERE u.id = ?')
    .get(id);
const list = async (query = '', token = admin) => {
  const response = await call('GET', `/api/citizen/contact${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return externalContactPageSchema.parse(json(response));
};

describe('§4 contact save rules, on the server', () => {
  it('Pessoa física (contact) keeps the CPF, profession, birthday and gender and clears companyName, mainContactName and secondaryCpfCnpj', async () => {
    const contact = await created(everything('contact'));
    expect(contact).toMatchObject({ type: 'contact', origin: 'internal', status: 'enabled', has_internal_access: false });
    expect(contact.person).toMatchObject({
      cpfCnpj: CPF,
      profession: 'Advogada',
      dateOfBirth: '1985-07-12',
      gender: 'female',
      email: 'helena.martins@exemplo.com.br',
      cellphone: '35991234567',
      companyName: null,
      mainContactName: null,
      secondaryCpfCnpj: null,
      address: { zip: '37500000', state: 'MG', city: 'Itajubá', street: 'Rua Coronel Rennó', number: '10', neighborhood: 'Centro', complement: 'Sala 2' },
    });
    expect(stored(contact.id)).toEqual({ cpf_cnpj: CPF, secondary_cpf_cnpj: null, company_name: null, main_contact_name: null, profession: 'Advogada', date_of_birth: '1985-07-12', gender: 'female' });
  });

  it('Setor de organização (sector) clears cpfCnpj, profession, dateOfBirth and gender, whatever was sent (an invalid CPF is not even read)', async () => {
    const sector = await created(everything('sector', { name: 'Setor de Compras Prado', cpfCnpj: '111.111.111-11' }));
    expect(stored(sector.id)).toEqual({
      cpf_cnpj: null,
      profession: null,
      date_of_birth: null,
      gender: null,
      company_name: 'Prado Consultoria Ltda.',
      main_contact_name: 'Paulo Prado',
      secondary_cpf_cnpj: OTHER_CPF,
    });
  });

  it('Pessoa jurídica (organization) keeps the CNPJ and company fields and clears profession, dateOfBirth and gender', async () => {
    const organization = await created(everything('organization', { name: 'Prado Consultoria' }));
    expect(stored(organization.id)).toEqual({
      cpf_cnpj: CNPJ,
      secondary_cpf_cnpj: OTHER_CPF,
      company_name: 'Prado Consultoria Ltda.',
      main_contact_name: 'Paulo Prado',
      profession: null,
      date_of_birth: null,
      gender: null,
    });
  });

  it('changing the kind on an update clears what the new kind does not use', async () => {
    const contact = await created(everything('contact'));
    const response = await call('PUT', `/api/citizen/contact/update/${contact.id}`, admin, everything('sector', { name: 'Setor Jurídico Prado' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(externalContactSchema.parse(json(response))).toMatchObject({ type: 'sector', person: { name: 'Setor Jurídico Prado', cpfCnpj: null, gender: null } });
    expect(stored(contact.id)).toMatchObject({ cpf_cnpj: null, profession: null, secondary_cpf_cnpj: OTHER_CPF });
  });
});

describe('§5 CPF/CNPJ by kind and duplicates', () => {
  it('a Pessoa física needs a valid CPF, a Pessoa jurídica a valid CNPJ, and the responsible CPF must be one', async () => {
    expect(errorsOf(await register(everything('contact', { cpfCnpj: CNPJ })))['person.cpfCnpj']).toEqual([v.cpf]);
    expect(errorsOf(await register(everything('contact', { cpfCnpj: '' })))['person.cpfCnpj']).toEqual([v.required]);
    expect(errorsOf(await register(everything('organization', { cpfCnpj: '04.826.643/8455-23' })))['person.cpfCnpj']).toEqual([v.cnpj]);
    expect(errorsOf(await register(everything('organization', { secondaryCpfCnpj: '123.456.789-00' })))['person.secondaryCpfCnpj']).toEqual([v.cpf]);
    expect(errorsOf(await register(everything('sector', { secondaryCpfCnpj: '123' })))['person.secondaryCpfCnpj']).toEqual([v.cpf]);
  });

  it('a CPF/CNPJ or e-mail another person holds answers "Cpf existente ou inválido" / "E-mail existente ou inválido"', async () => {
    const response = await register(everything('contact', { cpfCnpj: '284.163.579-19', email: 'ADMIN@demo.gov.br' }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ 'person.cpfCnpj': [c.cpfTaken], 'person.email': [c.emailTaken] });
    // A company already among the recipients (a person without an account before) is one too.
    const company = await register(everything('organization', { cpfCnpj: DEMO_COMPANIES[0]!.cnpj, email: null }));
    expect(errorsOf(company)).toEqual({ 'person.cpfCnpj': [c.cpfTaken] });
    // Saving a contact with its own CPF and e-mail is no duplicate.
    const contact = await created(everything('contact'));
    expect((await call('PUT', `/api/citizen/contact/update/${contact.id}`, admin, everything('contact', { occupation: 'Perícia' }))).statusCode).toBe(200);
  });

  it('a contact without e-mail or CPF of its kind (a sector) is fine: the e-mail is optional', async () => {
    const sector = await created(everything('sector', { email: null, cellphone: null, address: null }));
    expect(sector.person).toMatchObject({ email: null, cpfCnpj: null, address: { zip: null, city: null } });
  });
});

describe('contact organisation', () => {
  it('a contact belongs to a Pessoa jurídica contact, listed for the picker with type=organization; nothing else is accepted', async () => {
    const organizations = await list('?type=organization&status=enabled');
    const construtora = organizations.data.find((contact) => contact.person.cpfCnpj === DEMO_COMPANIES[0]!.cnpj);
    expect(construtora).toBeDefined();
    expect(organizations.data.every((contact) => contact.type === 'organization')).toBe(true);
    const member = await created({ ...everything('contact'), contactOrganization: { id: construtora!.id } });
    expect(member.contactOrganization).toEqual({ id: construtora!.id, name: construtora!.person.name });

    const person = await list('?type=contact');
    const notAnOrganization = person.data.find((contact) => contact.id !== member.id)!;
    const refused = await register({ ...everything('contact', { cpfCnpj: OTHER_CPF, email: null }), contactOrganization: { id: notAnOrganization.id } });
    expect(errorsOf(refused)).toEqual({ contactOrganization: [c.organizationUnknown] });
    const self = await call('PUT', `/api/citizen/contact/update/${construtora!.id}`, admin, {
      ...everything('organization', { cpfCnpj: DEMO_COMPANIES[0]!.cnpj, email: null }),
      contactOrganization: { id: construtora!.id },
    });
    expect(errorsOf(self)).toEqual({ contactOrganization: [c.organizationSelf] });
  });
});

describe('GET /api/citizen/contact', () => {
  it('pages the external accounts only, searching the name, the CPF/CNPJ digits (typed with punctuation) and the e-mail, filtered by status and kind', async () => {
    const contact = await created(everything('contact'));
    const all = await list();
    expect(all.data.every((item) => !item.has_internal_access)).toBe(true);
    expect(all.data.map((item) => item.person.email)).toContain('cidadao@demo.gov.br');
    expect(all.data.map((item) => item.person.email)).not.toContain(ADMIN);
    for (const search of ['helena prado', '202.010', 'martins@exemplo']) {
      expect((await list(`?search=${encodeURIComponent(search)}`)).data.map((item) => item.id)).toEqual([contact.id]);
    }
    expect((await list('?type=sector')).data.every((item) => item.type === 'sector')).toBe(true);
    expect((await call('GET', '/api/citizen/contact?type=robo', admin)).statusCode).toBe(422);
    expect((await call('GET', `/api/citizen/contact/${contact.id}`, admin)).json()).toMatchObject({ id: contact.id, person: { name: 'Helena Prado Martins' } });
    // An internal user is not an external contact.
    expect((await call('GET', `/api/citizen/contact/${userIdOf(server.db, ADMIN)}`, admin)).statusCode).toBe(404);
  });

  it('a contact made here is a recipient documents can be sent to (GET /api/contacts)', async () => {
    await created(everything('contact'));
    const recipients = contactListSchema.parse(json(await call('GET', '/api/contacts?search=helena', admin))).data;
    expect(recipients).toEqual([expect.objectContaining({ kind: 'person', name: 'Helena Prado Martins', user_inbox_email: 'helena.martins@exemplo.com.br' })]);
  });
});

describe('PATCH /api/citizen/contact/:id/status (§4)', () => {
  it('disables a contact: it leaves the enabled list at once, and its sessions end', async () => {
    const citizenToken = await tokenFor(server.app, CITIZEN, LoginType.EXTERNAL_NATIVE);
    const citizen = userIdOf(server.db, CITIZEN);
    const response = await call('PATCH', `/api/citizen/contact/${citizen}/status`, admin, { status: 'disabled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(externalContactSchema.parse(json(response)).status).toBe('disabled');
    expect((await list('?status=enabled')).data.map((item) => item.id)).not.toContain(citizen);
    expect((await list('?status=disabled')).data.map((item) => item.id)).toContain(citizen);
    // §4: the session ended by disabling says so (403 disabled-user), so the open portal shows why.
    const me = await call('GET', '/api/auth/me', citizenToken);
    expect(me.statusCode).toBe(403);
    expect(json(me)).toMatchObject({ reason: 'disabled-user' });
    expect(errorsOf(await call('PATCH', `/api/citizen/contact/${citizen}/status`, admin, { status: 'paused' })).status).toEqual([c.statusInvalid]);
  });
});

describe('PATCH /api/citizen/contact/:id/enable-internal-access', () => {
  it("gives the contact's account internal access and answers the updated contact, which leaves the external list for the internal one", async () => {
    const contact = await created(everything('contact'));
    const response = await call('PATCH', `/api/citizen/contact/${contact.id}/enable-internal-access`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(externalContactSchema.parse(json(response))).toMatchObject({ id: contact.id, has_internal_access: true });
    expect((await list()).data.map((item) => item.id)).not.toContain(contact.id);
    const internal = internalUserPageSchema.parse(json(await call('GET', '/api/user?search=helena', admin)));
    expect(internal.data.map((user) => user.id)).toEqual([contact.id]);
  });

  it('refuses a sector, a contact without e-mail and a disabled contact, saying why', async () => {
    const sector = await created(everything('sector'));
    const refusedSector = await call('PATCH', `/api/citizen/contact/${sector.id}/enable-internal-access`, admin);
    expect(refusedSector.statusCode).toBe(422);
    expect(refusedSector.json()).toMatchObject({ message: c.sectorNoInternalAccess });
    const mute = await created(everything('contact', { email: null }));
    expect((await call('PATCH', `/api/citizen/contact/${mute.id}/enable-internal-access`, admin)).json()).toMatchObject({ message: c.noEmailForInternalAccess });
    const citizen = userIdOf(server.db, CITIZEN);
    await call('PATCH', `/api/citizen/contact/${citizen}/status`, admin, { status: 'disabled' });
    expect((await call('PATCH', `/api/citizen/contact/${citizen}/enable-internal-access`, admin)).json()).toMatchObject({ message: c.disabledNoInternalAccess });
    expect(server.db.prepare('SELECT count(*) FROM users WHERE id IN (?, ?, ?) AND has_internal_access = 1').pluck().get(sector.id, mute.id, citizen)).toBe(0);
  });
});

describe('§6 permissions of Contatos externos', () => {
  it('external-contact-list reads, -create registers, -update edits, toggles and grants access; citizens get nothing', async () => {
    const clerk = await tokenFor(server.app, CLERK); // the demo clerk role holds external-contact-list only
    expect((await call('GET', '/api/citizen/contact', clerk)).statusCode).toBe(200);
    expect((await register(everything('contact'), clerk)).statusCode).toBe(403);
    const contact = await created(everything('contact'));
    expect((await call('PUT', `/api/citizen/contact/update/${contact.id}`, clerk, everything('contact'))).statusCode).toBe(403);
    expect((await call('PATCH', `/api/citizen/contact/${contact.id}/status`, clerk, { status: 'disabled' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/citizen/contact/${contact.id}/enable-internal-access`, clerk)).statusCode).toBe(403);
    const citizen = await tokenFor(server.app, CITIZEN, LoginType.EXTERNAL_NATIVE);
    expect((await call('GET', '/api/citizen/contact', citizen)).statusCode).toBe(403);
  });

  it('every write is in the audit trail with the fields before and after, never the password', async () => {
    const contact = await created({ ...everything('contact'), password: 'segredo123' });
    const entry = server.db
      .prepare("SELECT action, entity, entity_id, changes FROM audit_entries WHERE entity = 'contact' ORDER BY id DESC LIMIT 1")
      .get() as { action: string; entity_id: string; changes: string };
    expect(entry).toMatchObject({ action: 'create', entity_id: String(contact.id) });
    expect(JSON.parse(entry.changes)).toMatchObject({ 'person.cpfCnpj': [null, CPF], type: [null, 'contact'] });
    expect(entry.changes).not.toContain('segredo123');
  });
});
