// The page the user's browser shows when gov.br sends it back (GET /api/signature/govbr/callback):
// a sentence saying whether to go back to GDoc, nothing else. No script, no external resource; the
// /api CSP (http/headers.ts: default-src 'none', inline style only, sandbox, no framing) applies.
import { messages } from '../../src-shared/messages';

const m = messages.signing.govBr;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function callbackPage(outcome: { ok: true } | { ok: false; message: string }): string {
  const heading = outcome.ok ? m.pageDone : m.pageFailed;
  const detail = outcome.ok ? m.pageClose : `${outcome.message} ${m.pageClose}`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(m.pageTitle)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 3rem 1.5rem; color: #1b1b1b; background: #f8f9fa; }
main { max-width: 34rem; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 2rem; }
h1 { font-size: 1.35rem; margin: 0 0 1rem; color: ${outcome.ok ? '#1a6b2f' : '#a61b1b'}; }
p { line-height: 1.5; margin: 0; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(detail)}</p>
</main>
</body>
</html>
`;
}
