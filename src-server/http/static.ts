// The browser builds: the staff app at / and the citizen portal at /app/, each a single-page app
// whose client-side routes fall back to its index.html.
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src-shared/messages';
import { notFound, sendError } from './errors';
import { isApiPath, pathOf } from './paths';

export type WebOptions = { staffDir?: string; citizenDir?: string };

const CITIZEN_PREFIX = '/app/';

/**
 * electron-vite builds the staff app with src-renderer as its root, so its page lands in
 * staff/index.html next to a shared assets/ folder; a plain Vite build has index.html at the top.
 */
const STAFF_INDEX_CANDIDATES = ['index.html', 'staff/index.html'];
const CITIZEN_INDEX_CANDIDATES = ['index.html'];

type WebBuild = { root: string; index: string };

export function findWebBuild(dir: string, candidates: readonly string[] = ['index.html']): WebBuild {
  const root = resolve(dir);
  const index = candidates.find((candidate) => existsSync(join(root, candidate)));
  if (index === undefined) throw new Error(messages.server.webDirWithoutIndex(root));
  return { root, index };
}

const isCitizenPath = (path: string) => path === '/app' || path.startsWith(CITIZEN_PREFIX);

/**
 * Registers the builds given, and the not-found answer for everything: a client-side route of a
 * build gets its index.html, anything else (every unknown /api route included) a JSON 404.
 */
export function registerWeb(app: FastifyInstance, web: WebOptions = {}): void {
  const staff = web.staffDir === undefined ? undefined : findWebBuild(web.staffDir, STAFF_INDEX_CANDIDATES);
  const citizen = web.citizenDir === undefined ? undefined : findWebBuild(web.citizenDir, CITIZEN_INDEX_CANDIDATES);
  // Cache-Control and the security headers are set for every response in headers.ts. The builds
  // hold a .br and a .gz copy of each text file (scripts/bundle/precompressPlugin.ts), sent as
  // they are to a browser that accepts them; compression.ts then leaves them alone.
  const common = { wildcard: true, index: 'index.html', cacheControl: false, dotfiles: 'ignore' as const, preCompressed: true };
  if (staff) void app.register(fastifyStatic, { ...common, root: staff.root, prefix: '/', decorateReply: true });
  if (citizen) {
    void app.register(fastifyStatic, { ...common, root: citizen.root, prefix: CITIZEN_PREFIX, decorateReply: !staff });
  }

  const spaIndex = (request: FastifyRequest): WebBuild | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (!(request.headers.accept ?? '').includes('text/html')) return undefined;
    const path = pathOf(request.url);
    if (isApiPath(path)) return undefined;
    return isCitizenPath(path) ? citizen : staff;
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const build = spaIndex(request);
    if (build !== undefined) return reply.sendFile(build.index, build.root);
    return sendError(notFound(), request, reply);
  });
}
