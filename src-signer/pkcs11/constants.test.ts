// The numbers kept in constants.ts are the ones pkcs11js (and the PKCS#11 headers) use.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { CKR, ckrName } from './constants';

const pkcs11js = createRequire(import.meta.url)('pkcs11js') as Record<string, unknown>;

describe('PKCS#11 constants', () => {
  it('match pkcs11js', () => {
    for (const [name, value] of Object.entries(constants)) {
      if (typeof value !== 'number') continue;
      expect([name, pkcs11js[name]]).toEqual([name, value]);
    }
    // pkcs11js lacks a few v2.40 additions (CKR_ACTION_PROHIBITED); every one it has must agree.
    const known = Object.entries(CKR).filter(([name]) => pkcs11js[name] !== undefined);
    expect(known.length).toBeGreaterThan(Object.keys(CKR).length - 3);
    for (const [name, value] of known) expect([name, pkcs11js[name]]).toEqual([name, value]);
  });

  it('name return values, and show vendor codes in hex', () => {
    expect(ckrName(0xa0)).toBe('CKR_PIN_INCORRECT');
    expect(ckrName(0x80000123)).toBe('CKR_0x80000123');
  });
});
