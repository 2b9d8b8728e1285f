// Consumo: the documents published in the period and their pages, the attachments stored in it
// (count, pages, bytes), by sector and by local month, each table with its totals; files without a
// page count are said in a note — counted by hand over reports/testing/pages.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { bareDb, scopeOf, tableTitled } from './testing/organisation';
import { NOW, PERIOD, pagesOrganisation } from './testing/pages';
import { usageReport } from './usage';

let db: Db;
let ids: ReturnType<typeof pagesOrganisation>;
beforeEach(() => {
  db = bareDb();
  ids = pagesOrganisation(db);
});
afterEach(() => db.close());

const COLUMNS = [
  { key: 'documents', label: 'Documentos', kind: 'count' },
  { key: 'documentPages', label: 'Páginas de documentos', kind: 'count' },
  { key: 'attachments', label: 'Anexos', kind: 'count' },
  { key: 'attachmentPages', label: 'Páginas de anexos', kind: 'count' },
  { key: 'attachmentBytes', label: 'Tamanho dos anexos', kind: 'bytes' },
];

describe('Consumo', () => {
  it('by sector: documents d1, d2, d3, d6 and attachments a, b, c, d, with their pages and bytes', () => {
    const result = usageReport(db, scopeOf(db, PERIOD), NOW);
    expect(result.title).toBe('Consumo');
    const bySector = tableTitled(result, 'Consumo por setor');
    expect(bySector.columns).toEqual([{ key: 'sector', label: 'Setor', kind: 'text' }, ...COLUMNS]);
    expect(bySector.rows).toEqual([
      { sector: 'Obras', documents: 2, documentPages: 4, attachments: 0, attachmentPages: 0, attachmentBytes: 0 },
      { sector: 'Gabinete', documents: 1, documentPages: 2, attachments: 3, attachmentPages: 6, attachmentBytes: 1600 },
      { sector: 'Saúde', documents: 1, documentPages: 0, attachments: 1, attachmentPages: 0, attachmentBytes: 2000 },
    ]);
    expect(bySector.totals).toEqual({ sector: 'Total', documents: 4, documentPages: 6, attachments: 4, attachmentPages: 6, attachmentBytes: 3600 });
  });

  it('by local month: late evening of the last day of a month is that month in Brasília', () => {
    const byMonth = tableTitled(usageReport(db, scopeOf(db, PERIOD), NOW), 'Consumo por mês');
    expect(byMonth.columns).toEqual([{ key: 'month', label: 'Mês', kind: 'month' }, ...COLUMNS]);
    // January: d1, d2 (23:30 on 31/01) and a, d; February: d3, d6 and b (23:59 on 28/02), c.
    expect(byMonth.rows).toEqual([
      { month: '2026-01', documents: 2, documentPages: 5, attachments: 2, attachmentPages: 5, attachmentBytes: 1100 },
      { month: '2026-02', documents: 2, documentPages: 1, attachments: 2, attachmentPages: 1, attachmentBytes: 2500 },
    ]);
    expect(byMonth.totals).toEqual({ month: 'Total', documents: 4, documentPages: 6, attachments: 4, attachmentPages: 6, attachmentBytes: 3600 });
  });

  it('says how many files of the period have no page count, rather than counting them as zero', () => {
    const { notes } = usageReport(db, scopeOf(db, PERIOD), NOW);
    expect(notes).toContain(
      'Sem contagem de páginas: 1 documento e 1 anexo do período; suas páginas não estão nos totais. Arquivos do Word, planilhas e outros que não são PDF nem imagem não têm páginas contadas, e arquivos antigos são contados aos poucos depois que o servidor inicia.',
    );
  });

  it('no such note when every file of the period was counted', () => {
    // Gabinete and Obras only: d3 and c are Saúde's.
    const { notes } = usageReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab) }), NOW);
    expect(notes.some((note) => note.startsWith('Sem contagem'))).toBe(false);
  });

  it('a sector counts its sub-sectors unless told not to', () => {
    const alone = usageReport(db, scopeOf(db, { ...PERIOD, sector_id: String(ids.gab), with_subsectors: '0' }), NOW);
    expect(tableTitled(alone, 'Consumo por setor').rows).toEqual([
      { sector: 'Gabinete', documents: 1, documentPages: 2, attachments: 3, attachmentPages: 6, attachmentBytes: 1600 },
    ]);
  });

  it('an empty period lists its month with zeros', () => {
    const result = usageReport(db, scopeOf(db, { from: '2024-01-01', to: '2024-01-31' }), NOW);
    expect(tableTitled(result, 'Consumo por setor').rows).toEqual([]);
    expect(tableTitled(result, 'Consumo por mês').rows).toEqual([
      { month: '2024-01', documents: 0, documentPages: 0, attachments: 0, attachmentPages: 0, attachmentBytes: 0 },
    ]);
  });
});
