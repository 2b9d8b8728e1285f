import { describe, expect, it } from 'vitest';
import { filtersOf, pageOf, paramsOf, shownValue } from './auditFilters';

describe('the audit screen filters in the address', () => {
  it('reads the known filters, trimmed, and drops empty ones and unknown keys', () => {
    expect(filtersOf(new URLSearchParams('user_id=3&document=%20OF-1%20&entity=&action=view&x=1'))).toEqual({ user_id: '3', document: 'OF-1', action: 'view' });
  });

  it('writes new filters from the first page', () => {
    expect(paramsOf({ action: 'login', from: '2026-01-01', entity: ' ' }).toString()).toBe('action=login&from=2026-01-01');
  });

  it('reads the page, falling back to the first', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
  });

  it('shows a change value as text, JSON or a dash', () => {
    expect(shownValue('Ana')).toBe('Ana');
    expect(shownValue(1)).toBe('1');
    expect(shownValue(null)).toBe('—');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
  });
});
