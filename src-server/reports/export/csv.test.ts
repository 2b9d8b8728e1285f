// A report as CSV: one file, a section per table, figures exact (decimals with the comma Excel in
// pt-BR reads), empty cells empty, text quoted when it holds the separator.
import { describe, expect, it } from 'vitest';
import { reportCsv } from './csv';
import { SAMPLE_RESULT } from './sample.fixture';

describe('a report as CSV', () => {
  const text = reportCsv(SAMPLE_RESULT, ['Período: 01/01/2026 a 31/01/2026']);
  const lines = text.split('\r\n');

  it('starts with the BOM and the title, then the filter and the notes', () => {
    expect(text.startsWith('\uFEFFRelatório de exemplo\r\n')).toBe(true);
    expect(lines.slice(1, 3)).toEqual(['Período: 01/01/2026 a 31/01/2026', '"Preços: papel R$ 0,10; impressão R$ 0,05."']);
  });

  it('writes each table as a section: empty line, title, header, rows, totals', () => {
    expect(lines.slice(3, 9)).toEqual([
      '',
      'Tempos por setor',
      'Setor;No prazo;Mediana;Custo',
      '"Obras; ""Zeladoria""";62,5;3600;12,5',
      'Saúde;;;0',
      'Total;50;;12,5',
    ]);
    // No totals: no totals line; no rows: the header alone.
    expect(lines.slice(9)).toEqual(['', 'Por dia', 'Dia;Quantidade', '2026-01-31;1234', '', 'Sem dados', 'Quantidade', '']);
  });
});
