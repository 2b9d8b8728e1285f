// LOCAL FIXTURE, not Google: a small siteverify-compatible HTTP server on the loopback interface.
// POST / with a form-encoded secret and response answers {"success": true} only for the fixture's
// secret and its one known test token, {"success": false, "error-codes": [...]} otherwise, as
// siteverify does. Used by the tests, `npm start` and the e2e reference server (with the server's
// --recaptcha-secret set to RECAPTCHA_FIXTURE_SECRET), so none of them depends on the internet.
import { createServer, type Server } from 'node:http';
import { listenLocally } from './localServer';

export const RECAPTCHA_FIXTURE_SECRET = 'fixture-recaptcha-secret';
/** The widget token the fixture accepts; anything else fails verification. */
export const RECAPTCHA_FIXTURE_TOKEN = 'fixture-recaptcha-passed';

/** failWith: every answer has this HTTP status; malformed: answers 200 with a body that is not siteverify's. */
export type RecaptchaFixtureOptions = { failWith?: number; malformed?: boolean; port?: number };

/** What the fixture saw, without the secret (tests check it was sent, not what it is). */
export type RecaptchaFixtureRequest = { response: string | null; remoteip: string | null; secretMatched: boolean; contentType: string | undefined };

export type RecaptchaFixture = { url: string; requests: RecaptchaFixtureRequest[]; stop(): Promise<void> };

export async function startRecaptchaFixture(options: RecaptchaFixtureOptions = {}): Promise<RecaptchaFixture> {
  const requests: RecaptchaFixtureRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (options.failWith !== undefined) return send(options.failWith, { message: 'fixture failure' });
      if (options.malformed) return send(200, { success: 'yes' });
      if (request.method !== 'POST') return send(405, { message: 'method not allowed' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const secretMatched = form.get('secret') === RECAPTCHA_FIXTURE_SECRET;
      const token = form.get('response');
      requests.push({ response: token, remoteip: form.get('remoteip'), secretMatched, contentType: request.headers['content-type'] });
      if (!secretMatched) return send(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (token !== RECAPTCHA_FIXTURE_TOKEN) return send(200, { success: false, 'error-codes': ['invalid-input-response'] });
      return send(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' });
    });
  });
  const listening = await listenLocally(server, options.port);
  return { url: listening.url, requests, stop: listening.stop };
}
