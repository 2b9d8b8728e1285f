// A report table's chart (chartOf.ts): bars by default, lines for a series over time. Hidden from
// screen readers: the table under it holds the same figures, and is what they read.
import { BarChart, LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { CATEGORY_KEY, type ReportChart } from './chartOf';
import { formatValue } from './formatValue';

export function ReportChartView({ chart, textCategory }: { chart: ReportChart; textCategory: boolean }) {
  const valueFormatter = (value: number) => formatValue(chart.kind, value);
  // Counts have no halves on their axis.
  const allowDecimals = chart.kind !== 'count';
  return (
    <Box aria-hidden data-testid="report-chart" data-chart={chart.type}>
      {chart.type === 'line' ? (
        <LineChart
          h={280}
          data={chart.data}
          dataKey={CATEGORY_KEY}
          series={chart.series}
          curveType="linear"
          withDots={chart.data.length <= 31}
          withLegend={chart.series.length > 1}
          yAxisProps={{ allowDecimals }}
          valueFormatter={valueFormatter}
          lineChartProps={{ accessibilityLayer: false }}
        />
      ) : (
        <BarChart
          h={textCategory ? Math.max(180, chart.data.length * (20 + 12 * chart.series.length)) : 260}
          data={chart.data}
          dataKey={CATEGORY_KEY}
          orientation={textCategory ? 'vertical' : 'horizontal'}
          yAxisProps={textCategory ? { width: 160 } : { allowDecimals }}
          xAxisProps={textCategory ? { allowDecimals } : {}}
          series={chart.series}
          withLegend={chart.series.length > 1}
          valueFormatter={valueFormatter}
          barChartProps={{ accessibilityLayer: false }}
        />
      )}
    </Box>
  );
}
