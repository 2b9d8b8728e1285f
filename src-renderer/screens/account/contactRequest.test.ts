import { describe, expect, it } from 'vitest';
import { contactRequest, emailChanges } from './contactRequest';

describe('the contact form request', () => {
  it('sends the current password with a new e-mail', () => {
    expect(contactRequest({ email: 'novo@demo.gov.br', cellphone: '35991234567', current_password: 'demo1234' }, 'antigo@demo.gov.br')).toEqual({
      email: 'novo@demo.gov.br',
      cellphone: '35991234567',
      current_password: 'demo1234',
    });
  });

  it('leaves it out while the e-mail is the saved one, whatever its letter case or spaces', () => {
    expect(contactRequest({ email: ' Antigo@Demo.gov.br ', cellphone: '35991234567', current_password: '' }, 'antigo@demo.gov.br')).toEqual({
      email: ' Antigo@Demo.gov.br ',
      cellphone: '35991234567',
    });
    expect(emailChanges('antigo@demo.gov.br', 'antigo@demo.gov.br')).toBe(false);
  });

  it('counts a first e-mail for a user without one as a change', () => {
    expect(emailChanges('novo@demo.gov.br', null)).toBe(true);
  });
});
