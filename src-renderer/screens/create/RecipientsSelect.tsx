// Destinatários and Com cópia: a searchable multi-select over contacts (Pessoa física, Pessoa
// jurídica, Setor de organização) and the sector's broadcast lists, searched on the server.
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { broadcastListSchema, contactListSchema, type Recipient } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';
import { persistAs } from '../../offline/cachePersister';
import { recipientKey, recipientOptions, replaceRecipients } from './recipientOptions';

const persistContacts = persistAs({ kind: 'item', schema: contactListSchema });
const persistLists = persistAs({ kind: 'item', schema: broadcastListSchema });

const m = messages.createDocument;

type Props = {
  label: string;
  isCc: boolean;
  all: readonly Recipient[];
  onChange: (recipients: Recipient[]) => void;
  sectorId: number | null;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

export function RecipientsSelect({ label, isCc, all, onChange, sectorId, error, required, disabled }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const contacts = useQuery({
    queryKey: ['contacts', debounced],
    queryFn: ({ signal }) => documentsApi.contacts(debounced, undefined, signal),
    persister: persistContacts,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const lists = useQuery({ queryKey: ['broadcast-lists', sectorId], queryFn: () => documentsApi.broadcasts(sectorId ?? undefined), retry: false, persister: persistLists });
  const selected = useMemo(() => all.filter((recipient) => recipient.isCc === isCc), [all, isCc]);
  const { data, byKey } = useMemo(
    () => recipientOptions(contacts.data?.data ?? [], lists.data?.data ?? [], selected, isCc),
    [contacts.data, lists.data, selected, isCc],
  );

  return (
    <MultiSelect
      label={label}
      placeholder={selected.length ? undefined : m.recipientsPlaceholder}
      data={data}
      value={selected.map(recipientKey)}
      onChange={(keys) => onChange(replaceRecipients(all, isCc, keys.flatMap((key) => (byKey.get(key) ? [{ ...byKey.get(key)!, isCc }] : []))))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={m.nothingFound}
      clearable
      hidePickedOptions
      withAsterisk={required}
      error={error}
      disabled={disabled}
      maxValues={200}
      wrapperProps={{ 'data-testid': isCc ? 'recipients-cc-field' : 'recipients-field' }}
    />
  );
}
