// Acessos: logins and document views from the audit trail, by user, by the user's primary sector and
// by local day — counted by hand over the trail written below.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { accessReport } from './access';
import { bareDb, organisation, scopeOf, tableTitled } from './testing/organisation';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
/** Monday 5 and Tuesday 6 January 2026, in Brasília. */
const PERIOD = { from: '2026-01-05', to: '2026-01-06' };

let db: Db;
let ids: { gab: number; sau: number; pruning: number };

beforeEach(() => {
  db = bareDb();
  const org = organisation(db);
  const gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  const sau = org.sector('Saúde', 'SAU');
  const pruning = org.subject('Poda de árvore');
  ids = { gab, sau, pruning };
  const ana = org.user('Ana Souza', gab);
  const bruno = org.user('Bruno Reis', obr);
  const carla = org.user('Carla Dias', sau);
  const davi = org.user('Davi Lima', null); // a citizen: no primary sector
  const letter = org.document({ sectorId: gab, createdAt: '2026-01-02T12:00:00.000Z', type: 'oficio' });
  const memo = org.document({ sectorId: obr, createdAt: '2026-01-02T12:00:00.000Z', type: 'memorando', subjectId: pruning });

  org.login(ana, '2026-01-05T12:00:00.000Z');
  org.view(ana, letter, '2026-01-05T12:05:00.000Z');
  org.view(ana, letter, '2026-01-06T02:30:00.000Z'); // 23:30 on the 5th in Brasília
  org.login(ana, '2026-01-06T13:00:00.000Z');
  org.login(bruno, '2026-01-05T11:00:00.000Z');
  org.view(bruno, memo, '2026-01-06T14:00:00.000Z');
  org.login(carla, '2026-01-07T02:00:00.000Z'); // 23:00 on the 6th: in
  org.login(davi, '2026-01-05T20:00:00.000Z');
  // Not accesses, or not in the period:
  org.failedLogin(ana, '2026-01-05T12:30:00.000Z');
  org.view(bruno, null, '2026-01-05T15:00:00.000Z'); // a "view" of no document (an import's dry run)
  org.print(bruno, memo, '2026-01-05T16:00:00.000Z');
  org.login(ana, '2026-01-04T23:00:00.000Z'); // 20:00 on the 4th
  org.login(carla, '2026-01-07T03:00:00.000Z'); // 00:00 on the 7th
});
afterEach(() => db.close());


describe('Acessos', () => {
  it('counts logins and document views per user, with their primary sector; failed logins, prints and views of no document are not accesses', () => {
    const result = accessReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.title).toBe('Acessos');
    const byUser = tableTitled(result, 'Acessos por usuário');
    expect(byUser.columns.map((column) => [column.key, column.label, column.kind])).toEqual([
      ['user', 'Usuário', 'text'],
      ['sector', 'Setor', 'text'],
      ['logins', 'Logins', 'count'],
      ['views', 'Visualizações de documentos', 'count'],
    ]);
    expect(byUser.rows).toEqual([
      { user: 'Ana Souza', sector: 'Gabinete', logins: 2, views: 2 },
      { user: 'Bruno Reis', sector: 'Obras', logins: 1, views: 1 },
      { user: 'Carla Dias', sector: 'Saúde', logins: 1, views: 0 },
      { user: 'Davi Lima', sector: 'Sem setor principal', logins: 1, views: 0 },
    ]);
    expect(byUser.totals).toEqual({ user: 'Total', sector: null, logins: 5, views: 3 });
  });

  it('by sector: the users’ primary sectors, and those without one together', () => {
    const bySector = tableTitled(accessReport(db, scopeOf(db, PERIOD), NOW), 'Acessos por setor');
    expect(bySector.rows).toEqual([
      { sector: 'Gabinete', logins: 2, views: 2 },
      { sector: 'Obras', logins: 1, views: 1 },
      { sector: 'Saúde', logins: 1, views: 0 },
      { sector: 'Sem setor principal', logins: 1, views: 0 },
    ]);
    expect(bySector.totals).toEqual({ sector: 'Total', logins: 5, views: 3 });
  });

  it('by local day in Brasília, in order', () => {
    const byDay = tableTitled(accessReport(db, scopeOf(db, PERIOD), NOW), 'Acessos por dia');
    expect(byDay.columns[0]).toEqual({ key: 'day', label: 'Dia', kind: 'day' });
    expect(byDay.rows).toEqual([
      { day: '2026-01-05', logins: 3, views: 2 },
      { day: '2026-01-06', logins: 2, views: 1 },
    ]);
  });

  it('a sector filter keeps the users whose primary sector is in it (sub-sectors included)', () => {
    const result = accessReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab) }), NOW);
    expect(tableTitled(result, 'Acessos por usuário').rows).toEqual([
      { user: 'Ana Souza', sector: 'Gabinete', logins: 2, views: 2 },
      { user: 'Bruno Reis', sector: 'Obras', logins: 1, views: 1 },
    ]);
    const alone = accessReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab), with_subsectors: '0' }), NOW);
    expect(tableTitled(alone, 'Acessos por setor').rows).toEqual([{ sector: 'Gabinete', logins: 2, views: 2 }]);
  });

  it('subject and document type filters select the views; logins do not depend on them', () => {
    const pruning = accessReport(db, scopeOf(db, { ...PERIOD, subject_id: String(ids.pruning) }), NOW);
    expect(tableTitled(pruning, 'Acessos por usuário').totals).toEqual({ user: 'Total', sector: null, logins: 5, views: 1 });
    const letters = accessReport(db, scopeOf(db, { ...PERIOD, document_type: 'oficio' }), NOW);
    expect(tableTitled(letters, 'Acessos por dia').rows).toEqual([
      { day: '2026-01-05', logins: 3, views: 2 },
      { day: '2026-01-06', logins: 2, views: 0 },
    ]);
  });

  it('a user removed since is still counted, under a name saying so', () => {
    const gone = db.prepare('SELECT max(id) FROM users').pluck().get() as number;
    organisation(db).login(gone + 100, '2026-01-05T14:00:00.000Z');
    const byUser = tableTitled(accessReport(db, scopeOf(db, PERIOD), NOW), 'Acessos por usuário');
    expect(byUser.rows).toContainEqual({ user: `Usuário removido (nº ${gone + 100})`, sector: 'Sem setor principal', logins: 1, views: 0 });
  });
});
