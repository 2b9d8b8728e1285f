// Command line of the reference server:
//   npm run server -- --port N [--realtime-port N] --data DIR [--web-staff DIR] [--web-citizen DIR]
//                     [--mode production|development] [--clock ISO (development only)] [--trust-proxy ADDRESS ...] [--cors-origin ORIGIN ...] [--token-ttl SECONDS] [--login-max-failures N]
//                     [--rate-limit login|pki-token|sign|profile|locations|authenticity|account-codes|register|public-pages=MAX/SECONDS ...]
//                     [--trust-anchors FILE] [--postal-code-url URL] [--ibge-url URL] [--geocoding-url URL] [--map-tiles-url TEMPLATE]
//                     [--map-tiles-attribution TEXT] [--smtp-url URL] [--mail-from ADDRESS]
//                     [--moodle-url URL] [--recaptcha-secret SECRET] [--recaptcha-verify-url URL] [--govbr-… (govBrOptions.ts)] [--govbr-sso-… (govBrLoginOptions.ts)]
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REALTIME_DEFAULT_PORT } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { DEFAULT_LOGIN_THROTTLE, type ThrottleOptions } from '../auth/throttle';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { DEFAULT_MAIL_FROM } from '../mail/mailer';
import { DEFAULT_MAP_TILES_URL, isTileTemplate } from '../map/tiles';
import { DEFAULT_RECAPTCHA_VERIFY_URL } from '../recaptcha/client';
import { originOf } from '../http/origins';
import { DEFAULT_IP_RATE_LIMITS, type IpRateLimits } from '../http/rateLimits';
import { GOVBR_LOGIN_CLI_OPTIONS, parseGovBrLoginOptions, type GovBrLoginCliOptions } from './govBrLoginOptions';
import { GOVBR_CLI_OPTIONS, parseGovBrOptions, type GovBrCliOptions } from './govBrOptions';
import { isServerMode, type ServerMode } from './mode';

export const DEFAULT_PORT = 3100;
export const DEFAULT_DATA_DIR = '.data/server';

export type CliOptions = {
  port: number;
  /** The realtime (laravel-echo-server protocol) server's port; 0 picks a free one. */
  realtimePort: number;
  dataDir: string;
  webStaffDir?: string;
  webCitizenDir?: string;
  mode: ServerMode;
  /** Reverse proxies whose X-Forwarded-* headers are believed: addresses, CIDR ranges or loopback/linklocal/uniquelocal. */
  trustProxy: string[];
  corsOrigins: string[];
  tokenTtlSeconds: number;
  /** false when --login-max-failures 0: the e2e suite logs in wrongly on purpose many times. */
  loginThrottle: ThrottleOptions | false;
  /** Per-IP limits: DEFAULT_IP_RATE_LIMITS, each replaceable with --rate-limit NAME=MAX/SECONDS. */
  rateLimits: IpRateLimits;
  /** PEM bundle of the trusted CAs (roots and intermediates) for certificate login and ICP signatures. */
  trustAnchorsFile?: string;
  /** ViaCEP-compatible postal-code service: --postal-code-url, else GDOC_POSTAL_CODE_URL, else ViaCEP itself. */
  postalCodeUrl: string;
  /** IBGE's localidades service (states and municipalities): --ibge-url, else GDOC_IBGE_URL, else IBGE itself. */
  ibgeUrl: string;
  /** Nominatim-compatible geocoding service: --geocoding-url, else GDOC_GEOCODING_URL, else OpenStreetMap's Nominatim. */
  geocodingUrl: string;
  /** The map's tiles, a {z}/{x}/{y} template: --map-tiles-url, else GDOC_MAP_TILES_URL, else OpenStreetMap's; with its attribution. */
  mapTiles: { url: string; attribution: string };
  /** The SMTP relay of Enviar externamente (smtp:// or smtps://): --smtp-url, else GDOC_SMTP_URL; absent turns sending off. */
  smtpUrl?: string;
  /** The From of the organisation's e-mail: --mail-from, else GDOC_MAIL_FROM, else DEFAULT_MAIL_FROM. */
  mailFrom: string;
  /** The learning platform (Moodle with auth_userkey): --moodle-url, else GDOC_MOODLE_URL; its token is GDOC_MOODLE_TOKEN only. */
  moodleUrl?: string;
  /** The signup's reCAPTCHA secret: --recaptcha-secret, else GDOC_RECAPTCHA_SECRET; absent while the organisation turns reCAPTCHA on refuses signups (503). */
  recaptchaSecret?: string;
  /** siteverify-compatible endpoint: --recaptcha-verify-url, else GDOC_RECAPTCHA_VERIFY_URL, else Google's. */
  recaptchaVerifyUrl: string;
  /** The gov.br signature's endpoints and credentials; absent when not configured (gov.br signing off). */
  govBr?: GovBrCliOptions;
  /** The gov.br login's (Login Único) endpoints and credentials; absent when not configured (gov.br login off). */
  govBrLogin?: GovBrLoginCliOptions;
  /**
   * --clock ISO (development only): the server's clock starts at this instant and advances in real
   * time, so tests and demos see deadlines, "today" and "this week" around a known instant.
   */
  clockStart?: number;
};

