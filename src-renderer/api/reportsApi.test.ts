import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { createReportsApi } from './reportsApi';

function api(respond: () => Response) {
  const urls: string[] = [];
  const http = createHttpClient({
    baseUrl: () => 'http://127.0.0.1:3100',
    token: () => 'tok',
    inboxHeaders: () => ({}),
    onUnauthorized: vi.fn(),
    onDisabledUser: vi.fn(),
    fetch: (async (url: string) => {
      urls.push(url);
      return respond();
    }) as typeof fetch,
  });
  return { reports: createReportsApi(http), urls };
}

const result = { title: 'Quantitativo', notes: [], tables: [{ title: 'T', columns: [{ key: 'n', label: 'N', kind: 'count' }], rows: [{ n: 1 }], totals: null }] };

describe('the reports API client', () => {
  it('asks the report with the filter as its query and checks the answer against ReportResult', async () => {
    const { reports, urls } = api(() => Response.json(result));
    await expect(reports.fetchReport('quantitative', { from: '2026-01-01', to: '2026-01-31', sector_id: '3' })).resolves.toEqual(result);
    expect(urls[0]).toBe('http://127.0.0.1:3100/api/reports/quantitative?from=2026-01-01&to=2026-01-31&sector_id=3');
  });

  it('refuses an answer that is not a report', async () => {
    const { reports } = api(() => Response.json({ title: 'x', tables: [{ columns: [{ key: 'n', label: 'N', kind: 'weird' }] }] }));
    await expect(reports.fetchReport('quantitative', { from: '2026-01-01', to: '2026-01-31' })).rejects.toThrow();
  });

  it('downloads the same report as a file in the format asked', async () => {
    const { reports, urls } = api(() => new Response('\uFEFFQuantitativo\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    const file = await reports.exportReport('quantitative', { from: '2026-01-01', to: '2026-01-31' }, 'csv');
    expect(file).toBeInstanceOf(Blob);
    expect(urls[0]).toBe('http://127.0.0.1:3100/api/reports/quantitative?from=2026-01-01&to=2026-01-31&format=csv');
  });
});
