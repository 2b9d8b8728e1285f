import { describe, expect, it } from 'vitest';
import { isEditable } from '../admin/resourceNames';
import { decideStaffAccess, findStaffRoute, mayOpenPath } from './access';
import { PUBLIC_ROUTE_NAMES, STAFF_ROUTES } from './routeTable';

const route = (path: string) => {
  const found = findStaffRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};
const session = (permissions?: string[], hasToken = true) => ({
  hasToken,
  currentPath: '/administration/settings/audit?x=1',
  permissions: permissions ? new Set(permissions) : undefined,
});

describe('staff guards (§6)', () => {
  it('sends a visitor without a token to /login with redirectTo', () => {
    expect(decideStaffAccess(route('/administration/settings/audit'), session([], false))).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fadministration%2Fsettings%2Faudit%3Fx%3D1',
    });
  });

  it('lets anyone reach the login, 403, 404 and disabled-user screens', () => {
    for (const path of ['/login', '/403', '/404', '/disabled-user'])
      expect(decideStaffAccess(route(path), session(undefined, false))).toEqual({ kind: 'allow' });
  });

  it('waits for the user and permissions before deciding', () => {
    expect(decideStaffAccess(route('/workspace/sector/tasks'), session(undefined))).toEqual({ kind: 'wait' });
  });

  it('waits while a fresh copy of the permissions is read before a route that needs one, not before a public one', () => {
    expect(decideStaffAccess(route('/administration/settings/audit'), { ...session(['audit-list']), checking: true })).toEqual({ kind: 'wait' });
    expect(decideStaffAccess(route('/administration/settings/audit'), { ...session([]), checking: true })).toEqual({ kind: 'wait' });
    expect(decideStaffAccess(route('/profile'), { ...session([]), checking: true })).toEqual({ kind: 'allow' });
  });

  it('sends a route neither public nor permitted to /403', () => {
    expect(decideStaffAccess(route('/administration/settings/audit'), session(['workspaceAccess']))).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('allows a route when the user holds any of its permissions', () => {
    expect(decideStaffAccess(route('/administration/settings/organization/general'), session(['manage-doc-settings']))).toEqual({ kind: 'allow' });
  });

  it('allows public route names with no permission at all', () => {
    for (const path of ['/', '/profile', '/documents/search', '/sign', '/inbox/sector/document/create', '/inbox/sector/view/document/ABC'])
      expect(decideStaffAccess(route(path), session([])), path).toEqual({ kind: 'allow' });
  });

  it('gives every staff route either a public name, permissions, every staff member or no auth', () => {
    for (const entry of STAFF_ROUTES)
      expect(!entry.auth || PUBLIC_ROUTE_NAMES.has(entry.name) || entry.everyStaff === true || (entry.permissions?.length ?? 0) > 0, entry.path).toBe(true);
  });

  it('opens the telephone directory to every staff member, whatever their permissions (issue 17)', () => {
    expect(decideStaffAccess(route('/administration/telephones'), session([]))).toEqual({ kind: 'allow' });
    expect(mayOpenPath('/administration/telephones?search=ana&sector=3', new Set())).toBe(true);
  });

  it('draws the telephone directory as a read-only declared resource, with no editor route (issue 17)', () => {
    expect(route('/administration/telephones')).toMatchObject({ screen: 'admin-list', resource: 'telephones', everyStaff: true });
    expect(isEditable('telephones')).toBe(false);
    expect(findStaffRoute('/administration/telephones/create')).toBeUndefined();
  });

  it('opens the users list, its creation and its editor each by its own permission (issue 17)', () => {
    expect(mayOpenPath('/administration/settings/users', new Set(['user-list']))).toBe(true);
    expect(mayOpenPath('/administration/settings/users/create', new Set(['user-list']))).toBe(false);
    expect(mayOpenPath('/administration/settings/users/create', new Set(['user-create']))).toBe(true);
    expect(mayOpenPath('/administration/settings/users/7/edit', new Set(['user-create']))).toBe(false);
    expect(mayOpenPath('/administration/settings/users/7/edit', new Set(['user-update']))).toBe(true);
  });

  it('tells whether a link would open, query strings included', () => {
    expect(mayOpenPath('/administration/settings/users?status=enabled', new Set(['user-list']))).toBe(true);
    expect(mayOpenPath('/administration/settings/users?status=enabled', new Set(['audit-list']))).toBe(false);
    expect(mayOpenPath('/nowhere', new Set(['user-list']))).toBe(false);
  });
});
