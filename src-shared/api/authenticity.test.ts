// A verification code is read however it was typed: any case, with or without dashes and spaces.
import { describe, expect, it } from 'vitest';
import { normalizeVerificationCode } from './authenticity';

describe('normalizeVerificationCode', () => {
  it.each(['A1B2-C3D4-E5F6-0789', 'a1b2c3d4e5f60789', ' a1b2 c3d4 e5f6 0789 ', 'A1B2 - C3D4 - E5F6 - 0789'])('reads %j as the printed code', (typed) => {
    expect(normalizeVerificationCode(typed)).toBe('A1B2-C3D4-E5F6-0789');
  });

  it.each(['', 'A1B2-C3D4-E5F6', 'A1B2-C3D4-E5F6-07890', 'G1B2-C3D4-E5F6-0789', 'A1B2.C3D4.E5F6.0789'])('refuses %j', (typed) => {
    expect(normalizeVerificationCode(typed)).toBeNull();
  });
});
