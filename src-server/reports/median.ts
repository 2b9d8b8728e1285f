// Exact medians in SQL (contracts20.md: the middle value, the mean of the two middle ones for an
// even count), so a report's medians come from the same statement as its counts instead of loading
// every duration into JavaScript.

/**
 * A SELECT of `partition`'s columns and `median` over `value` (NULLs left out) from `source` (a
 * table or CTE name), one row per partition; without a partition, one row (none when empty).
 */
export function medianSql(source: string, value: string, partition: readonly string[] = []): string {
  const keys = partition.join(', ');
  const over = partition.length > 0 ? `PARTITION BY ${keys}` : '';
  const select = partition.length > 0 ? `${keys}, ` : '';
  return `SELECT ${select}avg(v) AS median FROM (
      SELECT ${select}${value} AS v, row_number() OVER (${over} ORDER BY ${value}) AS n, count(*) OVER (${over}) AS c
      FROM ${source} WHERE ${value} IS NOT NULL
    ) WHERE n IN ((c + 1) / 2, (c + 2) / 2)${partition.length > 0 ? ` GROUP BY ${keys}` : ''}`;
}
