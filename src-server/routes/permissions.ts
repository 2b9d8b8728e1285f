import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../src-shared/api/auth';
import { authenticated, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { toPermission } from '../repos/permissions';

export function registerPermissionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The whole catalogue, which clients fetch after login to label and group permissions.
  app.get('/api/permission', withAccess(authenticated()), async (): Promise<Permission[]> =>
    ctx.repos.permissions.all().map(toPermission),
  );
}
