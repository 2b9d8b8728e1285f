// Short-lived signed download links (GET upload/link?key → GET upload?key&expires&uid&signature):
// an HMAC-SHA256, with the server's own secret (server_secrets, migration 006), over the file key,
// the user it was made for and the expiry. The browser can then open the file (gallery, download)
// without the bearer token, and the server still checks, on use, that this user may see it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';

export const LINK_TTL_SECONDS = 5 * 60;

export const secretOf = (db: Db, name: string): Buffer => {
  const secret = db.prepare<[string], Buffer>('SELECT secret FROM server_secrets WHERE name = ?').pluck().get(name);
  if (secret === undefined) throw new Error(`server secret ${name} is missing`);
  return secret;
};

const mac = (db: Db, key: string, userId: number, expires: number) =>
  createHmac('sha256', secretOf(db, 'upload_link')).update(`upload\n${key}\n${userId}\n${expires}`).digest('base64url');

export type SignedLink = { key: string; uid: number; expires: number; signature: string };

export function signLink(db: Db, key: string, userId: number, nowMs: number): SignedLink {
  const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
  return { key, uid: userId, expires, signature: mac(db, key, userId, expires) };
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export function checkLink(db: Db, link: SignedLink, nowMs: number): LinkCheck {
  const expected = Buffer.from(mac(db, link.key, link.uid, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return link.expires * 1000 <= nowMs ? 'expired' : 'valid';
}

export const linkQuery = (link: SignedLink): string =>
  new URLSearchParams({ key: link.key, uid: String(link.uid), expires: String(link.expires), signature: link.signature }).toString();
