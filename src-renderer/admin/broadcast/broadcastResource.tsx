// Broadcast lists (issue 18, companion §2 Lista de transmissão, §6 broadcast-create/update/delete)
// declared for the administration's generic screens: the list (name, sector or "Toda a
// organização", members, status switch) filtered by search, status and sector, and the editor
// (name, sector, then the Membros tab). A saved list reaches the create form's recipient picker at
// once: its query is refreshed with the administration's.
import { broadcastListInputSchema, type BroadcastListItem, type BroadcastMember } from '../../../src-shared/api/broadcastLists';
import { messages } from '../../../src-shared/messages';
import { broadcastListsApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { defineResource } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { MembersField } from './MembersField';
import { sectorIdFilter } from '../sectorIdFilter';
import { SectorSelect } from '../SectorSelect';

const t = messages.broadcastLists;
export const BROADCAST_PATH = '/administration/settings/broadcast';

type BroadcastForm = { name: string; sector_id: number | null; members: BroadcastMember[] };

/** The create form's picker (RecipientsSelect) reads ['broadcast-lists', sectorId]. */
const refreshPicker = async <Result,>(result: Result): Promise<Result> => {
  await queryClient.invalidateQueries({ queryKey: ['broadcast-lists'] });
  return result;
};

export const broadcastResource = defineResource<BroadcastListItem, BroadcastForm>({
  name: 'broadcast',
  texts: { title: t.title, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: BROADCAST_PATH,
  permissions: { list: ['broadcast-create', 'broadcast-update', 'broadcast-delete'], create: ['broadcast-create'], update: ['broadcast-update'], delete: ['broadcast-delete'] },
  schema: broadcastListInputSchema,
  filters: { search: true, status: { default: 'all' }, extra: [sectorIdFilter] },
  columns: [
    { key: 'name', label: t.name, render: (list) => list.name, primary: true },
    { key: 'sector', label: t.sector, render: (list) => list.sector?.name ?? t.wholeOrganization },
    { key: 'members', label: t.members, render: (list) => list.members_count },
  ],
  editor: {
    empty: () => ({ name: '', sector_id: null, members: [] }),
    fromItem: (list) => ({ name: list.name, sector_id: list.sector_id, members: list.members }),
    tabs: [
      {
        key: 'general',
        label: t.tabGeneral,
        fields: [
          { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 120 },
          {
            kind: 'custom',
            name: 'sector_id',
            render: ({ values, setValue, error, disabled, item }) => (
              <SectorSelect
                label={t.sector}
                emptyLabel={t.wholeOrganization}
                scope="all"
                value={values.sector_id}
                onChange={(next) => setValue('sector_id', next)}
                current={(item as BroadcastListItem | undefined)?.sector ?? null}
                error={error}
                disabled={disabled}
              />
            ),
          },
        ],
      },
      {
        key: 'members',
        label: t.tabMembers,
        render: ({ values, setValue, errors, disabled }) => (
          <MembersField members={values.members} onChange={(next) => setValue('members', next)} error={errors.members} disabled={disabled} />
        ),
      },
    ],
  },
  api: {
    list: (query, signal) => broadcastListsApi.list(apiListParams(query), signal),
    get: broadcastListsApi.get,
    create: async (input) => refreshPicker(await broadcastListsApi.create(input)),
    update: async (id, input) => refreshPicker(await broadcastListsApi.update(id, input)),
    remove: async (id) => refreshPicker(await broadcastListsApi.remove(id)),
    toggleStatus: async (list, status) => refreshPicker(await broadcastListsApi.setStatus(list.id, status)),
  },
  statusOf: (list) => list.status,
  titleOf: (list) => list.name,
});
