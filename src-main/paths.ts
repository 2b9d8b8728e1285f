// Where the built pieces sit relative to the built main (out/main/index.js), as electron-vite
// writes them and electron-builder packs them (out/** inside the asar).
import { join } from 'node:path';

export function builtPaths(mainDir: string): { preload: string; renderer: string } {
  return {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    renderer: join(mainDir, '..', 'renderer'),
  };
}
