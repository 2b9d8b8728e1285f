// GET /api/dashboard (issue 20): staff only, for the connected sector the work queue would use (the
// X-InboxSectorId header, else the primary sector), with the work queue's refusals. The numbers
// come from a sector and a clerk written in the test on the seeded database (the figures
// themselves are reports/dashboard.test.ts's); the demo seed's own items are never counted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { deadlineCountsSchema } from '../../src-shared/api/deadlines';
import { dashboardSchema } from '../../src-shared/api/reports';
import { localDateTimeToIso } from '../../src-shared/deadlines';
import { deliveries } from '../reports/testing/deliveries';
import { json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { getInbox } from '../testing/inbox';

const at = (day: string, time: string) => localDateTimeToIso(day, time);
const CLERK = 'painel@teste.gov.br';

let server: TestServer;
let clerk: string;
let own: number;
let other: number;

beforeAll(async () => {
  server = testServer();
  server.clock.set(at('2026-02-11', '10:00'));
  const org = deliveries(server.db);
  own = org.sector('Painel de Teste', 'PTST');
  other = org.sector('Outro Setor', 'OTST');
  org.staff('Clerk do Painel', [own], CLERK);
  const answered = org.document({ sectorId: other, subjectId: null, at: at('2026-02-11', '08:00') });
  org.deliver(answered, { sectorId: own, at: at('2026-02-11', '08:00'), fromSectorId: other, dueAt: at('2026-02-12', '18:00') });
  org.answer(answered, { type: 'reply', fromSectorId: own, at: at('2026-02-11', '09:00') });
  const overdue = org.document({ sectorId: other, subjectId: null, at: at('2026-02-01', '08:00') });
  org.deliver(overdue, { sectorId: own, at: at('2026-02-01', '08:00'), fromSectorId: other, dueAt: at('2026-02-05', '18:00') });
  clerk = await tokenFor(server.app, CLERK);
});
afterAll(() => server.stop());

describe('GET /api/dashboard', () => {
  it('answers the clerk’s and its sector’s numbers', async () => {
    const response = await getInbox(server.app, '/api/dashboard', clerk);
    expect(response.statusCode).toBe(200);
    const dashboard = dashboardSchema.parse(json(response));
    expect(dashboard.connected_sector).toEqual({ id: own, name: 'Painel de Teste' });
    const sector = dashboard.sector!;
    expect([sector.to_do.value, sector.overdue.value, sector.due_this_week.value, sector.received_today.value, sector.answered_this_week.value]).toEqual([2, 1, 1, 1, 1]);
    expect(sector.median_first_response.value).toBe(3600);
    expect([dashboard.mine.to_do.value, dashboard.mine.received_today.value]).toEqual([0, 0]);
  });

  it('overdue and due this week equal the work queue’s Prazos card for the same sector', async () => {
    const dashboard = dashboardSchema.parse(json(await getInbox(server.app, '/api/dashboard', clerk, { sectorId: own })));
    const card = deadlineCountsSchema.parse(json(await getInbox(server.app, '/api/inbox/query/tasks/sector/deadlines', clerk, { sectorId: own })));
    expect([dashboard.sector?.overdue.value, dashboard.sector?.due_this_week.value]).toEqual([card.sector.overdue, card.sector.week]);
    expect([dashboard.mine.overdue.value, dashboard.mine.due_this_week.value]).toEqual([card.mine.overdue, card.mine.week]);
  });

  it('401 without a session, 403 for a citizen', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await getInbox(server.app, '/api/dashboard', citizen)).statusCode).toBe(403);
  });

  it('403 for a sector the user may not open, 422 for a malformed one', async () => {
    expect((await getInbox(server.app, '/api/dashboard', clerk, { sectorId: other })).statusCode).toBe(403);
    const bad = await getInbox(server.app, '/api/dashboard', clerk, { sectorId: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)).toEqual(['X-InboxSectorId']);
  });
});
