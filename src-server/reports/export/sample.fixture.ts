// A report result with every kind of cell the exports must carry: decimals, empty cells, a text
// holding the CSV separator and quotes, a table without totals and a table without rows.
import type { ReportResult } from '../../../src-shared/api/reports';

export const SAMPLE_RESULT: ReportResult = {
  title: 'Relatório de exemplo',
  notes: ['Preços: papel R$ 0,10; impressão R$ 0,05.'],
  tables: [
    {
      title: 'Tempos por setor',
      columns: [
        { key: 'sector', label: 'Setor', kind: 'text' },
        { key: 'share', label: 'No prazo', kind: 'percent' },
        { key: 'median', label: 'Mediana', kind: 'seconds' },
        { key: 'cost', label: 'Custo', kind: 'money' },
      ],
      rows: [
        { sector: 'Obras; "Zeladoria"', share: 62.5, median: 3600, cost: 12.5 },
        { sector: 'Saúde', share: null, median: null, cost: 0 },
      ],
      totals: { sector: 'Total', share: 50, median: null, cost: 12.5 },
    },
    {
      title: 'Por dia',
      columns: [
        { key: 'day', label: 'Dia', kind: 'day' },
        { key: 'count', label: 'Quantidade', kind: 'count' },
      ],
      rows: [{ day: '2026-01-31', count: 1234 }],
      totals: null,
    },
    { title: 'Sem dados', columns: [{ key: 'count', label: 'Quantidade', kind: 'count' }], rows: [], totals: null },
  ],
};
