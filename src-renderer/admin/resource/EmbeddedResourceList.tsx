// A declared resource's list drawn inside another screen (an editor's tab: the sector's roles, its
// sub-sectors): the same filters, table, paging and actions as the list screen, with some filters
// FIXED (sent with every call, not shown) and its state kept in the component, not in the URL the
// host screen owns.
import { useState } from 'react';
import type { ListedResource, ResourceItem } from './defineResource';
import { parseListQuery, type ListQuery } from './listQuery';
import { ResourceListBody } from './ResourceListScreen';

type Props<Item extends ResourceItem> = {
  resource: ListedResource<Item>;
  /** Filters by parameter, e.g. `{ sector_id: '3' }`. */
  fixed: Readonly<Record<string, string>>;
};

export function EmbeddedResourceList<Item extends ResourceItem>({ resource, fixed }: Props<Item>) {
  // The declared defaults (status, page 1, no search) as the list screen starts.
  const [query, setQuery] = useState<ListQuery>(() => parseListQuery(new URLSearchParams(), resource.filters));
  return <ResourceListBody resource={resource} query={query} go={setQuery} fixed={fixed} />;
}
