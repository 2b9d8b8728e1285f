// Where the built pieces sit relative to the built main (out/main/index.js), as electron-vite
// writes them and electron-builder packs them (out/** inside the asar).
import { join } from 'node:path';

export function builtPaths(mainDir: string): { preload: string; renderer: string; signer: string } {
  return {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    // A second entry of the main build, started with utilityProcess (electron.vite.config.ts).
    signer: join(mainDir, 'signer.js'),
    renderer: join(mainDir, '..', 'renderer'),
  };
}
