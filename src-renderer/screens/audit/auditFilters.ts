// The audit screen's filters live in the address (?user_id=&document=&entity=&action=&from=&to=&page=),
// so a filtered view can be reloaded, shared and gone back to.
import type { AuditFilters } from '../../api/auditApi';

export const AUDIT_FILTER_KEYS = ['user_id', 'document', 'entity', 'action', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[];

export function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The address for new filters: back to the first page, empty fields dropped. */
export function paramsOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** A change's value as the details drawer shows it: text as is, the rest as JSON, none as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
