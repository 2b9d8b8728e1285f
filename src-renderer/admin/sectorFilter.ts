// The sector filter of the lists GET /user serves (the internal users and the telephone
// directory): `sector` is one sector's id, chosen among the organisation's sectors (GET /contacts
// with kind=sector, open to every staff member, so the directory's readers can load it too).
import { messages } from '../../src-shared/messages';
import { documentsApi } from '../api/client';
import type { ResourceFilter } from './resource/defineResource';

const t = messages.adminResource.sectorFilter;

export const sectorFilter = {
  kind: 'select',
  param: 'sector',
  label: t.label,
  placeholder: t.all,
  searchable: true,
  options: {
    load: async (signal) => (await documentsApi.contacts(undefined, 'sector', signal)).data.map((sector) => ({ value: String(sector.id), label: sector.name })),
    failed: messages.roles.sectorsLoadFailed,
  },
} satisfies ResourceFilter;
