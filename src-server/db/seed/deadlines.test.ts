// The demo's deadlines: the Protocolo's queue shows each state around the seed time, and new
// documents under the demo subjects get due dates.
import { describe, expect, it } from 'vitest';
import { deadlineState } from '../../../src-shared/deadlines';
import { seededDb } from '../../testing/harness';
import { DEMO_DEADLINE_SECTOR, DEMO_DEADLINE_TASKS, demoDueAt } from './deadlines';

describe('demo deadlines', () => {
  it('spreads overdue, today, this week, later and none, whatever the time of day', () => {
    for (const now of ['2026-02-11T13:00:00.000Z', '2026-02-12T02:30:00.000Z', '2026-02-15T23:00:00.000Z']) {
      const states = Array.from({ length: 8 }, (_, index) => deadlineState(demoDueAt(index, new Date(now)), now));
      expect(states.filter((state) => state === 'overdue')).toHaveLength(2);
      expect(states.filter((state) => state === 'today').length).toBeGreaterThanOrEqual(2);
      expect(states.filter((state) => state === 'later').length).toBeGreaterThanOrEqual(2);
      expect(states.filter((state) => state === null)).toHaveLength(1);
    }
    // On a Wednesday the week's item is due on Friday, not today.
    expect(deadlineState(demoDueAt(2, new Date('2026-02-11T13:00:00.000Z')), '2026-02-11T13:00:00.000Z')).toBe('week');
  });

  it('gives the demo sector’s recent tasks their due dates, and the demo subjects deadlines', () => {
    const db = seededDb();
    try {
      const dated = db
        .prepare("SELECT count(*) FROM inbox_emails WHERE sector_id = (SELECT id FROM sectors WHERE symbol = ?) AND due_at IS NOT NULL")
        .pluck()
        .get(DEMO_DEADLINE_SECTOR);
      expect(dated).toBe(DEMO_DEADLINE_TASKS - DEMO_DEADLINE_TASKS / 8);
      expect(db.prepare("SELECT deadline || ' ' || deadline_unit FROM subjects WHERE name = 'Ouvidoria'").pluck().get()).toBe('10 days');
    } finally {
      db.close();
    }
  });
});
