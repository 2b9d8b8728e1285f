// Importing external contacts from a spreadsheet (issue 17, point 7; companion §3 External contact,
// §4 contact save rules, §5): only holders of external-contact-create import; each line gets POST
// /api/citizen/contact/register's rules — the CPF or CNPJ its kind needs, §4's save rule clearing
// what the kind does not use, duplicates — and may belong to an organisation named by its name or
// CNPJ, one already stored or created on an earlier line; a value repeated inside the file is
// refused on the later line; a dry run writes nothing; the template imports as is.
import { describe, expect, it } from 'vitest';
import { csvImportReportSchema } from '../../src-shared/api/csvImport';
import { messages } from '../../src-shared/messages';
import { bearer, json, tokenFor } from '../testing/harness';
import { multipartBody } from '../testing/multipart';
import { admin, server, useAdminServer } from '../testing/adminServer';

const m = messages.csvImport;
const c = m.contactColumns;
const v = messages.validation;
const CLERK = 'servidor@demo.gov.br';
const CPF = '31827465964';
const OTHER_CPF = '72581639482';
const CNPJ = '27045631000183';
/** A CNPJ with a leading zero, as Excel shows it once typed as a number. */
const ZERO_CNPJ = '08371529000123';
const CONSTRUTORA_CNPJ = '11444777000161';

useAdminServer();

type Column = keyof typeof c;
const COLUMNS = Object.keys(c) as Column[];
const HEADER = Object.values(c).join(';');
/** A line with the given columns filled, the others empty, in the template's order. */
const line = (cells: Partial<Record<Column, string>>) => COLUMNS.map((column) => cells[column] ?? '').join(';');
const csvOf = (...lines: Partial<Record<Column, string>>[]) => [HEADER, ...lines.map(line)].join('\r\n');

const upload = (token: string, csv: string | Buffer, options: { dryRun?: boolean } = {}) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'contatos.csv', type: 'text/csv', content: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv }]);
  return server.app.inject({ method: 'POST', url: `/api/citizen/contact/import${options.dryRun ? '?dryRun=true' : ''}`, headers: { ...headers, ...bearer(token) }, payload });
};
const report = async (csv: string | Buffer, options: { dryRun?: boolean } = {}) => {
  const response = await upload(admin, csv, options);
  expect(response.statusCode, response.body).toBe(200);
  return csvImportReportSchema.parse(json(response));
};

type Stored = {
  id: number;
  person_type: string;
  name: string;
  email: string | null;
  cellphone: string | null;
  cpf_cnpj: string | null;
  secondary_cpf_cnpj: string | null;
  company_name: string | null;
  main_contact_name: string | null;
  profession: string | null;
  occupation: string | null;
  contact_organization_id: number | null;
  has_internal_access: number;
  origin: string;
  password_hash: string | null;
  address_zip: string | null;
  address_state: string | null;
  address_city: string | null;
};
const contactNamed = (name: string) =>
  server.db
    .prepare<[string], Stored>(
      `SELECT u.id, p.person_type, p.name, p.email, p.cellphone, p.cpf_cnpj, p.secondary_cpf_cnpj, p.company_name, p.main_contact_name, p.profession,
         p.occupation, u.contact_organization_id, u.has_internal_access, u.origin, u.password_hash, p.address_zip, p.address_state, p.address_city
       FROM users u JOIN people p ON p.id = u.person_id WHERE p.name = ?`,
    )
    .get(name);
const accounts = () => server.db.prepare('SELECT count(*) FROM users').pluck().get() as number;
const accountOf = (cpfCnpj: string) => server.db.prepare('SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE p.cpf_cnpj = ?').pluck().get(cpfCnpj) as number;
const construtora = () => accountOf(CONSTRUTORA_CNPJ);

/** Every column filled, whatever the kind: the save rule decides what is kept. */
const everything = (type: string, cells: Partial<Record<Column, string>> = {}): Partial<Record<Column, string>> => ({
  type,
  name: 'Helena Prado Martins',
  cpfCnpj: CPF,
  responsibleCpf: '725.816.394-82',
  email: 'Helena.Martins@exemplo.com.br',
  cellphone: '(35) 9 9123 4567',
  companyName: 'Prado Consultoria Ltda.',
  mainContact: 'Paulo Prado',
  profession: 'Advogada',
  occupation: 'Consultoria',
  zip: '37500-000',
  street: 'Rua Coronel Rennó',
  number: '10',
  neighborhood: 'Centro',
  complement: 'Sala 2',
  city: 'Itajubá',
  state: 'mg',
  ...cells,
});

