// GET zip-code/{zip} (spec §5: once 8 digits are typed the address is filled from a lookup;
// failure shows "CEP não encontrado"): the server asks the configured ViaCEP-compatible service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZipLookup } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { publicAccess, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { createPostalCodeClient } from '../postalCode/client';

const m = messages.medias;
/** "01001-000" and "01001000" are the same CEP; anything but 8 digits is refused. */
const zipParams = z.object({
  zip: z
    .string()
    .transform((value) => value.replace(/[-.\s]/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, { error: m.zipInvalid })),
});

export function registerZipCodeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const client = ctx.postalCodeUrl ? createPostalCodeClient({ baseUrl: ctx.postalCodeUrl }) : null;
  // Public, like GET locations/… and under the same per-IP limit: the signup's address step comes
  // before any login; staff and citizens filling an address use it too.
  app.get('/api/zip-code/:zip', limitedPerIp(withAccess(publicAccess), app.ipRateLimits.locations), async (request): Promise<ZipLookup> => {
    const { zip } = parseInput(zipParams, request.params);
    if (client === null) throw new ApiError(503, { message: m.zipNotConfigured });
    const result = await client.lookup(zip);
    if (result.kind === 'found') return result.address;
    if (result.kind === 'not-found') throw new ApiError(404, { message: m.zipNotFound });
    request.log.warn({ detail: result.detail }, 'postal code service unavailable');
    throw new ApiError(502, { message: m.zipUpstreamDown });
  });
}
