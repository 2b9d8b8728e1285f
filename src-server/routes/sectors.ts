import type { FastifyInstance } from 'fastify';
import type { SectorOption } from '../../src-shared/api/sectors';
import { authenticated, authOf, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { chosenWithDescendants } from '../domain/sectorTree';

export function registerSectorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The sectors a staff user may connect to: their own and all sub-sectors below them.
  app.get('/api/inbox/user-sectors/list', withAccess(authenticated({ internalOnly: true })), async (request) => {
    const { userId } = authOf(request);
    const enabled = ctx.repos.sectors.allEnabled().map((sector) => ({ ...sector, parentId: sector.parent_id }));
    const own = new Set(ctx.repos.sectors.membershipsOf(userId).map((sector) => sector.id));
    const sectors: SectorOption[] = chosenWithDescendants(enabled, own).map((sector) => ({
      id: sector.id,
      name: sector.name,
      symbol: sector.symbol,
      parentSectorId: sector.parent_id,
    }));
    return { sectors };
  });
}
