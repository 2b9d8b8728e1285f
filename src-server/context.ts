// What every route needs, built once per app by buildApp and passed to each route module.
import type { AuditLog } from './audit/log';
import type { PkiChallenges } from './auth/pkiTokens';
import type { PortalCodes } from './auth/portalCodes';
import type { LoginThrottle } from './auth/throttle';
import type { Db } from './db/open';
import type { GovBr } from './govBr/govBr';
import type { GeocodingQueue } from './geocoding/afterPublish';
import type { GovBrLogin } from './govBrLogin/govBrLogin';
import type { MapTiles } from './map/tiles';
import type { OriginPolicy } from './http/origins';
import type { Mailer } from './mail/mailer';
import type { MoodleClient } from './moodle/client';
import type { RealtimeHub } from './realtime/types';
import type { RecaptchaClient } from './recaptcha/client';
import type { Repos } from './repos';
import type { TrustList } from './signatures/trustList';

export type ServerContext = {
  db: Db;
  repos: Repos;
  /** Milliseconds since the epoch; injectable so tests can move time past a token's expiry. */
  now: () => number;
  tokenTtlSeconds: number;
  loginThrottle: LoginThrottle;
  /** Certificate-login challenges: issued without storage, each accepted once. */
  pkiChallenges: PkiChallenges;
  /** One-time codes the desktop app's citizen certificate login hands the portal (auth/portalCodes.ts). */
  portalCodes: PortalCodes;
  origins: OriginPolicy;
  /** The CAs certificate logins and ICP signatures must chain to; null refuses both. */
  trustList: TrustList | null;
  /** Base URL of the ViaCEP-compatible postal-code service (--postal-code-url); null turns GET zip-code off. */
  postalCodeUrl?: string | null;
  /** Base URL of IBGE's localidades service (--ibge-url); null turns GET locations/… off. */
  ibgeUrl?: string | null;
  /** The organisation's outgoing e-mail (--smtp-url); null turns Enviar externamente off (503). */
  mailer: Mailer | null;
  /** The gov.br signature (--govbr-*); null or absent turns it off (routes answer 503). */
  govBr?: GovBr | null;
  /** The gov.br login (--govbr-sso-*); null or absent turns it off (routes answer 503). */
  govBrLogin?: GovBrLogin | null;
  /** The learning platform's login links (--moodle-url + GDOC_MOODLE_TOKEN); null or absent: GET auth/moodle answers 503. */
  moodle?: MoodleClient | null;
  /** The signup's reCAPTCHA verifier (--recaptcha-*); null when no secret is configured. */
  recaptcha?: RecaptchaClient | null;
  /** Coordinates for published addresses typed without them (--geocoding-url); its client is null when off. */
  geocoding: GeocodingQueue;
  /** The map's tile source (--map-tiles-url), fetched through GET /api/map/tiles/…; null turns the map's tiles off. */
  mapTiles: MapTiles | null;
  /** The realtime server's side the routes publish to (chat events, presence). */
  realtime: RealtimeHub;
  /** The append-only, hash-chained audit trail (audit/log.ts); routes write it through audit/trail.ts. */
  audit: AuditLog;
};

export const isoAt = (ms: number): string => new Date(ms).toISOString();
