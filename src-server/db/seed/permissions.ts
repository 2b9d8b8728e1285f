// The permission catalogue is defined in code (src-shared/permissions.ts), so it is brought up to
// date on every start, not only when the demo is seeded: a new permission reaches existing
// databases, and the administrator role keeps holding all of them.
import { ADMINISTRATOR_ROLE_ID, PERMISSIONS } from '../../../src-shared/permissions';
import type { Db } from '../open';

export const ADMINISTRATOR_ROLE = { id: ADMINISTRATOR_ROLE_ID, name: 'Administrador' } as const;
export const CLERK_ROLE = { id: 2, name: 'Servidor' } as const;

/** What a clerk does day to day: work queue, signatures, external contacts and reports. */
export const CLERK_PERMISSIONS = [
  'workspaceAccess',
  'signature-sign',
  'signature-request',
  'signature-list',
  'external-contact-list',
  'report-access',
] as const;

export function syncPermissionCatalogue(db: Db): void {
  const upsert = db.prepare(
    `INSERT INTO permissions (name, readable_name, subgroup, group_name) VALUES (@name, @readableName, @subgroup, @group)
     ON CONFLICT (name) DO UPDATE SET readable_name = excluded.readable_name, subgroup = excluded.subgroup,
       group_name = excluded.group_name`,
  );
  const grantAllToAdministrator = db.prepare(
    `INSERT OR IGNORE INTO role_permissions (role_id, permission_id)
     SELECT roles.id, permissions.id FROM roles, permissions WHERE roles.id = ?`,
  );
  db.transaction(() => {
    for (const permission of PERMISSIONS) upsert.run(permission);
    grantAllToAdministrator.run(ADMINISTRATOR_ROLE_ID);
  })();
}

export function seedRoles(db: Db): void {
  syncPermissionCatalogue(db);
  const insertRole = db.prepare(
    'INSERT INTO roles (id, name, description, sector_id, is_default) VALUES (@id, @name, @description, NULL, @isDefault)',
  );
  insertRole.run({ ...ADMINISTRATOR_ROLE, description: 'Acesso completo à administração do órgão', isDefault: 0 });
  insertRole.run({ ...CLERK_ROLE, description: 'Servidor: fila de trabalho, assinaturas e relatórios', isDefault: 1 });
  const grant = db.prepare(
    'INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?',
  );
  for (const name of CLERK_PERMISSIONS) grant.run(CLERK_ROLE.id, name);
  syncPermissionCatalogue(db);
}
