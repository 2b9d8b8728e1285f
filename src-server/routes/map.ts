// The map's settings and tiles (issue 19 §5):
// - GET map/config (staff): the tile template (always this server's proxy below), the source's
//   attribution, and where the map opens (the organisation's city, geocoded once and remembered;
//   Brazil as a whole while the geocoding service cannot tell).
// - GET map/tiles/{z}/{x}/{y}.png (staff): one tile of the configured source (--map-tiles-url),
//   through the server's cache. Why a proxy and not the source itself: see map/tiles.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tileParamsSchema, type MapConfig } from '../../src-shared/api/map';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import type { Coordinates } from '../geocoding/client';
import { ApiError } from '../http/errors';
import { isTile, MAX_TILE_ZOOM } from '../map/tiles';
import { staffOnly } from './inbox';

const m = messages.map.server;
/** Brazil's centre, seen whole: where the map opens when the organisation's city is not known. */
const BRAZIL = { center: { latitude: -14.235, longitude: -51.925 }, zoom: 4 } as const;
const CITY_ZOOM = 13;
export const MAP_TILES_PATH = 'map/tiles/{z}/{x}/{y}.png';

const tileRoute = z.object({ z: z.string(), x: z.string(), tile: z.string().regex(/^\d{1,7}\.png$/) });

export function registerMapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  let cityCenter: Coordinates | null = null;

  const organisationCity = async (): Promise<Coordinates | null> => {
    if (cityCenter !== null || ctx.geocoding.client === null) return cityCenter;
    const org = ctx.db
      .prepare<[], { address_city: string; address_state: string }>('SELECT address_city, address_state FROM organization ORDER BY id LIMIT 1')
      .get();
    if (org === undefined || org.address_city.trim() === '') return null;
    const found = await ctx.geocoding.client.search({ street: '', number: '', city: org.address_city, uf: org.address_state, zip: '' });
    if (found.kind === 'found') cityCenter = found.coordinates;
    return cityCenter;
  };

  app.get('/api/map/config', staffOnly, async (): Promise<MapConfig> => {
    const city = await organisationCity();
    return {
      tiles_url: MAP_TILES_PATH,
      attribution: ctx.mapTiles?.attribution ?? '',
      center: city ?? BRAZIL.center,
      zoom: city === null ? BRAZIL.zoom : CITY_ZOOM,
      max_zoom: MAX_TILE_ZOOM,
    };
  });

  app.get('/api/map/tiles/:z/:x/:tile', staffOnly, async (request, reply) => {
    const raw = tileRoute.safeParse(request.params);
    const params = raw.success ? tileParamsSchema.safeParse({ z: raw.data.z, x: raw.data.x, y: raw.data.tile.slice(0, -'.png'.length) }) : null;
    if (params === null || !params.success || !isTile(params.data.z, params.data.x, params.data.y)) throw new ApiError(404, { message: m.invalidTile });
    if (ctx.mapTiles === null) throw new ApiError(503, { message: m.tileUnavailable });
    const result = await ctx.mapTiles.tile(params.data.z, params.data.x, params.data.y);
    if (result.kind === 'unavailable') {
      request.log.warn({ detail: result.detail }, 'map tile source unavailable');
      throw new ApiError(502, { message: m.tileUnavailable });
    }
    // The session's own copy: tiles are public, but this route answers only a signed-in staff member.
    return reply.type(result.contentType).header('Cache-Control', 'private, max-age=86400').send(result.png);
  });
}
