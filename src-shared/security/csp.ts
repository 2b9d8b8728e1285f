// One Content-Security-Policy for every place the renderer is served from: the app:// protocol
// in Electron, the reference server's web build and the e2e harness. Scripts only from the app
// itself; network only to the app, the configured API server and its realtime server. style-src
// allows inline styles because Mantine writes its CSS variables into a <style> element at run time.

/** The WebSocket scheme a socket.io connection upgrades to from an http(s) origin. */
const WEBSOCKET_SCHEME: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:' };

/** Google's reCAPTCHA (v2 checkbox) as its documentation lists it for a CSP: the script and its frames. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR';
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

export type ThirdPartySources = { script?: readonly string[]; frame?: readonly string[] };

/**
 * `realtimeOrigins` go to connect-src only, each with its ws(s) twin: socket.io starts with HTTP
 * long-polling and then upgrades, and CSP treats ws: as a scheme of its own.
 */
export function buildCsp(apiOrigins: readonly string[], realtimeOrigins: readonly string[] = [], thirdParty: ThirdPartySources = {}): string {
  const api = [...new Set(apiOrigins.map((origin) => new URL(origin).origin))];
  const realtime = realtimeOrigins.flatMap((origin) => {
    const url = new URL(origin);
    const websocket = WEBSOCKET_SCHEME[url.protocol];
    return websocket === undefined ? [url.origin] : [url.origin, `${websocket}//${url.host}`];
  });
  const withSources = (base: string, sources: readonly string[]) => [base, ...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    withSources("script-src 'self'", thirdParty.script ?? []),
    ...(thirdParty.frame?.length ? [withSources("frame-src 'self'", thirdParty.frame)] : []),
    "style-src 'self' 'unsafe-inline'",
    withSources("img-src 'self' data: blob:", api),
    "font-src 'self' data:",
    withSources("connect-src 'self'", [...api, ...realtime]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
