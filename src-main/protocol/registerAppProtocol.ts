// Electron glue for app://. The scheme is standard (real origin, relative URLs, localStorage)
// and secure (a secure context, like https), and fetch() may load from it.
import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import type { Settings } from '../../src-shared/ipc/contract';
import { APP_SCHEME } from '../security/trustedUrl';
import { buildAppResponseHeaders, resolveAppRequest } from './appProtocol';

/** Must run before app 'ready'. */
export function registerAppSchemePrivileges(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

export type AppProtocolOptions = { rendererDir: string; getSettings: () => Settings };

export function createAppRequestHandler({ rendererDir, getSettings }: AppProtocolOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const resolution = resolveAppRequest(request.url, rendererDir);
    if (resolution.kind === 'not-found') return new Response(null, { status: 404 });
    // Settings are read per request so the CSP follows a server address changed at run time
    // (the page has to reload to pick it up).
    const headers = buildAppResponseHeaders(getSettings(), resolution.mimeType);
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    try {
      return new Response(await readFile(resolution.path), { status: 200, headers });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

/** Must run after app 'ready'. */
export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, options: AppProtocolOptions): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(options));
}
