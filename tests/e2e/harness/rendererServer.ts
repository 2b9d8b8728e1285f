// Serves the built renderer to the browser exactly as the app:// protocol serves it in Electron:
// same resolution (routes fall back to the staff index, nothing outside the build), same headers
// (the CSP included). Only the origin differs: http://127.0.0.1:<free port>.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppResponseHeaders, resolveAppRequest } from '../../../src-main/protocol/appProtocol';
import { APP_ORIGIN } from '../../../src-main/security/trustedUrl';
import type { Settings } from '../../../src-shared/ipc/contract';

export const BUILT_RENDERER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'out', 'renderer');

export type RendererServerOptions = {
  /** The built renderer; out/renderer by default (run `npm run build:app` first). */
  rootDir?: string;
  /** Read per request, as in the app, so the CSP follows the harness's settings store. */
  getSettings: () => Settings;
};

export type RendererServer = { url: string; close(): Promise<void> };

export async function startRendererServer({ rootDir = BUILT_RENDERER_DIR, getSettings }: RendererServerOptions): Promise<RendererServer> {
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    // http://127.0.0.1:PORT/login is resolved as app://staff/login. Only origin-relative paths:
    // '//host/x' would otherwise change the host.
    const resolution = path.startsWith('/') && !path.startsWith('//') ? resolveAppRequest(`${APP_ORIGIN}${path}`, rootDir) : ({ kind: 'not-found' } as const);
    if (resolution.kind === 'not-found') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Hashed assets may be cached, as the reference server lets browsers cache them: a spec's
    // next page load then reuses the 4 MB bundle and its compiled code instead of parsing it again.
    const cacheControl = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
    response.writeHead(200, { ...buildAppResponseHeaders(getSettings(), resolution.mimeType), 'Cache-Control': cacheControl });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(resolution.path)
      .on('error', () => response.destroy())
      .pipe(response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
