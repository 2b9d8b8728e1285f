// Estatística de uso: active users, logins by client, documents created per user, signatures by
// kind and chat messages — counted by hand over the organisation written below.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { AGENTS, bareDb, organisation, scopeOf, tableTitled } from './testing/organisation';
import { usageStatisticsReport } from './usageStatistics';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
/** Monday 5 and Tuesday 6 January 2026, in Brasília. */
const PERIOD = { from: '2026-01-05', to: '2026-01-06' };

let db: Db;
let gab: number;

beforeEach(() => {
  db = bareDb();
  const org = organisation(db);
  gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  const sau = org.sector('Saúde', 'SAU');
  const ana = org.user('Ana Souza', gab);
  const bruno = org.user('Bruno Reis', obr);
  const carla = org.user('Carla Dias', sau);
  const davi = org.user('Davi Lima', null); // a citizen

  // Logins: Ana by the desktop app and by a browser, Bruno by phone, Carla by the app, Davi by a browser.
  org.login(ana, '2026-01-05T12:00:00.000Z', AGENTS.desktop);
  org.login(ana, '2026-01-06T13:00:00.000Z', AGENTS.web);
  org.login(bruno, '2026-01-05T11:00:00.000Z', AGENTS.mobile);
  org.login(carla, '2026-01-07T02:00:00.000Z', AGENTS.desktop); // 23:00 on the 6th in Brasília
  org.login(davi, '2026-01-05T20:00:00.000Z', AGENTS.web);
  org.login(ana, '2026-01-04T23:00:00.000Z', AGENTS.desktop); // 20:00 on the 4th: outside
  org.failedLogin(bruno, '2026-01-05T10:00:00.000Z'); // not a login

  // Documents created in the period (drafts are not documents yet).
  const a = org.document({ sectorId: gab, createdBy: ana, createdAt: '2026-01-05T12:00:00.000Z', type: 'oficio' });
  const b = org.document({ sectorId: gab, createdBy: ana, createdAt: '2026-01-06T12:00:00.000Z', type: 'memorando' });
  org.document({ sectorId: gab, createdBy: ana, createdAt: '2026-01-05T13:00:00.000Z', status: 'draft' });
  const d = org.document({ sectorId: obr, createdBy: bruno, createdAt: '2026-01-06T10:00:00.000Z', type: 'oficio' });
  // Authors that must not be named: a citizen's anonymous request, Carla's confidential ofício.
  org.document({ sectorId: null, createdBy: davi, createdAt: '2026-01-05T18:00:00.000Z', type: 'requerimento', confidentiality: 'anonymous' });
  org.document({ sectorId: sau, createdBy: carla, createdAt: '2026-01-06T11:00:00.000Z', type: 'oficio', confidentiality: 'confidential' });
  org.document({ sectorId: obr, createdBy: bruno, createdAt: '2026-01-07T05:00:00.000Z', type: 'oficio' }); // 02:00 on the 7th: outside

  // Signatures: GDOC twice (Ana), ICP and gov.br (Bruno); Carla's is after the period.
  org.signature(a, ana, 'gdoc', '2026-01-05T13:00:00.000Z');
  org.signature(b, ana, 'gdoc', '2026-01-06T15:00:00.000Z');
  org.signature(a, bruno, 'icp', '2026-01-06T13:00:00.000Z');
  org.signature(d, bruno, 'govbr', '2026-01-06T14:00:00.000Z');
  org.signature(d, carla, 'gdoc', '2026-01-07T04:00:00.000Z');

  // Chat: Ana sends two, Bruno one; Carla's is before the period.
  org.chat(ana, bruno, '2026-01-05T14:00:00.000Z');
  org.chat(ana, bruno, '2026-01-05T14:01:00.000Z');
  org.chat(bruno, ana, '2026-01-06T09:00:00.000Z');
  org.chat(carla, ana, '2026-01-04T12:00:00.000Z');
});
afterEach(() => db.close());


