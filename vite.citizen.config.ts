// The citizen portal's web build: the same src-renderer, its own entry, served under /app/ so
// citizen routes are /app/citizen/… (both spec documents hold).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadingStyle } from './scripts/bundle/loadingStylePlugin';
import { precompress } from './scripts/bundle/precompressPlugin';
import { bundleReport } from './scripts/bundle/reportPlugin';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer/citizen'),
  base: '/app/',
  plugins: [react(), loadingStyle(import.meta.dirname), precompress(), ...bundleReport('citizen', import.meta.dirname)],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/citizen'),
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which chunks the entry loads at once, read by the bundle budget.
    manifest: true,
  },
});
