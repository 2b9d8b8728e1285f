// The LoggedUser shape of GET /auth/me (src-shared/api/auth.ts), also returned by PUT /user/me.
import type { LoggedUser } from '../../src-shared/api/auth';
import type { Repos } from '../repos';
import { toPermission } from '../repos/permissions';

export function loggedUserView(repos: Repos, userId: number): LoggedUser | undefined {
  const user = repos.users.findById(userId);
  const person = user && repos.users.personOf(user);
  if (!user || !person) return undefined;
  return {
    id: user.id,
    uuid: user.uuid,
    peopleId: person.id,
    person: {
      name: person.name,
      photo_link: person.photo_link,
      email: person.email,
      cellphone: person.cellphone,
      cpfCnpj: person.cpf_cnpj,
      gender: person.gender,
      textualSignature: person.textual_signature,
    },
    sectors: repos.sectors.membershipsOf(user.id).map((sector) => ({
      id: sector.id,
      name: sector.name,
      symbol: sector.symbol,
      parentSectorId: sector.parent_id,
      pivot: { isPrimarySector: sector.is_primary === 1 },
    })),
    roles: repos.permissions.rolesOf(user.id).map((role) => ({
      id: role.id,
      name: role.name,
      permissions: role.permissions.map(toPermission),
    })),
    permissions: repos.permissions.directOf(user.id).map(toPermission),
    accountVerifiedAt: user.account_verified_at,
    user_has_own_email: user.user_has_own_email === 1,
    hasBeenLogged: user.has_been_logged === 1,
    reset_password_on_login: user.reset_password_on_login === 1,
    need_update_contacts: user.need_update_contacts === 1,
    need_update_password: user.need_update_password === 1,
    has_internal_access: user.has_internal_access === 1,
    ged_user_id: user.ged_user_id,
    provider: user.provider,
    account_level: user.account_level,
    origin: user.origin,
    user_preferences: { default_inbox_sort: user.default_inbox_sort, desktop_notifications: user.desktop_notifications === 1 },
  };
}
