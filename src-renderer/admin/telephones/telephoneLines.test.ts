// The telephone directory's lines: the primary sector first, numbers dialled by their digits.
import { describe, expect, it } from 'vitest';
import type { TelephoneEntry } from '../../../src-shared/api/internalUsers';
import { mailHref, sectorsInOrder, telHref } from './telephoneLines';

const sector = (id: number, isPrimarySector: boolean) => ({ id, name: `S${id}`, symbol: `S${id}`, telephone: null, ramal: null, isPrimarySector });

describe('telephone directory', () => {
  it('lists the primary sector first', () => {
    const entry: TelephoneEntry = { id: 1, name: 'Ana', email: null, cellphone: null, sectors: [sector(1, false), sector(2, true), sector(3, false)] };
    expect(sectorsInOrder(entry).map((item) => item.id)).toEqual([2, 1, 3]);
  });

  it('dials the digits alone and writes to the address', () => {
    expect(telHref('(35) 3421-1001')).toBe('tel:3534211001');
    expect(telHref(' - ')).toBeNull();
    expect(mailHref('ana@demo.gov.br')).toBe('mailto:ana@demo.gov.br');
  });
});