export const DEFAULT_POSTAL_CODE_URL = 'https://viacep.com.br';
export const DEFAULT_IBGE_URL = 'https://servicodados.ibge.gov.br';
export const DEFAULT_GEOCODING_URL = 'https://nominatim.openstreetmap.org';

/** The tile source's credit: OpenStreetMap's own by default, else what --map-tiles-attribution says. */
function mapTilesOf(url: string | undefined, attribution: string | undefined): CliOptions['mapTiles'] {
  const template = url ?? DEFAULT_MAP_TILES_URL;
  if (!isTileTemplate(template)) throw new CliError(messages.server.invalidOption('--map-tiles-url', template));
  const credit = attribution?.trim() || (url === undefined || url === DEFAULT_MAP_TILES_URL ? messages.map.osmAttribution : '');
  if (credit.length > 200) throw new CliError(messages.server.invalidOption('--map-tiles-attribution', '…'));
  return { url: template, attribution: credit };
}

function httpUrl(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  return url.href.replace(/\/+$/, '');
}

export class CliError extends Error {}

const moodleUrlOf = (value: string | undefined): { moodleUrl?: string } => (value === undefined ? {} : { moodleUrl: httpUrl('--moodle-url', value) });

function smtpUrlOf(value: string | undefined): { smtpUrl?: string } {
  if (value === undefined) return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(messages.server.invalidOption('--smtp-url', value));
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') throw new CliError(messages.server.invalidOption('--smtp-url', value));
  return { smtpUrl: value };
}

/** The secret itself never goes into an error message. */
function recaptchaSecretOf(value: string | undefined): { recaptchaSecret?: string } {
  if (value === undefined) return {};
  if (value.trim() === '' || value.length > 512) throw new CliError(messages.server.invalidOption('--recaptcha-secret', '…'));
  return { recaptchaSecret: value };
}

function integer(option: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new CliError(messages.server.invalidOption(option, value));
  return number;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Fastify's trustProxy (proxy-addr) accepts as one entry: a keyword, an address or a CIDR range. */
function proxyAddress(value: string): string {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
  if (PROXY_KEYWORDS.has(value) || (version !== 0 && prefixOk && rest.length === 0)) return value;
  throw new CliError(messages.server.invalidOption('--trust-proxy', value));
}

const RATE_LIMIT_NAMES = { login: 'login', 'pki-token': 'pkiToken', sign: 'signing', profile: 'profile', locations: 'locations', authenticity: 'authenticity', 'account-codes': 'accountCodes', register: 'register', 'public-pages': 'publicPages' } as const;

function rateLimits(values: readonly string[]): IpRateLimits {
  const limits = { ...DEFAULT_IP_RATE_LIMITS };
  for (const value of values) {
    const match = /^([a-z-]+)=(\d{1,9})\/(\d{1,9})$/.exec(value);
    const name = match?.[1];
    const key = name !== undefined && Object.hasOwn(RATE_LIMIT_NAMES, name) ? RATE_LIMIT_NAMES[name as keyof typeof RATE_LIMIT_NAMES] : undefined;
    const max = Number(match?.[2]);
    const windowSeconds = Number(match?.[3]);
    if (key === undefined || max < 1 || windowSeconds < 1) throw new CliError(messages.server.invalidOption('--rate-limit', value));
    limits[key] = { max, windowSeconds };
  }
  return limits;
}

/** A full ISO instant with its zone (2026-02-11T13:00:00Z), accepted only in development: production keeps the real clock. */
function clockOf(value: string | undefined, mode: ServerMode): number | undefined {
  if (value === undefined) return undefined;
  if (mode !== 'development') throw new CliError(messages.deadlines.server.clockNeedsDevelopment);
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) throw new CliError(messages.server.invalidOption('--clock', value));
  return at;
}