describe('POST /api/citizen/contact/import', () => {
  it('is for holders of external-contact-create only (the demo clerk only lists contacts)', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const before = accounts();
    const refused = await upload(clerk, csvOf(everything('Pessoa física')));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(messages.server.forbidden);
    expect((await server.app.inject({ method: 'GET', url: '/api/citizen/contact/import/template', headers: bearer(clerk) })).statusCode).toBe(403);
    expect(accounts()).toBe(before);
  });

  it('applies §4 to each kind: every column filled, each keeps only what it uses and says — in the dry run already — which columns are left blank', async () => {
    const csv = csvOf(
      everything('Pessoa física'),
      everything('Pessoa jurídica', { name: 'Prado Consultoria', cpfCnpj: '27.045.631/0001-83', email: 'contato@prado.com.br' }),
      everything('Setor de organização', { name: 'Setor de Compras Prado', cpfCnpj: '111.111.111-11', email: 'compras@prado.com.br' }),
    );
    const dry = await report(csv, { dryRun: true });
    const result = await report(csv);
    expect(dry).toEqual({ ...result, dryRun: true });
    const kind = m.contactTypes;
    expect(result).toEqual({
      dryRun: false,
      total: 3,
      created: 3,
      failed: [],
      warnings: [
        { line: 2, message: m.server.ignoredForKind(kind.contact.label, [c.responsibleCpf, c.companyName, c.mainContact]) },
        { line: 3, message: m.server.ignoredForKind(kind.organization.label, [c.profession]) },
        { line: 4, message: m.server.ignoredForKind(kind.sector.label, [c.cpfCnpj, c.profession]) },
      ],
    });
    expect(contactNamed('Helena Prado Martins')).toMatchObject({
      person_type: 'contact',
      cpf_cnpj: CPF,
      profession: 'Advogada',
      occupation: 'Consultoria',
      company_name: null,
      main_contact_name: null,
      secondary_cpf_cnpj: null,
      email: 'helena.martins@exemplo.com.br',
      cellphone: '35991234567',
      address_zip: '37500000',
      address_state: 'MG',
      address_city: 'Itajubá',
      // As the register route creates them: the organisation's, without internal access or a password.
      origin: 'internal',
      has_internal_access: 0,
      password_hash: null,
    });
    expect(contactNamed('Prado Consultoria')).toMatchObject({
      person_type: 'organization',
      cpf_cnpj: CNPJ,
      secondary_cpf_cnpj: OTHER_CPF,
      company_name: 'Prado Consultoria Ltda.',
      main_contact_name: 'Paulo Prado',
      profession: null,
    });
    expect(contactNamed('Setor de Compras Prado')).toMatchObject({
      person_type: 'sector',
      cpf_cnpj: null,
      profession: null,
      secondary_cpf_cnpj: OTHER_CPF,
      company_name: 'Prado Consultoria Ltda.',
      main_contact_name: 'Paulo Prado',
    });
  });

  it('reads the kinds as people write them, and refuses an unknown or missing one', async () => {
    const result = await report(
      csvOf(
        { type: 'PF', name: 'Ana Lima', cpfCnpj: CPF },
        { type: 'juridica', name: 'Prado Consultoria', cpfCnpj: CNPJ },
        { type: 'setor', name: 'Setor de Compras' },
        { type: 'Autarquia', name: 'Outro' },
        { type: '', name: 'Mais um' },
      ),
    );
    expect(result.failed).toEqual([
      { line: 5, field: c.type, message: m.server.contactTypeUnknown('Autarquia') },
      { line: 6, field: c.type, message: v.required },
    ]);
    expect([contactNamed('Ana Lima')?.person_type, contactNamed('Prado Consultoria')?.person_type, contactNamed('Setor de Compras')?.person_type]).toEqual([
      'contact',
      'organization',
      'sector',
    ]);
  });

  it('refuses a CNPJ for a Pessoa física and a CPF for a Pessoa jurídica, and a CPF/CNPJ or e-mail already stored, with §5 messages', async () => {
    const result = await report(
      csvOf(
        { type: 'Pessoa física', name: 'Ana Lima', cpfCnpj: '27.045.631/0001-83' },
        { type: 'Pessoa jurídica', name: 'Prado Consultoria', cpfCnpj: CPF },
        { type: 'Pessoa física', name: 'Bruno Lima' },
        { type: 'Pessoa física', name: 'Carla Lima', cpfCnpj: '284.163.579-19', email: 'ADMIN@demo.gov.br' },
        { type: 'Pessoa jurídica', name: 'Outra Construtora', cpfCnpj: '11.444.777/0001-61' },
      ),
    );
    expect(result.failed).toEqual([
      { line: 2, field: c.cpfCnpj, message: v.cpf },
      { line: 3, field: c.cpfCnpj, message: v.cnpj },
      { line: 4, field: c.cpfCnpj, message: v.required },
      { line: 5, field: c.cpfCnpj, message: messages.externalContacts.cpfTaken },
      { line: 5, field: c.email, message: messages.externalContacts.emailTaken },
      { line: 6, field: c.cpfCnpj, message: messages.externalContacts.cpfTaken },
    ]);
    expect(result.created).toBe(0);
  });

  it('puts back the leading zeros Excel drops from a CPF, a CNPJ and a CEP typed as numbers', async () => {
    await report(
      csvOf(
        { type: 'Pessoa física', name: 'Ana Lima', cpfCnpj: '4638192769', zip: '1310100' },
        { type: 'Pessoa jurídica', name: 'Zero Engenharia', cpfCnpj: ZERO_CNPJ.replace(/^0/, '') },
      ),
    );
    expect(contactNamed('Ana Lima')).toMatchObject({ cpf_cnpj: '04638192769', address_zip: '01310100' });
    expect(contactNamed('Zero Engenharia')).toMatchObject({ cpf_cnpj: ZERO_CNPJ });
  });

  it('links a contact to an organisation named by its name or razão social (case and accents aside) or CNPJ, stored or created on an earlier line', async () => {
    const csv = csvOf(
      { type: 'Pessoa física', name: 'Ana Lima', cpfCnpj: CPF, organization: 'CONSTRUTORA VALE VERDE LTDA' },
      { type: 'Pessoa física', name: 'Bruno Lima', cpfCnpj: OTHER_CPF, organization: '11.444.777/0001-61' },
      { type: 'Pessoa jurídica', name: 'Prado Consultoria', cpfCnpj: CNPJ, companyName: 'Prado Consultoria Jurídica Ltda.' },
      { type: 'Setor de organização', name: 'Setor Jurídico Prado', organization: 'Prado Consultoria' },
      { type: 'Pessoa física', name: 'Carla Lima', cpfCnpj: '04638192769', organization: '27045631000183' },
      { type: 'Pessoa física', name: 'Daniela Lima', cpfCnpj: '58392017404', organization: 'prado consultoria juridica ltda' },
      { type: 'Pessoa física', name: 'Eduardo Lima', cpfCnpj: '09182736413', organization: 'Consultoria Inexistente' },
      { type: 'Pessoa física', name: 'Fábio Lima', cpfCnpj: '39053344705', organization: 'Rafael Moreira Tavares' },
    );
    const dry = await report(csv, { dryRun: true });
    const expected = {
      total: 8,
      created: 6,
      failed: [
        { line: 8, field: c.organization, message: m.server.organizationNotFound('Consultoria Inexistente') },
        { line: 9, field: c.organization, message: m.server.organizationNotFound('Rafael Moreira Tavares') },
      ],
    };
    expect(dry).toMatchObject({ ...expected, dryRun: true });
    expect(await report(csv)).toMatchObject({ ...expected, dryRun: false });
    const prado = contactNamed('Prado Consultoria')?.id;
    expect(['Ana Lima', 'Bruno Lima', 'Setor Jurídico Prado', 'Carla Lima', 'Daniela Lima'].map((name) => contactNamed(name)?.contact_organization_id)).toEqual([
      construtora(),
      construtora(),
      prado,
      prado,
      prado,
    ]);
  });

  it('asks for the CNPJ when two organisations have the name given', async () => {
    const result = await report(
      csvOf(
        { type: 'Pessoa jurídica', name: 'Construtora Vale Verde Ltda.', cpfCnpj: CNPJ },
        { type: 'Pessoa física', name: 'Ana Lima', cpfCnpj: CPF, organization: 'Construtora Vale Verde Ltda.' },
        { type: 'Pessoa física', name: 'Bruno Lima', cpfCnpj: OTHER_CPF, organization: '27.045.631/0001-83' },
      ),
    );
    expect(result.failed).toEqual([{ line: 3, field: c.organization, message: m.server.organizationAmbiguous('Construtora Vale Verde Ltda.') }]);
    expect(contactNamed('Bruno Lima')?.contact_organization_id).toBe(accountOf(CNPJ));
  });

  it('refuses a CPF/CNPJ or e-mail repeated inside the file on the later line, naming the first', async () => {
    const result = await report(
      csvOf(
        { type: 'Pessoa física', name: 'Ana Lima', cpfCnpj: CPF, email: 'ana@exemplo.com.br' },
        { type: 'Pessoa física', name: 'Bruno Lima', cpfCnpj: OTHER_CPF },
        { type: 'Pessoa física', name: 'Carla Lima', cpfCnpj: '318.274.659-64', email: 'ANA@exemplo.com.br' },
        // A sector's CPF is never stored, so it repeats nothing.
        { type: 'Setor de organização', name: 'Setor de Compras', cpfCnpj: CPF },
      ),
    );
    expect(result.failed).toEqual([
      { line: 4, field: c.cpfCnpj, message: m.server.duplicateInFile(2) },
      { line: 4, field: c.email, message: m.server.duplicateInFile(2) },
    ]);
    expect(result.created).toBe(3);
    expect(contactNamed('Carla Lima')).toBeUndefined();
  });

  it('writes nothing in a dry run, audited as a view; a real run audits each contact as the register route does', async () => {
    const csv = csvOf(everything('Pessoa física', { companyName: '', mainContact: '', responsibleCpf: '' }), { type: 'Pessoa jurídica', name: 'Prado Consultoria', cpfCnpj: CNPJ });
    const before = accounts();
    expect(await report(csv, { dryRun: true })).toEqual({ dryRun: true, total: 2, created: 2, failed: [], warnings: [] });
    expect(accounts()).toBe(before);
    const route = "route = 'POST /api/citizen/contact/import'";
    expect(server.db.prepare(`SELECT action, entity FROM audit_entries WHERE ${route}`).all()).toEqual([{ action: 'view', entity: 'contact' }]);

    expect(await report(csv)).toEqual({ dryRun: false, total: 2, created: 2, failed: [], warnings: [] });
    expect(accounts()).toBe(before + 2);
    const created = server.db
      .prepare<[], { entity: string; entity_id: string; changes: string }>(`SELECT entity, entity_id, changes FROM audit_entries WHERE ${route} AND action = 'create' ORDER BY id`)
      .all();
    expect(created.map((entry) => [entry.entity, entry.entity_id])).toEqual([
      ['contact', String(contactNamed('Helena Prado Martins')?.id)],
      ['contact', String(contactNamed('Prado Consultoria')?.id)],
    ]);
    expect(JSON.parse(created[0]?.changes ?? '{}')).toMatchObject({ 'person.cpfCnpj': [null, CPF], type: [null, 'contact'] });
  });
});

describe('GET /api/citizen/contact/import/template', () => {
  it('is the columns and an example line, which imports as is on the demo data', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/citizen/contact/import/template', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${m.contactTemplateFileName}"`);
    const [header, example] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADER);
    expect(example).toBe(m.contactExample.join(';'));
    expect(await report(response.rawPayload)).toEqual({ dryRun: false, total: 1, created: 1, failed: [], warnings: [] });
    expect(contactNamed(m.contactExample[1])?.contact_organization_id).toBe(construtora());
  });
});
