import { describe, expect, it } from 'vitest';
import { testClock } from '../testing/harness';
import { LoginThrottle } from './throttle';

describe('LoginThrottle', () => {
  it('blocks an identifier after the allowed failures within the window, then lets it try again', () => {
    const clock = testClock();
    const throttle = new LoginThrottle({ maxFailures: 3, windowSeconds: 60 }, clock.now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfterSeconds('email:a@b.gov.br')).toBe(0);
      throttle.recordFailure('email:a@b.gov.br');
      clock.advance(10);
    }
    expect(throttle.retryAfterSeconds('email:a@b.gov.br')).toBe(30);
    expect(throttle.retryAfterSeconds('email:other@b.gov.br')).toBe(0);
    clock.advance(31);
    expect(throttle.retryAfterSeconds('email:a@b.gov.br')).toBe(0);
  });

  it('counts an attempt as it starts, so attempts still being checked use up the allowance; a refused one is not counted', () => {
    const clock = testClock();
    const throttle = new LoginThrottle({ maxFailures: 2, windowSeconds: 60 }, clock.now);
    expect([throttle.countAttempt('k'), throttle.countAttempt('k'), throttle.countAttempt('k'), throttle.countAttempt('k')]).toEqual([0, 0, 60, 60]);
    clock.advance(61);
    expect(throttle.countAttempt('k')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const clock = testClock();
    const throttle = new LoginThrottle({ maxFailures: 2, windowSeconds: 60 }, clock.now);
    throttle.recordFailure('k');
    throttle.recordFailure('k');
    expect(throttle.retryAfterSeconds('k')).toBeGreaterThan(0);
    throttle.reset('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });

  it('never blocks when turned off', () => {
    const throttle = new LoginThrottle(false, Date.now);
    for (let i = 0; i < 100; i += 1) throttle.recordFailure('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });
});
