// LOCAL FIXTURE, not a map: a small tile server on the loopback interface answering
// GET /{z}/{x}/{y}.png as OpenStreetMap's tile server does, with 256×256 PNG tiles drawn here (a
// plain colour, a grid and the tile's z/x/y), green over the demo municipality (Vale Verde, see
// geocodingFixture.ts) and sand elsewhere. Used by `npm start` and the e2e reference server, since
// these machines have no internet. Tiles are drawn by sharp once and kept in memory.
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { DEMO_CITY_CENTER } from '../db/seed/demoPlaces';
import { listenLocally } from './localServer';

export const TILE_FIXTURE_TEMPLATE = '/{z}/{x}/{y}.png';
const SIZE = 256;
const MAX_ZOOM = 19;
/** The demo municipality's area, about 15 km across. */
const DEMO_AREA = { north: DEMO_CITY_CENTER.latitude + 0.07, south: DEMO_CITY_CENTER.latitude - 0.07, west: DEMO_CITY_CENTER.longitude - 0.07, east: DEMO_CITY_CENTER.longitude + 0.07 };

/** The north-west corner of a tile (Web Mercator, as every slippy map numbers them). */
export function tileCorner(z: number, x: number, y: number): { latitude: number; longitude: number } {
  const n = 2 ** z;
  const longitude = (x / n) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  return { latitude, longitude };
}

function overlapsDemoArea(z: number, x: number, y: number): boolean {
  const nw = tileCorner(z, x, y);
  const se = tileCorner(z, x + 1, y + 1);
  return nw.latitude >= DEMO_AREA.south && se.latitude <= DEMO_AREA.north && se.longitude >= DEMO_AREA.west && nw.longitude <= DEMO_AREA.east;
}

function svgOf(z: number, x: number, y: number): string {
  const fill = overlapsDemoArea(z, x, y) ? '#cfe8c9' : '#efe6d2';
  const lines = Array.from({ length: 7 }, (_, index) => (index + 1) * 32)
    .map((at) => `<line x1="${at}" y1="0" x2="${at}" y2="${SIZE}"/><line x1="0" y1="${at}" x2="${SIZE}" y2="${at}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="${fill}"/>
    <g stroke="#b8b0a0" stroke-width="1">${lines}</g>
    <rect x="0.5" y="0.5" width="${SIZE - 1}" height="${SIZE - 1}" fill="none" stroke="#7d7363" stroke-width="1"/>
    <text x="8" y="20" font-family="sans-serif" font-size="14" fill="#4a4338">${z}/${x}/${y}</text>
  </svg>`;
}

export type TileFixture = { url: string; template: string; requests: string[]; stop(): Promise<void> };

export async function startTileFixture(options: { port?: number } = {}): Promise<TileFixture> {
  const requests: string[] = [];
  const tiles = new Map<string, Promise<Buffer>>();
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const match = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(request.url ?? '');
    const [z, x, y] = match === null ? [NaN, NaN, NaN] : [Number(match[1]), Number(match[2]), Number(match[3])];
    if (request.method !== 'GET' || match === null || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('no such tile');
      return;
    }
    const key = `${z}/${x}/${y}`;
    let tile = tiles.get(key);
    if (tile === undefined) {
      tile = sharp(Buffer.from(svgOf(z, x, y))).png({ palette: true }).toBuffer();
      tiles.set(key, tile);
    }
    tile.then(
      (png) => {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'max-age=86400' });
        response.end(png);
      },
      (error: unknown) => {
        tiles.delete(key);
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end((error as Error).message);
      },
    );
  });
  const listening = await listenLocally(server, options.port);
  return { url: listening.url, template: `${listening.url}${TILE_FIXTURE_TEMPLATE}`, requests, stop: listening.stop };
}
