// §4 Contact save rules, the one function the editor and the server apply: each kind clears the
// fields it does not use, and the save schema's output is that rule's.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { CLEARED_BY_TYPE, contactForSave, externalContactSaveSchema, usesField, type ClearableField, type ExternalContactSaveRequest } from './externalContacts';

const FILLED = {
  companyName: 'Prado Consultoria Ltda.',
  mainContactName: 'Paulo Prado',
  secondaryCpfCnpj: '43330543469',
  cpfCnpj: '20201050471',
  profession: 'Advogada',
  dateOfBirth: '1985-07-12',
  gender: 'female',
} as const satisfies Record<ClearableField, string>;
const person = { name: 'Helena Prado Martins', occupation: 'Consultoria', ...FILLED };

describe('contactForSave (§4)', () => {
  it('type contact clears companyName, mainContactName and secondaryCpfCnpj', () => {
    expect(contactForSave('contact', { person }).person).toEqual({ ...person, companyName: null, mainContactName: null, secondaryCpfCnpj: null });
  });

  it('type sector clears cpfCnpj, profession, dateOfBirth and gender', () => {
    expect(contactForSave('sector', { person }).person).toEqual({ ...person, cpfCnpj: null, profession: null, dateOfBirth: null, gender: null });
  });

  it('type organization clears profession, dateOfBirth and gender', () => {
    expect(contactForSave('organization', { person }).person).toEqual({ ...person, profession: null, dateOfBirth: null, gender: null });
  });

  it('leaves the values it was given alone and keeps what is not the person', () => {
    const values = { person, password: 'x', type: 'sector' };
    const saved = contactForSave('sector', values);
    expect(values.person.cpfCnpj).toBe('20201050471');
    expect(saved).toMatchObject({ password: 'x', type: 'sector' });
  });

  it('the editor shows exactly the fields its kind keeps', () => {
    expect(usesField('contact', 'cpfCnpj')).toBe(true);
    expect(usesField('sector', 'cpfCnpj')).toBe(false);
    expect(usesField('organization', 'companyName')).toBe(true);
    expect(usesField('contact', 'companyName')).toBe(false);
  });
});

describe('externalContactSaveSchema', () => {
  const request = (type: ExternalContactSaveRequest['type']): ExternalContactSaveRequest => ({
    type,
    person: { ...person, cpfCnpj: type === 'organization' ? '04.826.643/8455-22' : '202.010.504-71' },
  });

  it.each(['contact', 'organization', 'sector'] as const)('stores for %s only what contactForSave keeps', (type) => {
    const parsed = externalContactSaveSchema.parse(request(type));
    for (const field of CLEARED_BY_TYPE[type]) expect(parsed.person[field], field).toBeNull();
    for (const field of Object.keys(FILLED) as ClearableField[]) if (usesField(type, field)) expect(parsed.person[field], field).not.toBeNull();
    expect(parsed.person.cpfCnpj).toBe(type === 'sector' ? null : type === 'organization' ? '04826643845522' : '20201050471');
  });

  it('checks the document by kind: a CPF for a person, a CNPJ for an organisation, none for a sector', () => {
    const issues = (body: ExternalContactSaveRequest) => {
      const result = externalContactSaveSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(issues({ ...request('contact'), person: { ...person, cpfCnpj: '04826643845522' } })).toEqual([`person.cpfCnpj: ${messages.validation.cpf}`]);
    expect(issues({ ...request('organization'), person: { ...person, cpfCnpj: '20201050471' } })).toEqual([`person.cpfCnpj: ${messages.validation.cnpj}`]);
    expect(issues({ ...request('sector'), person: { ...person, cpfCnpj: 'qualquer coisa' } })).toEqual([]);
    expect(issues({ ...request('organization'), person: { ...person, cpfCnpj: '04826643845522', secondaryCpfCnpj: '11111111111' } })).toEqual([`person.secondaryCpfCnpj: ${messages.validation.cpf}`]);
  });
});
