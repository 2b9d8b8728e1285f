// The reference server as the e2e suite uses it: the real CLI in a child process, on a free port,
// with its own copy of the run's seeded database (seededTemplate.ts) in a temporary folder, and
// both web builds: the staff app at / (for a plain browser) and the citizen portal under /app/;
// its realtime server on another free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '../../../src-shared/messages';
import { copySeededTemplate } from './seededTemplate';
import { serverBundle } from './serverBundle';
import { ServerStartError, spawnReferenceServer } from '../../../scripts/demo/referenceServerProcess';
import { startGovBrFixture } from '../../../src-server/testing/govBrFixture';
import { startGovBrLoginFixture, type GovBrLoginFixture } from '../../../src-server/testing/govBrLoginFixture';
import { startMailDevFixture, type MailDevFixture } from '../../../src-server/testing/mailDevFixture';
import { startIbgeFixture } from '../../../src-server/testing/ibgeFixture';
import { startMoodleFixture } from '../../../src-server/testing/moodleFixture';
import { startPostalCodeFixture } from '../../../src-server/testing/postalCodeFixture';
import { startGeocodingFixture, type GeocodingFixture } from '../../../src-server/testing/geocodingFixture';
import { startTileFixture, type TileFixture } from '../../../src-server/testing/tileFixture';
import { RECAPTCHA_FIXTURE_SECRET, startRecaptchaFixture } from '../../../src-server/testing/recaptchaFixture';

export type ReferenceServer = {
  url: string;
  /** The realtime (laravel-echo-server protocol) server, e.g. http://127.0.0.1:41234. */
  realtimeUrl: string;
  dataDir: string;
  /** The SMTP server the organisation's e-mail goes to (a local MailDev), whose messages tests read. */
  mailDev: MailDevFixture;
  /** The Login Único the gov.br login goes to (a local fixture), whose demo accounts tests choose. */
  govBrLogin: GovBrLoginFixture;
  /** The Nominatim-compatible geocoding service (a local fixture), whose requests tests read. */
  geocoding: GeocodingFixture;
  /** The map's tile source (a local fixture), whose requests tests read. */
  tiles: TileFixture;
  stop(): Promise<void>;
};

export type ReferenceServerOptions = {
  /** PEM bundle of the CAs whose certificates may log in and sign (the test PKI's chain). */
  trustAnchors?: string;
  /** The server clock's start (--clock): an ISO instant; it runs on in real time from there. */
  clock?: string;
};

export async function startReferenceServer({ trustAnchors, clock }: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gdoc-e2e-server-'));
  // A server on its own clock seeds its demo data around that clock, not from the run's copy.
  if (clock === undefined) copySeededTemplate(dataDir);
  // development: the staff renderer is served from another loopback port (harness/rendererServer.ts).
  const args = ['--mode', 'development', '--port', '0', '--realtime-port', '0', '--data', dataDir, '--web-staff', 'out/renderer', '--web-citizen', 'dist/citizen'];
  if (trustAnchors) args.push('--trust-anchors', trustAnchors);
  if (clock) args.push('--clock', clock);
  // CEP lookups go to the local ViaCEP-compatible fixture, never the internet.
  const postalCodes = await startPostalCodeFixture();
  args.push('--postal-code-url', postalCodes.url);
  // States and municipalities go to the local fixture of IBGE's localidades API.
  const ibge = await startIbgeFixture();
  args.push('--ibge-url', ibge.url);
  // Geocoding and map tiles go to their LOCAL FIXTURES (a few places of the demo city; drawn tiles).
  const geocoding = await startGeocodingFixture();
  const tiles = await startTileFixture();
  args.push('--geocoding-url', geocoding.url, '--map-tiles-url', tiles.template, '--map-tiles-attribution', messages.map.fixtureAttribution);
  // Gov.br signatures go to the LOCAL FIXTURE of the ITI signature API; the secret by environment only.
  const govBr = await startGovBrFixture();
  args.push('--govbr-cas-url', govBr.casUrl, '--govbr-api-url', govBr.apiUrl, '--govbr-client-id', govBr.clientId, '--govbr-trust-anchors', govBr.trustAnchorsPath);
  // Gov.br login goes to the LOCAL FIXTURE of the Login Único; the secret by environment only.
  const govBrLogin = await startGovBrLoginFixture();
  args.push('--govbr-sso-url', govBrLogin.ssoUrl, '--govbr-sso-api-url', govBrLogin.apiUrl, '--govbr-sso-client-id', govBrLogin.clientId);
  // E-mail goes to a LOCAL FIXTURE, a real SMTP server (MailDev) whose messages the tests read.
  const mailDev = await startMailDevFixture();
  args.push('--smtp-url', mailDev.smtpUrl, '--mail-from', 'Prefeitura Municipal de Vale Verde <nao-responda@valeverde.gov.br>');
  // Aprendizagem goes to a LOCAL FIXTURE of Moodle's auth_userkey web service; its token by environment only.
  const moodle = await startMoodleFixture();
  args.push('--moodle-url', moodle.url);
  // reCAPTCHA (when the organisation turns it on) is verified by a LOCAL FIXTURE of siteverify; the secret by environment only.
  const recaptcha = await startRecaptchaFixture();
  args.push('--recaptcha-verify-url', recaptcha.url);
  // The suite logs in wrongly on purpose; the throttle has its own server tests.
  args.push('--login-max-failures', '0');
  // The suite signs up more citizens from 127.0.0.1 than a home would; the limit has its own server test.
  args.push('--rate-limit', 'register=200/600');
  const server = await spawnReferenceServer(args, {
    env: {
      ...process.env,
      GDOC_GOVBR_CLIENT_SECRET: govBr.clientSecret,
      GDOC_GOVBR_SSO_CLIENT_SECRET: govBrLogin.clientSecret,
      GDOC_MOODLE_TOKEN: moodle.token,
      GDOC_RECAPTCHA_SECRET: RECAPTCHA_FIXTURE_SECRET,
    },
    readyTimeoutMs: 30_000,
    bundle: serverBundle(),
  }).catch((error: unknown) => {
    const tail = error instanceof ServerStartError ? `\n${error.stderrTail.join('\n')}` : '';
    throw new Error(`O servidor de referência não subiu: ${(error as Error).message}${tail}`);
  });
  const { url, realtimeUrl } = server;

  return {
    url,
    realtimeUrl,
    dataDir,
    mailDev,
    govBrLogin,
    geocoding,
    tiles,
    stop: async () => {
      await server.stop();
      await mailDev.stop();
      await postalCodes.stop();
      await ibge.stop();
      await geocoding.stop();
      await tiles.stop();
      await govBr.stop();
      await govBrLogin.stop();
      await moodle.stop();
      await recaptcha.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
