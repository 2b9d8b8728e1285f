// The internal users as GET /api/user and the editor read them (companion §3 Internal user): one
// query for the user, their person and the registration, the sectors (primary first), the role and
// the direct permissions; the paged list and the telephone directory's filter; and whether a user
// is, or is the last enabled, administrator (role 1).
import type { z } from 'zod';
import { splitRegistration, type internalUserListQuerySchema, type InternalUser, type TelephoneEntry } from '../../src-shared/api/internalUsers';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import type { Db } from '../db/open';

type UserJoinRow = {
  id: number;
  uuid: string;
  ged_user_id: number | null;
  status: 'enabled' | 'disabled';
  has_internal_access: 0 | 1;
  is_federal_employee: 0 | 1;
  reset_password_on_login: 0 | 1;
  person_id: number;
  name: string;
  email: string | null;
  cellphone: string | null;
  cpf_cnpj: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  textual_signature: string | null;
  responsibility: string | null;
  registration: string | null;
  photo_link: string | null;
};

const USER_SQL = `SELECT u.id, u.uuid, u.ged_user_id, u.status, u.has_internal_access, u.is_federal_employee,
    u.reset_password_on_login, p.id AS person_id, p.name, p.email, p.cellphone, p.cpf_cnpj, p.gender, p.date_of_birth,
    p.textual_signature, p.responsibility, p.registration, p.photo_link
  FROM users u JOIN people p ON p.id = u.person_id`;

/** The filters of the list, as SQL over USER_SQL's aliases; search ignores case (and, for the CPF, punctuation). */
function listFilter(query: z.output<typeof internalUserListQuerySchema>, directory: boolean) {
  const where = ['u.has_internal_access = 1'];
  const params: Record<string, string | number> = {};
  const status = directory ? 'enabled' : query.status;
  if (status !== undefined) {
    where.push('u.status = @status');
    params.status = status;
  }
  if (query.sector !== undefined) {
    where.push('EXISTS (SELECT 1 FROM user_sectors us WHERE us.user_id = u.id AND us.sector_id = @sector)');
    params.sector = query.sector;
  }
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.search.replace(/\D+/g, '');
    const clauses = ["p.name LIKE @like ESCAPE '\\'", "p.email LIKE @like ESCAPE '\\'"];
    // The directory tells no CPF, so it cannot be searched by one either.
    const byCpf = digits !== '' && !directory;
    if (byCpf) clauses.push("p.cpf_cnpj LIKE @digits ESCAPE '\\'");
    if (directory) {
      clauses.push(`EXISTS (SELECT 1 FROM user_sectors us JOIN sectors s ON s.id = us.sector_id
        WHERE us.user_id = u.id AND (s.name LIKE @like ESCAPE '\\' OR s.symbol LIKE @like ESCAPE '\\'))`);
    }
    where.push(`(${clauses.join(' OR ')})`);
    params.like = like;
    if (byCpf) params.digits = `%${digits}%`;
  }
  return { where: where.join(' AND '), params };
}

export function createInternalUsers(db: Db) {
  const byId = db.prepare<[number], UserJoinRow>(`${USER_SQL} WHERE u.id = ?`);
  const sectorsOf = db.prepare<[number], { id: number; name: string; symbol: string; telephone: string | null; ramal: string | null; is_primary: 0 | 1 }>(
    `SELECT s.id, s.name, s.symbol, s.telephone, s.ramal, us.is_primary FROM user_sectors us JOIN sectors s ON s.id = us.sector_id
     WHERE us.user_id = ? ORDER BY us.is_primary DESC, s.name COLLATE NOCASE`,
  );
  const roleOf = db.prepare<[number], { id: number; name: string }>(
    'SELECT r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? ORDER BY r.id LIMIT 1',
  );
  const directOf = db.prepare<[number], number>('SELECT permission_id FROM user_permissions WHERE user_id = ? ORDER BY permission_id').pluck();
  const enabledAdministrators = db
    .prepare<[number], number>(
      `SELECT count(*) FROM users u JOIN user_roles ur ON ur.user_id = u.id AND ur.role_id = ${ADMINISTRATOR_ROLE_ID}
       WHERE u.status = 'enabled' AND u.has_internal_access = 1 AND u.id <> ?`,
    )
    .pluck();

  const view = (row: UserJoinRow): InternalUser => {
    const role = roleOf.get(row.id) ?? null;
    return {
      id: row.id,
      uuid: row.uuid,
      ged_user_id: row.ged_user_id,
      status: row.status,
      has_internal_access: row.has_internal_access === 1,
      is_federal_employee: row.is_federal_employee === 1,
      reset_password_on_login: row.reset_password_on_login === 1,
      person: {
        id: row.person_id,
        name: row.name,
        email: row.email,
        cellphone: row.cellphone,
        cpfCnpj: row.cpf_cnpj,
        gender: row.gender,
        dateOfBirth: row.date_of_birth,
        textualSignature: row.textual_signature,
        responsibility: row.responsibility,
        registration: splitRegistration(row.registration),
        photo_link: row.photo_link,
      },
      sectors: sectorsOf.all(row.id).map((sector) => ({ id: sector.id, name: sector.name, symbol: sector.symbol, pivot: { isPrimarySector: sector.is_primary === 1 } })),
      roleId: role?.id ?? null,
      role,
      permissions: directOf.all(row.id),
    };
  };

  const telephoneEntry = (row: UserJoinRow): TelephoneEntry => ({
    id: row.id,
    name: row.name,
    email: row.email,
    cellphone: row.cellphone,
    sectors: sectorsOf.all(row.id).map((sector) => ({
      id: sector.id,
      name: sector.name,
      symbol: sector.symbol,
      telephone: sector.telephone,
      ramal: sector.ramal,
      isPrimarySector: sector.is_primary === 1,
    })),
  });

  return {
    /** An internal user (has_internal_access), or undefined. */
    find(id: number): UserJoinRow | undefined {
      const row = byId.get(id);
      return row?.has_internal_access === 1 ? row : undefined;
    },
    view,
    page(query: z.output<typeof internalUserListQuerySchema>, directory: boolean, request: { page: number; perPage: number; offset: number }) {
      const { where, params } = listFilter(query, directory);
      const total = db.prepare<Record<string, string | number>, number>(`SELECT count(*) FROM users u JOIN people p ON p.id = u.person_id WHERE ${where}`).pluck().get(params) ?? 0;
      const rows = db
        .prepare<Record<string, string | number>, UserJoinRow>(`${USER_SQL} WHERE ${where} ORDER BY p.name COLLATE NOCASE, u.id LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: request.perPage, offset: request.offset });
      return { rows, total, telephoneEntry };
    },
    isAdministrator: (userId: number) => roleOf.all(userId).some((role) => role.id === ADMINISTRATOR_ROLE_ID),
    /** Whether some other enabled internal user is an administrator. */
    anotherAdministrator: (userId: number) => (enabledAdministrators.get(userId) ?? 0) > 0,
  };
}
