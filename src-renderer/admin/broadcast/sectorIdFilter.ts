// The `sector_id` filter of the sector-scoped lists of issue 18 (broadcast lists, models): one of
// the organisation's enabled sectors (GET /contacts with kind=sector, open to every staff member);
// the server answers only what the user may see of it.
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';
import type { ResourceFilter } from '../resource/defineResource';

const t = messages.adminResource.sectorFilter;

export const sectorIdFilter: ResourceFilter = {
  kind: 'select',
  param: 'sector_id',
  label: t.label,
  placeholder: t.all,
  searchable: true,
  options: {
    load: async (signal) => (await documentsApi.contacts(undefined, 'sector', signal)).data.map((sector) => ({ value: String(sector.id), label: sector.name })),
    failed: messages.roles.sectorsLoadFailed,
  },
};
