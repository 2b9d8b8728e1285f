import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import type { Permission } from '../../src-shared/api/auth';
import type { Db } from '../db/open';

export type PermissionRow = { id: number; name: string; readable_name: string; subgroup: string; group_name: string };
export type RoleRow = { id: number; name: string };

export const toPermission = (row: PermissionRow): Permission => ({
  id: row.id,
  name: row.name,
  readableName: row.readable_name,
  subgroup: row.subgroup,
  group: row.group_name,
});

export function createPermissionsRepo(db: Db) {
  const all = db.prepare<[], PermissionRow>('SELECT * FROM permissions ORDER BY id');
  const direct = db.prepare<[number], PermissionRow>(
    `SELECT permissions.* FROM permissions JOIN user_permissions ON user_permissions.permission_id = permissions.id
     WHERE user_permissions.user_id = ? ORDER BY permissions.id`,
  );
  const roles = db.prepare<[number], RoleRow>(
    'SELECT roles.id, roles.name FROM roles JOIN user_roles ON user_roles.role_id = roles.id WHERE user_roles.user_id = ? ORDER BY roles.id',
  );
  const ofRole = db.prepare<[number], PermissionRow>(
    `SELECT permissions.* FROM permissions JOIN role_permissions ON role_permissions.permission_id = permissions.id
     WHERE role_permissions.role_id = ? ORDER BY permissions.id`,
  );
  const effective = db.prepare<[number, number], { name: string }>(
    `SELECT permissions.name FROM permissions JOIN role_permissions ON role_permissions.permission_id = permissions.id
       JOIN user_roles ON user_roles.role_id = role_permissions.role_id WHERE user_roles.user_id = ?
     UNION
     SELECT permissions.name FROM permissions JOIN user_permissions ON user_permissions.permission_id = permissions.id
     WHERE user_permissions.user_id = ?`,
  );

  return {
    all: () => all.all(),
    directOf: (userId: number) => direct.all(userId),
    rolesOf: (userId: number) => roles.all(userId).map((role) => ({ ...role, permissions: ofRole.all(role.id) })),
    /** Union of every role's permissions and the direct ones; the administrator role holds them all. */
    effectiveNamesOf(userId: number): Set<string> {
      if (roles.all(userId).some((role) => role.id === ADMINISTRATOR_ROLE_ID)) {
        return new Set(all.all().map((permission) => permission.name));
      }
      return new Set(effective.all(userId, userId).map((row) => row.name));
    },
  };
}

export type PermissionsRepo = ReturnType<typeof createPermissionsRepo>;
