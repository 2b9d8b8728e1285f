import { describe, expect, it } from 'vitest';
import { bearerToken, hashAccessToken, isWellFormedToken, newAccessToken } from './tokens';

describe('access tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const { token, hash } = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashAccessToken(token));
    expect(newAccessToken().token).not.toBe(token);
  });

  it('are read from a Bearer authorization header only when well formed', () => {
    const { token } = newAccessToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Bearer abc')).toBeNull();
    expect(bearerToken(`Bearer ${token} extra`)).toBeNull();
    expect(isWellFormedToken(`${token}=`)).toBe(false);
  });
});
