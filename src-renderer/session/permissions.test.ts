import { describe, expect, it } from 'vitest';
import { effectivePermissions, holdsAny } from './permissions';
import { aUser, permission } from './testUsers';

const catalogue = [permission(1, 'workspaceAccess'), permission(2, 'audit-list'), permission(3, 'user-list')];

describe('effective permissions (§6)', () => {
  it('unites every role and the direct permissions', () => {
    const user = aUser({
      roles: [
        { id: 2, name: 'Servidor', permissions: [permission(1, 'workspaceAccess')] },
        { id: 5, name: 'Auditor', permissions: [permission(2, 'audit-list')] },
      ],
      permissions: [permission(9, 'report-access')],
    });
    expect([...effectivePermissions(user, catalogue)].sort()).toEqual(['audit-list', 'report-access', 'workspaceAccess']);
  });

  it('gives the administrator role the whole catalogue', () => {
    const admin = aUser({ roles: [{ id: 1, name: 'Administrador', permissions: [] }] });
    expect([...effectivePermissions(admin, catalogue)].sort()).toEqual(['audit-list', 'user-list', 'workspaceAccess']);
  });

  it('allows an element when the user holds any listed permission', () => {
    const held = new Set(['a']);
    expect(holdsAny(held, ['b', 'a'])).toBe(true);
    expect(holdsAny(held, ['b'])).toBe(false);
    expect(holdsAny(held, undefined)).toBe(true);
  });
});
