import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { pinPolicy, pinProblem } from './pinPolicy';
import { aToken } from './testCertificates';

describe('how the PIN is asked for', () => {
  it('asks for a typed PIN with the token’s lengths', () => {
    expect(pinPolicy(aToken({}, { minPinLength: 6, maxPinLength: 12 }))).toEqual({ mode: 'typed', warning: null, minLength: 6, maxLength: 12 });
  });

  it('warns before typing when the token is close to locking', () => {
    expect(pinPolicy(aToken({ pinCountLow: true })).warning).toBe(messages.certificates.pinWarningCountLow);
    expect(pinPolicy(aToken({ pinCountLow: true, pinFinalTry: true })).warning).toBe(messages.certificates.pinWarningFinalTry);
  });

  it('does not ask at all when the PIN is locked, even on a PIN pad', () => {
    expect(pinPolicy(aToken({ pinLocked: true, protectedAuthenticationPath: true })).mode).toBe('locked');
  });

  it('lets a PIN pad ask on the reader', () => {
    expect(pinPolicy(aToken({ protectedAuthenticationPath: true })).mode).toBe('pad');
  });

  it('ignores lengths a token reports as nonsense', () => {
    expect(pinPolicy(aToken({}, { minPinLength: 0, maxPinLength: 4294967295 }))).toMatchObject({ minLength: null, maxLength: null });
    expect(pinPolicy(aToken({}, { minPinLength: 8, maxPinLength: 4 }))).toMatchObject({ minLength: 8, maxLength: null });
    expect(pinPolicy(null)).toEqual({ mode: 'typed', warning: null, minLength: null, maxLength: null });
  });

  it('refuses an empty or out-of-range PIN before a try is spent on it', () => {
    const policy = pinPolicy(aToken({}, { minPinLength: 4, maxPinLength: 8 }));
    expect(pinProblem('', policy)).toBe(messages.signer.pinRequired);
    expect(pinProblem('123', policy)).toBe('O PIN deve ter de 4 a 8 caracteres.');
    expect(pinProblem('123456789', policy)).toBe('O PIN deve ter de 4 a 8 caracteres.');
    expect(pinProblem('12345678', policy)).toBeNull();
  });
});
