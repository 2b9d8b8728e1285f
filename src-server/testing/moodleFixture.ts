// LOCAL FIXTURE, not a learning platform: a tiny stand-in for Moodle with the auth_userkey plugin on
// the loopback interface. POST /webservice/rest/server.php (wsfunction auth_userkey_request_login_url,
// the right wstoken, user[email]) answers {loginurl: <fixture>/auth/userkey/login.php?key=<one-time
// key>}, or Moodle's {exception, errorcode, message} for a wrong token or function; the login page
// accepts each key once and shows who came in. Used by the tests, `npm start` and the e2e server.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenLocally } from './localServer';

export const MOODLE_FIXTURE_TOKEN = 'gdoc-moodle-fixture-token';

export type MoodleFixtureOptions = { token?: string; failWith?: number; port?: number };

export type MoodleFixture = { url: string; token: string; requests: Array<Record<string, string>>; stop(): Promise<void> };

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startMoodleFixture(options: MoodleFixtureOptions = {}): Promise<MoodleFixture> {
  const token = options.token ?? MOODLE_FIXTURE_TOKEN;
  const keys = new Map<string, string>();
  const requests: Array<Record<string, string>> = [];
  let ownUrl = '';
  const server: Server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (request.method === 'POST' && url.pathname === '/webservice/rest/server.php') {
      void bodyOf(request).then((text) => {
        const form = Object.fromEntries(new URLSearchParams(text));
        requests.push({ ...form, wstoken: form.wstoken === token ? '(right token)' : '(wrong token)' });
        if (options.failWith !== undefined) return send(options.failWith, 'text/plain', 'fixture failure');
        const json = (body: unknown) => send(200, 'application/json', JSON.stringify(body));
        if (form.wstoken !== token) return json({ exception: 'moodle_exception', errorcode: 'invalidtoken', message: 'Invalid token - token not found' });
        if (form.wsfunction !== 'auth_userkey_request_login_url') {
          return json({ exception: 'dml_missing_record_exception', errorcode: 'invalidrecord', message: 'Can not find data record in database table external_functions.' });
        }
        const email = form['user[email]'] ?? '';
        if (email === '') return json({ exception: 'invalid_parameter_exception', errorcode: 'invalidparameter', message: 'Invalid parameter value detected' });
        const key = randomBytes(20).toString('hex');
        keys.set(key, email);
        return json({ loginurl: `${ownUrl}/auth/userkey/login.php?key=${key}` });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/auth/userkey/login.php') {
      const key = url.searchParams.get('key') ?? '';
      const email = keys.get(key);
      if (email === undefined) return send(403, 'text/html; charset=utf-8', '<!doctype html><html lang="pt-BR"><title>Moodle</title><p>Chave inválida ou já usada.</p></html>');
      keys.delete(key);
      return send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="pt-BR"><title>Moodle (fixture)</title><h1>Plataforma EAD (fixture)</h1><p data-testid="moodle-user">${escapeHtml(email)}</p></html>`,
      );
    }
    return send(404, 'text/plain', 'not found');
  });
  const listening = await listenLocally(server, options.port);
  ownUrl = listening.url;
  return { url: listening.url, token, requests, stop: listening.stop };
}
