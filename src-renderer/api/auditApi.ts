// The audit trail (issue 17): the paged list, the users in it and the CSV export, for audit-list.
import { z } from 'zod';
import { auditPageSchema, auditUsersSchema } from '../../src-shared/api/audit';
import type { HttpClient } from './http';

const csvSchema = z.instanceof(Blob);

/** The screen's filters as the API reads them; empty ones are left out. */
export type AuditFilters = { user_id?: string; document?: string; entity?: string; action?: string; from?: string; to?: string };

export function createAuditApi(http: HttpClient) {
  return {
    list: (filters: AuditFilters, page: number, signal?: AbortSignal) =>
      http.request('GET', 'audit', { schema: auditPageSchema, query: { ...filters, page }, ...(signal ? { signal } : {}) }),
    users: () => http.request('GET', 'audit/users', { schema: auditUsersSchema }),
    exportCsv: (filters: AuditFilters) => http.request('GET', 'audit/export.csv', { schema: csvSchema, query: { ...filters }, responseType: 'blob' }),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
