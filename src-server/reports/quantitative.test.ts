// Quantitativo: the documents published in the period, by type, subject, sector, status and local
// month, each table with its total — counted by hand over the organisation written below.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { quantitativeReport } from './quantitative';
import { bareDb, organisation, scopeOf, tableTitled } from './testing/organisation';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
/** January and February 2026 in Brasília. */
const PERIOD = { from: '2026-01-01', to: '2026-02-28' };

let db: Db;
let ids: { gab: number; obr: number; sau: number; lighting: number; pruning: number };

beforeEach(() => {
  db = bareDb();
  const org = organisation(db);
  const gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  const sau = org.sector('Saúde', 'SAU');
  const lighting = org.subject('Iluminação pública');
  const pruning = org.subject('Poda de árvore');
  ids = { gab, obr, sau, lighting, pruning };
  const at = (createdAt: string, more: Omit<Parameters<typeof org.document>[0], 'createdAt'>) => org.document({ createdAt, ...more });
  // 1. Counted: January.
  at('2026-01-10T12:00:00.000Z', { sectorId: gab, type: 'oficio', subjectId: lighting });
  // 2. Counted: archived since, still counted (as Arquivado).
  at('2026-01-20T15:00:00.000Z', { sectorId: obr, type: 'memorando', subjectId: pruning, status: 'archived' });
  // 3. Counted in JANUARY: 02:30 UTC on 1 February is 23:30 on 31 January in Brasília.
  at('2026-01-25T12:00:00.000Z', { sectorId: obr, type: 'oficio', subjectId: lighting, publishedAt: '2026-02-01T02:30:00.000Z' });
  // 4. A process, closed since: February.
  at('2026-02-14T13:00:00.000Z', { sectorId: sau, kind: 'process', type: 'oficio', status: 'closed' });
  // 5. Canceled since: February.
  at('2026-02-20T12:00:00.000Z', { sectorId: sau, type: 'oficio', subjectId: pruning, status: 'canceled' });
  // 6. A draft: never counted.
  at('2026-01-15T12:00:00.000Z', { sectorId: gab, type: 'oficio', subjectId: lighting, status: 'draft' });
  // 7. Published at 20:00 on 31 December in Brasília: before the period.
  at('2025-12-31T23:00:00.000Z', { sectorId: gab, type: 'oficio', subjectId: lighting });
  // 8. 23:59 on 28 February in Brasília: the period's last minute, counted in February.
  at('2026-02-27T12:00:00.000Z', { sectorId: gab, type: 'oficio', subjectId: lighting, publishedAt: '2026-03-01T02:59:00.000Z' });
  // 9. 00:00 on 1 March in Brasília: after the period.
  at('2026-02-27T12:00:00.000Z', { sectorId: gab, type: 'oficio', subjectId: lighting, publishedAt: '2026-03-01T03:00:00.000Z' });
  // 10. Published before publication had a date (the old rows): counted at its creation, February.
  at('2026-02-05T12:00:00.000Z', { sectorId: gab, type: 'memorando', publishedAt: null });
});
afterEach(() => db.close());


