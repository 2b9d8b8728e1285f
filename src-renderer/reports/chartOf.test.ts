import { describe, expect, it } from 'vitest';
import type { ReportTable } from '../../src-shared/api/reports';
import { CHART_MAX_ROWS, chartOf, LINE_MAX_POINTS } from './chartOf';

const table = (columns: ReportTable['columns'], rows: ReportTable['rows']): ReportTable => ({ title: 'T', columns, rows, totals: null });

describe('the chart of a report table', () => {
  it('takes the first text column as category and the columns of the first numeric kind as bars', () => {
    const chart = chartOf(
      table(
        [
          { key: 'sector', label: 'Setor', kind: 'text' },
          { key: 'received', label: 'Recebidos', kind: 'count' },
          { key: 'median', label: 'Mediana', kind: 'seconds' },
          { key: 'answered', label: 'Respondidos', kind: 'count' },
          { key: 'share', label: 'No prazo', kind: 'percent' },
        ],
        [
          { sector: 'Gabinete', received: 4, median: 3600, answered: 3, share: 75 },
          { sector: 'Protocolo', received: 2, median: null, answered: null, share: null },
        ],
      ),
    );
    expect(chart?.kind).toBe('count');
    expect(chart?.series.map((series) => series.label)).toEqual(['Recebidos', 'Respondidos']);
    expect(chart?.data).toEqual([
      { category: 'Gabinete', s0: 4, s1: 3 },
      { category: 'Protocolo', s0: 2, s1: null },
    ]);
    expect(chart?.truncated).toBe(false);
  });

  it('formats a day or month category, and draws durations when they come first', () => {
    const chart = chartOf(
      table(
        [
          { key: 'stage', label: 'Etapa', kind: 'seconds' },
          { key: 'day', label: 'Dia', kind: 'day' },
        ],
        [{ stage: 60, day: '2026-11-02' }],
      ),
    );
    expect(chart?.kind).toBe('seconds');
    expect(chart?.data).toEqual([{ category: '02/11/2026', s0: 60 }]);
  });

  it('does not draw sizes on the counts’ scale (Consumo: bytes beside pages)', () => {
    const chart = chartOf(
      table(
        [
          { key: 'sector', label: 'Setor', kind: 'text' },
          { key: 'pages', label: 'Páginas', kind: 'count' },
          { key: 'bytes', label: 'Tamanho', kind: 'bytes' },
        ],
        [{ sector: 'Gabinete', pages: 4, bytes: 90_000 }],
      ),
    );
    expect(chart?.series.map((series) => series.label)).toEqual(['Páginas']);
  });

  it('makes no chart without a category, without figures or without rows', () => {
    expect(chartOf(table([{ key: 'n', label: 'N', kind: 'count' }], [{ n: 1 }]))).toBeNull();
    expect(chartOf(table([{ key: 't', label: 'T', kind: 'text' }], [{ t: 'a' }]))).toBeNull();
    expect(chartOf(table([{ key: 't', label: 'T', kind: 'text' }, { key: 'n', label: 'N', kind: 'count' }], []))).toBeNull();
  });

  it('leaves the rows past the limit to the table', () => {
    const rows = Array.from({ length: CHART_MAX_ROWS + 1 }, (_, index) => ({ t: `r${index}`, n: index }));
    const chart = chartOf(table([{ key: 't', label: 'T', kind: 'text' }, { key: 'n', label: 'N', kind: 'count' }], rows));
    expect(chart?.data).toHaveLength(CHART_MAX_ROWS);
    expect(chart?.truncated).toBe(true);
  });

  it('draws bars unless the table asks for lines, and a line keeps every day of a period', () => {
    const days = Array.from({ length: 62 }, (_, index) => ({ d: `2026-01-${String((index % 31) + 1).padStart(2, '0')}`, n: index }));
    const columns: ReportTable['columns'] = [
      { key: 'd', label: 'Dia', kind: 'day' },
      { key: 'n', label: 'N', kind: 'count' },
    ];
    expect(chartOf(table(columns, days))).toMatchObject({ type: 'bar', truncated: true });
    const line = chartOf({ ...table(columns, days), chart: 'line' });
    expect(line).toMatchObject({ type: 'line', truncated: false });
    expect(line?.data).toHaveLength(62);
    const long = Array.from({ length: LINE_MAX_POINTS + 1 }, (_, index) => ({ d: '2026-01-01', n: index }));
    expect(chartOf({ ...table(columns, long), chart: 'line' })?.data).toHaveLength(LINE_MAX_POINTS);
  });
});