export function parseCli(argv: readonly string[], cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'realtime-port': { type: 'string' },
        data: { type: 'string' },
        'web-staff': { type: 'string' },
        'web-citizen': { type: 'string' },
        mode: { type: 'string' },
        clock: { type: 'string' },
        'trust-proxy': { type: 'string', multiple: true },
        'cors-origin': { type: 'string', multiple: true },
        'token-ttl': { type: 'string' },
        'login-max-failures': { type: 'string' },
        'rate-limit': { type: 'string', multiple: true },
        'trust-anchors': { type: 'string' },
        'postal-code-url': { type: 'string' },
        'ibge-url': { type: 'string' },
        'geocoding-url': { type: 'string' },
        'map-tiles-url': { type: 'string' },
        'map-tiles-attribution': { type: 'string' },
        'smtp-url': { type: 'string' },
        'mail-from': { type: 'string' },
        'moodle-url': { type: 'string' },
        'recaptcha-secret': { type: 'string' },
        'recaptcha-verify-url': { type: 'string' },
        ...GOVBR_CLI_OPTIONS,
        ...GOVBR_LOGIN_CLI_OPTIONS,
      },
    }));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const corsOrigins = (values['cors-origin'] ?? []).map((value) => {
    const origin = originOf(value);
    if (origin === null) throw new CliError(messages.server.invalidOption('--cors-origin', value));
    return origin;
  });
  const govBr = parseGovBrOptions(values, cwd, env);
  const govBrLogin = parseGovBrLoginOptions(values, env);
  const mode = values.mode ?? 'production';
  if (!isServerMode(mode)) throw new CliError(messages.server.invalidOption('--mode', mode));
  const clockStart = clockOf(values.clock, mode);
  const maxFailures = integer('--login-max-failures', values['login-max-failures'], DEFAULT_LOGIN_THROTTLE.maxFailures, 0, 1_000_000);
  return {
    port: integer('--port', values.port, DEFAULT_PORT, 0, 65535),
    realtimePort: integer('--realtime-port', values['realtime-port'], REALTIME_DEFAULT_PORT, 0, 65535),
    dataDir: resolve(cwd, values.data ?? DEFAULT_DATA_DIR),
    ...(values['web-staff'] !== undefined ? { webStaffDir: resolve(cwd, values['web-staff']) } : {}),
    ...(values['web-citizen'] !== undefined ? { webCitizenDir: resolve(cwd, values['web-citizen']) } : {}),
    mode,
    trustProxy: (values['trust-proxy'] ?? []).map(proxyAddress),
    corsOrigins,
    tokenTtlSeconds: integer('--token-ttl', values['token-ttl'], DEFAULT_TOKEN_TTL_SECONDS, 1, 365 * 24 * 60 * 60),
    loginThrottle: maxFailures === 0 ? false : { ...DEFAULT_LOGIN_THROTTLE, maxFailures },
    rateLimits: rateLimits(values['rate-limit'] ?? []),
    ...(values['trust-anchors'] !== undefined ? { trustAnchorsFile: resolve(cwd, values['trust-anchors']) } : {}),
    postalCodeUrl: httpUrl('--postal-code-url', values['postal-code-url'] ?? (env.GDOC_POSTAL_CODE_URL || DEFAULT_POSTAL_CODE_URL)),
    ibgeUrl: httpUrl('--ibge-url', values['ibge-url'] ?? (env.GDOC_IBGE_URL || DEFAULT_IBGE_URL)),
    geocodingUrl: httpUrl('--geocoding-url', values['geocoding-url'] ?? (env.GDOC_GEOCODING_URL || DEFAULT_GEOCODING_URL)),
    mapTiles: mapTilesOf(values['map-tiles-url'] ?? (env.GDOC_MAP_TILES_URL || undefined), values['map-tiles-attribution'] ?? (env.GDOC_MAP_TILES_ATTRIBUTION || undefined)),
    ...smtpUrlOf(values['smtp-url'] ?? (env.GDOC_SMTP_URL || undefined)),
    mailFrom: values['mail-from'] ?? (env.GDOC_MAIL_FROM || DEFAULT_MAIL_FROM),
    ...recaptchaSecretOf(values['recaptcha-secret'] ?? (env.GDOC_RECAPTCHA_SECRET || undefined)),
    recaptchaVerifyUrl: httpUrl('--recaptcha-verify-url', values['recaptcha-verify-url'] ?? (env.GDOC_RECAPTCHA_VERIFY_URL || DEFAULT_RECAPTCHA_VERIFY_URL)),
    ...(govBr !== null ? { govBr } : {}),
    ...(govBrLogin !== null ? { govBrLogin } : {}),
    ...moodleUrlOf(values['moodle-url'] ?? (env.GDOC_MOODLE_URL || undefined)),
    ...(clockStart === undefined ? {} : { clockStart }),
  };
}