describe('Estatística de uso', () => {
  it('sums up: active users are who logged in, and the period’s logins, documents, signatures and chat messages', () => {
    const result = usageStatisticsReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.title).toBe('Estatística de uso');
    const summary = tableTitled(result, 'Resumo');
    expect(summary.rows).toEqual([
      { indicator: 'Usuários ativos', value: 4 },
      { indicator: 'Logins', value: 5 },
      { indicator: 'Documentos criados', value: 5 },
      { indicator: 'Assinaturas', value: 4 },
      { indicator: 'Mensagens de chat enviadas', value: 3 },
    ]);
    expect(summary.totals).toBeNull();
  });

  it('logins by client: the desktop app, browsers and phones, each with its users; a user of two clients is one user in the total', () => {
    const byClient = tableTitled(usageStatisticsReport(db, scopeOf(db, PERIOD), NOW), 'Logins por meio de acesso');
    expect(byClient.rows).toEqual([
      { client: 'Aplicativo desktop', logins: 2, users: 2 },
      { client: 'Navegador (web)', logins: 2, users: 2 },
      { client: 'Celular ou tablet', logins: 1, users: 1 },
    ]);
    expect(byClient.totals).toEqual({ client: 'Total', logins: 5, users: 4 });
  });

  it('documents created per user; hidden authors are never named, but counted together', () => {
    const perUser = tableTitled(usageStatisticsReport(db, scopeOf(db, PERIOD), NOW), 'Documentos criados por usuário');
    expect(perUser.rows).toEqual([
      { user: 'Ana Souza', sector: 'Gabinete', documents: 2 },
      { user: 'Autoria não revelada (documentos anônimos ou confidenciais)', sector: '', documents: 2 },
      { user: 'Bruno Reis', sector: 'Obras', documents: 1 },
    ]);
    expect(perUser.totals).toEqual({ user: 'Total', sector: null, documents: 5 });
    expect(JSON.stringify(perUser)).not.toMatch(/Carla|Davi/);
  });

  it('signatures by kind, with the signing screen’s names, every kind listed', () => {
    const byKind = tableTitled(usageStatisticsReport(db, scopeOf(db, PERIOD), NOW), 'Assinaturas por tipo');
    expect(byKind.rows).toEqual([
      { kind: 'Assinatura ICP', signatures: 1 },
      { kind: 'Assinatura GDOC', signatures: 2 },
      { kind: 'Assinatura GOVBR', signatures: 1 },
    ]);
    expect(byKind.totals).toEqual({ kind: 'Total', signatures: 4 });
  });

  it('chat messages by sender', () => {
    const chat = tableTitled(usageStatisticsReport(db, scopeOf(db, PERIOD), NOW), 'Mensagens de chat por usuário');
    expect(chat.rows).toEqual([
      { user: 'Ana Souza', sector: 'Gabinete', messages: 2 },
      { user: 'Bruno Reis', sector: 'Obras', messages: 1 },
    ]);
  });

  it('a sector filter keeps what the users of that sector (and its sub-sectors) did', () => {
    const summary = tableTitled(usageStatisticsReport(db, scopeOf(db, { ...PERIOD, sector_id: String(gab) }), NOW), 'Resumo');
    // Ana and Bruno: three logins, Ana's two documents and Bruno's one, their four signatures, three messages.
    expect(summary.rows.map((row) => row.value)).toEqual([2, 3, 3, 4, 3]);
    const alone = usageStatisticsReport(db, scopeOf(db, { ...PERIOD, sector_id: String(gab), with_subsectors: '0' }), NOW);
    expect(tableTitled(alone, 'Resumo').rows.map((row) => row.value)).toEqual([1, 2, 2, 2, 2]);
    expect(tableTitled(alone, 'Logins por meio de acesso').rows).toEqual([
      { client: 'Aplicativo desktop', logins: 1, users: 1 },
      { client: 'Navegador (web)', logins: 1, users: 1 },
      { client: 'Celular ou tablet', logins: 0, users: 0 },
    ]);
  });

  it('the document type filter selects documents and signatures only', () => {
    const memos = usageStatisticsReport(db, scopeOf(db, { ...PERIOD, document_type: 'memorando' }), NOW);
    // Document b and its one GDOC signature; logins and chat stay.
    expect(tableTitled(memos, 'Resumo').rows.map((row) => row.value)).toEqual([4, 5, 1, 1, 3]);
    expect(tableTitled(memos, 'Assinaturas por tipo').rows).toEqual([
      { kind: 'Assinatura ICP', signatures: 0 },
      { kind: 'Assinatura GDOC', signatures: 1 },
      { kind: 'Assinatura GOVBR', signatures: 0 },
    ]);
  });
});
