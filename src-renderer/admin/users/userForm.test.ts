// The internal user editor's values ↔ the server (companion §3 Internal user, §4, §6): what is
// loaded is what is sent back, the registration list, one primary sector, one role as a list of
// one id, and a cellphone without spaces.
import { describe, expect, it } from 'vitest';
import { internalUserSaveSchema, joinRegistration, type InternalUser } from '../../../src-shared/api/internalUsers';
import { messages } from '../../../src-shared/messages';
import { createdUser, creationErrors, emptyUserForm, userFormOf, userSaveRequest, withPrimarySector, withRole, withSectors } from './userForm';

const user: InternalUser = {
  id: 7,
  uuid: 'u-7',
  ged_user_id: null,
  status: 'enabled',
  has_internal_access: true,
  is_federal_employee: true,
  reset_password_on_login: false,
  person: {
    id: 70,
    name: 'João Pedro Almeida',
    email: 'servidor@demo.gov.br',
    cellphone: '35998761202',
    cpfCnpj: '37192584673',
    gender: 'male',
    dateOfBirth: '1990-07-22',
    textualSignature: null,
    responsibility: 'Protocolista',
    registration: ['1234', '98-7'],
    photo_link: null,
  },
  sectors: [
    { id: 3, name: 'Protocolo Geral', symbol: 'PROT', pivot: { isPrimarySector: true } },
    { id: 4, name: 'Arquivo Central', symbol: 'ARQ', pivot: { isPrimarySector: false } },
  ],
  roleId: 2,
  role: { id: 2, name: 'Servidor' },
  permissions: [11, 12],
};

describe('internal user editor values', () => {
  it('loads a user and sends back the same, the registration list kept as a list the server joins with ;', () => {
    const form = userFormOf(user);
    expect(form.person.registration).toEqual(['1234', '98-7']);
    const request = userSaveRequest(form);
    expect(request).toMatchObject({
      person: { name: 'João Pedro Almeida', cellphone: '35998761202', cpfCnpj: '37192584673', textualSignature: null, registration: ['1234', '98-7'] },
      sectors: [{ sectorId: 3, isPrimarySector: true }, { sectorId: 4, isPrimarySector: false }],
      roles: [2],
      permissions: [11, 12],
      is_federal_employee: true,
      password: null,
    });
    const parsed = internalUserSaveSchema.parse(request);
    expect(joinRegistration(parsed.person.registration)).toBe('1234;98-7');
  });

  it('drops empty registration items and empty optional fields', () => {
    const form = emptyUserForm();
    form.person.registration = [' 55 ', '', '  '];
    form.person.responsibility = '   ';
    expect(userSaveRequest(form).person).toMatchObject({ registration: ['55'], responsibility: null, cellphone: null, dateOfBirth: null });
  });

  it('strips the spaces of the cellphone (§4) and the punctuation of the CPF', () => {
    const form = emptyUserForm();
    form.person.cellphone = ' (35) 9 9876 1202 ';
    form.person.cpfCnpj = '371.925.846-73';
    expect(userSaveRequest(form).person).toMatchObject({ cellphone: '35998761202', cpfCnpj: '37192584673' });
  });

  it('sends one role as a list of one id, and none while unchosen', () => {
    expect(withRole(5)).toEqual([5]);
    expect(withRole(null)).toEqual([]);
    expect(userSaveRequest({ ...emptyUserForm(), roles: [5, 6] }).roles).toEqual([5]);
    expect(userFormOf({ ...user, roleId: null, role: null }).roles).toEqual([]);
  });

  it('sends a new password, or none', () => {
    expect(userSaveRequest({ ...emptyUserForm(), password: 'Segura#2026' }).password).toBe('Segura#2026');
    expect(userSaveRequest(emptyUserForm()).password).toBeNull();
  });
});

describe('a new user: an initial password, or "Redefinir a senha no primeiro acesso"', () => {
  it('needs the initial password when the reset at first login is not chosen', () => {
    expect(creationErrors(emptyUserForm())).toEqual({ password: [messages.internalUsers.passwordRequired] });
  });

  it('makes the password optional when the reset at first login is chosen: none is sent, and the server mails the first-access link', () => {
    const form = { ...emptyUserForm(), reset_password_on_login: true };
    expect(creationErrors(form)).toEqual({});
    expect(userSaveRequest(form)).toMatchObject({ password: null, reset_password_on_login: true });
  });

  it('keeps the created user and hands on the server\'s warning when the first-access e-mail did not go out', () => {
    const warning = messages.csvImport.server.firstAccessNotSent;
    expect(createdUser({ ...user, warning })).toEqual({ user, warning });
    expect(createdUser(user)).toEqual({ user, warning: null });
  });

  it('takes an initial password with or without the reset, and checks it by the §5 rule', () => {
    expect(creationErrors({ ...emptyUserForm(), password: 'Segura#2026' })).toEqual({});
    expect(creationErrors({ ...emptyUserForm(), password: 'Segura#2026', reset_password_on_login: true })).toEqual({});
    const weak = internalUserSaveSchema.safeParse(userSaveRequest({ ...emptyUserForm(), password: 'abcdefgh', reset_password_on_login: true }));
    expect(weak.success ? [] : weak.error.issues.filter((issue) => issue.path[0] === 'password').map((issue) => issue.message)).toEqual([messages.validation.password]);
  });
});

describe('sectors with exactly one primary (§4)', () => {
  it('makes the first sector chosen the primary, and keeps the flags of those kept', () => {
    const first = withSectors([], [3]);
    expect(first).toEqual([{ sectorId: 3, isPrimarySector: true }]);
    const two = withSectors(first, [3, 4]);
    expect(two).toEqual([{ sectorId: 3, isPrimarySector: true }, { sectorId: 4, isPrimarySector: false }]);
    // The primary removed: the first left becomes the primary, so there is always one.
    expect(withSectors(two, [4])).toEqual([{ sectorId: 4, isPrimarySector: true }]);
    expect(withSectors(two, [])).toEqual([]);
  });

  it('choosing a primary replaces the previous one', () => {
    const two = withSectors([], [3, 4]);
    const replaced = withPrimarySector(two, 4);
    expect(replaced).toEqual([{ sectorId: 3, isPrimarySector: false }, { sectorId: 4, isPrimarySector: true }]);
    expect(replaced.filter((sector) => sector.isPrimarySector)).toHaveLength(1);
  });
});
