// What a first visit downloads before the app can draw: the entry chunk and every chunk it imports
// statically (walked through Vite's .vite/manifest.json; dynamic imports are the lazy screens and
// are left out), with the CSS those chunks carry. Shared by the bundle budget test and
// `npm run bundle:report`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type FileSize = { file: string; raw: number; gzip: number };
export type InitialLoad = { js: FileSize[]; css: FileSize[] };

export const readManifest = (outDir: string): Manifest => JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Raw and gzipped (zlib's default level, what a server compressing on the fly sends) size of one built file. */
export function sizeOf(outDir: string, file: string): FileSize {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** The entry's file and CSS plus those of its static imports, each once, entry first. */
export function initialFiles(manifest: Manifest, entryKey: string): { js: string[]; css: string[] } {
  if (manifest[entryKey]?.isEntry !== true) throw new Error(`${entryKey} não é uma entrada do manifesto (${Object.keys(manifest).join(', ')})`);
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`o manifesto não tem ${key}`);
    js.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return { js, css: [...css] };
}

export function initialLoad(outDir: string, entryKey: string): InitialLoad {
  const files = initialFiles(readManifest(outDir), entryKey);
  return { js: files.js.map((file) => sizeOf(outDir, file)), css: files.css.map((file) => sizeOf(outDir, file)) };
}

export const total = (sizes: readonly FileSize[], key: 'raw' | 'gzip' = 'gzip') => sizes.reduce((sum, size) => sum + size[key], 0);

/** Kilobytes of 1000 bytes, as the budgets are written and Vite reports. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
