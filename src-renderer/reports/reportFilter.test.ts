import { describe, expect, it } from 'vitest';
import { currentMonth, filterOfSearch, searchOfFilter } from './reportFilter';

describe('report filter in the URL', () => {
  it('defaults to the current month in Brasília, not in UTC', () => {
    // 01/03 02:00 UTC is still 28/02 in Brasília (UTC−3).
    expect(currentMonth(new Date('2027-03-01T02:00:00Z'))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(currentMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(currentMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads an empty URL as the current month, every sector (with sub-sectors), subject and type', () => {
    expect(filterOfSearch(new URLSearchParams(), new Date('2026-11-27T12:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      sectorId: '',
      withSubsectors: true,
      subjectId: '',
      documentType: '',
    });
  });

  it('writes back what it reads', () => {
    const query = { from: '2026-01-01', to: '2026-03-31', sector_id: '4', with_subsectors: '0', subject_id: '9', document_type: 'oficio' };
    const filter = filterOfSearch(new URLSearchParams(query), new Date());
    expect(filter).toEqual({ from: '2026-01-01', to: '2026-03-31', sectorId: '4', withSubsectors: false, subjectId: '9', documentType: 'oficio' });
    expect(searchOfFilter(filter)).toEqual(query);
  });

  it('leaves out empty choices, and the sub-sector switch without a sector or when included', () => {
    const base = { from: '2026-01-01', to: '2026-01-31', sectorId: '', withSubsectors: false, subjectId: '', documentType: '' };
    expect(searchOfFilter(base)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(searchOfFilter({ ...base, sectorId: '2', withSubsectors: true })).toEqual({ from: '2026-01-01', to: '2026-01-31', sector_id: '2' });
  });
});
