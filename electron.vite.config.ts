// Three builds. main: ESM for Node, with every JS dependency bundled in and only native modules
// left to node_modules (they are rebuilt for Electron by electron-builder). preload: one
// self-contained CommonJS file, because a sandboxed preload can neither be an ES module nor
// require() anything but 'electron'. renderer: the staff app, served at app://staff/ with
// absolute asset URLs so deep client-side routes (/workspace/sector/tasks) still find them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { loadingStyle } from './scripts/bundle/loadingStylePlugin';
import { precompress } from './scripts/bundle/precompressPlugin';
import { bundleReport } from './scripts/bundle/reportPlugin';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

/** Native addons cannot be bundled; list new ones here (pkcs11js is loaded only by the signer process). */
const nativeModules = ['better-sqlite3', 'pkcs11js'];

// electron-vite forces base './' for production renderer builds; relative asset URLs break under
// a nested route's fallback to index.html, so the base is set back to '/'.
const absoluteBase = (): Plugin => ({
  name: 'gdoc:absolute-renderer-base',
  enforce: 'post',
  config: () => ({ base: '/' }),
});

export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      // Two entries: the app's main, and the certificate bridge that main starts with utilityProcess.
      lib: { entry: { index: resolve(root, 'src-main/index.ts'), signer: resolve(root, 'src-signer/process/main.ts') } },
      rolldownOptions: { external: nativeModules },
      sourcemap: true,
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      lib: { entry: resolve(root, 'src-preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      sourcemap: true,
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    base: '/',
    plugins: [react(), absoluteBase(), loadingStyle(root), precompress(), ...bundleReport('staff', root)],
    // Shown by the web bridge when the staff app runs in a plain browser (the desktop asks main).
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified; the same files are the staff web build, so
      // they are minified for the network (bundle budget: tests/unit/bundleBudget.test.ts).
      minify: true,
      // .vite/manifest.json: which chunks the entry loads at once, read by the bundle budget.
      manifest: true,
      rolldownOptions: { input: { staff: resolve(root, 'src-renderer/staff/index.html') } },
    },
  },
});
