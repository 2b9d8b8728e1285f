// Every /api route states who may call it, as route config; app.ts refuses to register one that
// does not (see installAccessControl), so a new route cannot be public by omission.
import { PERMISSIONS } from '../../src-shared/permissions';
import type { UserRow } from '../repos/users';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated'; internalOnly: boolean; anyOf: readonly string[] };

export type AuthContext = {
  userId: number;
  tokenId: number;
  user: UserRow;
  /** Effective permission names, loaded on first use. */
  permissions(): ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const publicAccess: RouteAccess = { kind: 'public' };

/** Any logged user; `internalOnly` shuts citizens out of staff-only calls. */
export function authenticated(options: { internalOnly?: boolean } = {}): RouteAccess {
  return { kind: 'authenticated', internalOnly: options.internalOnly ?? false, anyOf: [] };
}

/** A logged user holding ANY of the names, the way the clients' route guards read them (§6). */
export function requirePermission(...names: string[]): RouteAccess {
  const known = new Set(PERMISSIONS.map((permission) => permission.name));
  const unknown = names.filter((name) => !known.has(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`requirePermission needs catalogue names; got [${names.join(', ')}]`);
  }
  return { kind: 'authenticated', internalOnly: false, anyOf: names };
}

/** A staff user (citizens are refused even if a role grants them the name) holding ANY of the names. */
export function requireStaffPermission(...names: string[]): RouteAccess {
  const access = requirePermission(...names);
  return access.kind === 'authenticated' ? { ...access, internalOnly: true } : access;
}

/** Shorthand for a route's options: `app.get(url, withAccess(publicAccess), handler)`. */
export const withAccess = (access: RouteAccess) => ({ config: { access } });

/** The authenticated context of a request whose route is not public. */
export function authOf(request: { auth: AuthContext | null }): AuthContext {
  if (request.auth === null) throw new Error('Route declared public but reads the logged user.');
  return request.auth;
}
