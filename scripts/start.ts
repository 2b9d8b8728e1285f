// `npm start`: build, make the demo token, start the reference server with the demo organisation,
// then the desktop app. Where the Electron binary cannot be had (no download access, as on our CI
// machines) it serves the staff app and the citizen portal to a browser instead. The terminal gets
// one block with the addresses and the demo users; the rest goes to a log file (--verbose: here).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, statSync } from 'node:fs';
import { messages } from '../src-shared/messages';
import { startGovBrFixture, type GovBrFixture } from '../src-server/testing/govBrFixture';
import { startGovBrLoginFixture, type GovBrLoginFixture } from '../src-server/testing/govBrLoginFixture';
import { startMailDevFixture } from '../src-server/testing/mailDevFixture';
import { startIbgeFixture } from '../src-server/testing/ibgeFixture';
import { startMoodleFixture, type MoodleFixture } from '../src-server/testing/moodleFixture';
import { RECAPTCHA_FIXTURE_SECRET, startRecaptchaFixture } from '../src-server/testing/recaptchaFixture';
import { startPostalCodeFixture } from '../src-server/testing/postalCodeFixture';
import { startGeocodingFixture } from '../src-server/testing/geocodingFixture';
import { startTileFixture } from '../src-server/testing/tileFixture';
import { DEMO_TOKEN_LABEL, DEMO_TOKEN_PIN, ensureDemoToken } from './demo/demoToken';
import { spawnReferenceServer, stopChild, ServerStartError, type ReferenceServerProcess } from './demo/referenceServerProcess';
import { SOFTHSM_MODULE } from './demo/softHsm';
import { banner, type LocalServices } from './start/banner';
import { demoTokenFailure, errorDetail, portTaken } from './start/failures';
import { createStartOutput } from './start/output';

const m = messages.start;
const env = process.env;
const verbose = process.argv.includes('--verbose') || env.GDOC_VERBOSE === '1';
const dataDir = env.GDOC_DATA ?? '.data/server';
const tokenDir = env.GDOC_DEMO_TOKEN ?? '.data/token';
const out = createStartOutput(env.GDOC_LOG ?? '.data/npm-start.log', verbose);

const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];
let stopped: Promise<void> | null = null;

/** Stops every child and fixture once, however many times it is asked (Ctrl+C reaches the children too). */
async function stopAll(code: number): Promise<never> {
  stopped ??= (async () => {
    out.say(m.stopping);
    await Promise.all(children.map((child) => stopChild(child)));
    await Promise.all(closers.map((close) => close()));
    out.say(m.stopped);
  })();
  await stopped;
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function portFrom(variable: string, fallback: number): number {
  const value = env[variable] ?? String(fallback);
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port > 65_535) throw new Error(`${variable}=${value}`);
  return port;
}

/** Build output goes to the log; a failed build shows its last lines, which name the error. */
function build(): boolean {
  out.say(m.building);
  const before = statSync(out.logPath).size;
  const log = openSync(out.logPath, 'a');
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', verbose ? 'inherit' : log, verbose ? 'inherit' : log] });
  closeSync(log);
  if (result.status === 0) return true;
  out.warn(m.buildFailed(out.logPath));
  if (!verbose) console.error(readFileSync(out.logPath, 'utf8').slice(before).trimEnd().split('\n').slice(-25).join('\n'));
  return false;
}

/** The demo A3 token (SoftHSM2 with the demo PKI), made once; null when it cannot be had. */
function demoToken(): { conf: string; trustAnchors: string } | null {
  if (!existsSync(SOFTHSM_MODULE)) {
    out.say(m.tokenNoSoftHsm);
    return null;
  }
  try {
    const token = ensureDemoToken(tokenDir, (absence) => out.say(absence === 'incomplete' ? m.tokenRemade : m.tokenMaking));
    if (!token.made) out.say(m.tokenReused(tokenDir));
    return { conf: token.confPath, trustAnchors: token.trustAnchors };
  } catch (error) {
    out.detail(errorDetail(error));
    out.warn(demoTokenFailure(error, out.logPath));
    return null;
  }
}

type ServerLinks = {
  trustAnchors: string | undefined;
  postalCodeUrl: string;
  ibgeUrl: string;
  /** Absent: the server's own setting (GDOC_GEOCODING_URL / GDOC_MAP_TILES_URL, which it reads itself). */
  geocodingUrl: string | null;
  mapTilesUrl: string | null;
  govBr: GovBrFixture | null;
  govBrLogin: GovBrLoginFixture | null;
  smtpUrl: string;
  moodle: MoodleFixture | null;
  recaptchaUrl: string | null;
};

