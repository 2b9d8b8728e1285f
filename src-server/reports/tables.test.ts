// The local day of a UTC hour, as the reports group by it: the same answer as asking the zone for
// each hour, across Brazil's last summer time changes (04/11/2018, 17/02/2019) and the years since.
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src-shared/deadlines';
import { localDayOfHour } from './tables';

describe('the local day of a UTC hour', () => {
  it('is the zone’s local day for every hour of 2018 and 2019, summer time changes included', () => {
    const dayOf = localDayOfHour();
    const start = Date.parse('2018-01-01T00:00:00.000Z');
    const wrong: string[] = [];
    for (let at = start; at < Date.parse('2020-01-01T00:00:00.000Z'); at += 3_600_000) {
      const hour = new Date(at).toISOString().slice(0, 13);
      if (dayOf(hour) !== localDay(at)) wrong.push(hour);
    }
    expect(wrong).toEqual([]);
  });

  it('reads the evening in Brasília as the same day, though it is already the next day in UTC', () => {
    const dayOf = localDayOfHour();
    expect(dayOf('2026-02-01T02')).toBe('2026-01-31');
    expect(dayOf('2026-02-01T03')).toBe('2026-02-01');
    // In summer time (-02:00), midnight was at 02:00 UTC.
    expect(dayOf('2018-12-01T01')).toBe('2018-11-30');
    expect(dayOf('2018-12-01T02')).toBe('2018-12-01');
  });
});
