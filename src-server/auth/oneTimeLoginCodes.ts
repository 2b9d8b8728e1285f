// One-time login codes: what a login proven elsewhere (gov.br's callback, the desktop app's
// certificate login) hands a browser in place of a session token in a URL. Each is 32 random
// bytes (base64url), expires, is taken once, and is kept only as its SHA-256: the map never holds
// a code that could be replayed. The oldest go first when the store is full, rather than memory grown.
import { createHash, randomBytes } from 'node:crypto';

/** Codes issued and not yet used are few; past this the oldest are forgotten. */
const MAX_ENTRIES = 2000;

const keyOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('base64url');

export class OneTimeLoginCodes<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** A new code for the value; only its hash is stored. */
  put(value: T, now: number): string {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const code = randomBytes(32).toString('base64url');
    this.entries.set(keyOf(code), value);
    return code;
  }

  /** The value once (the code is gone whatever the answer), or null when unknown, used or expired. */
  take(code: string, now: number): T | null {
    const key = keyOf(code);
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry === undefined || entry.expiresAt <= now ? null : entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
