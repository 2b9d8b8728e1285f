// A user's effective permissions (§6): the union of every role's permissions and the direct
// ones; the administrator role holds the whole catalogue.
import type { LoggedUser, Permission } from '../../src-shared/api/auth';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';

export function effectivePermissions(user: LoggedUser, catalogue: readonly Permission[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const role of user.roles) {
    if (role.id === ADMINISTRATOR_ROLE_ID) catalogue.forEach((permission) => names.add(permission.name));
    role.permissions.forEach((permission) => names.add(permission.name));
  }
  user.permissions.forEach((permission) => names.add(permission.name));
  return names;
}

export function isAdministrator(user: LoggedUser): boolean {
  return user.roles.some((role) => role.id === ADMINISTRATOR_ROLE_ID);
}

/** A route or element listing permissions is allowed when the user holds any of them. */
export function holdsAny(permissions: ReadonlySet<string>, required: readonly string[] | undefined): boolean {
  return !required || required.length === 0 || required.some((name) => permissions.has(name));
}