describe('Quantitativo', () => {
  it('counts each document published in the period once, by type, with the total', () => {
    const result = quantitativeReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.title).toBe('Quantitativo');
    const byType = tableTitled(result, 'Documentos por tipo');
    expect(byType.columns).toEqual([
      { key: 'type', label: 'Tipo de documento', kind: 'text' },
      { key: 'documents', label: 'Documentos', kind: 'count' },
    ]);
    // Documents 1, 3, 5, 8 are ofícios; 2 and 10 memorandos; 4 a process.
    expect(byType.rows).toEqual([
      { type: 'Ofício', documents: 4 },
      { type: 'Memorando', documents: 2 },
      { type: 'Processo', documents: 1 },
    ]);
    expect(byType.totals).toEqual({ type: 'Total', documents: 7 });
  });

  it('by subject, documents without one under "Sem assunto"; equal counts in alphabetical order', () => {
    const bySubject = tableTitled(quantitativeReport(db, scopeOf(db, PERIOD), NOW), 'Documentos por assunto');
    expect(bySubject.rows).toEqual([
      { subject: 'Iluminação pública', documents: 3 },
      { subject: 'Poda de árvore', documents: 2 },
      { subject: 'Sem assunto', documents: 2 },
    ]);
    expect(bySubject.totals).toEqual({ subject: 'Total', documents: 7 });
  });

  it('by the sector the document was created in', () => {
    const bySector = tableTitled(quantitativeReport(db, scopeOf(db, PERIOD), NOW), 'Documentos por setor');
    expect(bySector.rows).toEqual([
      { sector: 'Gabinete', documents: 3 },
      { sector: 'Obras', documents: 2 },
      { sector: 'Saúde', documents: 2 },
    ]);
  });

  it('by status today, every status a published document can be in, drafts never', () => {
    const byStatus = tableTitled(quantitativeReport(db, scopeOf(db, PERIOD), NOW), 'Documentos por situação');
    expect(byStatus.rows).toEqual([
      { status: 'Publicado', documents: 4 },
      { status: 'Arquivado', documents: 1 },
      { status: 'Finalizado', documents: 1 },
      { status: 'Cancelado', documents: 1 },
    ]);
    expect(byStatus.totals).toEqual({ status: 'Total', documents: 7 });
  });

  it('by local month: late evening of the last day of a month is that month in Brasília', () => {
    const byMonth = tableTitled(quantitativeReport(db, scopeOf(db, PERIOD), NOW), 'Documentos por mês');
    expect(byMonth.columns[0]).toEqual({ key: 'month', label: 'Mês', kind: 'month' });
    expect(byMonth.rows).toEqual([
      { month: '2026-01', documents: 3 },
      { month: '2026-02', documents: 4 },
    ]);
    expect(byMonth.totals).toEqual({ month: 'Total', documents: 7 });
  });

  it('lists every month of the period, those without documents as zero', () => {
    const byMonth = tableTitled(quantitativeReport(db, scopeOf(db, { from: '2025-11-15', to: '2026-01-31' }), NOW), 'Documentos por mês');
    // Document 7 (31/12 20:00 local) and 1, 2, 3 (January).
    expect(byMonth.rows).toEqual([
      { month: '2025-11', documents: 0 },
      { month: '2025-12', documents: 1 },
      { month: '2026-01', documents: 3 },
    ]);
  });

  it('a sector counts its sub-sectors unless told not to', () => {
    const withSubsectors = quantitativeReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab) }), NOW);
    expect(tableTitled(withSubsectors, 'Documentos por setor').rows).toEqual([
      { sector: 'Gabinete', documents: 3 },
      { sector: 'Obras', documents: 2 },
    ]);
    const alone = quantitativeReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab), with_subsectors: '0' }), NOW);
    expect(tableTitled(alone, 'Documentos por setor').rows).toEqual([{ sector: 'Gabinete', documents: 3 }]);
    expect(tableTitled(alone, 'Documentos por tipo').totals).toEqual({ type: 'Total', documents: 3 });
  });

  it('filters by subject and by document type', () => {
    const pruning = quantitativeReport(db, scopeOf(db, { ...PERIOD, subject_id: String(ids.pruning) }), NOW);
    expect(tableTitled(pruning, 'Documentos por tipo').rows).toEqual([
      { type: 'Memorando', documents: 1 },
      { type: 'Ofício', documents: 1 },
    ]);
    const memos = quantitativeReport(db, scopeOf(db, { ...PERIOD, document_type: 'memorando' }), NOW);
    expect(tableTitled(memos, 'Documentos por setor').rows).toEqual([
      { sector: 'Gabinete', documents: 1 },
      { sector: 'Obras', documents: 1 },
    ]);
  });

  it('an empty period answers every table with zero totals', () => {
    const result = quantitativeReport(db, scopeOf(db, { from: '2024-01-01', to: '2024-01-31' }), NOW);
    expect(tableTitled(result, 'Documentos por tipo').rows).toEqual([]);
    expect(tableTitled(result, 'Documentos por tipo').totals).toEqual({ type: 'Total', documents: 0 });
    expect(tableTitled(result, 'Documentos por mês').rows).toEqual([{ month: '2024-01', documents: 0 }]);
  });
});
