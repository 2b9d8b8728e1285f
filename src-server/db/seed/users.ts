import { randomUUID } from 'node:crypto';
import { hashPasswordSync } from '../../auth/passwords';
import type { Db } from '../open';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './demoUsers';
import { ADMINISTRATOR_ROLE, CLERK_ROLE } from './permissions';
import type { SectorSymbol } from './sectors';

const ROLE_IDS: Record<DemoRole, number> = { Administrador: ADMINISTRATOR_ROLE.id, Servidor: CLERK_ROLE.id };
const VERIFIED_AT = '2024-02-01T12:00:00.000Z';

export function seedUsers(db: Db, sectorIds: ReadonlyMap<SectorSymbol, number>, createdAt: string): void {
  const insertPerson = db.prepare(
    `INSERT INTO people (uuid, name, email, cellphone, cpf_cnpj, gender, date_of_birth, textual_signature, photo_link)
     VALUES (@uuid, @name, @email, @cellphone, @cpf, @gender, @dateOfBirth, @textualSignature, NULL)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (uuid, person_id, password_hash, status, has_internal_access, origin, account_verified_at,
       reset_password_on_login, need_update_contacts, need_update_password, has_been_logged, default_inbox_sort,
       account_level, provider, ged_user_id, user_has_own_email, created_at)
     VALUES (@uuid, @personId, @passwordHash, @status, @hasInternalAccess, @origin, @verifiedAt, @resetPasswordOnLogin,
       @needUpdateContacts, @needUpdatePassword, @hasBeenLogged, 'unread', @accountLevel, NULL, NULL, 1, @createdAt)`,
  );
  const insertRole = db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  const insertSector = db.prepare('INSERT INTO user_sectors (user_id, sector_id, is_primary) VALUES (?, ?, ?)');
  const sectorId = (symbol: SectorSymbol) => {
    const id = sectorIds.get(symbol);
    if (id === undefined) throw new Error(`Unknown demo sector ${symbol}`);
    return id;
  };
  const flag = (value: boolean) => (value ? 1 : 0);

  // One hash for every demo account: they share the published demo password anyway, and each
  // scrypt costs a quarter of a second at today's parameters, on every fresh server's first start.
  const demoPasswordHash = hashPasswordSync(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    const person = insertPerson.run({ ...user, uuid: randomUUID() });
    const { lastInsertRowid } = insertUser.run({
      uuid: randomUUID(),
      personId: person.lastInsertRowid,
      passwordHash: demoPasswordHash,
      status: user.status,
      hasInternalAccess: flag(user.hasInternalAccess),
      origin: user.origin,
      verifiedAt: VERIFIED_AT,
      resetPasswordOnLogin: flag(user.resetPasswordOnLogin),
      needUpdateContacts: flag(user.needUpdateContacts),
      needUpdatePassword: flag(user.needUpdatePassword),
      hasBeenLogged: flag(user.hasBeenLogged),
      accountLevel: user.accountLevel,
      createdAt,
    });
    const userId = Number(lastInsertRowid);
    if (user.role !== null) insertRole.run(userId, ROLE_IDS[user.role]);
    if (user.primarySector !== null) insertSector.run(userId, sectorId(user.primarySector), 1);
    for (const symbol of user.otherSectors) insertSector.run(userId, sectorId(symbol), 0);
  }
}
