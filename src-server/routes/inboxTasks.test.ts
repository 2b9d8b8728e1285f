// The task workspace calls of spec §3/§7: task list, select-all uuids, new-task check, tags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTasksSchema, responsiblesSchema, taskPageSchema, taskTagsSchema, taskUuidsSchema } from '../../src-shared/api/inbox';
import { json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { getInbox, sectorIdOf } from '../testing/inbox';

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterAll(() => server.stop());

const get = (url: string, headers = {}) => getInbox(server.app, url, clerk, headers);

describe('task workspace', () => {
  it('the task list is a work-queue page with notification_count and last_task_timestamp', async () => {
    const body = taskPageSchema.parse(json(await get('/api/inbox/query/tasks/sector?per_page=5')));
    expect(body.data).toHaveLength(5);
    expect(body.last_task_timestamp).toBe(body.data[0]?.created_at);
    expect(body.notification_count).toBe(
      server.db
        .prepare("SELECT count(*) FROM inbox_emails WHERE sector_id = ? AND box = 'inbox' AND is_archived = 0 AND is_read = 0")
        .pluck()
        .get(sectorIdOf(server.db, 'PROT')),
    );
  });

  it('uuids lists every matching inbox email for select-all', async () => {
    const body = taskUuidsSchema.parse(json(await get('/api/inbox/query/tasks/sector/uuids?types=processo')));
    expect(body.uuids).toHaveLength(body.total);
    const page = json<{ total: number }>(await get('/api/inbox/query?types=processo'));
    expect(body.total).toBe(page.total);
  });

  it('check-for-new-tasks counts tasks newer than last_task_timestamp', async () => {
    const none = newTasksSchema.parse(json(await get('/api/inbox/query/tasks/sector/check-for-new-tasks?last_task_timestamp=2099-01-01T00:00:00Z')));
    expect(none).toEqual({ status: false, notification_count: 0 });
    const some = newTasksSchema.parse(json(await get('/api/inbox/query/tasks/sector/check-for-new-tasks?last_task_timestamp=2000-01-01')));
    expect(some.status).toBe(true);
    expect(some.notification_count).toBeGreaterThan(0);
    expect((await get('/api/inbox/query/tasks/sector/check-for-new-tasks?last_task_timestamp=ontem')).statusCode).toBe(422);
  });

  it("tags are the inbox sector's; another sector's inbox is refused", async () => {
    const body = taskTagsSchema.parse(json(await get('/api/inbox/query/tasks/sector/filters/tags')));
    expect(body.tags.map((tag) => tag.name)).toEqual(['Aguardando resposta', 'Financeiro', 'Jurídico', 'Urgente']);
    expect(body.tags.every((tag) => tag.sector_id === sectorIdOf(server.db, 'PROT'))).toBe(true);
    expect((await get('/api/inbox/query/tasks/sector/filters/tags', { sectorId: sectorIdOf(server.db, 'SESAU') })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/inbox/query/tasks/sector/uuids' })).statusCode).toBe(401);
  });

  it('responsibles are the inbox sector\'s enabled staff, or the user alone in a personal inbox', async () => {
    const sector = responsiblesSchema.parse(json(await get('/api/inbox/query/tasks/sector/responsibles')));
    const expected = server.db
      .prepare(
        `SELECT users.id FROM users JOIN user_sectors ON user_sectors.user_id = users.id
         WHERE user_sectors.sector_id = ? AND users.status = 'enabled' AND users.has_internal_access = 1`,
      )
      .pluck()
      .all(sectorIdOf(server.db, 'PROT'));
    expect(sector.users.map((user) => user.id).sort()).toEqual([...expected].sort());
    expect(sector.users.length).toBeGreaterThan(0);
    const personal = responsiblesSchema.parse(json(await get('/api/inbox/query/tasks/sector/responsibles', { type: 'personal' })));
    expect(personal.users).toHaveLength(1);
    expect((await get('/api/inbox/query/tasks/sector/responsibles', { sectorId: sectorIdOf(server.db, 'SESAU') })).statusCode).toBe(403);
  });
});
