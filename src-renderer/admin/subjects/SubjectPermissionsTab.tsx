// The Permissionamento tab (§6): who may create under the subject — staff, citizens, only the
// allowed users (picked among the internal users) — and how: identified (on by default),
// anonymous, secret. The server enforces each when a document is published or a request filed.
import { MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SubjectDetail } from '../../../src-shared/api/subjects';
import { messages } from '../../../src-shared/messages';
import { internalUsersApi } from '../../api/client';
import type { FieldRenderProps } from '../resource/defineResource';
import type { SubjectForm } from './subjectForm';

const t = messages.subjects;

type Props = Omit<FieldRenderProps<SubjectForm>, 'error'>;

function AllowedUsersField({ values, setValue, errors, disabled, item }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useQuery({
    queryKey: ['admin', 'subjects', 'users', debounced],
    queryFn: ({ signal }) => internalUsersApi.list({ search: debounced || undefined, status: 'enabled', per_page: 50 }, signal),
    placeholderData: keepPreviousData,
  });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map(((item as SubjectDetail | undefined)?.allowed_users ?? []).map((user) => [String(user.id), user.name])));
  const data = useMemo(() => {
    const options = new Map(known);
    for (const user of users.data?.data ?? []) options.set(String(user.id), user.person.name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [known, users.data]);
  return (
    <MultiSelect
      label={t.allowedUsers}
      data={data}
      value={values.allowed_users_ids.map(String)}
      onChange={(ids) => {
        setKnown(new Map(data.filter((option) => ids.includes(option.value)).map((option) => [option.value, option.label])));
        setValue('allowed_users_ids', ids.map(Number));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={messages.adminResource.empty}
      hidePickedOptions
      error={errors.allowed_users_ids ?? Object.entries(errors).find(([field]) => field.startsWith('allowed_users_ids.'))?.[1] ?? (users.isError ? t.allowedUsersFailed : undefined)}
      disabled={disabled}
      data-field="allowed_users_ids"
    />
  );
}

export function SubjectPermissionsTab(props: Props) {
  const { values, setValue, errors, disabled } = props;
  const flag = (name: keyof SubjectForm, label: string) => (
    <Switch key={name} label={label} checked={values[name] === true} onChange={(event) => setValue(name, event.currentTarget.checked as never)} disabled={disabled} data-field={name} />
  );
  return (
    <Stack gap="lg" maw={720}>
      <Text size="sm" c="dimmed">
        {t.permissionsIntro}
      </Text>
      <Stack gap="xs" role="group" aria-label={t.whoCreates}>
        <Text fw={500} size="sm">
          {t.whoCreates}
        </Text>
        {flag('if_has_internal_can_create', t.internalCanCreate)}
        {flag('external_can_create', t.externalCanCreate)}
        {flag('only_allowed_users_can_create', t.onlyAllowedUsers)}
        {values.only_allowed_users_can_create && <AllowedUsersField {...props} />}
      </Stack>
      <Stack gap="xs" role="group" aria-label={t.identification}>
        <Text fw={500} size="sm">
          {t.identification}
        </Text>
        {flag('users_can_create_identified', t.identified)}
        {flag('users_can_create_anonymously', t.anonymous)}
        {flag('users_can_create_secretly', t.secret)}
        {errors.users_can_create_identified !== undefined && (
          <Text size="sm" c="red" role="alert">
            {errors.users_can_create_identified}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
