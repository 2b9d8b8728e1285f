// Certificate-login challenges no longer live in the database (auth/pkiTokens.ts: they are
// HMAC-signed, and the used ones are remembered in memory until they expire), so GET /pki-token
// can no longer grow it. Outstanding rows were valid five minutes and are simply dropped.
import type { Migration } from './types';

export const dropPkiTokens: Migration = {
  version: 11,
  name: 'drop_pki_tokens',
  up(db) {
    db.exec('DROP TABLE pki_tokens');
  },
};
