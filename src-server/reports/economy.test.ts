// Economia: the pages of the period (documents published and attachments stored, Consumo's counts)
// times the organisation's price per page (paper + printing), by sector and local month, with the
// formula and the prices in the notes — counted by hand over reports/testing/pages.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { economyReport } from './economy';
import { bareDb, scopeOf, tableTitled } from './testing/organisation';
import { NOW, PERIOD, pagesOrganisation } from './testing/pages';

let db: Db;
let ids: ReturnType<typeof pagesOrganisation>;
beforeEach(() => {
  db = bareDb();
  ids = pagesOrganisation(db);
});
afterEach(() => db.close());

const NO_PRICES =
  'A organização ainda não informou os preços do papel e da impressão (Administração › Organização › Configuração de relatório); por isso a economia aparece como zero.';

describe('Economia', () => {
  it('shows the formula with the prices in reais, pt-BR', () => {
    ids.org.prices(0.05, 0.1);
    const { title, notes } = economyReport(db, scopeOf(db, PERIOD), NOW);
    expect(title).toBe('Economia');
    expect(notes[0]).toBe('Economia = páginas × (preço do papel R$ 0,05 + preço da impressão R$ 0,10)');
    expect(notes).not.toContain(NO_PRICES);
  });

  it('by sector: pages of documents and attachments × R$ 0,15 per page, totals in cents', () => {
    ids.org.prices(0.05, 0.1);
    const bySector = tableTitled(economyReport(db, scopeOf(db, PERIOD), NOW), 'Economia por setor');
    expect(bySector.columns).toEqual([
      { key: 'sector', label: 'Setor', kind: 'text' },
      { key: 'pages', label: 'Páginas', kind: 'count' },
      { key: 'economy', label: 'Economia', kind: 'money' },
    ]);
    // Gabinete: d1 (2) + a (3) + b (1) + d (2); Obras: d2 (3) + d6 (1); Saúde: d3 and c not counted.
    expect(bySector.rows).toEqual([
      { sector: 'Gabinete', pages: 8, economy: 1.2 },
      { sector: 'Obras', pages: 4, economy: 0.6 },
      { sector: 'Saúde', pages: 0, economy: 0 },
    ]);
    expect(bySector.totals).toEqual({ sector: 'Total', pages: 12, economy: 1.8 });
  });

  it('by local month: 23:30 on 31/01 is January, 23:59 on 28/02 February', () => {
    ids.org.prices(0.05, 0.1);
    const byMonth = tableTitled(economyReport(db, scopeOf(db, PERIOD), NOW), 'Economia por mês');
    // January: d1 (2), d2 (3), a (3), d (2); February: d6 (1), b (1).
    expect(byMonth.rows).toEqual([
      { month: '2026-01', pages: 10, economy: 1.5 },
      { month: '2026-02', pages: 2, economy: 0.3 },
    ]);
    expect(byMonth.totals).toEqual({ month: 'Total', pages: 12, economy: 1.8 });
  });

  it('a price of fractions of a cent is shown as set, and each row is rounded to the cent', () => {
    ids.org.prices(0.035, 0);
    const result = economyReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.notes[0]).toBe('Economia = páginas × (preço do papel R$ 0,035 + preço da impressão R$ 0,00)');
    // 8 × 0,035 = 0,28; 4 × 0,035 = 0,14.
    expect(tableTitled(result, 'Economia por setor').totals).toEqual({ sector: 'Total', pages: 12, economy: 0.42 });
  });

  it('prices not set: a note says where to set them, not a silent zero', () => {
    const result = economyReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.notes[0]).toBe('Economia = páginas × (preço do papel R$ 0,00 + preço da impressão R$ 0,00)');
    expect(result.notes).toContain(NO_PRICES);
    expect(tableTitled(result, 'Economia por setor').totals).toEqual({ sector: 'Total', pages: 12, economy: 0 });
  });

  it('says how many files had no page count', () => {
    ids.org.prices(0.05, 0.1);
    expect(economyReport(db, scopeOf(db, PERIOD), NOW).notes.some((note) => note.startsWith('Sem contagem de páginas: 1 documento e 1 anexo do período'))).toBe(true);
  });
});
