// Brotli or gzip for every response worth it, as the client's Accept-Encoding allows, through
// @fastify/compress: the browser builds (a 6 MB staff bundle went out as is, 20 s of blank page at
// 1.6 Mbit/s) and the API's JSON. Compressing per response costs CPU, so brotli stays at a moderate
// quality. Safe against BREACH-style guessing: credentials travel as bearer tokens a foreign page
// cannot make the browser attach (cors.ts), so no secret rides along with attacker-chosen text.
// Nothing the server sends streams events (the realtime server is a separate WebSocket server, see
// realtime/server.ts); streamed files (the audit CSV) are compressed as they stream.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this a response gains less than the headers and the CPU cost (the plugin's own default). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Quality 4 (0–11) compresses a 6 MB bundle in about 0.2 s to 22% of its size; 11 gets 17% but
 * takes 10 s, which no response can wait for.
 */
const BROTLI_QUALITY = 4;

/**
 * Text formats only (scripts, styles, pages, JSON, SVG, CSV). Stored files that are already
 * compressed (PDF, images, zip) or of unknown type (octet-stream, which the plugin's default
 * would compress) go out as they are: squeezing them again spends CPU for nothing.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|wasm)|image\/svg\+xml|[^;]*\+json|[^;]*\+xml)/;
export const isCompressibleType = (contentType: string): boolean => COMPRESSIBLE.test(contentType.trim().toLowerCase());

/** Must be registered before the routes and the static builds: it attaches itself to each route as it is added. */
export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    // Clients never send compressed bodies: accepting them would only let a small request
    // inflate into a large one before the body limit sees it.
    globalDecompression: false,
  });
}
