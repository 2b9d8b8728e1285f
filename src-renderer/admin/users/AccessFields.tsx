// The internal user's sectors (exactly one primary: choosing one replaces the previous, §4) and
// their one role (sent as a list of one id, §6), among those the logged user may give.
import { Fieldset, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InternalUser } from '../../../src-shared/api/internalUsers';
import { messages } from '../../../src-shared/messages';
import { documentsApi, internalUsersApi } from '../../api/client';
import type { FieldRenderProps } from '../resource/defineResource';
import { withPrimarySector, withRole, withSectors, type UserForm } from './userForm';

const t = messages.userScreens;

type Props = Omit<FieldRenderProps<UserForm>, 'error'>;

export function SectorsField({ values, setValue, errors, disabled, item }: Props) {
  const sectors = useQuery({ queryKey: ['admin', 'users', 'sectors'], queryFn: ({ signal }) => documentsApi.contacts(undefined, 'sector', signal) });
  const names = new Map((sectors.data?.data ?? []).map((sector) => [sector.id, sector.name]));
  // A sector of the user since disabled still shows.
  for (const sector of (item as InternalUser | undefined)?.sectors ?? []) if (!names.has(sector.id)) names.set(sector.id, sector.name);
  const options = [...names].map(([id, name]) => ({ value: String(id), label: name }));
  const primary = values.sectors.find((sector) => sector.isPrimarySector)?.sectorId;
  const error = errors.sectors ?? Object.entries(errors).find(([key]) => key.startsWith('sectors.'))?.[1];
  return (
    <Stack gap="sm" maw={720}>
      <MultiSelect
        label={t.sectors}
        description={t.sectorsHint}
        placeholder={values.sectors.length === 0 ? t.sectorsPlaceholder : undefined}
        withAsterisk
        data={options}
        value={values.sectors.map((sector) => String(sector.sectorId))}
        onChange={(next) => setValue('sectors', withSectors(values.sectors, next.map(Number)))}
        searchable
        nothingFoundMessage={messages.adminResource.empty}
        error={error ?? (sectors.isError ? messages.roles.sectorsLoadFailed : undefined)}
        disabled={disabled}
        data-field="sectors"
      />
      {values.sectors.length > 0 && (
        <Fieldset legend={t.primarySector} variant="unstyled">
          <Radio.Group value={primary === undefined ? null : String(primary)} onChange={(next) => setValue('sectors', withPrimarySector(values.sectors, Number(next)))}>
            <Stack gap={6} mt={4}>
              {values.sectors.map((sector) => (
                <Radio key={sector.sectorId} value={String(sector.sectorId)} label={names.get(sector.sectorId) ?? String(sector.sectorId)} disabled={disabled} />
              ))}
            </Stack>
          </Radio.Group>
        </Fieldset>
      )}
    </Stack>
  );
}

export function RoleField({ values, setValue, errors, disabled, item }: Props) {
  // The roles this user may give (GET /user/roles): the roles' administration is not needed to pick one.
  const roles = useQuery({ queryKey: ['admin', 'users', 'grantable-roles'], queryFn: ({ signal }) => internalUsersApi.grantableRoles(signal) });
  const options = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }));
  const current = (item as InternalUser | undefined)?.role;
  if (current && !options.some((option) => option.value === String(current.id))) options.push({ value: String(current.id), label: current.name });
  const chosen = values.roles[0];
  return (
    <Select
        label={t.role}
        placeholder={t.rolePlaceholder}
        withAsterisk
        data={options}
        value={chosen === undefined ? null : String(chosen)}
        onChange={(next) => setValue('roles', withRole(next === null ? null : Number(next)))}
        searchable
        nothingFoundMessage={messages.adminResource.empty}
        error={errors.roles ?? errors['roles.0'] ?? (roles.isError ? t.rolesLoadFailed : undefined)}
        disabled={disabled}
        data-field="roles"
        maw={720}
      />
  );
}
