// TanStack Query keys per resource: everything under ['admin', name], so one invalidation after a
// write refreshes its lists and its records, and no other resource's.
import type { ListQuery } from './listQuery';

export const resourceKeys = (name: string) => ({
  all: ['admin', name] as const,
  lists: ['admin', name, 'list'] as const,
  list: (query: ListQuery) => ['admin', name, 'list', query] as const,
  detail: (id: number) => ['admin', name, 'detail', id] as const,
});
