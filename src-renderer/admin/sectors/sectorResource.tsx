// Sectors and work groups (issue 18, companion §2, §3 Sector, §4, §7 Sectors) declared for the
// administration's generic screens: the list (name, symbol, type, parent, manager, the status
// switch reloading the row in place) with the organisation chart as its other view, and the editor
// with its tabs: the sector's fields, then — once saved — Usuários (manage-sector-users), Perfis
// (its roles), Assuntos, Subsetores, Modelos, Contatos, Relatório and Lista de transmissão.
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SECTOR_TYPES, sectorInputSchema, type Sector, type SectorType } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { sectorsApi } from '../../api/client';
import { blueprintResource } from '../blueprints/blueprintResource';
import { broadcastResource } from '../broadcast/broadcastResource';
import { roleResource } from '../roles/roleResource';
import { subjectResource } from '../subjects/subjectResource';
import { createPath, defineResource, EVERY_STAFF, onceSaved, type ListedResource, type ResourceItem, type ResourceTab } from '../resource/defineResource';
import { EmbeddedResourceList } from '../resource/EmbeddedResourceList';
import { apiListParams } from '../resource/listQuery';
import { SECTORS_PATH, SectorChartView } from './SectorChartView';
import { GedSectorField, ManagerField, ParentSectorField, SectorColorField, SectorTypeField } from './SectorFields';
import { SectorContactsTab, SectorReportTab } from './SectorInfoTabs';
import { SectorUsersTab } from './SectorUsersTab';

const t = messages.sectors;
const r = messages.adminResource;
export { SECTORS_PATH };

export type SectorForm = {
  type: SectorType;
  name: string;
  symbol: string;
  color: string;
  telephone: string;
  ramal: string;
  internal_email: string;
  parent_id: number | null;
  manager_id: number | null;
  access_ged_sector_id: number | null;
  update_ged_sector: boolean;
};

const positiveId = (text: string | null): number | null => (text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** A new sector: a sector (not a work group), under the parent the URL names (Novo subsetor: ?parent=3). */
export const emptySector = (params: URLSearchParams): SectorForm => ({
  type: 'sector',
  name: '',
  symbol: '',
  color: '',
  telephone: '',
  ramal: '',
  internal_email: '',
  parent_id: positiveId(params.get('parent')),
  manager_id: null,
  access_ged_sector_id: null,
  update_ged_sector: true,
});

const sectorOf = (item: unknown) => item as Sector;

/** A tab listing another sector-scoped resource with this sector fixed, behind that list's permissions. */
function sectorScopedTab<Item extends ResourceItem>(key: string, label: string, resource: ListedResource<Item>): ResourceTab<SectorForm> {
  const { list } = resource.permissions;
  return {
    key,
    label,
    enabledWhen: onceSaved,
    ...(list === EVERY_STAFF ? {} : { permissions: list }),
    render: ({ item }) => <EmbeddedResourceList resource={resource} fixed={{ sector_id: String(sectorOf(item).id) }} />,
  };
}

function SubSectorsTab({ sector }: { sector: Sector }) {
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button component={Link} to={`${createPath(sectorResource)}?parent=${sector.id}`} leftSection={<IconPlus size={16} aria-hidden />} variant="light">
          {t.subSectors.create}
        </Button>
      </Group>
      <EmbeddedResourceList resource={sectorResource} fixed={{ parent: String(sector.id) }} />
    </Stack>
  );
}

