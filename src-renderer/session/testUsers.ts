// Logged users for the renderer's unit tests, built on the shared schema so they stay valid.
import { loggedUserSchema, type LoggedUser, type Permission } from '../../src-shared/api/auth';

export const permission = (id: number, name: string): Permission => ({ id, name, readableName: name, subgroup: 'x', group: 'x' });

export function aUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return loggedUserSchema.parse({
    id: 7,
    uuid: 'u-7',
    peopleId: 70,
    person: { name: 'João Pereira Santos', photo_link: null, email: 'servidor@demo.gov.br', cellphone: '61991234567', cpfCnpj: '52998224725', gender: 'male', textualSignature: null },
    sectors: [{ id: 3, name: 'Protocolo Geral', symbol: 'PROT', parentSectorId: 2, pivot: { isPrimarySector: true } }],
    roles: [{ id: 2, name: 'Servidor', permissions: [permission(1, 'workspaceAccess')] }],
    permissions: [],
    accountVerifiedAt: '2026-01-01T00:00:00Z',
    user_has_own_email: true,
    hasBeenLogged: true,
    reset_password_on_login: false,
    need_update_contacts: false,
    need_update_password: false,
    has_internal_access: true,
    ged_user_id: null,
    provider: null,
    account_level: null,
    origin: 'internal',
    user_preferences: { default_inbox_sort: 'unread' },
    ...overrides,
  });
}
