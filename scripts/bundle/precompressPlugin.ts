// Each build writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of its text files
// next to them, which the reference server sends as they are (src-server/http/static.ts,
// @fastify/static's preCompressed): the best compression, paid once at build time instead of on
// every response (the server's own on-the-fly compression stays at a quality a response can wait
// for, and still answers what has no copy). vite-plugin-compression2 rather than our own
// generateBundle hook: it already handles the emitted assets, thresholds and concurrency.
import { constants } from 'node:zlib';
import type { PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Below the server's own threshold (src-server/http/compression.ts) a copy gains nothing. */
const THRESHOLD_BYTES = 1024;

export function precompress(): PluginOption {
  return compression({
    include: /\.(?:html|css|js|mjs|json|svg)$/,
    threshold: THRESHOLD_BYTES,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
