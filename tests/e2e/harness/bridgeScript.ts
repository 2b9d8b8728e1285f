// Bundles bridgeEntry.ts (with createBridge, the contract and zod) into one classic script for
// page.addInitScript. Built once per process; written through a temp file and a rename so that
// parallel Playwright workers never read half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const BRIDGE_SCRIPT_PATH = join(here, '..', '.build', 'bridge.js');

let pending: Promise<string> | undefined;

export function buildBridgeScript(): Promise<string> {
  pending ??= (async () => {
    const result = await build({
      entryPoints: [join(here, 'bridgeEntry.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    mkdirSync(dirname(BRIDGE_SCRIPT_PATH), { recursive: true });
    const temp = `${BRIDGE_SCRIPT_PATH}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, BRIDGE_SCRIPT_PATH);
    return BRIDGE_SCRIPT_PATH;
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
