// Deadlines of the work queue (issue 19): the Prazo column's due_at, the deadline filters and the
// dueAt sort, the Prazos card's counts and setting a deadline with a reason, against due dates
// written by hand around a frozen clock: Wednesday 11 February 2026, 10:00 in São Paulo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineCountsSchema } from '../../src-shared/api/deadlines';
import { inboxItemSchema, inboxPageSchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid, getInbox, inboxHeaders, sectorIdOf } from '../testing/inbox';

const NOW = '2026-02-11T13:00:00.000Z';
const DUE = {
  overdueLong: '2026-02-01T15:00:00.000Z',
  overdue: '2026-02-11T12:59:00.000Z', // a minute ago
  today: '2026-02-11T20:00:00.000Z', // 17:00 today
  lastOfToday: '2026-02-12T02:59:00.000Z', // 23:59 today
  thursday: '2026-02-12T03:00:00.000Z', // Thursday 00:00
  sunday: '2026-02-16T02:00:00.000Z', // Sunday 23:00
  nextMonday: '2026-02-16T03:00:00.000Z', // Monday 00:00: next week
} as const;
type Key = keyof typeof DUE;

let server: TestServer;
let clerk: string;
let clerkId: number;
let prot: number;
/** The PROT tasks given the deadlines above, by key; every other PROT item has none. */
const uuids = {} as Record<Key, string>;

beforeAll(async () => {
  server = testServer();
  server.clock.set(NOW);
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
  prot = sectorIdOf(server.db, 'PROT');
  server.db.prepare('UPDATE inbox_emails SET due_at = NULL, responsible_user_id = NULL WHERE sector_id = ?').run(prot);
  const tasks = server.db
    .prepare<[number], string>("SELECT uuid FROM inbox_emails WHERE sector_id = ? AND box = 'inbox' AND is_archived = 0 AND is_closed = 0 ORDER BY id LIMIT 7")
    .pluck()
    .all(prot);
  (Object.keys(DUE) as Key[]).forEach((key, index) => {
    const uuid = tasks[index] as string;
    uuids[key] = uuid;
    server.db.prepare('UPDATE inbox_emails SET due_at = ? WHERE uuid = ?').run(DUE[key], uuid);
  });
  // The clerk answers for two of them.
  server.db.prepare('UPDATE inbox_emails SET responsible_user_id = ? WHERE uuid IN (?, ?)').run(clerkId, uuids.overdue, uuids.sunday);
});
afterAll(() => server.stop());

const list = async (query: string) => inboxPageSchema.parse(json(await getInbox(server.app, `/api/inbox/query?per_page=100&${query}`, clerk)));
const keysOf = (items: readonly { inbox_email_uuid: string }[]) =>
  items.map((item) => (Object.keys(uuids) as Key[]).find((key) => uuids[key] === item.inbox_email_uuid) ?? 'none');

describe('the Prazo column', () => {
  it('every list item carries its due_at, null without a deadline', async () => {
    const page = await list('inboxSortByType=dueAt&inboxSortByValue=asc');
    expect(page.data.slice(0, 7).map((item) => item.due_at)).toEqual(Object.values(DUE));
    expect(page.data.slice(7).every((item) => item.due_at === null)).toBe(true);
  });
});

describe('the deadline filters', () => {
  it('Vencidos: due before now', async () => {
    expect(keysOf((await list('deadline=overdue&inboxSortByType=dueAt&inboxSortByValue=asc')).data)).toEqual(['overdueLong', 'overdue']);
  });

  it('Vencem hoje: from now to local midnight', async () => {
    expect(keysOf((await list('deadline=today&inboxSortByType=dueAt&inboxSortByValue=asc')).data)).toEqual(['today', 'lastOfToday']);
  });

  it('Esta semana: from now to Sunday 24:00, today included', async () => {
    expect(keysOf((await list('deadline=week&inboxSortByType=dueAt&inboxSortByValue=asc')).data)).toEqual(['today', 'lastOfToday', 'thursday', 'sunday']);
  });

  it('follows the server clock: an hour later, 17:00 today is still today and 10:00 is past', async () => {
    server.clock.set('2026-02-11T21:00:00.000Z');
    try {
      expect(keysOf((await list('deadline=today')).data).sort()).toEqual(['lastOfToday']);
      expect(keysOf((await list('deadline=overdue')).data).sort()).toEqual(['overdue', 'overdueLong', 'today']);
    } finally {
      server.clock.set(NOW);
    }
  });

  it('refuses an unknown window in pt-BR', async () => {
    const response = await getInbox(server.app, '/api/inbox/query?deadline=ontem', clerk);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Filtro de prazo inválido');
  });
});

