// Bearer tokens: 32 random bytes shown once to the client; the database keeps only their SHA-256,
// which is enough (the token has full entropy, so no salt or slow hash is needed).
import { createHash, randomBytes } from 'node:crypto';

export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** 32 bytes in base64url are exactly 43 characters of this alphabet. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && isWellFormedToken(token) ? token : null;
}
