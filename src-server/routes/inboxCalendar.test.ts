// The sector calendar (issue 19): the work queue's items by the local day (America/Sao_Paulo) they
// fall due, with the list's filters and scope, over a range of at most 42 days.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_ITEMS_PER_DAY, calendarSchema } from '../../src-shared/api/inboxCalendar';
import { messages } from '../../src-shared/messages';
import { json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { getInbox, sectorIdOf, type InboxHeaders } from '../testing/inbox';

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterAll(() => server.stop());

const get = (url: string, headers: InboxHeaders = {}) => getInbox(server.app, url, clerk, headers);
const calendar = async (query: string, headers: InboxHeaders = {}) => {
  const response = await get(`/api/inbox/query/tasks/sector/calendar?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return calendarSchema.parse(json(response)).days;
};
const dayOf = (days: Awaited<ReturnType<typeof calendar>>, date: string) => days.find((day) => day.date === date);

type Task = { id: number; uuid: string; number: string; title: string };
/** The open tasks of PROT's inbox, oldest first. */
const tasks = (): Task[] =>
  server.db
    .prepare<[number], Task>(
      `SELECT ie.id, ie.uuid, d.number, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
       WHERE ie.sector_id = ? AND ie.box = 'inbox' AND ie.is_archived = 0 ORDER BY ie.id`,
    )
    .all(sectorIdOf(server.db, 'PROT'));
const setDue = (id: number, dueAt: string | null) => server.db.prepare('UPDATE inbox_emails SET due_at = ? WHERE id = ?').run(dueAt, id);

// Every test starts from a queue with no deadline but the ones it gives.
beforeEach(() => {
  server.db.prepare('UPDATE inbox_emails SET due_at = NULL').run();
});

describe('sector calendar', () => {
  it('puts each item on the local day it falls due, every day of the range listed, days outside left out', async () => {
    const [late, early, outside] = tasks();
    if (!late || !early || !outside) throw new Error('PROT needs three tasks');
    setDue(late.id, '2026-11-27T02:30:00.000Z'); // 26/11 23:30 in São Paulo
    setDue(early.id, '2026-11-27T03:00:00.000Z'); // 27/11 00:00
    setDue(outside.id, '2026-11-30T15:00:00.000Z');

    const days = await calendar('dayFrom=2026-11-23&dayTo=2026-11-29');
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(dayOf(days, '2026-11-26')?.items.map((item) => item.inbox_email_uuid)).toEqual([late.uuid]);
    expect(dayOf(days, '2026-11-26')?.items[0]).toMatchObject({ number: late.number, title: late.title, due_at: '2026-11-27T02:30:00.000Z' });
    expect(dayOf(days, '2026-11-27')?.items.map((item) => item.inbox_email_uuid)).toEqual([early.uuid]);
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(2);
    expect(days.flatMap((day) => day.items).some((item) => item.inbox_email_uuid === outside.uuid)).toBe(false);
  });

  it(`counts every item of a day and sends the first ${CALENDAR_ITEMS_PER_DAY}, soonest first`, async () => {
    const many = tasks().slice(0, CALENDAR_ITEMS_PER_DAY + 2);
    expect(many).toHaveLength(CALENDAR_ITEMS_PER_DAY + 2);
    many.forEach((task, index) => setDue(task.id, `2026-12-01T${String(10 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}:00.000Z`));
    const day = dayOf(await calendar('dayFrom=2026-12-01&dayTo=2026-12-01'), '2026-12-01');
    expect(day?.count).toBe(CALENDAR_ITEMS_PER_DAY + 2);
    expect(day?.items.map((item) => item.inbox_email_uuid)).toEqual(many.slice(0, CALENDAR_ITEMS_PER_DAY).map((task) => task.uuid));
  });

  it("takes the list's filters: search, list and document type narrow it the same way", async () => {
    const [first, second] = tasks();
    if (!first || !second) throw new Error('PROT needs two tasks');
    setDue(first.id, '2026-11-10T15:00:00.000Z');
    setDue(second.id, '2026-11-10T16:00:00.000Z');
    const searched = await calendar(`dayFrom=2026-11-01&dayTo=2026-11-30&number=${encodeURIComponent(first.number)}`);
    expect(dayOf(searched, '2026-11-10')?.items.map((item) => item.inbox_email_uuid)).toEqual([first.uuid]);

    server.db.prepare('UPDATE inbox_emails SET is_archived = 1 WHERE id = ?').run(second.id);
    try {
      expect(dayOf(await calendar('dayFrom=2026-11-01&dayTo=2026-11-30'), '2026-11-10')?.count).toBe(1);
      const archived = await calendar('dayFrom=2026-11-01&dayTo=2026-11-30&filter=archived');
      expect(dayOf(archived, '2026-11-10')?.items.map((item) => item.inbox_email_uuid)).toEqual([second.uuid]);
    } finally {
      server.db.prepare('UPDATE inbox_emails SET is_archived = 0 WHERE id = ?').run(second.id);
    }

    // A process and a document due the same day: types=processo keeps the process only.
    const kindOf = server.db.prepare<[number], string>('SELECT d.kind FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.id = ?').pluck();
    const process = tasks().find((task) => kindOf.get(task.id) === 'process');
    const document = tasks().find((task) => kindOf.get(task.id) === 'document');
    if (!process || !document) throw new Error('PROT needs a process and a document');
    setDue(process.id, '2026-11-20T15:00:00.000Z');
    setDue(document.id, '2026-11-20T16:00:00.000Z');
    const processes = await calendar('dayFrom=2026-11-20&dayTo=2026-11-20&types=processo');
    expect(processes[0]?.items.map((item) => item.inbox_email_uuid)).toEqual([process.uuid]);
  });

  it("the personal inbox shows the caller's own items, not the sector's", async () => {
    const userId = userIdOf(server.db, 'servidor@demo.gov.br');
    const own = server.db
      .prepare<[number], { id: number; uuid: string }>("SELECT id, uuid FROM inbox_emails WHERE user_id = ? AND box = 'inbox' AND is_archived = 0 ORDER BY id LIMIT 1")
      .get(userId);
    const [sectorTask] = tasks();
    if (!own || !sectorTask) throw new Error('the clerk needs a personal task and PROT a task');
    setDue(own.id, '2026-11-05T15:00:00.000Z');
    setDue(sectorTask.id, '2026-11-05T16:00:00.000Z');
    const personal = await calendar('dayFrom=2026-11-05&dayTo=2026-11-05', { type: 'personal' });
    expect(personal[0]?.items.map((item) => item.inbox_email_uuid)).toEqual([own.uuid]);
    const sector = await calendar('dayFrom=2026-11-05&dayTo=2026-11-05');
    expect(sector[0]?.items.map((item) => item.inbox_email_uuid)).toEqual([sectorTask.uuid]);
  });

  it('refuses a range that is missing, backwards, longer than 42 days or not a real day, in pt-BR', async () => {
    const m = messages.calendar.server;
    const errors = async (query: string) => {
      const response = await get(`/api/inbox/query/tasks/sector/calendar?${query}`);
      expect(response.statusCode).toBe(422);
      return json<{ errors: Record<string, string[]> }>(response).errors;
    };
    expect((await errors('dayTo=2026-11-30')).dayFrom).toEqual([m.dayInvalid]);
    expect((await errors('dayFrom=2026-11-30&dayTo=2026-11-01')).dayTo).toEqual([m.rangeOrder]);
    expect((await errors('dayFrom=2026-11-01&dayTo=2026-12-13')).dayTo).toEqual([m.rangeTooLong(42)]);
    expect((await errors('dayFrom=2026-02-30&dayTo=2026-03-02')).dayFrom).toEqual([m.dayInvalid]);
    expect(await calendar('dayFrom=2026-11-01&dayTo=2026-12-12')).toHaveLength(42);
  });

  it("is staff-only and keeps to the sectors the user may open", async () => {
    const url = '/api/inbox/query/tasks/sector/calendar?dayFrom=2026-11-01&dayTo=2026-11-02';
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, { sectorId: sectorIdOf(server.db, 'SESAU') })).statusCode).toBe(403);
  });
});
