import { describe, expect, it } from 'vitest';
import { movedEntryTags } from './paintFirstPlugin';

const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>GDoc</title>
    <style>.gdoc-loading{color:#123}</style>
    <script type="module" crossorigin src="/assets/staff-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Page-2.js">
    <link rel="stylesheet" crossorigin href="/assets/staff-3.css">
  </head>
  <body>
    <div id="root"><div class="gdoc-loading" role="status">Carregando…</div></div>
  </body>
</html>`;

describe('the page paints its loading state before the build’s stylesheet arrives', () => {
  const moved = movedEntryTags(built);
  const head = moved.slice(0, moved.indexOf('</head>'));
  const body = moved.slice(moved.indexOf('<body>'));

  it('takes the stylesheet and the entry script out of <head>, where the stylesheet blocks every paint', () => {
    expect(head).not.toContain('staff-3.css');
    expect(head).not.toContain('staff-1.js');
  });

  it('puts them after the loading state, the stylesheet before the script so the app never runs unstyled', () => {
    const loading = body.indexOf('Carregando…');
    const stylesheet = body.indexOf('<link rel="stylesheet" crossorigin href="/assets/staff-3.css">');
    const script = body.indexOf('<script type="module" crossorigin src="/assets/staff-1.js"></script>');
    expect(loading).toBeGreaterThan(0);
    expect(stylesheet).toBeGreaterThan(loading);
    expect(script).toBeGreaterThan(stylesheet);
    expect(body.indexOf('</body>')).toBeGreaterThan(script);
  });

  it('keeps the inline loading style and the modulepreloads in <head>, so the downloads start at once', () => {
    expect(head).toContain('<style>.gdoc-loading{color:#123}</style>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Page-2.js">');
  });

  it('leaves a page without those tags as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(movedEntryTags(plain)).toBe(plain);
  });
});
