// Internal users (issue 17; companion §3 Internal user, §4, §5, §7 Internal users) declared for the
// administration's generic screens: the list (name, CPF masked, e-mail, sectors with the primary
// first, role, status; the row leaves the filtered list after a toggle, §4), Desativar acesso
// interno, bulk Ativar/Desativar, and the editor with every field of §3.
import { Badge, Group, Stack } from '@mantine/core';
import { internalUserSaveSchema, type InternalUser } from '../../../src-shared/api/internalUsers';
import { maskDocumentNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';
import { internalUsersApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { defineResource, type FieldRenderProps } from '../resource/defineResource';
import { ResourceImportButton } from '../csvImport/ResourceImportButton';
import { userImport } from '../csvImport/userImport';
import { apiListParams } from '../resource/listQuery';
import { statusBulkActions } from '../resource/statusBulkActions';
import { PermissionsField } from '../roles/PermissionsField';
import { sectorFilter } from '../sectorFilter';
import { RoleField, SectorsField } from './AccessFields';
import { PasswordFields, PersonFields } from './PersonFields';
import { createdUser, creationErrors, emptyUserForm, userFormOf, userSaveRequest, type UserForm } from './userForm';

const t = messages.userScreens;
const u = messages.internalUsers;
export const USERS_PATH = '/administration/settings/users';
const USERS_RESOURCE = 'users';
const UPDATE = ['user-update'];

type TabProps = Omit<FieldRenderProps<UserForm>, 'error'>;

function SectorsCell({ user }: { user: InternalUser }) {
  return (
    <Group gap={4}>
      {user.sectors.map((sector) => (
        <Badge key={sector.id} variant={sector.pivot.isPrimarySector ? 'filled' : 'light'} title={sector.name}>
          {sector.pivot.isPrimarySector ? t.primaryOf(sector.symbol) : sector.symbol}
        </Badge>
      ))}
    </Group>
  );
}

function PermissionsTab({ values, setValue, errors, disabled }: TabProps) {
  return <PermissionsField selected={values.permissions} onChange={(next) => setValue('permissions', next)} disabled={disabled} error={errors.permissions} />;
}

export const userResource = defineResource<InternalUser, UserForm>({
  name: USERS_RESOURCE,
  texts: { title: t.title, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: u.loadError, saveFailed: u.saveError },
  path: USERS_PATH,
  permissions: { list: ['user-list'], create: ['user-create'], update: UPDATE, delete: [] },
  schema: internalUserSaveSchema,
  filters: {
    search: true,
    status: { default: 'enabled' },
    // GET /user?sector= narrows to the users of one sector (the editor's own sector choices).
    extra: [sectorFilter],
  },
  columns: [
    { key: 'name', label: t.name, render: (user) => user.person.name, primary: true },
    { key: 'cpf', label: t.cpf, render: (user) => maskDocumentNumber(user.person.cpfCnpj) },
    { key: 'email', label: t.email, render: (user) => user.person.email ?? '' },
    { key: 'sectors', label: t.sectors, render: (user) => <SectorsCell user={user} /> },
    { key: 'role', label: t.role, render: (user) => user.role?.name ?? '' },
  ],
  editor: {
    empty: emptyUserForm,
    fromItem: userFormOf,
    tabs: [
      { key: 'general', label: t.tabGeneral, render: (props) => <PersonFields {...props} /> },
      {
        key: 'access',
        label: t.tabAccess,
        render: (props) => (
          <Stack gap="md">
            <SectorsField {...props} />
            <RoleField {...props} />
            <PasswordFields {...props} />
          </Stack>
        ),
      },
      { key: 'permissions', label: t.tabPermissions, render: (props) => <PermissionsTab {...props} /> },
    ],
  },
  api: {
    list: (query, signal) => internalUsersApi.list(apiListParams(query), signal),
    get: internalUsersApi.get,
    create: async (form) => {
      const missing = creationErrors(form);
      if (Object.keys(missing).length > 0) throw new ApiError(422, { message: u.saveError, errors: missing });
      const { user, warning } = createdUser(await internalUsersApi.create(userSaveRequest(form)));
      // Saved, but the first-access e-mail did not go out: the editor's "saved" toast comes with this one.
      if (warning !== null) toast.warning(warning);
      return user;
    },
    update: (id, form) => internalUsersApi.update(id, userSaveRequest(form)),
    toggleStatus: (user, status) => internalUsersApi.setStatus(user.id, status),
  },
  titleOf: (user) => user.person.name,
  statusOf: (user) => user.status,
  afterStatusToggle: 'remove',
  rowActions: [
    {
      key: 'disable-internal-access',
      label: t.disableInternalAccess,
      permissions: UPDATE,
      confirm: (user) => t.disableInternalAccessConfirm(user.person.name),
      run: (user) => internalUsersApi.disableInternalAccess(user.id),
      // The list shows internal users only: whoever loses the access leaves it.
      removesRow: true,
      done: t.internalAccessDisabled,
      failed: t.internalAccessFailed,
      color: 'red',
    },
  ],
  listActions: () => <ResourceImportButton resourceName={USERS_RESOURCE} permissions={['user-create']} {...userImport} testId="user-import" />,
  bulkActions: statusBulkActions<InternalUser>({
    permissions: UPDATE,
    noun: t.noun,
    statusOf: (user) => user.status,
    setStatus: (user, status) => internalUsersApi.setStatus(user.id, status),
  }),
});
