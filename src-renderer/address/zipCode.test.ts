// The CEP field (§5): digits only, masked 00000-000 as typed, looked up at exactly 8 digits, and
// what the lookup has filling the address while what the person typed stays where it has nothing.
import { describe, expect, it } from 'vitest';
import type { ZipLookup } from '../../src-shared/api/documents';
import { formatZip, placeFound, zipDigits, zipToLookUp } from './zipCode';

describe('CEP', () => {
  it('keeps 8 digits at most and masks them', () => {
    expect(zipDigits('01.310-100 extra 9')).toBe('01310100');
    expect(formatZip('01310')).toBe('01310');
    expect(formatZip('013101')).toBe('01310-1');
    expect(formatZip('01310100')).toBe('01310-100');
    expect(formatZip('013101009')).toBe('01310-100');
  });

  it('looks up only at exactly 8 digits', () => {
    expect(zipToLookUp('01310-10')).toBeNull();
    expect(zipToLookUp('01310-100')).toBe('01310100');
    expect(zipToLookUp('')).toBeNull();
  });

  it('fills the address fields the lookup has and keeps the rest', () => {
    const found: ZipLookup = { zip: '01310100', uf: 'sp', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Avenida Paulista', complement: '' };
    expect(placeFound({ uf: '', city: '', street: 'antiga', neighborhood: '', complement: 'sala 2' }, found)).toEqual({
      uf: 'SP',
      city: 'São Paulo',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      complement: 'sala 2',
    });
    // A city typed for another state goes; where the lookup has nothing, what was typed stays.
    expect(placeFound({ uf: 'MG', city: 'Vale Verde', neighborhood: 'Centro', street: '', complement: '' }, { ...found, city: '', neighborhood: '' })).toMatchObject({
      uf: 'SP',
      city: '',
      neighborhood: 'Centro',
    });
  });
});
