// How app://staff/... maps onto the built renderer. Decisions only, no Electron: the protocol
// handler in Electron and the e2e static server both serve through these two functions, so the
// browser tests see the same files, fallbacks and headers as the app.
import { realpathSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { Settings } from '../../src-shared/ipc/contract';
import { buildCsp } from '../../src-shared/security/csp';
import { isAppUrl, parseUrl } from '../security/trustedUrl';

/**
 * The staff entry, relative to the renderer build directory. electron-vite builds with the
 * renderer root at src-renderer, so src-renderer/staff/index.html lands in out/renderer/staff/.
 */
export const APP_INDEX_FILE = 'staff/index.html';

export type AppResolution = { kind: 'file'; path: string; mimeType: string } | { kind: 'not-found' };

const NOT_FOUND: AppResolution = { kind: 'not-found' };

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
};

export function mimeTypeFor(path: string): string {
  return mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Decoded path segments, or null when any of them tries to leave its directory. */
function safeSegments(pathname: string): string[] | null {
  // The URL parser already folds /../ and /%2e%2e/; what is left is refused, not repaired.
  if (pathname.includes('\\')) return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment) || /^[a-zA-Z]:/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
}

function existingFileInside(root: string, candidate: string): string | null {
  try {
    if (!statSync(candidate).isFile()) return null;
    // A symlink inside the build must not lead outside it.
    const real = realpathSync(candidate);
    return isInside(realpathSync(root), real) ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * A path without an extension is a client-side route (/login, /workspace/sector/tasks) and gets
 * the staff index; a path with one must be a file of the build.
 */
export function resolveAppRequest(urlString: string, rootDir: string, indexFile: string = APP_INDEX_FILE): AppResolution {
  const url = parseUrl(urlString);
  if (!url || !isAppUrl(urlString)) return NOT_FOUND;
  const segments = safeSegments(url.pathname);
  if (!segments) return NOT_FOUND;

  const root = resolve(rootDir);
  const last = segments.at(-1);
  const isRoute = last === undefined || extname(last) === '';
  const candidate = isRoute ? resolve(root, indexFile) : resolve(root, ...segments);
  if (!isInside(root, candidate)) return NOT_FOUND;

  const path = existingFileInside(root, candidate);
  return path ? { kind: 'file', path, mimeType: mimeTypeFor(path) } : NOT_FOUND;
}

export function buildAppResponseHeaders(settings: Settings, mimeType: string): Record<string, string> {
  return {
    'Content-Type': mimeType,
    'Content-Security-Policy': buildCsp([settings.serverUrl], [settings.realtimeUrl]),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}
