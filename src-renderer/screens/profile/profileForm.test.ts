import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src-shared/api/profile';
import { messages } from '../../../src-shared/messages';
import { formErrorsOf, profileRequest, profileValues, settingsFor, validateProfile } from './profileForm';

const v = messages.validation;
const allOn = {
  enable_achievement_internal_email: true,
  enable_forward_internal_email: true,
  enable_reopen_internal_email: true,
  enable_reply_internal_email: true,
  enable_request_signature: true,
  enable_new_sector_tasks: true,
};
const citizen: Profile = {
  type: 'contact',
  name: 'Carlos Eduardo Nogueira',
  cpfCnpj: '51937468291',
  email: 'cidadao@demo.gov.br',
  secondaryCpfCnpj: null,
  dateOfBirth: '1975-01-30',
  gender: 'male',
  address: { zip: '01001000', street: 'Praça da Sé', number: null, neighborhood: 'Sé', complement: null, city: 'São Paulo', state: 'SP' },
  address_id: null,
  responsibility: null,
  cellphone: '35998761204',
  textualSignature: null,
  photo_link: null,
  profile_remote_file_key: null,
  profile_remote_thumbnail_file_key: null,
  external_notification_settings: allOn,
  user_preferences: { default_inbox_sort: 'unread' },
  is_staff: false,
};
const staff: Profile = { ...citizen, name: 'João Pedro Almeida', email: 'servidor@demo.gov.br', textualSignature: 'João', is_staff: true };

describe('the profile form', () => {
  it('shows the profile with the CEP and cellphone masks', () => {
    expect(profileValues(citizen)).toMatchObject({ zip: '01001-000', cellphone: '(35) 99876-1204', number: '', gender: 'male' });
  });

  it("sends a citizen's fields only: no e-mail unless it changed, no textual signature, no inbox sort, their three switches", () => {
    const request = profileRequest({ ...profileValues(citizen), gender: '' }, citizen);
    expect(request).not.toHaveProperty('email');
    expect(request).not.toHaveProperty('textualSignature');
    expect(request).not.toHaveProperty('user_preferences');
    expect(request).not.toHaveProperty('responsibility');
    expect(request.gender).toBeNull();
    expect(Object.keys(request.external_notification_settings ?? {})).toEqual(settingsFor(citizen));
    expect(settingsFor(citizen)).toHaveLength(3);
  });

  it('sends a changed e-mail with the current password, and staff preferences for staff', () => {
    const values = { ...profileValues(staff), email: 'joao.novo@demo.gov.br', current_password: 'demo1234', default_inbox_sort: 'createdAt' as const };
    expect(profileRequest(values, staff)).toMatchObject({
      email: 'joao.novo@demo.gov.br',
      current_password: 'demo1234',
      textualSignature: 'João',
      user_preferences: { default_inbox_sort: 'createdAt' },
    });
    expect(Object.keys(profileRequest(values, staff).external_notification_settings ?? {})).toHaveLength(6);
  });

  it('applies the §5 rules, asking for the current password only when the e-mail changes', () => {
    const values = { ...profileValues(citizen), name: 'Carlos', cellphone: '123', dateOfBirth: '2020-02-30', email: 'outro@demo.gov.br' };
    expect(validateProfile(values, citizen)).toMatchObject({ name: v.fullName, cellphone: v.cellphone, dateOfBirth: v.birthday, current_password: v.required });
    expect(validateProfile(profileValues(citizen), citizen)).toMatchObject({ name: null, cellphone: null, current_password: null, dateOfBirth: null });
  });

  it("puts the server's address and preference errors on the form's fields", () => {
    expect(formErrorsOf({ 'address.zip': 'CEP inválido', 'user_preferences.default_inbox_sort': 'x', cpfCnpj: 'y' })).toEqual({ zip: 'CEP inválido', default_inbox_sort: 'x', cpfCnpj: 'y' });
  });
});
