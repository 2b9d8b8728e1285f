import { describe, expect, it } from 'vitest';
import { legacyPasswordHash } from '../testing/passwords';
import { dummyPasswordHash, hashPassword, hashPasswordSync, needsRehash, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("are self-describing scrypt strings at OWASP's cost (N=2^17, r=8, p=1) with a random salt per hash", async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(hashPasswordSync('demo1234')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('still verify hashes made with lower parameters, which are marked for re-hashing', async () => {
    const legacy = legacyPasswordHash('demo1234');
    expect(await verifyPassword('demo1234', legacy)).toBe(true);
    expect(await verifyPassword('demo12345', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('demo1234'))).toBe(false);
  });

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify hashes made by the synchronous variant used by the seed', async () => {
    expect(await verifyPassword('senha forte 1', hashPasswordSync('senha forte 1'))).toBe(true);
  });

  it('treat composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('s\u00e3o1234');
    expect(await verifyPassword('sa\u0303o1234', stored)).toBe(true);
  });

  it('refuse malformed or absurd stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$3$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', 'scrypt$1073741824$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA']) {
      expect(await verifyPassword('demo1234', stored)).toBe(false);
    }
  });

  it('keep one dummy hash for unknown users, which no password matches by chance', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('demo1234', dummy)).toBe(false);
  });
});
