// The external contact editor's values: what it sends per kind (§4) and how the server's CPF/CNPJ
// errors read (§5).
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';
import { contactToSend, emptyContactForm, withCpfMessage, type ContactForm } from './contactForm';

const typed = (type: ContactForm['type']): ContactForm => {
  const form = emptyContactForm();
  return {
    ...form,
    type,
    person: { ...form.person, name: 'Helena Prado', cpfCnpj: '20201050471', secondaryCpfCnpj: '43330543469', companyName: 'Prado Ltda.', mainContactName: 'Paulo', profession: 'Advogada', dateOfBirth: '1985-07-12', gender: 'female' },
  };
};

describe('contactToSend', () => {
  it('sends for each kind only the fields it uses, keeping the form as typed', () => {
    expect(contactToSend(typed('contact')).person).toMatchObject({ cpfCnpj: '20201050471', companyName: null, mainContactName: null, secondaryCpfCnpj: null, profession: 'Advogada' });
    expect(contactToSend(typed('sector')).person).toMatchObject({ cpfCnpj: null, profession: null, dateOfBirth: null, gender: null, companyName: 'Prado Ltda.' });
    expect(contactToSend(typed('organization')).person).toMatchObject({ cpfCnpj: '20201050471', profession: null, dateOfBirth: null, gender: null, mainContactName: 'Paulo' });
    const form = typed('sector');
    contactToSend(form);
    expect(form.person.cpfCnpj).toBe('20201050471');
  });
});

describe('withCpfMessage (§5)', () => {
  it('shows any server error on person.cpfCnpj or person.secondaryCpfCnpj as "Cpf existente ou inválido", others as they came', () => {
    const error = new ApiError(422, { message: 'Dados inválidos', errors: { 'person.secondaryCpfCnpj': ['CPF inválido'], 'person.email': ['E-mail existente ou inválido'] } });
    const shown = withCpfMessage(error) as ApiError;
    expect(shown.body?.errors).toEqual({ 'person.secondaryCpfCnpj': [messages.externalContacts.cpfTaken], 'person.email': ['E-mail existente ou inválido'] });
    const other = new ApiError(422, { message: 'x', errors: { 'person.name': ['Campo obrigatório'] } });
    expect(withCpfMessage(other)).toBe(other);
    expect(withCpfMessage(new Error('rede'))).toBeInstanceOf(Error);
  });
});
