// Certificate-login challenges (GET /pki-token), valid five minutes, good for one login attempt.
// Handing one out stores nothing, so no number of requests can fill the database: a challenge is
// 32 bytes that prove themselves, [expiry: 4 bytes, seconds][nonce: 12 random bytes][first 16
// bytes of an HMAC-SHA256 of the two], sent as the 43 base64url characters clients expect.
// Only challenges presented at login are remembered, until they expire, so each works once; see
// createPkiChallenges for the bound. The HMAC key is random per process, like that memory: a
// restart invalidates the challenges it issued rather than letting a used one work again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PkiTokenResponse } from '../../src-shared/api/signatures';
import type { ServerContext } from '../context';

export const PKI_TOKEN_TTL_SECONDS = 5 * 60;

/** Used challenges remembered at most (about 100 bytes each); see createPkiChallenges. */
export const MAX_USED_PKI_TOKENS = 100_000;

const TOKEN_TEXT = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY_BYTES = 4;
const NONCE_BYTES = 12;
const MAC_BYTES = 16;

export type ConsumeResult = 'ok' | 'invalid' | 'busy';

export type PkiChallenges = {
  issue(nowMs: number): string;
  /** Checks the challenge and marks it used: 'invalid' when forged, expired or used before. */
  consume(token: string, nowMs: number): ConsumeResult;
  /** Used challenges currently remembered. */
  usedCount(): number;
};

/**
 * When `maxUsed` unexpired challenges are remembered, further logins are refused ('busy') until
 * some expire: forgetting a used one early would let it be presented again. Reaching the bound
 * takes that many logins within five minutes, which the per-IP limits make slow.
 */
export function createPkiChallenges({ maxUsed = MAX_USED_PKI_TOKENS } = {}): PkiChallenges {
  const key = randomBytes(32);
  const used = new Map<string, number>();
  const macOf = (payload: Buffer) => createHmac('sha256', key).update('gdoc-pki-token-v1').update(payload).digest().subarray(0, MAC_BYTES);
  const sweep = (nowMs: number) => {
    for (const [token, expiresAt] of used) if (expiresAt <= nowMs) used.delete(token);
  };

  return {
    issue(nowMs) {
      const payload = Buffer.alloc(EXPIRY_BYTES + NONCE_BYTES);
      payload.writeUInt32BE(Math.floor(nowMs / 1000) + PKI_TOKEN_TTL_SECONDS, 0);
      randomBytes(NONCE_BYTES).copy(payload, EXPIRY_BYTES);
      return Buffer.concat([payload, macOf(payload)]).toString('base64url');
    },
    consume(token, nowMs) {
      if (!TOKEN_TEXT.test(token)) return 'invalid';
      const bytes = Buffer.from(token, 'base64url');
      const payload = bytes.subarray(0, EXPIRY_BYTES + NONCE_BYTES);
      if (!timingSafeEqual(macOf(payload), bytes.subarray(EXPIRY_BYTES + NONCE_BYTES))) return 'invalid';
      const expiresAt = payload.readUInt32BE(0) * 1000;
      if (expiresAt <= nowMs || used.has(token)) return 'invalid';
      if (used.size >= maxUsed) sweep(nowMs);
      if (used.size >= maxUsed) return 'busy';
      used.set(token, expiresAt);
      return 'ok';
    },
    usedCount: () => used.size,
  };
}

export function issuePkiToken(ctx: ServerContext): PkiTokenResponse {
  return { token: ctx.pkiChallenges.issue(ctx.now()) };
}

/**
 * The challenge a login CMS signed. Its content is the token's text as received (43 ASCII bytes);
 * the 32 bytes it encodes are accepted too, since both name the same challenge.
 */
export function pkiTokenFromContent(content: Uint8Array): string | null {
  if (content.length === 32) return Buffer.from(content).toString('base64url');
  const text = Buffer.from(content).toString('latin1');
  return TOKEN_TEXT.test(text) ? text : null;
}

/** Marks the challenge used; see PkiChallenges.consume. */
export function consumePkiToken(ctx: ServerContext, token: string): ConsumeResult {
  return ctx.pkiChallenges.consume(token, ctx.now());
}
