// The permission checklist's shape (companion §7 Roles): the catalogue grouped by group and then
// subgroup, in catalogue order, and what "select all" of a group does to a role's selection.
import type { Permission } from '../../../src-shared/api/auth';

export type PermissionSubgroup = { subgroup: string; permissions: Permission[] };
export type PermissionGroup = { group: string; subgroups: PermissionSubgroup[]; ids: number[] };

export function groupPermissions(catalogue: readonly Permission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of catalogue) {
    const group = groups.get(permission.group) ?? { group: permission.group, subgroups: [], ids: [] };
    groups.set(permission.group, group);
    let subgroup = group.subgroups.find((entry) => entry.subgroup === permission.subgroup);
    if (subgroup === undefined) {
      subgroup = { subgroup: permission.subgroup, permissions: [] };
      group.subgroups.push(subgroup);
    }
    subgroup.permissions.push(permission);
    group.ids.push(permission.id);
  }
  return [...groups.values()];
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(selected: readonly number[], ids: readonly number[]): GroupState {
  const held = ids.filter((id) => selected.includes(id)).length;
  return held === 0 ? 'none' : held === ids.length ? 'all' : 'some';
}

/** Selecting a group adds all of its permissions; clearing it removes them; the rest stays. Sorted. */
export function setGroup(selected: readonly number[], ids: readonly number[], checked: boolean): number[] {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return [...next].sort((a, b) => a - b);
}

export function togglePermission(selected: readonly number[], id: number, checked: boolean): number[] {
  return setGroup(selected, [id], checked);
}
