// GET /api/inbox/query: the work queue of spec §3/§7, with its headers, filters, sorts and pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { foldersSchema, inboxPageSchema, type InboxPage } from '../../src-shared/api/inbox';
import { localDateTimeToIso, localDay } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import { json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { getInbox, sectorIdOf, type InboxHeaders } from '../testing/inbox';

const m = messages.server;
let server: TestServer;
let clerk: string;
let nurse: string;
beforeAll(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  nurse = await tokenFor(server.app, 'servidora@demo.gov.br');
});
afterAll(() => server.stop());

const page = async (query = '', token = clerk, headers: InboxHeaders = {}): Promise<InboxPage> => {
  const response = await getInbox(server.app, `/api/inbox/query${query}`, token, headers);
  expect(response.statusCode, response.body).toBe(200);
  return inboxPageSchema.parse(json(response));
};
const count = (sql: string, ...params: unknown[]) => server.db.prepare(sql).pluck().get(...params) as number;
const prot = () => sectorIdOf(server.db, 'PROT');

describe('GET /api/inbox/query: whose inbox', () => {
  it('is for staff: 401 without a token, 403 for a citizen', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/inbox/query' })).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await getInbox(server.app, '/api/inbox/query', citizen)).statusCode).toBe(403);
  });

  it('shows the open tasks of the primary sector inbox by default, newest first, 15 a page', async () => {
    const body = await page();
    expect(body.total).toBe(count("SELECT count(*) FROM inbox_emails WHERE sector_id = ? AND box = 'inbox' AND is_archived = 0", prot()));
    expect(body.total).toBeGreaterThan(30);
    expect(body.per_page).toBe(15);
    expect(body.data).toHaveLength(15);
    for (const item of body.data) {
      expect(item.inbox_sector?.symbol).toBe('PROT');
      expect(item).toMatchObject({ box: 'inbox', is_archived: false });
    }
    const dates = body.data.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages by next_page_url and prev_page_url, keeping the filters', async () => {
    const first = await page('?types=oficio&per_page=5');
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toMatch(/types=oficio/);
    const next = new URL(first.next_page_url ?? '');
    const second = await page(next.search);
    expect(second.current_page).toBe(2);
    expect(second.prev_page_url).toMatch(/page=1/);
    expect(second.data.map((item) => item.inbox_email_uuid)).not.toContain(first.data[0]?.inbox_email_uuid);
    expect(second.data.every((item) => item.type === 'oficio')).toBe(true);
  });

  it('opens a sub-sector inbox with X-InboxSectorId, and refuses a sector the user is not in', async () => {
    const arq = sectorIdOf(server.db, 'ARQ');
    const body = await page('', clerk, { sectorId: arq });
    expect(body.data.every((item) => item.inbox_sector?.id === arq)).toBe(true);
    const refused = await getInbox(server.app, '/api/inbox/query', clerk, { sectorId: sectorIdOf(server.db, 'SESAU') });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: m.inboxSectorForbidden });
  });

  it('with allSectors covers every sector inbox the user may open', async () => {
    const body = await page('?allSectors=true&per_page=100');
    expect(body.total).toBe(
      count("SELECT count(*) FROM inbox_emails WHERE sector_id IN (?, ?) AND box = 'inbox' AND is_archived = 0", prot(), sectorIdOf(server.db, 'ARQ')),
    );
    expect(new Set(body.data.map((item) => item.inbox_sector?.symbol))).toEqual(new Set(['PROT', 'ARQ']));
  });

  it('refuses sectorsId naming a sector outside the user\'s reach', async () => {
    const response = await getInbox(server.app, `/api/inbox/query?sectorsId=${sectorIdOf(server.db, 'GAB')}`, clerk);
    expect(response.statusCode).toBe(403);
  });

  it('with X-InboxType personal shows only what was sent to the user', async () => {
    const userId = userIdOf(server.db, 'servidora@demo.gov.br');
    const body = await page('?filter=tasks&per_page=100', nurse, { type: 'personal' });
    expect(body.total).toBe(count("SELECT count(*) FROM inbox_emails WHERE user_id = ? AND box = 'inbox' AND is_archived = 0", userId));
    expect(body.data.every((item) => item.inbox_sector === null)).toBe(true);
  });

  it('lists sent, draft, archived, closed and favourites', async () => {
    for (const [filter, condition] of [
      ['sent', "box = 'sent'"],
      ['archived', 'is_archived = 1 AND is_closed = 0'],
      ['closed', 'is_closed = 1'],
      ['favorites', 'is_favorite = 1'],
    ] as const) {
      const body = await page(`?filter=${filter}`);
      expect(body.total, filter).toBe(count(`SELECT count(*) FROM inbox_emails WHERE sector_id = ? AND ${condition}`, prot()));
      expect(body.total, filter).toBeGreaterThan(0);
    }
    const drafts = await page('?filter=draft', clerk, { type: 'personal' });
    expect(drafts.data.every((item) => item.box === 'draft' && item.document_status === 'draft')).toBe(true);
  });

  it('gives the inbox folders with the page', async () => {
    const body = await page();
    expect(body.folders.map((folder) => folder.name)).toEqual(['Aguardando terceiros', 'Em andamento', 'Referência']);
    const folders = foldersSchema.parse(json(await getInbox(server.app, '/api/inbox/folders', clerk)));
    expect(folders.folders).toEqual(body.folders);
  });
});

