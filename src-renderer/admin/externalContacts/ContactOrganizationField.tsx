// The contact organisation picker (companion §3 contactOrganization): the enabled Pessoa jurídica
// contacts, searched on the server as the user types; the current one stays among the options.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { externalContactsApi } from '../../api/client';

const c = messages.externalContacts;
const SEARCH_DEBOUNCE_MS = 300;

type Organization = { id: number; name: string };
type Props = { value: Organization | null; onChange: (next: Organization | null) => void; exclude: number | null; error: string | undefined; disabled: boolean };

export function ContactOrganizationField({ value, onChange, exclude, error, disabled }: Props) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The picker's text is the chosen organisation's name: that is no search.
  const query = term === value?.name ? '' : term.trim();
  const found = useQuery({
    queryKey: ['admin', 'external-contacts', 'organizations', query],
    queryFn: ({ signal }) => externalContactsApi.list({ type: 'organization', status: 'enabled', search: query === '' ? undefined : query, per_page: 50 }, signal),
    placeholderData: keepPreviousData,
  });
  const options = new Map<number, string>();
  if (value !== null) options.set(value.id, value.name);
  for (const item of found.data?.data ?? []) if (item.id !== exclude) options.set(item.id, item.person.name);

  return (
    <Select
      label={c.organization}
      description={c.organizationHint}
      placeholder={c.organizationPlaceholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={c.noOrganizations}
      data={[...options].map(([id, name]) => ({ value: String(id), label: name }))}
      value={value === null ? null : String(value.id)}
      onChange={(next) => onChange(next === null ? null : { id: Number(next), name: options.get(Number(next)) ?? '' })}
      error={error ?? (found.isError ? c.organizationsLoadFailed : undefined)}
      disabled={disabled}
      data-field="contactOrganization"
    />
  );
}
