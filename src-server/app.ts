// The reference server as a Fastify app, built from explicit options so tests drive it with
// app.inject() against their own database and clock.
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuditLog } from './audit/log';
import { installAuditTrail } from './audit/trail';
import { installAccessControl } from './auth/guard';
import { createPkiChallenges } from './auth/pkiTokens';
import { createPortalCodes } from './auth/portalCodes';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type ThrottleOptions } from './auth/throttle';
import { DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens';
import type { ServerMode } from './config/mode';
import type { ServerContext } from './context';
import type { Db } from './db/open';
import { createGeocodingClient } from './geocoding/client';
import { createGeocodingQueue } from './geocoding/afterPublish';
import { createGovBr, type GovBrSettings } from './govBr/govBr';
import { createMapTiles, type MapTilesSettings } from './map/tiles';
import { createGovBrLogin, type GovBrLoginSettings } from './govBrLogin/govBrLogin';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { installErrorHandler, sendError } from './http/errors';
import { installSecurityHeaders } from './http/headers';
import { loggerOptions, type LoggerSetting } from './http/logging';
import { createOriginPolicy } from './http/origins';
import type { Mailer } from './mail/mailer';
import type { MoodleClient } from './moodle/client';
import { createRecaptchaClient, type RecaptchaSettings } from './recaptcha/client';
import { registerRateLimits, type IpRateLimits } from './http/rateLimits';
import { registerWeb, type WebOptions } from './http/static';
import { installZodMessages } from './http/validation';
import { createRealtimeAuth } from './realtime/auth';
import { createRealtimeHub, type AttachableRealtimeHub } from './realtime/hub';
import { createRepos } from './repos';
import { registerApiRoutes } from './routes';
import type { TrustList } from './signatures/trustList';

export type AppOptions = {
  /** A migrated (and usually seeded) database; the caller opens and closes it. */
  db: Db;
  now?: () => number;
  tokenTtlSeconds?: number;
  /** Failed logins allowed per identifier in a window; false turns the throttle off (e2e). */
  loginThrottle?: ThrottleOptions | false;
  /** Per-IP limits of the calls that cost a scrypt or a challenge; DEFAULT_IP_RATE_LIMITS for those absent. */
  rateLimits?: Partial<IpRateLimits>;
  logger?: LoggerSetting;
  /** production (the default) or development, which also lets loopback pages call the API (config/mode.ts). */
  mode?: ServerMode;
  /** Browser origins allowed besides app://staff (and loopback http in development). */
  corsOrigins?: readonly string[];
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Fastify's
   * trustProxy): the per-IP limits then count the client's address and HSTS follows the
   * client's https. Absent: the connection's own address and scheme.
   */
  trustProxy?: boolean | string | string[];
  web?: WebOptions;
  /** Trusted CAs for certificate login and ICP signatures (--trust-anchors); absent refuses both. */
  trustList?: TrustList | null;
  /** ViaCEP-compatible service for GET zip-code/{zip} (--postal-code-url); absent answers 503. */
  postalCodeUrl?: string | null;
  /** IBGE's localidades service for GET locations/… (--ibge-url); absent answers 503. */
  ibgeUrl?: string | null;
  /** Nominatim-compatible geocoding service for addresses published without coordinates (--geocoding-url); absent leaves them without. */
  geocodingUrl?: string | null;
  /** The map's tile source and its attribution (--map-tiles-url); absent: the map has no tiles (GET map/tiles answers 503). */
  mapTiles?: MapTilesSettings | null;
  /** The SMTP client of Enviar externamente (--smtp-url); absent answers 503. */
  mailer?: Mailer | null;
  /** The gov.br signature's endpoints, credentials and trusted CAs (--govbr-*); absent answers 503. */
  govBr?: GovBrSettings | null;
  /** The gov.br login's (Login Único) endpoints and credentials (--govbr-sso-*); absent answers 503. */
  govBrLogin?: GovBrLoginSettings | null;
  /** The learning platform (Moodle auth_userkey) client (--moodle-url); absent answers 503. */
  moodle?: MoodleClient | null;
  /** The signup's reCAPTCHA secret and siteverify URL (--recaptcha-*); absent refuses signups while the organisation turns it on. */
  recaptcha?: RecaptchaSettings | null;
  /** The realtime hub routes publish to; one is created when absent (see realtime/server.ts to listen). */
  realtime?: AttachableRealtimeHub;
};

/** JSON bodies above this are refused with 413; uploads will get their own multipart limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export function buildApp(options: AppOptions): FastifyInstance {
  installZodMessages();
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // Browsers open sockets ahead of requests (preconnect); Node counts them as busy, not idle,
    // so a graceful close would wait for them until headersTimeout (60 s). Closing ends them all.
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
    // Errors Fastify raises before routing (a malformed URL) get the same error body.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  });
  const now = options.now ?? Date.now;
  const origins = createOriginPolicy(options.corsOrigins, options.mode);
  const realtime = options.realtime ?? createRealtimeHub();
  const audit = createAuditLog(options.db, now);
  const ctx: ServerContext = {
    db: options.db,
    repos: createRepos(options.db),
    now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    loginThrottle: new LoginThrottle(options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE, now),
    pkiChallenges: createPkiChallenges(),
    portalCodes: createPortalCodes(),
    origins,
    trustList: options.trustList ?? null,
    postalCodeUrl: options.postalCodeUrl ?? null,
    ibgeUrl: options.ibgeUrl ?? null,
    mailer: options.mailer ?? null,
    govBr: options.govBr ? createGovBr(options.govBr) : null,
    govBrLogin: options.govBrLogin ? createGovBrLogin(options.govBrLogin) : null,
    moodle: options.moodle ?? null,
    recaptcha: options.recaptcha ? createRecaptchaClient(options.recaptcha) : null,
    realtime,
    audit,
    geocoding: createGeocodingQueue({
      client: options.geocodingUrl ? createGeocodingClient({ baseUrl: options.geocodingUrl }) : null,
      db: options.db,
      audit,
      log: app.log,
    }),
    mapTiles: options.mapTiles ? createMapTiles(options.mapTiles) : null,
  };
  // Tests await the lookups publishing started (app.geocoding.idle()) instead of sleeping.
  app.decorate('geocoding', ctx.geocoding);
  // The realtime server (realtime/server.ts, started by index.ts) authorises subscriptions with
  // this app's tokens; it gets this narrow object rather than the whole context.
  app.decorate('realtimeAuth', createRealtimeAuth(ctx));

  // The API speaks JSON only; text/plain would reach handlers as a string.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a POST without data) is read as no body instead of a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  installErrorHandler(app);
  installSecurityHeaders(app, { realtimePort: () => realtime.port(), recaptchaEnabled: () => ctx.repos.organization.find(1)?.recaptcha_enabled === 1 });
  installAccessControl(app, ctx);
  installAuditTrail(app, ctx);
  registerCors(app, origins);
  // Before any route or static build: the plugin attaches itself to each route as it is added.
  registerCompression(app);
  registerRateLimits(app, options.rateLimits);
  // In a plugin registered after the rate limiter, so its onRoute hook sees every API route.
  void app.register(async (api) => registerApiRoutes(api, ctx));
  registerWeb(app, options.web);
  return app;
}