async function startServer(port: number, realtimePort: number, { trustAnchors, postalCodeUrl, ibgeUrl, geocodingUrl, mapTilesUrl, govBr, govBrLogin, smtpUrl, moodle, recaptchaUrl }: ServerLinks): Promise<ReferenceServerProcess> {
  // development: the desktop app's renderer and the browser fallback call from other loopback origins.
  const args = ['--mode', 'development', '--port', String(port), '--realtime-port', String(realtimePort), '--data', dataDir, '--web-staff', 'out/renderer', '--web-citizen', 'dist/citizen'];
  args.push('--postal-code-url', postalCodeUrl, '--ibge-url', ibgeUrl, '--smtp-url', smtpUrl);
  if (geocodingUrl) args.push('--geocoding-url', geocodingUrl);
  if (mapTilesUrl) args.push('--map-tiles-url', mapTilesUrl, '--map-tiles-attribution', messages.map.fixtureAttribution);
  if (trustAnchors) args.push('--trust-anchors', trustAnchors);
  const serverEnv = { ...env };
  if (govBr) {
    args.push('--govbr-cas-url', govBr.casUrl, '--govbr-api-url', govBr.apiUrl, '--govbr-client-id', govBr.clientId, '--govbr-trust-anchors', govBr.trustAnchorsPath);
    // The secret goes through the environment only, never the command line.
    serverEnv.GDOC_GOVBR_CLIENT_SECRET = govBr.clientSecret;
  }
  if (govBrLogin) {
    args.push('--govbr-sso-url', govBrLogin.ssoUrl, '--govbr-sso-api-url', govBrLogin.apiUrl, '--govbr-sso-client-id', govBrLogin.clientId);
    serverEnv.GDOC_GOVBR_SSO_CLIENT_SECRET = govBrLogin.clientSecret;
  }
  if (moodle) {
    args.push('--moodle-url', moodle.url);
    serverEnv.GDOC_MOODLE_TOKEN = moodle.token;
  }
  if (recaptchaUrl) {
    args.push('--recaptcha-verify-url', recaptchaUrl);
    serverEnv.GDOC_RECAPTCHA_SECRET = RECAPTCHA_FIXTURE_SECRET;
  }
  out.say(m.startingServer);
  // JSON request logs to the log file; a plain line is the server saying why it stops: shown.
  const server = await spawnReferenceServer(args, { env: serverEnv, onStderrLine: (line) => (line.startsWith('{') ? out.detail(line) : out.warn(line)) });
  children.push(server.child);
  server.child.on('exit', (code) => {
    // The server ends with 0 when it was told to stop (Ctrl+C reaches it too).
    if (stopped !== null || code === 0) return void stopAll(0);
    out.warn(m.serverExited(code, out.logPath));
    void stopAll(code ?? 1);
  });
  return server;
}

/** Electron 42+ fetches its binary on first run; on a machine without download access that fails. */
function electronAvailable(): boolean {
  if (env.GDOC_NO_ELECTRON === '1') return false;
  if (existsSync('node_modules/electron/dist/version')) return true;
  out.say(m.gettingElectron);
  const result = spawnSync(process.execPath, ['node_modules/electron/install.js'], { stdio: 'ignore', timeout: 90_000 });
  return result.status === 0 && existsSync('node_modules/electron/dist/version');
}

