// Each entry's index.html paints its loading state before any JavaScript, so its texts cannot come
// from the messages module at run time: these rules keep them equal to the messages' entries, and
// keep the state self-contained (no request a slow link would wait for) and accessible.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';

const entries = [
  { name: 'staff', title: messages.app.name, brand: messages.app.name },
  { name: 'citizen', title: messages.app.citizenTitle, brand: messages.app.citizenTitle },
] as const;

const htmlOf = (name: string) => readFileSync(resolve(import.meta.dirname, '..', '..', 'src-renderer', name, 'index.html'), 'utf8');
/** Written into each page's <style data-gdoc-loading-style> at build time (scripts/bundle/loadingStylePlugin.ts). */
const loadingCss = readFileSync(resolve(import.meta.dirname, '..', '..', 'src-renderer', 'app', 'loadingState.css'), 'utf8');
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';

describe.each(entries)('the $name index.html', ({ name, title, brand }) => {
  const html = htmlOf(name);
  const root = rootOf(html);

  it('shows the product name and messages.app.loading inside #root, as a status', () => {
    expect(root).toContain('role="status"');
    expect(root).toContain(`>${brand}</p>`);
    expect(root).toContain(`>${messages.app.loading}</p>`);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it('takes the shared loading style, which stops its animation for users who ask for reduced motion', () => {
    expect(html).toContain('<style data-gdoc-loading-style></style>');
    expect(loadingCss).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*animation: none/);
  });

  it('loads nothing but the entry script: no external style sheet, font or image', () => {
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/<img\b|url\(|@import|https?:\/\//i);
    expect(loadingCss).not.toMatch(/url\(|@import|https?:\/\//i);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script type="module" src="./main.tsx">']);
  });
});
