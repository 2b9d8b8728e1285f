import type { Db } from '../db/open';

export type AccessTokenRow = {
  id: number;
  user_id: number;
  token_hash: string;
  login_type: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
};

export type NewAccessToken = { userId: number; hash: string; loginType: number; createdAt: string; expiresAt: string };

export function createTokensRepo(db: Db) {
  const insert = db.prepare<NewAccessToken>(
    `INSERT INTO access_tokens (user_id, token_hash, login_type, created_at, expires_at)
     VALUES (@userId, @hash, @loginType, @createdAt, @expiresAt)`,
  );
  const byHash = db.prepare<[string], AccessTokenRow>('SELECT * FROM access_tokens WHERE token_hash = ?');
  const revokeByHash = db.prepare<[string, string]>(
    'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const revokeOthers = db.prepare<[string, number, number], { id: number }>(
    'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL RETURNING id',
  );

  return {
    insert: (token: NewAccessToken) => Number(insert.run(token).lastInsertRowid),
    findByHash: (hash: string) => byHash.get(hash),
    revokeByHash: (hash: string, at: string) => revokeByHash.run(at, hash).changes > 0,
    /** The ids of the tokens it revoked, so what they authorised elsewhere (realtime) can end too. */
    revokeOthers: (userId: number, keepTokenId: number, at: string): number[] => revokeOthers.all(at, userId, keepTokenId).map((row) => row.id),
  };
}

export type TokensRepo = ReturnType<typeof createTokensRepo>;
