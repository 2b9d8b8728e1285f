// One Content-Security-Policy for every place the renderer is served from: the app:// protocol
// in Electron, the reference server's web build and the e2e harness. Scripts only from the app
// itself; network only to the app and the configured API server. style-src allows inline styles
// because Mantine writes its CSS variables into a <style> element at run time.

export function buildCsp(apiOrigins: readonly string[]): string {
  const api = [...new Set(apiOrigins.map((origin) => new URL(origin).origin))].join(' ');
  const withApi = (base: string) => (api ? `${base} ${api}` : base);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    withApi("img-src 'self' data: blob:"),
    "font-src 'self' data:",
    withApi("connect-src 'self'"),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
