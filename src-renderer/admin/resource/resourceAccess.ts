// What the logged user may do with a resource: screens hide what the server would refuse.
import { holdsAny } from '../../session/permissions';
import { EVERY_STAFF, type ListPermission, type ResourcePermissions } from './defineResource';

export type ResourceAbilities = { list: boolean; create: boolean; update: boolean; delete: boolean };

const holds = (held: ReadonlySet<string> | undefined, required: readonly string[]) => held !== undefined && required.length > 0 && holdsAny(held, required);

/**
 * undefined permissions (still loading) allow nothing; an empty requirement allows nothing either;
 * a resource whose records are never deleted offers no delete; a read-only resource declares only list,
 * which may be every staff member's (once their permissions are known).
 */
export function resourceAbilities(
  permissions: { list: ListPermission } & Partial<Omit<ResourcePermissions, 'list'>>,
  held: ReadonlySet<string> | undefined,
  deletable = true,
): ResourceAbilities {
  return {
    list: permissions.list === EVERY_STAFF ? held !== undefined : holds(held, permissions.list),
    create: holds(held, permissions.create ?? []),
    update: holds(held, permissions.update ?? []),
    delete: deletable && holds(held, permissions.delete ?? []),
  };
}
