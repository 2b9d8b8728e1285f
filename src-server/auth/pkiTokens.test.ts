import { describe, expect, it } from 'vitest';
import { testClock } from '../testing/harness';
import { createPkiChallenges, PKI_TOKEN_TTL_SECONDS } from './pkiTokens';

/** The same challenge with one byte changed, still 43 base64url characters. */
const tampered = (token: string, index: number) => {
  const bytes = Buffer.from(token, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
};

describe('certificate-login challenges', () => {
  it('are issued without remembering anything, and each is accepted once', () => {
    const clock = testClock();
    const challenges = createPkiChallenges();
    const issued = Array.from({ length: 10_000 }, () => challenges.issue(clock.now()));
    expect(new Set(issued).size).toBe(10_000);
    expect(challenges.usedCount()).toBe(0);
    const [first] = issued;
    expect(challenges.consume(first!, clock.now())).toBe('ok');
    expect(challenges.consume(first!, clock.now())).toBe('invalid');
  });

  it('expire after five minutes', () => {
    const clock = testClock();
    const challenges = createPkiChallenges();
    const token = challenges.issue(clock.now());
    clock.advance(PKI_TOKEN_TTL_SECONDS);
    expect(challenges.consume(token, clock.now())).toBe('invalid');
  });

  it('refuse a forged one: a changed expiry, nonce or MAC, another server’s, or made up', () => {
    const clock = testClock();
    const challenges = createPkiChallenges();
    const token = challenges.issue(clock.now());
    for (const index of [3, 10, 31]) expect(challenges.consume(tampered(token, index), clock.now()), `byte ${index}`).toBe('invalid');
    expect(challenges.consume(createPkiChallenges().issue(clock.now()), clock.now())).toBe('invalid');
    expect(challenges.consume('A'.repeat(43), clock.now())).toBe('invalid');
    expect(challenges.consume('not a challenge', clock.now())).toBe('invalid');
    expect(challenges.consume(token, clock.now())).toBe('ok');
  });

  it('remember at most the bound: past it, logins wait until used ones expire, and a used one is never forgotten early', () => {
    const clock = testClock();
    const challenges = createPkiChallenges({ maxUsed: 1_000 });
    const results = Array.from({ length: 10_000 }, () => challenges.consume(challenges.issue(clock.now()), clock.now()));
    expect(results.filter((result) => result === 'ok')).toHaveLength(1_000);
    expect(results.filter((result) => result === 'busy')).toHaveLength(9_000);
    expect(challenges.usedCount()).toBe(1_000);

    const late = challenges.issue(clock.now());
    clock.advance(PKI_TOKEN_TTL_SECONDS);
    expect(challenges.consume(challenges.issue(clock.now()), clock.now())).toBe('ok');
    expect(challenges.usedCount()).toBe(1);
    expect(challenges.consume(late, clock.now())).toBe('invalid');
  });
});
