// The map's tile source (--map-tiles-url, OpenStreetMap's by default), fetched by this server for
// the renderer through GET /api/map/tiles/{z}/{x}/{y}.png.
//
// Why a proxy rather than the page loading tiles from the source: the renderer's Content-Security-
// Policy (src-shared/security/csp.ts) is fixed when the page loads — in Electron from the app's
// settings, on the web by this server's headers — and the tile source is this server's
// configuration, which the page learns only later. Widening img-src to any host would let a page
// beacon anywhere. Through the proxy every tile comes from the API origin the policy already
// allows, the tile source stays a server setting the page cannot change, and the small in-memory
// cache below spares the upstream (OpenStreetMap's tile policy asks for caching and a User-Agent).
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILES_USER_AGENT = 'GDoc-reference-server/1.0 (map tiles of the work queue)';
export const MAX_TILE_ZOOM = 19;
const TILE_TIMEOUT_MS = 5000;
const CACHE_TILES = 1000;
const MAX_TILE_BYTES = 512 * 1024;

export type MapTilesSettings = { url: string; attribution: string; fetch?: typeof fetch; timeoutMs?: number };

export type TileResult = { kind: 'tile'; png: Buffer; contentType: string } | { kind: 'unavailable'; detail: string };

export type MapTiles = {
  attribution: string;
  tile(z: number, x: number, y: number): Promise<TileResult>;
};

/** A tile that exists: zoom 0…MAX_TILE_ZOOM, x and y inside the 2^z × 2^z grid. */
export const isTile = (z: number, x: number, y: number): boolean =>
  Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= 0 && z <= MAX_TILE_ZOOM && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z;

/** A tile URL template the server accepts: http(s), with {z}, {x} and {y}. */
export function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    const url = new URL(template.replaceAll('{z}', '0').replaceAll('{x}', '0').replaceAll('{y}', '0'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function createMapTiles(settings: MapTilesSettings): MapTiles {
  const fetchImpl = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? TILE_TIMEOUT_MS;
  // Insertion order is use order: a hit is moved to the end, the first entry is the oldest.
  const cache = new Map<string, { png: Buffer; contentType: string }>();
  return {
    attribution: settings.attribution,
    async tile(z, x, y) {
      const key = `${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return { kind: 'tile', ...cached };
      }
      const url = settings.url.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
      try {
        const response = await fetchImpl(url, { headers: { 'user-agent': MAP_TILES_USER_AGENT, accept: 'image/png,image/*' }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return { kind: 'unavailable', detail: `HTTP ${response.status}` };
        const contentType = response.headers.get('content-type') ?? '';
        if (!/^image\/(png|jpeg|webp)\b/.test(contentType)) return { kind: 'unavailable', detail: `not an image: ${contentType}` };
        const png = Buffer.from(await response.arrayBuffer());
        if (png.length > MAX_TILE_BYTES) return { kind: 'unavailable', detail: 'tile too large' };
        const entry = { png, contentType: contentType.split(';')[0] ?? 'image/png' };
        cache.set(key, entry);
        if (cache.size > CACHE_TILES) cache.delete(cache.keys().next().value as string);
        return { kind: 'tile', ...entry };
      } catch (error) {
        const name = (error as Error).name;
        return { kind: 'unavailable', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${(error as Error).message}` };
      }
    },
  };
}