describe('sorting by Prazo', () => {
  it('ascending: soonest first, items without a deadline last', async () => {
    const keys = keysOf((await list('inboxSortByType=dueAt&inboxSortByValue=asc')).data);
    expect(keys.slice(0, 7)).toEqual(['overdueLong', 'overdue', 'today', 'lastOfToday', 'thursday', 'sunday', 'nextMonday']);
    expect(new Set(keys.slice(7))).toEqual(new Set(['none']));
  });

  it('descending: latest first, items without a deadline still last', async () => {
    const keys = keysOf((await list('inboxSortByType=dueAt&inboxSortByValue=desc')).data);
    expect(keys.slice(0, 7)).toEqual(['nextMonday', 'sunday', 'thursday', 'lastOfToday', 'today', 'overdue', 'overdueLong']);
    expect(new Set(keys.slice(7))).toEqual(new Set(['none']));
  });
});

describe('the Prazos card', () => {
  it('counts the sector’s tasks and the clerk’s by window', async () => {
    const counts = deadlineCountsSchema.parse(json(await getInbox(server.app, '/api/inbox/query/tasks/sector/deadlines', clerk)));
    expect(counts.sector).toEqual({ overdue: 2, today: 2, week: 4 });
    // Mine: the clerk's personal inbox has no deadlines here, and it answers for overdue and sunday.
    expect(counts.mine).toEqual({ overdue: 1, today: 0, week: 1 });
  });

  it('an archived task no longer counts', async () => {
    server.db.prepare('UPDATE inbox_emails SET is_archived = 1 WHERE uuid = ?').run(uuids.overdueLong);
    try {
      const counts = deadlineCountsSchema.parse(json(await getInbox(server.app, '/api/inbox/query/tasks/sector/deadlines', clerk)));
      expect(counts.sector.overdue).toBe(1);
    } finally {
      server.db.prepare('UPDATE inbox_emails SET is_archived = 0 WHERE uuid = ?').run(uuids.overdueLong);
    }
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/inbox/query/tasks/sector/deadlines' })).statusCode).toBe(401);
  });
});

describe('setting a deadline', () => {
  const put = (uuid: string, payload: object, token = clerk) =>
    server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}/deadline`, headers: inboxHeaders(token), payload });

  it('the holder changes it with a reason: the item, the history and the audit show it', async () => {
    const response = await put(uuids.nextMonday, { due_at: '2026-02-20T17:30:00-03:00', reason: '  Aguardando parecer jurídico  ' });
    expect(response.statusCode).toBe(200);
    expect(inboxItemSchema.parse(json(response)).due_at).toBe('2026-02-20T20:30:00.000Z');
    const view = viewedEmailSchema.parse(json(await getInbox(server.app, `/api/inbox/email/${uuids.nextMonday}`, clerk)));
    expect(view.deadline_changes).toEqual([
      {
        id: expect.any(Number),
        previous_due_at: DUE.nextMonday,
        due_at: '2026-02-20T20:30:00.000Z',
        reason: 'Aguardando parecer jurídico',
        user: expect.stringMatching(/\S/),
        created_at: NOW,
      },
    ]);
    const audit = server.db
      .prepare<[string], { action: string; entity: string }>("SELECT action, entity FROM audit_entries WHERE entity_id = ? AND action = 'deadline'")
      .all(uuids.nextMonday);
    expect(audit).toEqual([{ action: 'deadline', entity: 'inbox-email' }]);
  });

  it('refuses a missing or short reason and a bad date, in pt-BR', async () => {
    const short = await put(uuids.thursday, { due_at: '2026-02-20T12:00:00.000Z', reason: 'ok' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('ao menos 3 caracteres');
    const date = await put(uuids.thursday, { due_at: '20/02/2026', reason: 'Motivo válido' });
    expect(date.statusCode).toBe(422);
    expect(date.body).toContain('Informe o prazo como data e hora válidas');
    expect(server.db.prepare('SELECT count(*) FROM deadline_changes dc JOIN inbox_emails ie ON ie.id = dc.inbox_email_id WHERE ie.uuid = ?').pluck().get(uuids.thursday)).toBe(0);
  });

  it('refuses an archived or closed item', async () => {
    server.db.prepare('UPDATE inbox_emails SET is_archived = 1 WHERE uuid = ?').run(uuids.sunday);
    try {
      const archived = await put(uuids.sunday, { due_at: '2026-02-20T12:00:00.000Z', reason: 'Prorrogação pedida' });
      expect(archived.statusCode).toBe(422);
      expect(archived.body).toContain('Documento arquivado');
      server.db.prepare('UPDATE inbox_emails SET is_closed = 1 WHERE uuid = ?').run(uuids.sunday);
      const closed = await put(uuids.sunday, { due_at: '2026-02-20T12:00:00.000Z', reason: 'Prorrogação pedida' });
      expect(closed.body).toContain('Documento encerrado');
    } finally {
      server.db.prepare('UPDATE inbox_emails SET is_archived = 0, is_closed = 0 WHERE uuid = ?').run(uuids.sunday);
    }
  });

  it('refuses an item of an inbox the clerk cannot open', async () => {
    const response = await put(emailUuid(server.db, { sector: 'SESAU' }, "ie.box = 'inbox'"), { due_at: '2026-02-20T12:00:00.000Z', reason: 'Prorrogação pedida' });
    expect(response.statusCode).toBe(403);
  });
});
