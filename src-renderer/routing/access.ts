// The staff guards of §6 as one pure decision: auth (no token → /login with redirectTo) and
// permission (a route neither on the public list nor permitted → /403), decided on a current copy
// of the permissions (session/accessRevalidation.ts): while it is being read, the guard waits.
import { matchPath } from 'react-router';
import { holdsAny } from '../session/permissions';
import { PUBLIC_ROUTE_NAMES, STAFF_ROUTES, type StaffRoute } from './routeTable';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

export const loginPathFor = (loginPath: string, currentPath: string): string =>
  `${loginPath}?${new URLSearchParams({ redirectTo: currentPath }).toString()}`;

export function mayEnter(route: Pick<StaffRoute, 'name' | 'permissions' | 'everyStaff'>, permissions: ReadonlySet<string>): boolean {
  if (PUBLIC_ROUTE_NAMES.has(route.name) || route.everyStaff === true) return true;
  return (route.permissions?.length ?? 0) > 0 && holdsAny(permissions, route.permissions);
}

/**
 * permissions is undefined while the user and the catalogue are still loading; `checking` while a
 * fresh copy is read before a route that needs a permission (either way the copy may be stale).
 */
export function decideStaffAccess(
  route: StaffRoute,
  session: { hasToken: boolean; currentPath: string; permissions: ReadonlySet<string> | undefined; checking?: boolean },
): AccessDecision {
  if (!route.auth) return { kind: 'allow' };
  if (!session.hasToken) return { kind: 'redirect', to: loginPathFor('/login', session.currentPath) };
  if (!session.permissions) return { kind: 'wait' };
  if (PUBLIC_ROUTE_NAMES.has(route.name)) return { kind: 'allow' };
  if (session.checking === true) return { kind: 'wait' };
  return mayEnter(route, session.permissions) ? { kind: 'allow' } : { kind: 'redirect', to: '/403' };
}

export function findStaffRoute(pathname: string): StaffRoute | undefined {
  return STAFF_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Whether a link target would open for this user: the menu hides what the guard would refuse. */
export function mayOpenPath(path: string, permissions: ReadonlySet<string>): boolean {
  const route = findStaffRoute(new URL(path, 'http://app.invalid').pathname);
  return route !== undefined && (!route.auth || mayEnter(route, permissions));
}
