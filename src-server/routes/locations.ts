// GET locations/states and locations/states/{uf}/cities: the state and city of an address are
// chosen from IBGE's lists, asked of the configured localidades service (cached by the client).
// Public, because the signup's address step comes before any login; limited per IP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LocationCity, LocationState } from '../../src-shared/api/locations';
import { messages } from '../../src-shared/messages';
import { publicAccess, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { createIbgeClient, type IbgeResult } from '../ibge/client';

const m = messages.locations;
/** "sp" and "SP" are the same UF; anything but 2 letters is refused. */
const ufParams = z.object({
  uf: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: m.ufInvalid })),
});

export function registerLocationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const client = ctx.ibgeUrl ? createIbgeClient({ baseUrl: ctx.ibgeUrl }) : null;
  const access = limitedPerIp(withAccess(publicAccess), app.ipRateLimits.locations);

  const valueOf = <Value>(request: FastifyRequest, result: IbgeResult<Value>): Value => {
    if (result.kind === 'ok') return result.value;
    request.log.warn({ detail: result.detail }, 'IBGE localidades service unavailable');
    throw new ApiError(503, { message: m.upstreamDown });
  };
  const ibge = () => {
    if (client === null) throw new ApiError(503, { message: m.notConfigured });
    return client;
  };

  app.get('/api/locations/states', access, async (request): Promise<LocationState[]> => valueOf(request, await ibge().states()));

  app.get('/api/locations/states/:uf/cities', access, async (request): Promise<LocationCity[]> => {
    const { uf } = parseInput(ufParams, request.params);
    const service = ibge();
    // IBGE answers [] for a UF it does not know; its own list of states decides what exists.
    const states = valueOf(request, await service.states());
    if (!states.some((state) => state.uf === uf)) throw new ApiError(404, { message: m.stateNotFound });
    return valueOf(request, await service.cities(uf));
  });
}
