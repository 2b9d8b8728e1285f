// The `sector_id` filter of the sector-scoped resources (services, tags, broadcast lists, models; issue 18): one sector's id
// among the organisation's sectors, the list API's `sector_id` parameter, and the parameter the
// sector editor's tabs fix (EmbeddedResourceList fixed={{ sector_id }}). Same options as the
// `sector` filter of the user lists (sectorFilter.ts), under the parameter these APIs take.
import { sectorFilter } from './sectorFilter';
import type { ResourceFilter } from './resource/defineResource';

export const sectorIdFilter: ResourceFilter = sectorFilter.kind === 'select' ? { ...sectorFilter, param: 'sector_id' } : sectorFilter;
