// Password hashes as self-describing strings, `scrypt$N$r$p$salt$hash` (base64url), so the cost
// can be raised later while old hashes still verify with the parameters they were made with.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP Password Storage Cheat Sheet's first scrypt setting (N=2^17, r=8, p=1). Its listed
// equivalents trade memory for CPU (p=2..10 with a smaller N); this one keeps scrypt's whole
// point, memory per guess (128 MiB), at the same CPU cost. Node runs at most its thread pool's
// size (4) of them at once, so the server's peak stays near 512 MiB however many logins arrive.
const DEFAULT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

type Params = { N: number; r: number; p: number };

// scrypt needs 128·N·r bytes; allow twice that so the default 32 MiB cap never trips.
const options = ({ N, r, p }: Params): ScryptOptions => ({ N, r, p, maxmem: 256 * N * r });

const encode = (params: Params, salt: Buffer, hash: Buffer) =>
  ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');

function derive(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options(params), (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return encode(DEFAULT, salt, await derive(password, salt, DEFAULT, KEY_LENGTH));
}

/** For the seed, which runs once at start-up inside a synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LENGTH);
  return encode(DEFAULT, salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, options(DEFAULT)));
}

type Parsed = Params & { salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const sane = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= 2 ** 20;
  if (!sane || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** A hash made with other parameters than today's, to be replaced at the next proven password. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return parsed === null || parsed.N !== DEFAULT.N || parsed.r !== DEFAULT.r || parsed.p !== DEFAULT.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the login names nobody, so an unknown user costs the same scrypt
 * time as a wrong password and response times do not reveal who has an account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
