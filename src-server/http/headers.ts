// Headers on every response. Web pages get the one CSP the renderer is built for; API answers get
// a CSP that allows nothing, so a JSON or SVG body opened directly can never run script. Answers
// over https tell the browser to keep to https (HSTS); over http the header would be ignored, and
// the scheme is the connection's own, or a trusted proxy's X-Forwarded-Proto (AppOptions.trustProxy).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildCsp, RECAPTCHA_SOURCES } from '../../src-shared/security/csp';
import { isApiPath, pathOf } from './paths';

const WEB_CSP = buildCsp([]);
export const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Vite writes content-hashed files under assets/, so a URL there never changes content. */
const isHashedAsset = (path: string) => /^\/(app\/)?assets\//.test(path);

/** What URL.hostname gives for a DNS name, an IPv4 address or a bracketed IPv6 address; nothing else. */
const PLAIN_HOSTNAME = /^(?:[\w-]+(?:\.[\w-]+)*\.?|\[[0-9a-f:.]+\])$/;

/**
 * The realtime server as the browser reaches it: the host name the page was loaded from (the
 * Host header) with the realtime port. Host is the client's word: it is parsed with URL and must
 * come out as a bare host name, since URL keeps characters such as ';' that would end a directive.
 */
export function realtimeOriginFor(request: Pick<FastifyRequest, 'headers' | 'protocol'>, port: number): string | null {
  const host = request.headers.host;
  if (host === undefined || host.length > 255) return null;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
  if (!PLAIN_HOSTNAME.test(url.hostname)) return null;
  return `${url.protocol}//${url.hostname}:${port}`;
}

export type SecurityHeaderOptions = {
  /** The listening realtime server's port, null when none listens (its origin is then left out). */
  realtimePort?: () => number | null;
  /** Whether the organisation turned the signup's reCAPTCHA on: the portal's pages then allow Google's script and frames. */
  recaptchaEnabled?: () => boolean;
};

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const webCsp = (request: FastifyRequest): string => {
    const port = options.realtimePort?.() ?? null;
    const origin = port === null ? null : realtimeOriginFor(request, port);
    // Only the citizen portal (/app/) shows the signup, and only when reCAPTCHA is on.
    const recaptcha = pathOf(request.url).startsWith('/app/') && options.recaptchaEnabled?.() === true;
    if (origin === null && !recaptcha) return WEB_CSP;
    return buildCsp([], origin === null ? [] : [origin], recaptcha ? RECAPTCHA_SOURCES : {});
  };
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      reply.header('Content-Security-Policy', API_CSP);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', webCsp(request));
      if (!reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', isHashedAsset(path) && reply.statusCode === 200 ? IMMUTABLE : 'no-cache');
      }
    }
    return payload;
  });
}
