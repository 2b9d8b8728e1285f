// Gráficos: the documents published over the period, day by day (up to 62 days) or month by month,
// against the same day or month one year before, and sector against sector for the sectors that
// publish most — counted by hand over the organisation written below.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { chartsReport, TOP_SECTORS, yearBefore } from './charts';
import { bareDb, organisation, scopeOf, tableTitled } from './testing/organisation';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const YEAR = 'Documentos ao longo do período, contra o mesmo período do ano anterior';
const SECTORS = 'Documentos ao longo do período, setor contra setor';

let db: Db;
let org: ReturnType<typeof organisation>;
let ids: { gab: number; obr: number };

beforeEach(() => {
  db = bareDb();
  org = organisation(db);
  const gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  ids = { gab, obr };
  const doc = (publishedAt: string, sectorId: number, status: 'published' | 'draft' = 'published') =>
    org.document({ createdAt: publishedAt, publishedAt: status === 'draft' ? null : publishedAt, sectorId, type: 'oficio', status });
  // February 2026: 01/02 Gabinete 2; 02/02 Obras 1; 28/02 Gabinete 1 (23:59 in Brasília, 01/03 in UTC).
  doc('2026-02-01T12:00:00.000Z', gab);
  doc('2026-02-01T13:00:00.000Z', gab);
  doc('2026-02-02T12:00:00.000Z', obr);
  doc('2026-03-01T02:59:00.000Z', gab);
  // Not counted: a draft, and 00:00 on 01/03 in Brasília.
  doc('2026-02-03T12:00:00.000Z', gab, 'draft');
  doc('2026-03-01T03:00:00.000Z', gab);
  // A year before: 01/02/2025 Obras 1; 28/02/2025 Gabinete 2 (one at 23:30 in Brasília).
  doc('2025-02-01T12:00:00.000Z', obr);
  doc('2025-02-28T12:00:00.000Z', gab);
  doc('2025-03-01T02:30:00.000Z', gab);
});
afterEach(() => db.close());

describe('Gráficos', () => {
  it('draws a period of up to 62 days day by day, each day against the same day a year before', () => {
    const result = chartsReport(db, scopeOf(db, { from: '2026-02-01', to: '2026-02-28' }), NOW);
    const year = tableTitled(result, YEAR);
    expect(year.chart).toBe('line');
    expect(year.columns.map((column) => [column.label, column.kind])).toEqual([
      ['Dia', 'day'],
      ['Período escolhido', 'count'],
      ['Um ano antes', 'count'],
    ]);
    expect(year.rows).toHaveLength(28);
    expect(year.rows[0]).toEqual({ bucket: '2026-02-01', current: 2, year_before: 1 });
    expect(year.rows[1]).toEqual({ bucket: '2026-02-02', current: 1, year_before: 0 });
    expect(year.rows[27]).toEqual({ bucket: '2026-02-28', current: 1, year_before: 2 });
    expect(year.totals).toEqual({ bucket: 'Total', current: 4, year_before: 3 });
    expect(result.notes[1]).toBe(
      'Cada dia ou mês é comparado com o mesmo dia ou mês um ano antes (01/02/2025 a 28/02/2025); o dia 29/02 não tem correspondente no ano anterior.',
    );
  });

  it('draws a longer period month by month', () => {
    const result = chartsReport(db, scopeOf(db, { from: '2025-12-01', to: '2026-03-31' }), NOW);
    const year = tableTitled(result, YEAR);
    expect(year.columns[0]).toEqual({ key: 'bucket', label: 'Mês', kind: 'month' });
    expect(year.rows).toEqual([
      { bucket: '2025-12', current: 0, year_before: 0 },
      { bucket: '2026-01', current: 0, year_before: 0 },
      { bucket: '2026-02', current: 4, year_before: 3 },
      { bucket: '2026-03', current: 1, year_before: 0 },
    ]);
    expect(result.notes[0]).toBe('Períodos de mais de 62 dias são mostrados mês a mês; até 62 dias, dia a dia.');
  });

  it('compares 29/02 with nothing, and a month ending on its last day with that whole month a year before', () => {
    org.document({ createdAt: '2024-02-29T12:00:00.000Z', publishedAt: '2024-02-29T12:00:00.000Z', sectorId: ids.gab, type: 'oficio', status: 'published' });
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
    expect(yearBefore('2026-03-10')).toBe('2025-03-10');
    // February 2025 by month: February 2024 had 29 days, all of them a year before.
    const months = tableTitled(chartsReport(db, scopeOf(db, { from: '2024-12-01', to: '2025-02-28' }), NOW), YEAR);
    expect(months.rows.find((row) => row.bucket === '2025-02')).toEqual({ bucket: '2025-02', current: 3, year_before: 1 });
    const leap = tableTitled(chartsReport(db, scopeOf(db, { from: '2028-02-28', to: '2028-03-01' }), NOW), YEAR);
    expect(leap.rows.map((row) => row.year_before)).toEqual([0, null, 0]);
  });

  it('sector against sector, each sector a line, only the sectors the filter keeps', () => {
    const all = tableTitled(chartsReport(db, scopeOf(db, { from: '2026-02-01', to: '2026-02-28' }), NOW), SECTORS);
    expect(all.chart).toBe('line');
    expect(all.columns.map((column) => column.label)).toEqual(['Dia', 'Gabinete', 'Obras']);
    expect(all.rows[0]).toEqual({ bucket: '2026-02-01', sector_0: 2, sector_1: 0 });
    expect(all.rows[1]).toEqual({ bucket: '2026-02-02', sector_0: 0, sector_1: 1 });
    expect(all.totals).toEqual({ bucket: 'Total', sector_0: 3, sector_1: 1 });
    const obras = tableTitled(chartsReport(db, scopeOf(db, { from: '2026-02-01', to: '2026-02-28', sector_id: ids.obr }), NOW), SECTORS);
    expect(obras.columns.map((column) => column.label)).toEqual(['Dia', 'Obras']);
    expect(obras.totals).toEqual({ bucket: 'Total', sector_0: 1 });
  });

  it(`draws the ${TOP_SECTORS} sectors that published most and adds up the rest in Outros setores`, () => {
    const extra = ['Saúde', 'Educação', 'Finanças', 'Cultura', 'Esportes'].map((name, index) => org.sector(name, `S${index}`));
    // Saúde 3, Educação 2, Finanças 2, Cultura 1, Esportes 1 on 10/02; with Gabinete 3 and Obras 1.
    [0, 0, 0, 1, 1, 2, 2, 3, 4].forEach((index) =>
      org.document({ createdAt: '2026-02-10T12:00:00.000Z', publishedAt: '2026-02-10T12:00:00.000Z', sectorId: extra[index]!, type: 'oficio', status: 'published' }),
    );
    const table = tableTitled(chartsReport(db, scopeOf(db, { from: '2026-02-01', to: '2026-02-28' }), NOW), SECTORS);
    // Ties in pt-BR order: Educação before Finanças; Cultura before Esportes and Obras.
    expect(table.columns.map((column) => column.label)).toEqual(['Dia', 'Gabinete', 'Saúde', 'Educação', 'Finanças', 'Cultura', 'Outros setores']);
    expect(table.rows.find((row) => row.bucket === '2026-02-10')).toEqual({ bucket: '2026-02-10', sector_0: 0, sector_1: 3, sector_2: 2, sector_3: 2, sector_4: 1, others: 1 });
    expect(table.totals).toMatchObject({ sector_0: 3, others: 2 });
  });
});
