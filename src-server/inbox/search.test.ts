// The work queue's search (querySql.ts, over the FTS5 index of db/migrations/037): words as a
// pt-BR user types them, accents or not, any case, the first letters of each word enough, every
// word required; numbers as they are written; nothing typed can break the query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPageSchema } from '../../src-shared/api/inbox';
import { json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { emailUuid, getInbox } from '../testing/inbox';

let server: TestServer;
let clerk: string;
let email: string;
beforeAll(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  // A task of the clerk's sector (PROT), its document given words no other has.
  email = emailUuid(server.db, { sector: 'PROT' }, "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.confidentiality = 'not-confidential'");
  server.db
    .prepare(
      `UPDATE documents SET title = 'Licitação da iluminação do Zoológico', number = 'OF-4321/2025', body = '<p>Parecer <strong>técnico</strong> sobre a Cúpula</p>'
       WHERE id = (SELECT document_id FROM inbox_emails WHERE uuid = ?)`,
    )
    .run(email);
});
afterAll(() => server.stop());

const search = async (query: string): Promise<string[]> => {
  const response = await getInbox(server.app, `/api/inbox/query?filter=tasks&per_page=100&${query}`, clerk);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return inboxPageSchema.parse(json(response)).data.map((item) => item.inbox_email_uuid);
};
const searchFor = (text: string) => search(`search=${encodeURIComponent(text)}`);

describe('work queue search', () => {
  it('ignores accents and case, both ways', async () => {
    expect(await searchFor('licitacao zoologico')).toEqual([email]);
    expect(await searchFor('LICITAÇÃO ZOOLÓGICO')).toEqual([email]);
    expect(await searchFor('zoológíco')).toEqual([email]);
  });

  it('finds a word by its first letters, not by letters in its middle', async () => {
    expect(await searchFor('zoo')).toEqual([email]);
    expect(await searchFor('licit zool')).toEqual([email]);
    expect(await searchFor('ologico')).toEqual([]);
  });

  it('requires every word typed', async () => {
    expect(await searchFor('iluminação zoológico')).toEqual([email]);
    expect(await searchFor('zoológico inexistente')).toEqual([]);
  });

  it('finds a number as it is written, whole or begun', async () => {
    expect(await searchFor('OF-4321/2025')).toEqual([email]);
    expect(await searchFor('of 4321/2025')).toEqual([email]);
    expect(await searchFor('4321/20')).toEqual([email]);
    // The parts of a number stay in their order.
    expect(await searchFor('2025/4321')).toEqual([]);
  });

  it('searches the body with the content filter, not with the search box, and follows edits', async () => {
    expect(await search(`content=${encodeURIComponent('parecer tecnico cupula')}`)).toEqual([email]);
    expect(await searchFor('cupula')).toEqual([]);
    server.db.prepare("UPDATE documents SET body = '<p>Ata da reunião</p>' WHERE id = (SELECT document_id FROM inbox_emails WHERE uuid = ?)").run(email);
    expect(await search(`content=${encodeURIComponent('cupula')}`)).toEqual([]);
    expect(await search(`content=${encodeURIComponent('reuniao')}`)).toContain(email);
  });

  it('never fails on what is typed; punctuation alone finds nothing', async () => {
    for (const text of ['"', "'", '*', '-', '--', 'OR', 'AND', 'NOT', '(', ')', 'NEAR(a b)', 'title:x', '{title}: a', '^a', '%', '_', '\\', 'a"b*', '🙂']) {
      await searchFor(text);
      await search(`content=${encodeURIComponent(text)}`);
    }
    expect(await searchFor('"*"()')).toEqual([]);
    expect(await searchFor('"zoológico" OR')).toEqual([]);
    expect(await searchFor('-zoológico*')).toEqual([email]);
  });
});
