// CLI entry: opens (creating and seeding on first use) the data directory's database and serves
// the API, and optionally the browser builds, and the realtime server, on the loopback interface
// only. Stdout carries exactly two lines once both listen: the API's address, then the realtime one.
import { messages } from '../src-shared/messages';
import { buildApp } from './app';
import { CliError, parseCli } from './config/cli';
import { readTrustAnchors } from './config/trustAnchors';
import { openDataDirectory } from './db/bootstrap';
import { GOVBR_LOGIN_CALLBACK_PATH } from '../src-shared/api/govBrLogin';
import { GOVBR_CALLBACK_PATH } from './govBr/govBr';
import { createOriginPolicy } from './http/origins';
import { createMailer } from './mail/mailer';
import { backfillPageCounts } from './medias/pageCountBackfill';
import { createMoodleClient } from './moodle/client';
import { createRealtimeHub } from './realtime/hub';
import { startRealtimeServer, type RealtimeServer } from './realtime/server';

const HOST = '127.0.0.1';

/** Node's listen error for a taken port, said in the product's words. */
function portInUseError(error: unknown, inUse: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EADDRINUSE' ? new Error(inUse) : error;
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  const trustList = options.trustAnchorsFile === undefined ? null : readTrustAnchors(options.trustAnchorsFile);
  const govBrTrust = options.govBr === undefined ? null : readTrustAnchors(options.govBr.trustAnchorsFile);
  // Without --govbr-redirect-uri gov.br sends the browser back to this server's own callback, on
  // the port it gets at listen (--port 0 picks one).
  let ownUrl = `http://127.0.0.1:${options.port}`;
  // --clock (development only): the clock starts at the given instant and runs on from there.
  const launchedAt = Date.now();
  const now = options.clockStart === undefined ? Date.now : ((start: number) => () => start + (Date.now() - launchedAt))(options.clockStart);
  const { db } = openDataDirectory(options.dataDir, new Date(now()));
  const realtimeHub = createRealtimeHub();
  const app = buildApp({
    db,
    now,
    realtime: realtimeHub,
    tokenTtlSeconds: options.tokenTtlSeconds,
    loginThrottle: options.loginThrottle,
    rateLimits: options.rateLimits,
    mode: options.mode,
    trustProxy: options.trustProxy,
    corsOrigins: options.corsOrigins,
    trustList,
    postalCodeUrl: options.postalCodeUrl,
    ibgeUrl: options.ibgeUrl,
    geocodingUrl: options.geocodingUrl,
    mapTiles: options.mapTiles,
    // The token is a secret: by environment only, never on the command line.
    moodle: options.moodleUrl && process.env.GDOC_MOODLE_TOKEN ? createMoodleClient({ baseUrl: options.moodleUrl, token: process.env.GDOC_MOODLE_TOKEN }) : null,
    recaptcha: options.recaptchaSecret === undefined ? null : { secret: options.recaptchaSecret, verifyUrl: options.recaptchaVerifyUrl },
    mailer: options.smtpUrl === undefined ? null : createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom }),
    govBr:
      options.govBr === undefined || govBrTrust === null
        ? null
        : { ...options.govBr, trustList: govBrTrust, redirectUri: options.govBr.redirectUri ?? (() => `${ownUrl}${GOVBR_CALLBACK_PATH}`) },
    govBrLogin:
      options.govBrLogin === undefined
        ? null
        : { ...options.govBrLogin, redirectUri: options.govBrLogin.redirectUri ?? (() => `${ownUrl}${GOVBR_LOGIN_CALLBACK_PATH}`) },
    // Logs go to stderr so stdout carries only the ready lines that scripts and tests read.
    logger: { level: 'info', stream: process.stderr },
    web: { staffDir: options.webStaffDir, citizenDir: options.webCitizenDir },
  });

  let realtime: RealtimeServer | null = null;
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Realtime first: its sockets leave their channels while the API can still answer.
    await realtime?.close();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));

  try {
    await app.listen({ host: HOST, port: options.port });
  } catch (error) {
    db.close();
    throw portInUseError(error, messages.server.portInUse(options.port));
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  ownUrl = `http://${HOST}:${port}`;

  try {
    realtime = await startRealtimeServer({
      hub: realtimeHub,
      auth: app.realtimeAuth,
      port: options.realtimePort,
      host: HOST,
      // The same browser origins the API's CORS allows.
      isAllowedOrigin: createOriginPolicy(options.corsOrigins, options.mode).isAllowedOrigin,
      logger: app.log.child({ component: 'realtime' }),
    });
  } catch (error) {
    // Nothing was announced yet: a reader of stdout never sees a server that is about to exit.
    await app.close();
    db.close();
    throw portInUseError(error, messages.chat.realtimePortInUse(options.realtimePort));
  }
  process.stdout.write(`${messages.server.ready(ownUrl)}\n${messages.chat.realtimeReady(realtime.url)}\n`);

  // After the start, never before it: files stored without their page count (before migration 036,
  // or by the seed) are counted in small batches while the server answers (pageCountBackfill.ts).
  void backfillPageCounts(db, { shouldStop: () => closing })
    .then((result) => app.log.info({ pageCounts: result }, 'page count backfill done'))
    .catch((error: unknown) => {
      if (!closing) app.log.error({ err: error }, 'page count backfill failed');
    });
}

main().catch((error: unknown) => {
  const detail = error instanceof Error ? error.message : String(error);
  console.error(error instanceof CliError ? detail : `${messages.server.startFailed} ${detail}`);
  process.exit(error instanceof CliError ? 2 : 1);
});
