// The role editor's checklist: permissions by group and subgroup with their readable names, and
// "select all" per group adding or removing that group's permissions only.
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../src-shared/api/auth';
import { groupPermissions, groupState, setGroup, togglePermission } from './permissionGroups';

const p = (id: number, group: string, subgroup: string, readableName = `P${id}`): Permission => ({ id, name: `p-${id}`, readableName, group, subgroup });
const catalogue = [
  p(1, 'Administração', 'Auditoria', 'Listar auditoria'),
  p(2, 'Administração', 'Setores'),
  p(3, 'Relatórios', 'Relatórios'),
  p(4, 'Administração', 'Auditoria'),
];

describe('the permission checklist', () => {
  it('groups by group then subgroup, in catalogue order, keeping readable names', () => {
    const groups = groupPermissions(catalogue);
    expect(groups.map((group) => group.group)).toEqual(['Administração', 'Relatórios']);
    expect(groups[0]!.subgroups.map((subgroup) => [subgroup.subgroup, subgroup.permissions.map((permission) => permission.id)])).toEqual([
      ['Auditoria', [1, 4]],
      ['Setores', [2]],
    ]);
    expect(groups[0]!.ids).toEqual([1, 2, 4]);
    expect(groups[0]!.subgroups[0]!.permissions[0]!.readableName).toBe('Listar auditoria');
  });

  it('says whether a group is wholly, partly or not selected', () => {
    expect(groupState([1, 2, 4, 3], [1, 2, 4])).toBe('all');
    expect(groupState([2], [1, 2, 4])).toBe('some');
    expect(groupState([3], [1, 2, 4])).toBe('none');
  });

  it('selects or clears a whole group without touching the others', () => {
    expect(setGroup([3, 2], [1, 2, 4], true)).toEqual([1, 2, 3, 4]);
    expect(setGroup([1, 2, 3, 4], [1, 2, 4], false)).toEqual([3]);
    expect(togglePermission([3], 1, true)).toEqual([1, 3]);
    expect(togglePermission([1, 3], 1, false)).toEqual([3]);
  });
});
