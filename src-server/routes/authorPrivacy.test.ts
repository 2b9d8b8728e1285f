// An anonymous document never reveals its author to anyone but the author, and a confidential one
// only to who it was sent to (spec §3 isAnonymous/isSecret, "Confidencial, Não confidencial,
// Anônimo"; issue 14 point 4; the rule is documents/authorship.ts). Every route that answers a
// document or something made from it is called as a reader (testing/documentRouteWalk.ts), and
// what the reader gets is read as they would read it: JSON, PDF text, ZIP entries unpacked.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inboxPageSchema, summarySchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { documentSignerSchema } from '../../src-shared/api/signatures';
import { messages } from '../../src-shared/messages';
import { CATALOGUE_ROUTES, DOCUMENT_ROUTE_WALK, documentRoutesOf } from '../testing/documentRouteWalk';
import { personOf, readerOf, writeAndSend, type Reader, type Scenario } from '../testing/documentScenario';
import { json, testServer, type TestServer } from '../testing/harness';
import { createPki, type TestPkiHandle } from '../testing/icpSigning';
import { inboxHeaders } from '../testing/inbox';
import { checkPdf } from '../testing/pdfTools';
import { requireReadingTools, revealed, type Person } from '../testing/revealed';

const hidden = messages.server.authorHidden;
let pki: TestPkiHandle;
beforeAll(() => {
  requireReadingTools();
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
afterEach(() => server.stop());

async function start(identification: 'anonymous' | 'confidential'): Promise<Scenario> {
  server = testServer({ trustList: pki.trustList });
  // The test certificates are valid from the moment OpenSSL made them.
  server.clock.set(new Date().toISOString());
  return writeAndSend(server, pki, identification);
}

const marianaOf = () => personOf(server, 'admin@demo.gov.br');

/**
 * Calls every document route as the reader; answers what each call revealed of the person. The
 * sector the author wrote from counts too, except in the catalogue (subjects name their sectors).
 */
async function walk(scenario: Scenario, reader: Reader, person: Person): Promise<Map<string, string[]>> {
  const seen = new Map<string, string[]>();
  for (const [route, calls] of Object.entries(DOCUMENT_ROUTE_WALK)) {
    const about = CATALOGUE_ROUTES.test(route.split(' ')[1] ?? '') ? { ...person, sector: undefined } : person;
    for (const call of calls(scenario, reader, server)) {
      const response = await server.app.inject(call);
      // Refusals are answers too (and gov.br, not configured here, answers 503); a crash is not.
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body.slice(0, 200)}`).not.toBe(500);
      seen.set(`${route} (${call.url})`, revealed(response, about));
    }
  }
  return seen;
}

const leaksIn = (seen: Map<string, string[]>) => [...seen].filter(([, found]) => found.length > 0).map(([call, found]) => `${call}: ${found.join(', ')}`);

const call = (reader: Reader, url: string, method: 'GET' | 'POST' = 'GET', payload?: object): Promise<LightMyRequestResponse> =>
  server.app.inject({ method, url, headers: inboxHeaders(reader.token, { type: 'sector' }), ...(payload === undefined ? {} : { payload }) });

describe('the walk', () => {
  it('covers every route that answers a document, so a new one cannot be left out', async () => {
    server = testServer();
    await server.app.ready();
    const routes = documentRoutesOf(server.app);
    expect(routes.filter((route) => !(route in DOCUMENT_ROUTE_WALK))).toEqual([]);
    expect(Object.keys(DOCUMENT_ROUTE_WALK).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

describe('an anonymous document', () => {
  it('tells a recipient nothing of its author on any route: no name, CPF, e-mail, sector or id in JSON, PDFs, the ZIP or notifications', async () => {
    const scenario = await start('anonymous');
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    expect(leaksIn(await walk(scenario, joao, marianaOf()))).toEqual([]);
  });

  it('nor does it to whoever it is forwarded to', async () => {
    const scenario = await start('anonymous');
    const ana = await readerOf(server, 'servidora@demo.gov.br', scenario.forwarded, 'SESAU', 'tasks');
    expect(leaksIn(await walk(scenario, ana, marianaOf()))).toEqual([]);
  });

  it('shows a recipient the neutral label where the author would be, never an empty place', async () => {
    const scenario = await start('anonymous');
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    const view = viewedEmailSchema.parse(json(await call(joao, `/api/inbox/email/${joao.email}`)));
    expect([view.sender, view.sender_sector]).toEqual([hidden.anonymous, null]);
    const published = view.dispatches.find((dispatch) => dispatch.type === 'dispatch')!;
    expect([published.from, published.name]).toEqual([hidden.anonymous, hidden.anonymous]);
    const signers = documentSignerSchema.array().parse(json(await call(joao, `/api/signature/doc-signers/${scenario.documentId}/all`)));
    expect(signers.map((signer) => [signer.name, signer.cpf_cnpj, signer.certificate])).toEqual([
      [hidden.anonymous, '', null],
      [hidden.anonymous, '', null],
    ]);
    const cover = checkPdf((await call(joao, `/api/inbox/email/${joao.email}/print/cover`, 'POST', { has_cover: true })).rawPayload).text;
    expect(cover).toContain(`${messages.medias.coverSender}: ${hidden.anonymous}`);
    const p7s = await call(joao, `/api/signature/documents/${scenario.documentId}/signatures/${scenario.signatures.document}/p7s`);
    expect([p7s.statusCode, json(p7s).message]).toEqual([403, messages.signing.signatureOfHiddenAuthor]);
  });

  it('is not found by a recipient searching for its author; the author finds it', async () => {
    const scenario = await start('anonymous');
    const mariana = marianaOf();
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    const author = await readerOf(server, 'admin@demo.gov.br', scenario.sent, 'GAB', 'sent');
    const found = async (reader: Reader, query: string) =>
      inboxPageSchema.parse(json(await call(reader, `/api/inbox/query?filter=${reader.list}&${query}`))).data.map((item) => item.email_uuid);
    for (const query of [`search=${encodeURIComponent(mariana.name)}`, `from=${encodeURIComponent('Mariana')}`, `from=${encodeURIComponent('Gabinete')}`]) {
      expect(await found(joao, query), query).toEqual([]);
      expect(await found(author, query), query).toEqual([scenario.documentUuid]);
    }
    // What the recipient may search by still finds it.
    expect(await found(joao, 'search=almoxarifado')).toEqual([scenario.documentUuid]);
  });

  it('is not found by its author\'s name in any form a full-text search reads: a prefix, without accents, beside a word of its title', async () => {
    const scenario = await start('anonymous');
    const [first = '', last = ''] = marianaOf().name.split(' ');
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    const author = await readerOf(server, 'admin@demo.gov.br', scenario.sent, 'GAB', 'sent');
    const found = async (reader: Reader, text: string) =>
      inboxPageSchema.parse(json(await call(reader, `/api/inbox/query?filter=${reader.list}&search=${encodeURIComponent(text)}`))).data.map((item) => item.email_uuid);
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
    for (const text of [first.slice(0, 3), plain(first).toUpperCase(), `${last} ${first}`, `almoxarifado ${first}`, `${first.slice(0, 4)} almox`]) {
      expect(await found(joao, text), text).toEqual([]);
      expect(await found(author, text), text).toEqual([scenario.documentUuid]);
    }
  });

  it('still names its author to the author herself, wherever she would be named', async () => {
    const scenario = await start('anonymous');
    const author = await readerOf(server, 'admin@demo.gov.br', scenario.sent, 'GAB', 'sent');
    const seen = await walk(scenario, author, marianaOf());
    const named = (route: string) => [...seen].some(([key, found]) => key.startsWith(`${route} (`) && found.includes('name'));
    for (const route of [
      'GET /api/inbox/query',
      'GET /api/inbox/email/:id',
      'GET /api/inbox/email/:id/summary',
      'GET /api/signature/doc-signers/:id/all',
      'GET /api/signature/documents/:id/signatures/:signatureId/p7s',
      'GET /api/signature/request',
      'GET /api/upload',
    ]) {
      expect(named(route), route).toBe(true);
    }
  });

  it('prints for its author the sender it prints for any document, not the neutral label', async () => {
    const scenario = await start('anonymous');
    const author = await readerOf(server, 'admin@demo.gov.br', scenario.sent, 'GAB', 'sent');
    const cover = checkPdf((await call(author, `/api/inbox/email/${author.email}/print/cover`, 'POST', { has_cover: true })).rawPayload).text;
    expect(cover).toContain(`${messages.medias.coverSender}: Gabinete do Prefeito`);
    expect(cover).not.toContain(hidden.anonymous);
  });
});

describe('a confidential document', () => {
  it('names its author to the sector it was sent to', async () => {
    const scenario = await start('confidential');
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    const view = viewedEmailSchema.parse(json(await call(joao, `/api/inbox/email/${joao.email}`)));
    expect(view.sender).toBe(marianaOf().name);
    const summary = summarySchema.parse(json(await call(joao, `/api/inbox/email/${joao.email}/summary`)));
    expect(summary.data.find((item) => item.type === 'dispatch')?.from).toBe(marianaOf().name);
  });

  it("is found by its author's name by the sector it was sent to, not by the one it was forwarded to", async () => {
    const scenario = await start('confidential');
    const joao = await readerOf(server, 'servidor@demo.gov.br', scenario.received, 'PROT', 'tasks');
    const ana = await readerOf(server, 'servidora@demo.gov.br', scenario.forwarded, 'SESAU', 'tasks');
    const search = `search=${encodeURIComponent(marianaOf().name)}`;
    const found = async (reader: Reader) => inboxPageSchema.parse(json(await call(reader, `/api/inbox/query?filter=tasks&${search}`))).data.map((item) => item.email_uuid);
    expect(await found(joao)).toEqual([scenario.documentUuid]);
    expect(await found(ana)).toEqual([]);
  });

  it('tells whoever it is forwarded to nothing of its author, on any route', async () => {
    const scenario = await start('confidential');
    const ana = await readerOf(server, 'servidora@demo.gov.br', scenario.forwarded, 'SESAU', 'tasks');
    const view = viewedEmailSchema.parse(json(await call(ana, `/api/inbox/email/${ana.email}`)));
    expect(view.sender).toBe(hidden.confidential);
    expect(leaksIn(await walk(scenario, ana, marianaOf()))).toEqual([]);
  });
});
