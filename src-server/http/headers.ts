// Headers on every response. Web pages get the one CSP the renderer is built for; API answers get
// a CSP that allows nothing, so a JSON or SVG body opened directly can never run script.
import type { FastifyInstance } from 'fastify';
import { buildCsp } from '../../src-shared/security/csp';
import { isApiPath, pathOf } from './paths';

const WEB_CSP = buildCsp([]);
export const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite writes content-hashed files under assets/, so a URL there never changes content. */
const isHashedAsset = (path: string) => /^\/(app\/)?assets\//.test(path);

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      reply.header('Content-Security-Policy', API_CSP);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', WEB_CSP);
      if (!reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', isHashedAsset(path) && reply.statusCode === 200 ? IMMUTABLE : 'no-cache');
      }
    }
    return payload;
  });
}
