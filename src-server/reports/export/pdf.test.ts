// A report as PDF: a valid file (qpdf, pdftotext) holding the title, the filter, the notes and every
// table line with its figures as a pt-BR reader reads them.
import { describe, expect, it } from 'vitest';
import { checkPdf, hasTool } from '../../testing/pdfTools';
import { reportPdf } from './pdf';
import { SAMPLE_RESULT } from './sample.fixture';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a report as PDF', () => {
  const pdf = reportPdf(SAMPLE_RESULT, {
    organization: 'Prefeitura Municipal de Exemplo',
    filterLines: ['Período: 01/01/2026 a 31/01/2026', 'Setor: todos'],
    now: Date.parse('2026-02-01T02:30:00.000Z'),
  });

  it.skipIf(!hasTool('pdftotext'))('holds the heading, the filter, when it was made, the notes and each table line', () => {
    const { pages, text } = checkPdf(pdf);
    expect(pages).toBe(1);
    const flat = squeeze(text);
    for (const expected of [
      'Prefeitura Municipal de Exemplo',
      'Relatório — Relatório de exemplo',
      'Período: 01/01/2026 a 31/01/2026',
      'Setor: todos',
      'Gerado em 31/01/2026 23:30',
      'Preços: papel R$ 0,10; impressão R$ 0,05.',
      'Setor | No prazo | Mediana | Custo',
      'Obras; "Zeladoria" | 62,5% | 3.600 s | R$ 12,50',
      'Saúde | — | — | R$ 0,00',
      'Total | 50,0% | — | R$ 12,50',
      'Dia | Quantidade',
      '31/01/2026 | 1.234',
      'Sem dados',
      'Nenhum dado no período.',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('flows a long table onto more pages', () => {
    const long = { ...SAMPLE_RESULT, tables: [{ ...SAMPLE_RESULT.tables[1]!, rows: Array.from({ length: 120 }, (_, i) => ({ day: '2026-01-31', count: i })) }] };
    expect(checkPdf(reportPdf(long, { organization: 'Órgão', filterLines: [], now: 0 })).pages).toBeGreaterThan(1);
  });
});
