// `npm run bundle:report` sets GDOC_BUNDLE_REPORT: each build then writes a treemap of what its
// chunks hold (rollup-plugin-visualizer, sizes raw and gzipped) to out/bundle-report/<name>.html,
// plus the same data as JSON for scripts. Off otherwise: it slows the build and nobody reads it.
import { resolve } from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import type { PluginOption } from 'vite';

/** Under the repository's root (passed in: electron-vite bundles its config, so this file's own path is not known then). */
export const bundleReportDir = (root: string) => resolve(root, 'out/bundle-report');

export function bundleReport(name: 'staff' | 'citizen', root: string): PluginOption[] {
  if (process.env.GDOC_BUNDLE_REPORT !== '1') return [];
  return [
    visualizer({ filename: resolve(bundleReportDir(root), `${name}.html`), template: 'treemap', gzipSize: true, title: `GDoc — ${name}` }),
    visualizer({ filename: resolve(bundleReportDir(root), `${name}.json`), template: 'raw-data', gzipSize: true }),
  ];
}
