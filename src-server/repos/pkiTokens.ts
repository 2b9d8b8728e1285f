import type { Db } from '../db/open';

export function createPkiTokensRepo(db: Db) {
  const insert = db.prepare<[string, string, string]>('INSERT INTO pki_tokens (token_sha256, issued_at, expires_at) VALUES (?, ?, ?)');
  const deleteExpired = db.prepare<[string]>('DELETE FROM pki_tokens WHERE expires_at <= ?');
  // One statement decides: a challenge is used once, however many logins race for it.
  const consume = db.prepare<[string, string, string]>(
    'UPDATE pki_tokens SET used_at = ? WHERE token_sha256 = ? AND used_at IS NULL AND expires_at > ?',
  );

  return {
    insert: (hash: string, issuedAt: string, expiresAt: string) => void insert.run(hash, issuedAt, expiresAt),
    /** Expired challenges can never be used again, so they are simply forgotten. */
    deleteExpired: (now: string) => deleteExpired.run(now).changes,
    consume: (hash: string, now: string) => consume.run(now, hash, now).changes === 1,
  };
}
