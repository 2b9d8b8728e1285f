// A new internal user's body with every field of §3 filled, for the internal users' route tests
// (two sectors, RH primary; role 2; one direct permission; an initial password).
import type { InternalUserSaveRequest } from '../../src-shared/api/internalUsers';
import { server } from './adminServer';

export const PASSWORD = 'inicial123';

export const sectorId = (symbol: string) => server.db.prepare('SELECT id FROM sectors WHERE symbol = ?').pluck().get(symbol) as number;
export const permissionId = (name: string) => server.db.prepare('SELECT id FROM permissions WHERE name = ?').pluck().get(name) as number;

export const newClerk = (overrides: Partial<InternalUserSaveRequest> = {}, person: Partial<InternalUserSaveRequest['person']> = {}): InternalUserSaveRequest => ({
  person: {
    name: 'Carla Menezes Duarte',
    email: 'Carla.Duarte@demo.gov.br',
    cellphone: '(35) 9 9876 5432',
    cpfCnpj: '671.795.293-89',
    gender: 'female',
    dateOfBirth: '1991-04-30',
    textualSignature: 'Carla Menezes Duarte — Recursos Humanos',
    responsibility: 'Analista de RH',
    registration: ['12345', 'A-77'],
    ...person,
  },
  sectors: [
    { sectorId: sectorId('RH'), isPrimarySector: true },
    { sectorId: sectorId('PROT'), isPrimarySector: false },
  ],
  roles: [2],
  permissions: [permissionId('user-list')],
  is_federal_employee: true,
  password: PASSWORD,
  reset_password_on_login: true,
  ...overrides,
});
