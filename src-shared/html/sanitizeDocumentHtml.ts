// Document and dispatch HTML is written by citizens and staff alike, so it is untrusted: it goes
// through DOMPurify with an allow-list of text formatting before it reaches dangerouslySetInnerHTML.
// Each window gets its own DOMPurify instance: the hooks below must not leak into the shared
// default instance other screens may use with other rules. Shared: the renderer sanitises what it
// shows, the server what it stores (a model's content), with the same rules.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'style'];

/** Only presentation an editor produces; values may not call functions (url(), expression()) or escape. */
const SAFE_STYLE_PROPERTIES = new Set([
  'text-align', 'font-weight', 'font-style', 'text-decoration', 'color', 'background-color', 'vertical-align', 'text-indent',
]);
const SAFE_STYLE_VALUE = /^[#\w\s.,%-]+$|^(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\)$/i;

const SAFE_LINK = /^(?:https?:|mailto:)/i;
const SAFE_IMAGE = /^(?:https:|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

export function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return SAFE_STYLE_PROPERTIES.has(property) && value !== '' && SAFE_STYLE_VALUE.test(value) ? `${property}: ${value}` : null;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}

function configure(purifier: Purifier): Purifier {
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const cleaned = safeStyle(data.attrValue);
    if (cleaned === '') data.keepAttr = false;
    else data.attrValue = cleaned;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = (node.getAttribute('href') ?? '').trim();
      if (!SAFE_LINK.test(href)) node.removeAttribute('href');
      // A citizen's link opens outside the app and cannot reach back into it (window.opener).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'img') {
      const src = (node.getAttribute('src') ?? '').trim();
      if (!SAFE_IMAGE.test(src)) node.removeAttribute('src');
    }
  });
  return purifier;
}

const instances = new WeakMap<object, Purifier>();

function purifierFor(win: WindowLike): Purifier {
  let purifier = instances.get(win);
  if (!purifier) {
    purifier = configure(DOMPurify(win));
    instances.set(win, purifier);
  }
  return purifier;
}

/** Safe HTML for dangerouslySetInnerHTML, or to store. `win`: the page's window, or a DOM window in Node (jsdom). */
export function sanitizeDocumentHtml(html: string, win: WindowLike): string {
  const purifier = purifierFor(win);
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOMPurify tests every allowed attribute's value with this, so plain values (colspan="2",
    // titles) must pass too; hrefs and srcs get the stricter checks of the hook above.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/(?:png|jpe?g|gif|webp);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    KEEP_CONTENT: true,
    // Text inside these would otherwise survive as visible code or a styled block.
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes'],
    SANITIZE_DOM: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
