// Reports and the dashboard (issue 20): GET /api/reports/<name> answered as JSON (parsed with the
// shared ReportResult schema) or downloaded as CSV / PDF with the same filter, and GET /api/dashboard.
// The filter is the query the screen keeps in its URL (reports/reportFilter.ts searchOfFilter).
import { z } from 'zod';
import { dashboardSchema, reportResultSchema } from '../../src-shared/api/reports';
import type { HttpClient } from './http';

const fileSchema = z.instanceof(Blob);
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
type ReportQuery = Record<string, string>;

export function createReportsApi(http: HttpClient) {
  return {
    fetchReport: (name: string, filter: ReportQuery, signal?: AbortSignal) =>
      http.request('GET', `reports/${encodeURIComponent(name)}`, { schema: reportResultSchema, query: filter, ...withSignal(signal) }),
    /** The same report as a file (the server writes the CSV and the PDF from the same figures). */
    exportReport: (name: string, filter: ReportQuery, format: 'csv' | 'pdf') =>
      http.request('GET', `reports/${encodeURIComponent(name)}`, { schema: fileSchema, query: { ...filter, format }, responseType: 'blob' }),
    fetchDashboard: (signal?: AbortSignal) => http.request('GET', 'dashboard', { schema: dashboardSchema, ...withSignal(signal) }),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
