// Request logs never carry secrets: no headers at all (Authorization), and the values of
// token/password query parameters (the logout navigation puts the token in the URL) are replaced,
// and so are the OAuth code and state gov.br sends the browser back with (routes/govBr.ts) and the
// signature of a signed file link (medias/links.ts), which opens the file without a token; also the
// one-time code of a gov.br login (`govbr`), the one-time code the desktop app opens the portal with
// (`portal_code`, auth/portalCodes.ts) and the signup prefill (`form`: a CPF, a name, an e-mail)
// the portal pages are opened with (govBrLogin/govBrLogin.ts).
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMETERS = new Set(['token', 'access_token', 'password', 'current_password', 'password_confirmation', 'code', 'state', 'signature', 'govbr', 'portal_code', 'form']);
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url.slice(start + 1).split('&');
  const safe = query.map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape still cannot hide a secret: it is compared as typed.
    }
    return SECRET_PARAMETERS.has(name.toLowerCase().replace(/\[\]$/, '')) ? `${rawName}=${REDACTED}` : pair;
  });
  return `${url.slice(0, start)}?${safe.join('&')}`;
}

export type LoggerSetting = boolean | { level?: string; stream?: { write(chunk: string): unknown } };

export function loggerOptions(setting: LoggerSetting | undefined): FastifyServerOptions['logger'] {
  if (!setting) return false;
  const { level = 'info', stream } = setting === true ? {} : setting;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
