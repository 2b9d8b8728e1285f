// The internal user editor's values and how they go to and come from the server (companion §3
// Internal user, §4): the form keeps the request's shape, so the server's field errors
// (person.cpfCnpj, sectors, roles…) land under their fields; the registration numbers are a list
// (the server stores them joined with ';'), one role travels as a list of one id, choosing a
// primary sector replaces the previous one, and the cellphone goes without spaces.
import { stripCellphone, type InternalUser, type InternalUserCreated, type InternalUserSaveRequest } from '../../../src-shared/api/internalUsers';
import { messages } from '../../../src-shared/messages';
import type { Gender } from '../../../src-shared/api/signup';

export type UserSectorValue = { sectorId: number; isPrimarySector: boolean };

export type UserForm = {
  person: {
    name: string;
    email: string;
    cellphone: string;
    cpfCnpj: string;
    gender: Gender | null;
    dateOfBirth: string;
    textualSignature: string;
    responsibility: string;
    registration: string[];
  };
  sectors: UserSectorValue[];
  /** One role, as the list of one id the server takes (§6); empty until chosen. */
  roles: number[];
  permissions: number[];
  is_federal_employee: boolean;
  /** Empty: none (an edit keeps the current one). */
  password: string;
  reset_password_on_login: boolean;
};

export const emptyUserForm = (): UserForm => ({
  person: { name: '', email: '', cellphone: '', cpfCnpj: '', gender: null, dateOfBirth: '', textualSignature: '', responsibility: '', registration: [] },
  sectors: [],
  roles: [],
  permissions: [],
  is_federal_employee: false,
  password: '',
  reset_password_on_login: false,
});

export function userFormOf(user: InternalUser): UserForm {
  return {
    person: {
      name: user.person.name,
      email: user.person.email ?? '',
      cellphone: user.person.cellphone ?? '',
      cpfCnpj: user.person.cpfCnpj ?? '',
      gender: user.person.gender,
      dateOfBirth: user.person.dateOfBirth ?? '',
      textualSignature: user.person.textualSignature ?? '',
      responsibility: user.person.responsibility ?? '',
      registration: [...user.person.registration],
    },
    // The primary first, as the server lists them.
    sectors: user.sectors.map((sector) => ({ sectorId: sector.id, isPrimarySector: sector.pivot.isPrimarySector })),
    roles: user.roleId === null ? [] : [user.roleId],
    permissions: [...user.permissions],
    is_federal_employee: user.is_federal_employee,
    password: '',
    reset_password_on_login: user.reset_password_on_login,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function userSaveRequest(form: UserForm): InternalUserSaveRequest {
  const cellphone = orNull(form.person.cellphone);
  return {
    person: {
      name: form.person.name.trim(),
      email: form.person.email.trim(),
      cellphone: cellphone === null ? null : stripCellphone(cellphone),
      cpfCnpj: form.person.cpfCnpj.replace(/\D+/g, ''),
      gender: form.person.gender,
      dateOfBirth: orNull(form.person.dateOfBirth),
      textualSignature: orNull(form.person.textualSignature),
      responsibility: orNull(form.person.responsibility),
      registration: form.person.registration.map((item) => item.trim()).filter((item) => item !== ''),
    },
    sectors: form.sectors,
    roles: form.roles.slice(0, 1),
    permissions: form.permissions,
    is_federal_employee: form.is_federal_employee,
    password: form.password === '' ? null : form.password,
    reset_password_on_login: form.reset_password_on_login,
  };
}

/**
 * What only a new user needs (the server checks the same): an initial password, unless "Redefinir
 * a senha no primeiro acesso" is chosen — then none is needed and the first-access e-mail goes out.
 */
export function creationErrors(form: UserForm): Record<string, string[]> {
  return form.password === '' && !form.reset_password_on_login ? { password: [messages.internalUsers.passwordRequired] } : {};
}

/** POST /user's answer split: the user the editor keeps, and the warning to show (the first-access e-mail not sent). */
export function createdUser(answer: InternalUserCreated): { user: InternalUser; warning: string | null } {
  const { warning, ...user } = answer;
  return { user, warning: warning ?? null };
}

/** The chosen sectors: those kept keep their flag; the first one chosen is the primary until another is marked. */
export function withSectors(current: readonly UserSectorValue[], ids: readonly number[]): UserSectorValue[] {
  const kept = ids.map((sectorId) => ({ sectorId, isPrimarySector: current.find((sector) => sector.sectorId === sectorId)?.isPrimarySector ?? false }));
  if (kept.length > 0 && !kept.some((sector) => sector.isPrimarySector)) kept[0] = { ...kept[0]!, isPrimarySector: true };
  return kept;
}

/** §4: choosing a primary sector replaces the previous one; the others are marked not primary. */
export function withPrimarySector(current: readonly UserSectorValue[], sectorId: number): UserSectorValue[] {
  return current.map((sector) => ({ ...sector, isPrimarySector: sector.sectorId === sectorId }));
}

/** One role, sent as a list of one id. */
export const withRole = (roleId: number | null): number[] => (roleId === null ? [] : [roleId]);
