// Real XSS payloads (OWASP cheat sheet, DOMPurify's own mutation-XSS cases) against the document
// sanitiser, in a jsdom window like the renderer's DOM.
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { safeStyle, sanitizeDocumentHtml } from './sanitizeDocumentHtml';

const window = new JSDOM('').window as unknown as WindowLike & Window;
const clean = (html: string) => sanitizeDocumentHtml(html, window);

/** Parses the output the way the screen's innerHTML would, to look for anything executable. */
function dangers(html: string): string[] {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'style', 'link', 'meta', 'base', 'noscript', 'template'].includes(tag)) found.push(tag);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attribute.name) && /^\s*(javascript|vbscript|data:text)/i.test(attribute.value))
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      if (attribute.name === 'srcdoc') found.push(`${tag}[srcdoc]`);
    }
  }
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">clique</a>',
  '<a href=" JaVaScRiPt:alert(1)">clique</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><input type=submit formaction="javascript:alert(1)"></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p id="cookie" name="location">clobber</p>',
];

describe('sanitizeDocumentHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    const output = clean(payload);
    expect(dangers(output)).toEqual([]);
    expect(output).not.toMatch(/onerror|onload|ontoggle|javascript:|<script|<iframe|<svg|expression\(/i);
  });

  it('keeps the text of what it drops, but not the code of scripts and styles', () => {
    expect(clean('<p>Prezados,<script>alert(1)</script> segue</p>')).toBe('<p>Prezados, segue</p>');
    expect(clean('<custom-tag>texto</custom-tag>')).toBe('texto');
  });

  it('keeps the formatting a document uses', () => {
    const html =
      '<h2>Requerimento</h2><p><strong>Nome:</strong> <em>Maria</em> <u>Santos</u></p><ul><li>um</li></ul><ol><li>dois</li></ol>' +
      '<blockquote>citação</blockquote><table><thead><tr><th>Item</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('forces links to open outside, without opener, and only for http, https and mailto', () => {
    expect(clean('<a href="https://prefeitura.gov.br">site</a>')).toBe('<a href="https://prefeitura.gov.br" target="_blank" rel="noopener noreferrer">site</a>');
    expect(clean('<a href="mailto:ouvidoria@demo.gov.br" target="_self" rel="opener">mail</a>')).toBe(
      '<a href="mailto:ouvidoria@demo.gov.br" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    expect(clean('<a href="ftp://x">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="/relative">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps images only from https or inline raster data', () => {
    expect(clean('<img src="https://cdn.gov.br/a.png" alt="logo">')).toBe('<img src="https://cdn.gov.br/a.png" alt="logo">');
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(clean('<img src="http://insecure.example/a.png">')).toBe('<img>');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
  });

  it('keeps only harmless style declarations', () => {
    expect(clean('<p style="text-align: center; position: fixed; color: #333">x</p>')).toBe('<p style="text-align: center; color: #333">x</p>');
    expect(clean('<p style="background-image: url(https://x/y.png)">x</p>')).toBe('<p>x</p>');
    expect(safeStyle('color: rgb(10, 20, 30); behavior: url(x.htc); font-weight: bold')).toBe('color: rgb(10, 20, 30); font-weight: bold');
    expect(safeStyle('color: red\\;')).toBe('');
  });

  it('drops ids, names, classes and data attributes (no DOM clobbering, no app styles borrowed)', () => {
    expect(clean('<p id="x" name="y" class="mantine-Button-root" data-x="1" aria-hidden="true">t</p>')).toBe('<p>t</p>');
  });
});
