// Moves the build's stylesheet and entry script from <head> to the end of <body>, so the page's
// own loading state (inline in index.html) paints as soon as the HTML arrives. In <head> the
// stylesheet blocks every paint until it has loaded, and on a slow link it shares the line with
// the modulepreloads of the initial chunks: 1.4 s of blank page at 1.6 Mbit/s (bench:first-visit).
// At the end of <body> it blocks only what follows it, and the entry script, a module script,
// still runs after it has loaded (scripts wait for the stylesheets before them), so the app never
// draws unstyled. The modulepreload links stay in <head>: they start the downloads at once
// without blocking the paint.
import type { Plugin } from 'vite';

const ENTRY_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="stylesheet"[^>]*>)/g;

export function movedEntryTags(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const tags = [...head.matchAll(ENTRY_TAGS)].map((match) => match[1] as string);
  if (tags.length === 0) return html;
  // The stylesheet first, then the script, as the reasoning above needs.
  tags.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
  const rest = head.replace(ENTRY_TAGS, '') + html.slice(headEnd);
  return rest.replace('</body>', `  ${tags.join('\n    ')}\n  </body>`);
}

export function paintFirst(): Plugin {
  return { name: 'gdoc:paint-first', transformIndexHtml: { order: 'post', handler: movedEntryTags } };
}
