// The reference server as one bundle for the whole run. Through tsx, every server start compiles
// and loads the server's few hundred source files again: about 3 s of CPU, paid by every spec
// with its own server. The global setup bundles src-server/index.ts once with esbuild (the same
// compiler tsx uses; packages stay in node_modules) and every server of the run starts from it.
// `npm start` and tests/start still run the source through tsx.
import { build } from 'esbuild';
import { join } from 'node:path';

const BUNDLE_ENV = 'GDOC_E2E_SERVER_BUNDLE';
const ROOT = join(import.meta.dirname, '..', '..', '..');
// Three folders below the root, as src-server/db/seed/ is: a path the source builds from its own
// place (import.meta.url, e.g. the demo logo's) still lands in the repository from the bundle.
const BUNDLE_FILE = join(ROOT, 'out', 'e2e', 'server', 'index.mjs');

/** Bundles the server and names the bundle in the environment the test workers inherit. */
export async function bundleServer(): Promise<void> {
  await build({
    entryPoints: [join(ROOT, 'src-server', 'index.ts')],
    outfile: BUNDLE_FILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  process.env[BUNDLE_ENV] = BUNDLE_FILE;
}

/** The run's server bundle, when the global setup made one. */
export const serverBundle = (): string | undefined => process.env[BUNDLE_ENV];
