// Inbox tags (issue 18, companion §3 Tag, §7 Tags): a sector's labels, with a text, a background
// and a text colour (defaults #6610f2 and #ffffff) that must read (under 3:1 is refused). Whoever
// holds sector-create-update keeps every sector's tags; sector-settings-access keeps one's own
// sectors'; a clerk none. Deleting a tag takes it off the items, and a new tag is in the work
// queue's tag filter at once, with its colours.
import { describe, expect, it } from 'vitest';
import { adminTagPageSchema, adminTagResultSchema, type TagSaveRequest } from '../../src-shared/api/tags';
import { taskTagsSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { bearer, json, tokenFor } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

const t = messages.tags;
useAdminServer();

const prot = () => sectorIdOf(server.db, 'PROT');
const body = (overrides: Partial<TagSaveRequest> = {}): TagSaveRequest => ({ text: 'Prioridade alta', sector_id: prot(), ...overrides });
const create = async (overrides: Partial<TagSaveRequest> = {}, token = admin) => {
  const response = await call('POST', '/api/inbox/tag', token, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return adminTagResultSchema.parse(json(response)).data;
};
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;
const tagCount = () => server.db.prepare('SELECT count(*) FROM tags').pluck().get();

describe('POST and PUT /api/inbox/tag', () => {
  it('saves a tag with the §3 defaults and answers text, background_color and font_color', async () => {
    const tag = await create();
    expect(tag).toMatchObject({ text: 'Prioridade alta', background_color: '#6610f2', font_color: '#ffffff', sector_id: prot(), sector_name: 'Protocolo Geral', item_count: 0 });
    const edited = await call('PUT', `/api/inbox/tag/${tag.id}`, admin, body({ text: 'Prioridade máxima', background_color: '#FFF', font_color: '#1F47A8' }));
    expect(adminTagResultSchema.parse(json(edited)).data).toMatchObject({ text: 'Prioridade máxima', background_color: '#ffffff', font_color: '#1f47a8' });
  });

  it('refuses text and background under 3:1, saying the ratio, and keeps the tag as it was', async () => {
    const before = tagCount();
    const refused = await call('POST', '/api/inbox/tag', admin, body({ background_color: '#ffff00', font_color: '#ffffff' }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ font_color: [t.contrastRefused('1,07')] });
    expect(tagCount()).toBe(before);

    const tag = await create();
    const update = await call('PUT', `/api/inbox/tag/${tag.id}`, admin, body({ text: 'Outro', font_color: '#6a1af0' }));
    expect(update.statusCode).toBe(422);
    expect(server.db.prepare('SELECT name, font_color FROM tags WHERE id = ?').get(tag.id)).toEqual({ name: 'Prioridade alta', font_color: '#ffffff' });
    // 3:1 up to 4.5:1 is allowed (the editor warns).
    expect((await call('PUT', `/api/inbox/tag/${tag.id}`, admin, body({ background_color: '#777777', font_color: '#ffffff' }))).statusCode).toBe(200);
  });

  it('refuses an empty text, a colour that is no colour, and a text the sector already has (ignoring case and accents)', async () => {
    const invalid = await call('POST', '/api/inbox/tag', admin, body({ text: '', background_color: 'roxo' }));
    expect(errorsOf(invalid)).toMatchObject({ text: [messages.validation.required], background_color: [t.colorInvalid] });
    await create({ text: 'Jurídico urgente' });
    const taken = await call('POST', '/api/inbox/tag', admin, body({ text: 'JURIDICO URGENTE' }));
    expect(errorsOf(taken)).toEqual({ text: [t.textTaken] });
    // Another sector may have the same text.
    await create({ text: 'Jurídico urgente', sector_id: sectorIdOf(server.db, 'GAB') });
  });
});

describe('who keeps tags', () => {
  it('sector-settings-access keeps only the tags of the user\'s own sectors; a clerk without it none', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/inbox/tag', clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/inbox/tag', clerk, body())).statusCode).toBe(403);

    server.db.prepare("INSERT INTO role_permissions (role_id, permission_id) SELECT 2, id FROM permissions WHERE name = 'sector-settings-access'").run();
    const gabTag = await create({ text: 'Do gabinete', sector_id: sectorIdOf(server.db, 'GAB') });
    const own = await create({ text: 'Do protocolo' }, clerk);
    const listed = adminTagPageSchema.parse(json(await call('GET', '/api/inbox/tag?per_page=100', clerk))).data;
    expect(listed.map((tag) => tag.sector_id).every((id) => id === prot())).toBe(true);
    expect(listed.map((tag) => tag.id)).toContain(own.id);
    expect((await call('GET', `/api/inbox/tag/${gabTag.id}`, clerk)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/inbox/tag/${gabTag.id}`, clerk)).statusCode).toBe(404);
    const elsewhere = await call('POST', '/api/inbox/tag', clerk, body({ text: 'Alheia', sector_id: sectorIdOf(server.db, 'GAB') }));
    expect(errorsOf(elsewhere)).toEqual({ sector_id: [t.sectorInvalid] });
    // The administrator (sector-create-update) sees both sectors'.
    const all = adminTagPageSchema.parse(json(await call('GET', '/api/inbox/tag?per_page=100&search=do ', admin))).data.map((tag) => tag.id);
    expect(all).toEqual(expect.arrayContaining([gabTag.id, own.id]));
    const filtered = adminTagPageSchema.parse(json(await call('GET', `/api/inbox/tag?sector_id=${sectorIdOf(server.db, 'GAB')}`, admin))).data;
    expect(filtered.every((tag) => tag.sector_id === sectorIdOf(server.db, 'GAB'))).toBe(true);
  });
});

describe('DELETE /api/inbox/tag/:id', () => {
  it('takes the tag off every item that carries it and touches no document', async () => {
    const tag = await create();
    const emails = server.db.prepare<[number], number>('SELECT id FROM inbox_emails WHERE sector_id = ? LIMIT 3').pluck().all(prot());
    for (const email of emails) server.db.prepare('INSERT INTO inbox_email_tags (inbox_email_id, tag_id) VALUES (?, ?)').run(email, tag.id);
    expect(adminTagResultSchema.parse(json(await call('GET', `/api/inbox/tag/${tag.id}`, admin))).data.item_count).toBe(emails.length);
    const documents = server.db.prepare('SELECT count(*) FROM inbox_emails').pluck().get();
    expect((await call('DELETE', `/api/inbox/tag/${tag.id}`, admin)).statusCode).toBe(204);
    expect(server.db.prepare('SELECT count(*) FROM inbox_email_tags WHERE tag_id = ?').pluck().get(tag.id)).toBe(0);
    expect(server.db.prepare('SELECT count(*) FROM inbox_emails').pluck().get()).toBe(documents);
    expect((await call('GET', `/api/inbox/tag/${tag.id}`, admin)).statusCode).toBe(404);
  });
});

describe("the work queue's tag filter", () => {
  it('offers a new tag at once, with its background and text colours', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const tag = await create({ text: 'Nova etiqueta', background_color: '#1f47a8', font_color: '#ffffff' });
    const response = await server.app.inject({ method: 'GET', url: '/api/inbox/query/tasks/sector/filters/tags', headers: { ...bearer(clerk), 'x-inboxtype': 'sector' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(taskTagsSchema.parse(json(response)).tags).toContainEqual({ id: tag.id, name: 'Nova etiqueta', color: '#1f47a8', font_color: '#ffffff', sector_id: prot() });
  });
});
