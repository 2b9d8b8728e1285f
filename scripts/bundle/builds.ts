// The two renderer builds as the budget test and `npm run bundle:report` build and read them: the
// staff app (electron-vite, whose --outDir puts main, preload and renderer under one folder) and
// the citizen portal (vite). Each writes .vite/manifest.json, from which the initial load is read.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export type BuildName = 'staff' | 'citizen';

export const BUILDS: readonly { name: BuildName; entry: string; rendererDir: (outDir: string) => string }[] = [
  { name: 'staff', entry: 'staff/index.html', rendererDir: (outDir) => join(outDir, 'renderer') },
  { name: 'citizen', entry: 'index.html', rendererDir: (outDir) => join(outDir, 'citizen') },
];

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Builds both into outDir (staff under renderer/, citizen under citizen/), leaving out/ and dist/ alone. */
export function buildInto(outDir: string, env: NodeJS.ProcessEnv = {}): void {
  // NODE_ENV as a real build has it: vitest sets 'test', which would select React's development build.
  const options = { cwd: ROOT, stdio: 'pipe' as const, env: { ...process.env, NODE_ENV: 'production', ...env } };
  execFileSync(bin('electron-vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], options);
  execFileSync(bin('vite'), ['build', '-c', 'vite.citizen.config.ts', '--outDir', join(outDir, 'citizen'), '--emptyOutDir', '--logLevel', 'warn'], options);
}
