// Comparativo: the chosen period against the one just before it, of as many days, by document type
// and sector against sector, with the change in percent — counted by hand over the organisation
// written below. Chosen period: February 2026 (28 days), so the one before is 04/01 to 31/01.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { changePercent, comparativeReport, previousPeriod } from './comparative';
import { bareDb, organisation, scopeOf, tableTitled } from './testing/organisation';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };

let db: Db;
let ids: { gab: number; obr: number };

beforeEach(() => {
  db = bareDb();
  const org = organisation(db);
  const gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  org.sector('Saúde', 'SAU');
  ids = { gab, obr };
  const doc = (publishedAt: string, sectorId: number, type = 'oficio', status: 'published' | 'draft' = 'published') =>
    org.document({ createdAt: publishedAt, publishedAt: status === 'draft' ? null : publishedAt, sectorId, type, status });
  // Chosen period (February): Gabinete 3 ofícios, Obras 1 memorando.
  doc('2026-02-02T12:00:00.000Z', gab);
  doc('2026-02-10T12:00:00.000Z', gab);
  doc('2026-03-01T02:59:00.000Z', gab); // 23:59 on 28/02 in Brasília
  doc('2026-02-15T12:00:00.000Z', obr, 'memorando');
  // Period before (04/01 to 31/01): Gabinete 2 ofícios, Obras 2 memorandos.
  doc('2026-01-04T03:00:00.000Z', gab); // 00:00 on 04/01 in Brasília: its first minute
  doc('2026-02-01T02:30:00.000Z', gab); // 23:30 on 31/01 in Brasília
  doc('2026-01-20T12:00:00.000Z', obr, 'memorando');
  doc('2026-01-21T12:00:00.000Z', obr, 'memorando');
  // Neither: 23:59 on 03/01 in Brasília (before the period before), March, and a draft.
  doc('2026-01-04T02:59:00.000Z', gab);
  doc('2026-03-01T03:00:00.000Z', gab);
  doc('2026-02-05T12:00:00.000Z', obr, 'oficio', 'draft');
});
afterEach(() => db.close());


describe('Comparativo', () => {
  it('compares with the period of as many days just before, shown in the notes', () => {
    const scope = scopeOf(db, FEBRUARY);
    expect(previousPeriod(scope)).toMatchObject({ from: '2026-01-04T03:00:00.000Z', to: '2026-02-01T03:00:00.000Z' });
    const result = comparativeReport(db, scope, NOW);
    expect(result.title).toBe('Comparativo');
    expect(result.notes[0]).toBe('Período escolhido: 01/02/2026 a 28/02/2026. Período anterior, com o mesmo número de dias: 04/01/2026 a 31/01/2026.');
  });

  it('period against period by document type, with the change and the total', () => {
    const byType = tableTitled(comparativeReport(db, scopeOf(db, FEBRUARY), NOW), 'Período contra período, por tipo de documento');
    expect(byType.columns.map((column) => column.label)).toEqual(['Tipo de documento', 'Período anterior', 'Período escolhido', 'Variação']);
    expect(byType.rows).toEqual([
      { type: 'Ofício', previous: 2, current: 3, change: 50 },
      { type: 'Memorando', previous: 2, current: 1, change: -50 },
    ]);
    expect(byType.totals).toEqual({ type: 'Total', previous: 4, current: 4, change: 0 });
  });

  it('sector against sector, each sector with its own documents, and only the sectors the filter keeps', () => {
    const all = tableTitled(comparativeReport(db, scopeOf(db, FEBRUARY), NOW), 'Setor contra setor');
    expect(all.rows).toEqual([
      { sector: 'Gabinete', previous: 2, current: 3, change: 50 },
      { sector: 'Obras', previous: 2, current: 1, change: -50 },
    ]);
    const obrasOnly = tableTitled(comparativeReport(db, scopeOf(db, { ...FEBRUARY, sector_id: ids.obr }), NOW), 'Setor contra setor');
    expect(obrasOnly.rows).toEqual([{ sector: 'Obras', previous: 2, current: 1, change: -50 }]);
    const gabinete = tableTitled(comparativeReport(db, scopeOf(db, { ...FEBRUARY, sector_id: ids.gab, with_subsectors: '0' }), NOW), 'Setor contra setor');
    expect(gabinete.rows).toEqual([{ sector: 'Gabinete', previous: 2, current: 3, change: 50 }]);
  });

  it('leaves the change blank when the period before had nothing, and rounds it to one decimal', () => {
    expect(changePercent(0, 5)).toBeNull();
    expect(changePercent(3, 4)).toBe(33.3);
    expect(changePercent(3, 2)).toBe(-33.3);
    const quiet = comparativeReport(db, scopeOf(db, { from: '2025-06-01', to: '2025-06-30' }), NOW);
    expect(tableTitled(quiet, 'Setor contra setor').rows).toEqual([]);
    expect(tableTitled(quiet, 'Setor contra setor').totals).toEqual({ sector: 'Total', previous: 0, current: 0, change: null });
  });
});
