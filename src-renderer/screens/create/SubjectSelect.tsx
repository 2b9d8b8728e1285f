// Assunto: a searchable select of the subjects the user may file under, searched on the server; choosing one hands the
// whole subject to the screen, which applies its type effects.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { subjectListSchema, type Subject } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';
import { persistAs } from '../../offline/cachePersister';

const persistSubjects = persistAs({ kind: 'item', schema: subjectListSchema });

const m = messages.createDocument;

type Props = { current: Subject | null; valueId: number | null; onSelect: (subject: Subject) => void; error?: string | undefined };

export function SubjectSelect({ current, valueId, onSelect, error }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const subjects = useQuery({
    queryKey: ['subjects', 'creatable', debounced],
    queryFn: ({ signal }) => documentsApi.creatableSubjects(debounced, signal),
    persister: persistSubjects,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const options = useMemo(() => {
    const list = [...(subjects.data?.data ?? [])];
    if (current && !list.some((subject) => subject.id === current.id)) list.unshift(current);
    return list;
  }, [subjects.data, current]);

  return (
    <Select
      label={m.subjectLabel}
      placeholder={m.subjectPlaceholder}
      data={options.map((subject) => ({ value: String(subject.id), label: subject.name }))}
      value={valueId === null ? null : String(valueId)}
      onChange={(value) => {
        const chosen = options.find((subject) => String(subject.id) === value);
        if (chosen) onSelect(chosen);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={subjects.isError ? m.subjectsError : m.nothingFound}
      withAsterisk
      error={error}
      allowDeselect={false}
    />
  );
}
