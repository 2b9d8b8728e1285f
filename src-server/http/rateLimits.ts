// Per-IP limits on the calls that cost a scrypt or hand out challenges (login, GET pki-token, GDOC
// signing, PUT user/me), through @fastify/rate-limit. They bound what one address can make the
// server compute, across accounts; LoginThrottle bounds the guesses at one account, across
// addresses. The defaults are sized for an organisation whose staff share one public address
// (NAT) and all log in at the start of the day, and for the e2e suite, which logs in from
// 127.0.0.1 many times against one server.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { messages } from '../../src-shared/messages';
import { ApiError } from './errors';

export type IpLimit = { max: number; windowSeconds: number };

export type IpRateLimits = {
  login: IpLimit;
  pkiToken: IpLimit;
  /** POST signature/sign/{id}: the signing screen sends one per document, ten at a time. */
  signing: IpLimit;
  profile: IpLimit;
  /** GET locations/… and GET zip-code/…: public (the signup's address step); IBGE's lists are cached. */
  locations: IpLimit;
  /** The public authenticity page (a code and its downloads): stricter, nobody should guess codes. */
  authenticity: IpLimit;
  /** The e-mailed codes: sending, Esqueci minha senha, typing a code or following a link, resetting. */
  accountCodes: IpLimit;
  /** POST user/register: a scrypt and an e-mail per call; a family may sign up several people from home. */
  register: IpLimit;
  /** The portal's public pages: Carta de Serviços and the public figures (an aggregate over requests). */
  publicPages: IpLimit;
};

export const DEFAULT_IP_RATE_LIMITS: IpRateLimits = {
  login: { max: 120, windowSeconds: 60 },
  pkiToken: { max: 120, windowSeconds: 60 },
  signing: { max: 300, windowSeconds: 60 },
  profile: { max: 60, windowSeconds: 60 },
  locations: { max: 300, windowSeconds: 60 },
  authenticity: { max: 30, windowSeconds: 60 },
  accountCodes: { max: 30, windowSeconds: 600 },
  register: { max: 10, windowSeconds: 600 },
  publicPages: { max: 300, windowSeconds: 60 },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-IP limits this app applies, for routes to state which one they fall under. */
    ipRateLimits: IpRateLimits;
  }
}

/** Must run before the routes are declared: the plugin attaches limits as routes are added. */
export function registerRateLimits(app: FastifyInstance, limits: Partial<IpRateLimits> = {}): void {
  app.decorate('ipRateLimits', { ...DEFAULT_IP_RATE_LIMITS, ...limits });
  void app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, { message: messages.server.tooManyRequests }, { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) }),
  });
}

/** Told of a refused request, with how long (ms) its address's window still runs. */
export type RefusalListener = (request: FastifyRequest, retryAfterMs: number) => void;

/**
 * Route options with a per-IP limit added to their config (the access declaration stays); a
 * `message` replaces the refusal's text, `onRefused` hears of each refusal (the login audits them).
 */
export function limitedPerIp<Options extends RouteShorthandOptions>(options: Options, limit: IpLimit, message?: string, onRefused?: RefusalListener): Options {
  const rateLimit = { max: limit.max, timeWindow: limit.windowSeconds * 1000 };
  const custom = message !== undefined || onRefused !== undefined;
  return {
    ...options,
    config: {
      ...options.config,
      rateLimit: !custom
        ? rateLimit
        : {
            ...rateLimit,
            errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
              onRefused?.(request, context.ttl);
              return new ApiError(429, { message: message ?? messages.server.tooManyRequests }, { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) });
            },
          },
    },
  };
}

/**
 * Calls `record` for the first refusal of an address in each window only: a flood of refused
 * requests must not become a flood of writes. Remembers at most `capacity` addresses.
 */
export function oncePerWindow(now: () => number, record: (request: FastifyRequest) => void, capacity = 10_000): RefusalListener {
  const until = new Map<string, number>();
  return (request, retryAfterMs) => {
    const at = now();
    if ((until.get(request.ip) ?? 0) > at) return;
    if (until.size >= capacity) {
      for (const [ip, end] of until) if (end <= at) until.delete(ip);
      if (until.size >= capacity) until.clear();
    }
    until.set(request.ip, at + retryAfterMs);
    record(request);
  };
}
