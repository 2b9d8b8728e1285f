// One internal user, searched on the server (GET /user, which needs user-list), for the subject's
// responsible person; the saved one shows by name before any search.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { internalUsersApi } from '../../api/client';

const t = messages.subjects;

type Props = { label: string; value: number | null; current: { id: number; name: string } | null; onChange: (value: number | null) => void; error: string | undefined; disabled: boolean; field: string };

export function UserSelect({ label, value, current, onChange, error, disabled, field }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useQuery({
    queryKey: ['admin', 'subjects', 'users', debounced],
    queryFn: ({ signal }) => internalUsersApi.list({ search: debounced || undefined, status: 'enabled', per_page: 50 }, signal),
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (current !== null) options.set(String(current.id), current.name);
    for (const user of users.data?.data ?? []) options.set(String(user.id), user.person.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [current, users.data]);
  return (
    <Select
      label={label}
      placeholder={t.responsibleNone}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (users.isError ? t.allowedUsersFailed : undefined)}
      disabled={disabled}
      data-field={field}
    />
  );
}
