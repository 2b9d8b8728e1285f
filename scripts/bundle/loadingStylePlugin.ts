// Both pages' loading state shares one stylesheet, src-renderer/app/loadingState.css, written into
// each index.html's <style data-gdoc-loading-style> at build time: inline, so it paints with the
// HTML and costs no request, yet kept in one file instead of a copy per page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<style data-gdoc-loading-style></style>';

/** `root` is the repository's (electron-vite bundles its config, so this file's own path is not known then). */
export function loadingStyle(root: string): Plugin {
  const css = () => readFileSync(resolve(root, 'src-renderer/app/loadingState.css'), 'utf8');
  return {
    name: 'gdoc:loading-style',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html sem ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, `<style>\n${css()}    </style>`);
      },
    },
  };
}