async function main(): Promise<void> {
  const port = portFrom('GDOC_PORT', 3100);
  const realtimePort = portFrom('GDOC_REALTIME_PORT', 6001);
  const localMail = env.GDOC_SMTP_URL ? null : { smtp: portFrom('GDOC_SMTP_PORT', 1025), web: portFrom('GDOC_MAILDEV_PORT', 1080) };
  const ports: [number, string][] = [[port, 'GDOC_PORT'], [realtimePort, 'GDOC_REALTIME_PORT']];
  if (localMail) ports.push([localMail.smtp, 'GDOC_SMTP_PORT'], [localMail.web, 'GDOC_MAILDEV_PORT']);
  for (const [taken, variable] of ports) {
    if (await portTaken(taken)) {
      out.warn(m.portInUse(taken, variable));
      return stopAll(1);
    }
  }
  if (!build()) return stopAll(1);
  const token = demoToken();
  // CEP lookups go to a local ViaCEP-compatible fixture (a few real CEPs) unless GDOC_POSTAL_CODE_URL names a service.
  const localServices: LocalServices = {};
  let postalCodeUrl = env.GDOC_POSTAL_CODE_URL;
  if (!postalCodeUrl) {
    const fixture = await startPostalCodeFixture();
    closers.push(() => fixture.stop());
    postalCodeUrl = localServices.postalCode = fixture.url;
  }
  // States and municipalities come from a LOCAL FIXTURE of IBGE's localidades API (all 27 states and
  // their municipalities) unless GDOC_IBGE_URL names a service.
  let ibgeUrl = env.GDOC_IBGE_URL;
  if (!ibgeUrl) {
    const fixture = await startIbgeFixture();
    closers.push(() => fixture.stop());
    ibgeUrl = localServices.ibge = fixture.url;
  }
  // Addresses published without coordinates are geocoded by a LOCAL FIXTURE of Nominatim (a few
  // places of the demo city) unless GDOC_GEOCODING_URL names a service.
  let geocodingUrl: string | null = null;
  if (!env.GDOC_GEOCODING_URL) {
    const fixture = await startGeocodingFixture();
    closers.push(() => fixture.stop());
    geocodingUrl = localServices.geocoding = fixture.url;
  }
  // The map's tiles come from a LOCAL FIXTURE (drawn tiles, no real map) unless GDOC_MAP_TILES_URL names a tile source.
  let mapTilesUrl: string | null = null;
  if (!env.GDOC_MAP_TILES_URL) {
    const fixture = await startTileFixture();
    closers.push(() => fixture.stop());
    mapTilesUrl = fixture.template;
    localServices.mapTiles = fixture.url;
  }
  // Gov.br signatures go to a LOCAL FIXTURE of the ITI signature API unless GDOC_GOVBR_CAS_URL
  // configures a real one (with the other GDOC_GOVBR_* variables, which the server reads itself).
  const govBr = env.GDOC_GOVBR_CAS_URL ? null : await startGovBrFixture({ dir: env.GDOC_DEMO_GOVBR ?? '.data/govbr' });
  if (govBr) closers.push(() => govBr.stop());
  // The signup's reCAPTCHA (off unless the organisation turns it on) is verified by a LOCAL FIXTURE of
  // siteverify unless GDOC_RECAPTCHA_SECRET names a real secret (the server then reads it and its URL itself).
  let recaptchaUrl: string | null = null;
  if (!env.GDOC_RECAPTCHA_SECRET) {
    const fixture = await startRecaptchaFixture();
    closers.push(() => fixture.stop());
    recaptchaUrl = localServices.recaptcha = fixture.url;
  }
  // Gov.br login goes to a LOCAL FIXTURE of the Login Único unless GDOC_GOVBR_SSO_URL configures the real one.
  const govBrLogin = env.GDOC_GOVBR_SSO_URL ? null : await startGovBrLoginFixture();
  if (govBrLogin) {
    closers.push(() => govBrLogin.stop());
    localServices.govBrLogin = govBrLogin.url;
  }
  // E-mail goes to a LOCAL FIXTURE, a real SMTP server with a web inbox (MailDev), unless GDOC_SMTP_URL names a relay.
  const mailDev = localMail ? await startMailDevFixture({ smtpPort: localMail.smtp, webPort: localMail.web }) : null;
  if (mailDev) closers.push(() => mailDev.stop());
  // Aprendizagem goes to a LOCAL FIXTURE of Moodle's auth_userkey web service unless GDOC_MOODLE_URL
  // (with GDOC_MOODLE_TOKEN, which the server reads itself) names a platform.
  const moodle = env.GDOC_MOODLE_URL ? null : await startMoodleFixture();
  if (moodle) {
    closers.push(() => moodle.stop());
    localServices.moodle = moodle.url;
  }
  const server = await startServer(port, realtimePort, { trustAnchors: token?.trustAnchors, postalCodeUrl, ibgeUrl, geocodingUrl, mapTilesUrl, govBr, govBrLogin, smtpUrl: env.GDOC_SMTP_URL ?? mailDev!.smtpUrl, moodle, recaptchaUrl });

  const desktop = electronAvailable();
  out.say(banner(server, { desktop, token: token ? { label: DEMO_TOKEN_LABEL, pin: DEMO_TOKEN_PIN } : null, govBrUrl: govBr?.url ?? null, mailInboxUrl: mailDev?.webUrl ?? null, localServices, logPath: out.logPath }));
  if (!desktop) return;
  const desktopEnv = { ...env, ...(token ? { SOFTHSM2_CONF: token.conf } : {}), GDOC_SERVER_URL: server.url, GDOC_REALTIME_URL: server.realtimeUrl };
  const app = spawn('npx', ['electron', '.'], { stdio: 'inherit', env: desktopEnv });
  children.push(app);
  app.on('exit', (code) => void stopAll(code ?? 0));
}

main().catch((error: unknown) => {
  out.detail(errorDetail(error));
  if (error instanceof ServerStartError) {
    out.warn(m.serverExited(error.code, out.logPath));
  } else {
    out.warn(m.unexpected(error instanceof Error ? error.message : String(error), out.logPath));
  }
  void stopAll(1);
});
