// Enforces each route's declared access before its body is even parsed, and refuses, at
// registration, any /api route that declares none.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden } from '../http/errors';
import { isApiPath } from '../http/paths';
import type { RouteAccess } from './access';
import { authenticate } from './session';

export type ApiRouteRecord = {
  method: string;
  url: string;
  access: RouteAccess;
  /** A read the audit trail records (a document viewed, printed or downloaded: audit/trail.ts). */
  auditedRead: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the test that audits them. */
    apiRoutes: ApiRouteRecord[];
  }
}

export function installAccessControl(app: FastifyInstance, ctx: ServerContext): void {
  const routes: ApiRouteRecord[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!isApiPath(url)) return;
    const access = route.config?.access;
    const methods = ([] as string[]).concat(route.method);
    if (access === undefined) {
      throw new Error(`${methods.join(',')} ${url} declares no access: use withAccess(publicAccess | authenticated() | requirePermission(...)).`);
    }
    for (const method of methods) routes.push({ method, url, access, auditedRead: route.config?.audit !== undefined });
  });

  // preParsing: after every onRequest hook (CORS must add its headers first, or a browser cannot
  // read our 401) and still before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access.kind === 'public') return payload;
    const auth = authenticate(ctx, request.headers.authorization);
    request.auth = auth;
    if (access.internalOnly && auth.user.has_internal_access !== 1) throw forbidden();
    if (access.anyOf.length > 0 && !access.anyOf.some((name) => auth.permissions().has(name))) throw forbidden();
    return payload;
  });
}
