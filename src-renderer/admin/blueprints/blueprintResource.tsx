// Document models (blueprints; issue 18, companion §7 Blueprints, §8) declared for the
// administration's generic screens: the list (name, sector, last change) filtered by search and
// sector, and the editor (name, one of the user's sectors, the content in the create form's rich
// text editor). "Erro ao carregar modelo" when the list or a model fails to load. A saved model is
// offered at once by the create form's "Modelos" of that sector (its query is refreshed).
// Who: the server lets every staff member manage their sectors' models (and holders of
// sector-create-update any sector's; the route is every staff member's). The declared permissions
// cannot say "every staff member" for writes yet (EVERY_STAFF is a list's only), so they name the
// whole catalogue: any staff member holding some permission.
import { blueprintInputSchema, type BlueprintInput, type BlueprintItem } from '../../../src-shared/api/blueprints';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { PERMISSIONS } from '../../../src-shared/permissions';
import { blueprintsApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { sectorIdFilter } from '../sectorIdFilter';
import { SectorSelect } from '../SectorSelect';
import { defineResource } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { BlueprintContentField } from './BlueprintContentField';

const t = messages.blueprints;
export const MODELS_PATH = '/administration/settings/models';
const ANY_STAFF = PERMISSIONS.map((permission) => permission.name);

type BlueprintForm = { name: string; sector_id: number | null; content: string };

/** The create form's picker (BlueprintPicker) reads ['blueprints', sectorId, search]. */
const refreshPicker = async <Result,>(result: Result): Promise<Result> => {
  await queryClient.invalidateQueries({ queryKey: ['blueprints'] });
  return result;
};
/** The schema was checked before sending: a sector is chosen. */
const toSend = (form: BlueprintForm): BlueprintInput => ({ name: form.name, content: form.content, sector_id: form.sector_id ?? 0 });

export const blueprintResource = defineResource<BlueprintItem, BlueprintForm>({
  name: 'models',
  texts: { title: t.title, intro: t.intro, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: MODELS_PATH,
  permissions: { list: ANY_STAFF, create: ANY_STAFF, update: ANY_STAFF, delete: ANY_STAFF },
  schema: blueprintInputSchema,
  filters: { search: true, extra: [sectorIdFilter] },
  columns: [
    { key: 'name', label: t.name, render: (blueprint) => blueprint.name, primary: true },
    { key: 'sector', label: t.sector, render: (blueprint) => blueprint.sector?.name ?? '' },
    { key: 'updated', label: t.updatedAt, render: (blueprint) => formatDateTime(blueprint.updated_at) },
  ],
  editor: {
    empty: () => ({ name: '', sector_id: null, content: '' }),
    fromItem: (blueprint) => ({ name: blueprint.name, sector_id: blueprint.sector_id, content: blueprint.content }),
    tabs: [
      {
        key: 'general',
        label: t.tabGeneral,
        fields: [
          { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 255 },
          {
            kind: 'custom',
            name: 'sector_id',
            render: ({ values, setValue, error, disabled, item }) => (
              <SectorSelect
                label={t.sector}
                scope="mine"
                required
                value={values.sector_id}
                onChange={(next) => setValue('sector_id', next)}
                current={(item as BlueprintItem | undefined)?.sector ?? null}
                error={error}
                disabled={disabled}
              />
            ),
          },
        ],
        render: ({ values, setValue, errors, disabled }) => (
          <BlueprintContentField
            value={values.content}
            onChange={(html) => setValue('content', html)}
            label={t.content}
            sectorId={values.sector_id}
            error={errors.content}
            disabled={disabled}
          />
        ),
      },
    ],
  },
  api: {
    list: (query, signal) => blueprintsApi.list(apiListParams(query), signal),
    get: blueprintsApi.get,
    create: async (input) => refreshPicker(await blueprintsApi.create(toSend(input))),
    update: async (id, input) => refreshPicker(await blueprintsApi.update(id, toSend(input))),
    remove: async (id) => refreshPicker(await blueprintsApi.remove(id)),
  },
  titleOf: (blueprint) => blueprint.name,
});
