// Roles (issue 17, companion §6, §7 Roles) declared for the administration's generic screens:
// name, description, optional sector and default flag, then the permission checklist.
import { Badge } from '@mantine/core';
import { roleInputSchema, type Role } from '../../../src-shared/api/roles';
import { messages } from '../../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../../src-shared/permissions';
import { rolesApi } from '../../api/client';
import { defineResource, type FieldRenderProps } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { sectorFilter } from '../sectorFilter';
import { PermissionsField } from './PermissionsField';
import { SectorSelect } from '../SectorSelect';

const t = messages.roles;
const r = messages.adminResource;
export const ROLES_PATH = '/administration/settings/roles';

type RoleForm = { name: string; description: string; sector_id: number | null; is_default: boolean; permissions: number[] };

function PermissionsTab({ values, setValue, errors, disabled, item }: Omit<FieldRenderProps<RoleForm>, 'error'>) {
  return (
    <PermissionsField
      selected={values.permissions}
      onChange={(next) => setValue('permissions', next)}
      locked={(item as Role | undefined)?.id === ADMINISTRATOR_ROLE_ID}
      disabled={disabled}
      error={errors.permissions}
    />
  );
}

export const roleResource = defineResource<Role, RoleForm>({
  name: 'roles',
  texts: { title: t.title, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: ROLES_PATH,
  permissions: { list: ['manage-roles'], create: ['manage-roles'], update: ['manage-roles'], delete: ['manage-roles'] },
  schema: roleInputSchema,
  // sector_id: one sector's roles (GET /role?sector_id=; the sector editor's Perfis tab fixes it).
  filters: { search: true, extra: [{ ...sectorFilter, param: 'sector_id' }] },
  columns: [
    { key: 'name', label: t.name, render: (role) => role.name, primary: true },
    { key: 'description', label: t.description, render: (role) => role.description ?? '' },
    { key: 'sector', label: t.sector, render: (role) => role.sector?.name ?? '' },
    { key: 'default', label: t.isDefault, render: (role) => (role.is_default ? <Badge variant="light">{r.yes}</Badge> : r.no) },
    { key: 'permissions', label: t.permissionsCount, render: (role) => role.permissions.length },
    { key: 'users', label: t.users, render: (role) => role.users_count },
  ],
  editor: {
    empty: () => ({ name: '', description: '', sector_id: null, is_default: false, permissions: [] }),
    fromItem: (role) => ({ name: role.name, description: role.description ?? '', sector_id: role.sector_id, is_default: role.is_default, permissions: role.permissions }),
    tabs: [
      {
        key: 'general',
        label: t.tabGeneral,
        fields: [
          { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 120 },
          { kind: 'textarea', name: 'description', label: t.description, maxLength: 500 },
          {
            kind: 'custom',
            name: 'sector_id',
            render: ({ values, setValue, error, disabled, item }) => (
              <SectorSelect label={messages.roles.sector} emptyLabel={messages.roles.noSector} scope="all" value={values.sector_id} onChange={(next) => setValue('sector_id', next)} current={(item as Role | undefined)?.sector ?? null} error={error} disabled={disabled} />
            ),
          },
          { kind: 'switch', name: 'is_default', label: t.isDefault, description: t.isDefaultHint },
        ],
      },
      { key: 'permissions', label: t.tabPermissions, render: (props) => <PermissionsTab {...props} /> },
    ],
  },
  api: {
    list: (query, signal) => rolesApi.list(apiListParams(query), signal),
    get: rolesApi.get,
    create: rolesApi.create,
    update: rolesApi.update,
    remove: rolesApi.remove,
  },
  titleOf: (role) => role.name,
});
