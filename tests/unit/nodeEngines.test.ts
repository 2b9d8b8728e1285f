// package.json's engines.node says the Node.js versions the toolchain really needs: the range every
// installed package accepts, but for the few named below, which declare a newer Node and are known
// to run on ours (or never run in Node), each with the reason. The README states the same range.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

/** Packages that declare Node 22 and run on our range anyway, or only where Node 22 is at hand. */
const DECLARE_NEWER: Record<string, string> = {
  '@axe-core/playwright': 'the e2e suite runs it on Node 20 in every npm test',
  electron: 'its install script runs on Node 20 up to the download of the binary (npm start, checked here)',
  '@electron/get': 'electron downloads its binary with it (see electron)',
  '@electron-internal/extract-zip': 'electron unpacks its binary with it (see electron)',
  '@electron/rebuild': 'electron-builder, at packaging time only (npm run package needs Node 22.12, README)',
  'node-abi': 'electron-builder, at packaging time only (see @electron/rebuild)',
  '@mantine/dropzone': 'browser code bundled into the renderer: Node never runs it',
  'react-dropzone': 'browser code bundled into the renderer (see @mantine/dropzone)',
  'attr-accept': 'browser code bundled into the renderer (see @mantine/dropzone)',
  'file-selector': 'browser code bundled into the renderer (see @mantine/dropzone)',
  'content-disposition': '@fastify/static serves every e2e page from the reference server on Node 20',
  cookie: "Fastify's inject (light-my-request) runs every server test on Node 20",
  '@img/sharp-win32-ia32': "sharp's binary for 32-bit Windows: installed only there, where the reference server does not run",
};

const declared = Object.entries(lock.packages).flatMap(([path, entry]) => {
  const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
  return path && node ? [{ name: path.replace(/^.*node_modules\//, ''), node }] : [];
});

describe('the Node.js versions the project needs (package.json engines)', () => {
  const ours = pkg.engines.node;

  it('is a range every installed package accepts, but for the named exceptions', () => {
    const refusing = declared.filter(({ name, node }) => !(name in DECLARE_NEWER) && !semver.subset(ours, node));
    expect(refusing).toEqual([]);
  });

  it('names no exception that is not needed', () => {
    const needed = new Set(declared.filter(({ node }) => !semver.subset(ours, node)).map(({ name }) => name));
    expect(Object.keys(DECLARE_NEWER).filter((name) => !needed.has(name))).toEqual([]);
  });

  it('holds the Node.js running the tests', () => {
    expect(semver.satisfies(process.version, ours)).toBe(true);
  });

  it('is the range the README states', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`\`${ours}\``);
  });
});
