// Password hashes as this server made them before the scrypt cost was raised (N=2^14, r=8, p=1),
// for the tests of their upgrade.
import { randomBytes, scryptSync } from 'node:crypto';

export const LEGACY_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;

export function legacyPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, 64, LEGACY_PARAMS);
  return ['scrypt', LEGACY_PARAMS.N, LEGACY_PARAMS.r, LEGACY_PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}