export const sectorResource = defineResource<Sector, SectorForm>({
  name: 'sectors',
  texts: {
    title: t.title,
    intro: t.intro,
    singular: t.singular,
    create: t.create,
    editTitle: t.editTitle,
    loadFailed: t.loadFailed,
    // §8: "Erro ao salvar setor: {first error}" or "Erro ao salvar setor".
    saveFailed: (first) => (first === null ? t.saveFailed : t.saveFailedWith(first)),
  },
  path: SECTORS_PATH,
  permissions: { list: ['sector-list'], create: ['sector-create-update'], update: ['sector-create-update'], delete: [] },
  schema: sectorInputSchema,
  filters: {
    search: { placeholder: r.searchPlaceholder },
    status: { default: 'enabled' },
    extra: [
      { kind: 'select', param: 'type', label: t.type, placeholder: t.allTypes, options: SECTOR_TYPES.map((type) => ({ value: type, label: t.types[type] })) },
      {
        kind: 'select',
        param: 'parent',
        label: t.parent,
        placeholder: t.allParents,
        searchable: true,
        options: {
          load: async (signal) => (await sectorsApi.list({ per_page: 100 }, signal)).data.map((sector) => ({ value: String(sector.id), label: sector.name })),
          failed: t.loadFailed,
        },
      },
    ],
  },
  views: [{ key: 'chart', label: t.view.chart, render: () => <SectorChartView /> }],
  columns: [
    { key: 'name', label: t.name, render: (sector) => sector.name, primary: true },
    { key: 'symbol', label: t.symbol, render: (sector) => <Badge variant="light">{sector.symbol}</Badge> },
    { key: 'type', label: t.type, render: (sector) => t.types[sector.type] },
    { key: 'parent', label: t.parent, render: (sector) => sector.parent?.name ?? '' },
    { key: 'manager', label: t.manager, render: (sector) => sector.manager?.name ?? '' },
  ],
  editor: {
    empty: emptySector,
    fromItem: (sector) => ({
      type: sector.type,
      name: sector.name,
      symbol: sector.symbol,
      color: sector.color ?? '',
      telephone: sector.telephone ?? '',
      ramal: sector.ramal ?? '',
      internal_email: sector.internal_email ?? '',
      parent_id: sector.parent_id,
      manager_id: sector.manager_id,
      access_ged_sector_id: sector.access_ged_sector_id,
      update_ged_sector: sector.update_ged_sector,
    }),
    tabs: [
      {
        key: 'sector',
        label: t.tabs.sector,
        fields: [
          {
            kind: 'custom',
            name: 'type',
            render: ({ values, setValue, error, disabled }) => <SectorTypeField value={values.type} onChange={(next) => setValue('type', next)} error={error} disabled={disabled} />,
          },
          { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 255 },
          { kind: 'text', name: 'symbol', label: t.symbol, required: true, maxLength: 10 },
          {
            kind: 'custom',
            name: 'parent_id',
            render: ({ values, setValue, error, disabled, item }) => (
              <ParentSectorField value={values.parent_id} onChange={(next) => setValue('parent_id', next)} error={error} disabled={disabled} item={item as Sector | undefined} />
            ),
          },
          {
            kind: 'custom',
            name: 'manager_id',
            render: ({ values, setValue, error, disabled, item }) => (
              <ManagerField value={values.manager_id} onChange={(next) => setValue('manager_id', next)} error={error} disabled={disabled} item={item as Sector | undefined} />
            ),
          },
          {
            kind: 'custom',
            name: 'color',
            render: ({ values, setValue, error, disabled }) => <SectorColorField value={values.color} onChange={(next) => setValue('color', next)} error={error} disabled={disabled} />,
          },
          { kind: 'text', name: 'telephone', label: t.telephone, maxLength: 30 },
          { kind: 'text', name: 'ramal', label: t.ramal, maxLength: 10 },
          { kind: 'text', name: 'internal_email', label: t.internalEmail, maxLength: 255 },
          {
            kind: 'custom',
            name: 'access_ged_sector_id',
            render: ({ values, setValue, error, disabled }) => (
              <GedSectorField value={values.access_ged_sector_id} onChange={(next) => setValue('access_ged_sector_id', next)} error={error} disabled={disabled} />
            ),
          },
          { kind: 'switch', name: 'update_ged_sector', label: t.updateGedSector },
        ],
      },
      { key: 'users', label: t.tabs.users, enabledWhen: onceSaved, permissions: ['manage-sector-users'], render: ({ item }) => <SectorUsersTab sectorId={sectorOf(item).id} /> },
      {
        key: 'profiles',
        label: t.tabs.profiles,
        enabledWhen: onceSaved,
        permissions: roleResource.permissions.list,
        render: ({ item }) => <EmbeddedResourceList resource={roleResource} fixed={{ sector_id: String(sectorOf(item).id) }} />,
      },
      sectorScopedTab('subjects', t.tabs.subjects, subjectResource),
      { key: 'sub-sectors', label: t.tabs.subSectors, enabledWhen: onceSaved, permissions: ['sector-list'], render: ({ item }) => <SubSectorsTab sector={sectorOf(item)} /> },
      sectorScopedTab('blueprints', t.tabs.blueprints, blueprintResource),
      { key: 'contacts', label: t.tabs.contacts, enabledWhen: onceSaved, render: ({ item }) => <SectorContactsTab sector={sectorOf(item)} /> },
      { key: 'report', label: t.tabs.report, enabledWhen: onceSaved, render: ({ item }) => <SectorReportTab sectorId={sectorOf(item).id} /> },
      sectorScopedTab('broadcast', t.tabs.broadcast, broadcastResource),
    ],
  },
  api: {
    list: (query, signal) => sectorsApi.list(apiListParams(query), signal),
    get: sectorsApi.get,
    create: sectorsApi.create,
    update: sectorsApi.update,
    // Never deleted (documents are filed under them): disabled instead.
    toggleStatus: (sector, status) => sectorsApi.setStatus(sector.id, status),
  },
  statusOf: (sector) => sector.status,
  afterStatusToggle: 'reload',
  titleOf: (sector) => sector.name,
});