describe('GET /api/inbox/query: filters', () => {
  const all = (query: string, token = clerk, headers: InboxHeaders = {}) => page(`?allSectors=true&per_page=100&${query}`, token, headers);

  it('types: processes and document types', async () => {
    const processes = await all('types=processo');
    expect(processes.total).toBeGreaterThan(0);
    expect(processes.data.every((item) => item.kind === 'process')).toBe(true);
    const letters = await all('types[]=oficio&types[]=memorando');
    expect(new Set(letters.data.map((item) => item.type))).toEqual(new Set(['oficio', 'memorando']));
  });

  it('search matches title, number and sender; number and content their own fields', async () => {
    const [sample] = (await all('')).data;
    if (!sample) throw new Error('no items');
    const byNumber = await all(`search=${encodeURIComponent(sample.number)}`);
    expect(byNumber.data.map((item) => item.inbox_email_uuid)).toContain(sample.inbox_email_uuid);
    const numbered = await all(`number=${encodeURIComponent(sample.number)}`);
    expect(numbered.data.every((item) => item.number.includes(sample.number))).toBe(true);
    const content = await all('content=parecer%20t%C3%A9cnico');
    expect(content.total).toBeGreaterThan(0);
    const iluminacao = await all('search=ilumina%C3%A7%C3%A3o');
    expect(iluminacao.data.every((item) => /iluminação/i.test(item.title) || /iluminação/i.test(item.sender))).toBe(true);
  });

  it('year, subjectId, subject, documentStatus, withAddress', async () => {
    const year = await all('year=2025');
    expect(year.data.every((item) => item.document_created_at.startsWith('2025'))).toBe(true);
    const subjectId = count("SELECT id FROM subjects WHERE name = 'Ouvidoria'");
    const bySubject = await all(`subjectId=${subjectId}`);
    expect(bySubject.total).toBeGreaterThan(0);
    expect(bySubject.data.every((item) => item.subject?.name === 'Ouvidoria')).toBe(true);
    expect((await all('subject=ouvid')).total).toBe(bySubject.total);
    expect((await all('documentStatus=draft')).total).toBe(0);
    const addressed = await all('withAddress=true');
    expect(addressed.total).toBeGreaterThan(0);
    expect(addressed.data.every((item) => item.has_address)).toBe(true);
  });

  it('startsAt and finishesAt bound the received date, whole days included', async () => {
    const body = await all('startsAt=2025-10-01&finishesAt=2025-10-31');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((item) => localDay(item.created_at) >= '2025-10-01' && localDay(item.created_at) <= '2025-10-31')).toBe(true);
  });

  it('reads startsAt and finishesAt as days in Brasília: an arrival at 23:30 on 31/10 is 31/10 (02:30 on 01/11 in UTC)', async () => {
    const item = server.db.prepare("SELECT id, created_at FROM inbox_emails WHERE sector_id = ? AND box = 'inbox' AND is_archived = 0 LIMIT 1").get(prot()) as { id: number; created_at: string };
    const uuidOf = () => server.db.prepare('SELECT uuid FROM inbox_emails WHERE id = ?').pluck().get(item.id) as string;
    const lateEvening = localDateTimeToIso('2025-10-31', '23:30');
    server.db.prepare('UPDATE inbox_emails SET created_at = ? WHERE id = ?').run(lateEvening, item.id);
    try {
      const uuids = async (query: string) => (await all(query)).data.map((shown) => shown.inbox_email_uuid);
      expect(await uuids('startsAt=2025-10-31&finishesAt=2025-10-31')).toContain(uuidOf());
      expect(await uuids('startsAt=2025-11-01&finishesAt=2025-11-01')).not.toContain(uuidOf());
    } finally {
      server.db.prepare('UPDATE inbox_emails SET created_at = ? WHERE id = ?').run(item.created_at, item.id);
    }
  });

  it('from (sender or its sector), to (recipient sector or person), tags, folders, withDispatches', async () => {
    const fromSaude = await all('from=Sa%C3%BAde');
    expect(fromSaude.total).toBeGreaterThan(0);
    const to = await all('to=Arquivo');
    expect(to.total).toBeGreaterThan(0);
    const tag = count("SELECT id FROM tags WHERE sector_id = ? AND name = 'Urgente'", prot());
    const tagged = await all(`tagsIds=${tag}`);
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.data.every((item) => item.tags.some((t) => t.id === tag))).toBe(true);
    const folder = count("SELECT id FROM folders WHERE sector_id = ? AND name = 'Em andamento'", prot());
    const filed = await page(`?filter=archived&folders=${folder}`);
    expect(filed.data.every((item) => item.folder_id === folder)).toBe(true);
    const chained = await all('withDispatches=true');
    expect(chained.data.every((item) => item.dispatches_count > 1)).toBe(true);
  });

  it('sorts by title, priority and unread first', async () => {
    const titles = (await all('inboxSortByType=title&inboxSortByValue=asc')).data.map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const priorities = (await all('inboxSortByType=priority&inboxSortByValue=desc')).data.map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const unread = (await all('inboxSortByType=unread')).data.map((item) => item.is_read);
    expect(unread[0]).toBe(false);
    const firstRead = unread.indexOf(true);
    expect(firstRead < 0 || unread.slice(firstRead).every(Boolean)).toBe(true);
  });

  it('answers bad filters with 422 and pt-BR messages, never 500', async () => {
    const cases: [string, string, string][] = [
      ['inboxSortByType=rank', 'inboxSortByType', m.inboxSortInvalid],
      ['inboxSortByValue=up', 'inboxSortByValue', m.inboxSortInvalid],
      ['filter=spam', 'filter', m.inboxListInvalid],
      ['startsAt=31/12/2025', 'startsAt', m.inboxDateInvalid],
      ['startsAt=2025-12-31&finishesAt=2025-01-01', 'finishesAt', m.inboxPeriodInvalid],
      ['types=pdf', 'types.0', m.inboxTypesInvalid],
      ['tagsIds=abc', 'tagsIds.0', m.inboxIdsInvalid],
      ['allSectors=maybe', 'allSectors', m.inboxBooleanInvalid],
      ['documentStatus=lost', 'documentStatus', m.inboxStatusInvalid],
      ['inboxType=team', 'inboxType', m.inboxTypeInvalid],
    ];
    for (const [query, field, message] of cases) {
      const response = await getInbox(server.app, `/api/inbox/query?${query}`, clerk);
      expect(response.statusCode, query).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors[field], query).toEqual([message]);
    }
    const header = await getInbox(server.app, '/api/inbox/query', clerk, { type: 'team' });
    expect(json<{ errors: Record<string, string[]> }>(header).errors).toEqual({ 'X-InboxType': [m.inboxTypeInvalid] });
    const sector = await getInbox(server.app, '/api/inbox/query', clerk, { sectorId: 'abc' });
    expect(sector.statusCode).toBe(422);
    const year = await getInbox(server.app, '/api/inbox/query?year=abc', clerk);
    expect(year.statusCode).toBe(422);
  });
});
