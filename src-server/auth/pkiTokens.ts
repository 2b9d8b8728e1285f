// Certificate-login challenges (GET /pki-token): 32 random bytes, valid five minutes, good for one
// login attempt. Only their SHA-256 is stored, like access tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { PkiTokenResponse } from '../../src-shared/api/signatures';
import { isoAt, type ServerContext } from '../context';

export const PKI_TOKEN_TTL_SECONDS = 5 * 60;

const TOKEN_TEXT = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function issuePkiToken(ctx: ServerContext): PkiTokenResponse {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  ctx.repos.pkiTokens.deleteExpired(isoAt(now));
  ctx.repos.pkiTokens.insert(hashOf(token), isoAt(now), isoAt(now + PKI_TOKEN_TTL_SECONDS * 1000));
  return { token };
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

/** Marks the challenge used; false when it is unknown, expired or already used. */
export function consumePkiToken(ctx: ServerContext, token: string): boolean {
  return ctx.repos.pkiTokens.consume(hashOf(token), isoAt(ctx.now()));
}
