// Permission gating: each action of a resource opens for a user holding any of its names, and
// nothing opens while the permissions are unknown.
import { describe, expect, it } from 'vitest';
import { EVERY_STAFF, onceSaved, tabEnabled } from './defineResource';
import { resourceAbilities } from './resourceAccess';

const permissions = { list: ['manage-roles', 'user-list'], create: ['manage-roles'], update: ['manage-roles'], delete: ['manage-roles'] };

describe('what a user may do with a resource', () => {
  it('allows every action to a holder of the names', () => {
    expect(resourceAbilities(permissions, new Set(['manage-roles']))).toEqual({ list: true, create: true, update: true, delete: true });
  });

  it('allows an action when ANY listed name is held, and nothing else', () => {
    expect(resourceAbilities(permissions, new Set(['user-list', 'audit-list']))).toEqual({ list: true, create: false, update: false, delete: false });
  });

  it('allows nothing while permissions load, nor for an action that lists no permission', () => {
    expect(resourceAbilities(permissions, undefined)).toEqual({ list: false, create: false, update: false, delete: false });
    expect(resourceAbilities({ ...permissions, delete: [] }, new Set(['manage-roles'])).delete).toBe(false);
  });

  it('lets every staff member read an every-staff list once their permissions are known, and nothing more', () => {
    expect(resourceAbilities({ list: EVERY_STAFF }, new Set())).toEqual({ list: true, create: false, update: false, delete: false });
    expect(resourceAbilities({ list: EVERY_STAFF }, new Set(['manage-roles', 'user-update']))).toEqual({ list: true, create: false, update: false, delete: false });
    expect(resourceAbilities({ list: EVERY_STAFF }, undefined).list).toBe(false);
  });

  it('offers no delete for a resource whose records are never deleted, whatever is held', () => {
    expect(resourceAbilities(permissions, new Set(['manage-roles']), false)).toEqual({ list: true, create: true, update: true, delete: false });
  });
});

describe('editor tabs', () => {
  it('are open unless declared otherwise; a tab declared onceSaved waits for an id', () => {
    expect(tabEnabled({}, { id: 0 })).toBe(true);
    expect(tabEnabled({ enabledWhen: onceSaved }, { id: 0 })).toBe(false);
    expect(tabEnabled({ enabledWhen: onceSaved }, { id: 7 })).toBe(true);
  });

  it('declaring permissions, open only to a holder of any of them, and only once saved when it also waits for an id (the sector’s Usuários)', () => {
    const users = { enabledWhen: onceSaved, permissions: ['manage-sector-users'] };
    expect(tabEnabled(users, { id: 7 }, new Set(['manage-sector-users']))).toBe(true);
    expect(tabEnabled(users, { id: 0 }, new Set(['manage-sector-users']))).toBe(false);
    expect(tabEnabled(users, { id: 7 }, new Set(['sector-create-update']))).toBe(false);
    // Permissions still loading: shut.
    expect(tabEnabled(users, { id: 7 }, undefined)).toBe(false);
  });
});
