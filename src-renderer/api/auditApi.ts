// The audit trail (issue 17): the paged list, the users in it and the CSV export, for audit-list.
// The filters are the query GET /audit reads (user_id, document, entity, action, from, to).
import { z } from 'zod';
import { auditPageSchema, auditUsersSchema } from '../../src-shared/api/audit';
import type { HttpClient } from './http';

const csvSchema = z.instanceof(Blob);
type AuditParams = Record<string, string | number | undefined>;

export function createAuditApi(http: HttpClient) {
  return {
    list: (query: AuditParams, signal?: AbortSignal) => http.request('GET', 'audit', { schema: auditPageSchema, query, ...(signal ? { signal } : {}) }),
    users: (signal?: AbortSignal) => http.request('GET', 'audit/users', { schema: auditUsersSchema, ...(signal ? { signal } : {}) }),
    exportCsv: (filters: AuditParams) => http.request('GET', 'audit/export.csv', { schema: csvSchema, query: filters, responseType: 'blob' }),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
