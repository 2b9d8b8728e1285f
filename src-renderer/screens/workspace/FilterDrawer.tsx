// The advanced filter (spec §3): every filter field in a drawer; applying writes them to the URL.
import { Button, Checkbox, Drawer, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { InboxPage } from '../../../src-shared/api/inbox';
import { DOCUMENT_STATUSES, INBOX_DOCUMENT_TYPES } from '../../../src-shared/api/inboxFilters';
import type { SectorOption } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { emptyFormValues, filtersOfForm, formValuesOf, type FilterFormErrors, type FilterFormValues, type Tristate } from './filterForm';
import type { AdvancedFilters } from './queueQuery';

const t = messages.workQueue.filters;
const wq = messages.workQueue;

export type FilterOptions = {
  folders: InboxPage['folders'];
  tags: ReadonlyArray<{ id: number; name: string }>;
  sectors: readonly SectorOption[];
  responsibles: ReadonlyArray<{ id: number; name: string }>;
};

type Props = {
  opened: boolean;
  onClose: () => void;
  filters: AdvancedFilters;
  options: FilterOptions;
  onApply: (filters: AdvancedFilters) => void;
  onClear: () => void;
};

export function FilterDrawer({ opened, onClose, filters, options, onApply, onClear }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t.title} position="right" size="lg">
      {/* Mounted per opening, so the form starts from the filters in force. */}
      {opened && <FilterForm filters={filters} options={options} onApply={onApply} onClear={onClear} />}
    </Drawer>
  );
}

const idOptions = (items: ReadonlyArray<{ id: number; name: string }>) => items.map((item) => ({ value: String(item.id), label: item.name }));

function FilterForm({ filters, options, onApply, onClear }: Omit<Props, 'opened' | 'onClose'>) {
  const [values, setValues] = useState<FilterFormValues>(() => formValuesOf(filters));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const set = <K extends keyof FilterFormValues>(key: K, value: FilterFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'year' | 'subject' | 'subjectId' | 'from' | 'to' | 'content' | 'number', inputMode?: 'numeric') => (
    <TextInput
      label={t[key]}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={errors[key as keyof FilterFormErrors]}
      inputMode={inputMode}
      maxLength={200}
    />
  );
  const tristate = (key: 'withAddress' | 'withDispatches', yes: string, no: string) => (
    <Select
      label={t[key]}
      data={[
        { value: '', label: t.any },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      value={values[key]}
      onChange={(value) => set(key, (value ?? '') as Tristate)}
      allowDeselect={false}
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = filtersOfForm(values);
    setErrors(result.errors);
    if (Object.keys(result.errors).length === 0) onApply(result.filters);
  };
  const clear = () => {
    setValues(emptyFormValues());
    setErrors({});
    onClear();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('number')}
          {text('year', 'numeric')}
          {text('subject')}
          {text('subjectId', 'numeric')}
          {text('from')}
          {text('to')}
          <TextInput type="date" label={t.startsAt} value={values.startsAt} onChange={(event) => set('startsAt', event.currentTarget.value)} />
          <TextInput
            type="date"
            label={t.finishesAt}
            value={values.finishesAt}
            onChange={(event) => set('finishesAt', event.currentTarget.value)}
            error={errors.finishesAt}
          />
        </SimpleGrid>
        {text('content')}
        <MultiSelect
          searchable
          label={t.types}
          data={INBOX_DOCUMENT_TYPES.map((type) => ({ value: type, label: wq.documentTypes[type] ?? type }))}
          value={values.types}
          onChange={(value) => set('types', value)}
          clearable
        />
        <Select
          label={t.documentStatus}
          data={DOCUMENT_STATUSES.map((status) => ({ value: status, label: wq.documentStatuses[status] ?? status }))}
          value={values.documentStatus || null}
          onChange={(value) => set('documentStatus', value ?? '')}
          clearable
        />
        <MultiSelect
          label={t.folders}
          data={idOptions(options.folders)}
          value={values.folders}
          onChange={(value) => set('folders', value)}
          nothingFoundMessage={t.none}
          clearable
          searchable
        />
        <MultiSelect
          label={t.tags}
          data={idOptions(options.tags)}
          value={values.tagsIds}
          onChange={(value) => set('tagsIds', value)}
          nothingFoundMessage={t.none}
          clearable
          searchable
        />
        <MultiSelect
          label={t.sectors}
          data={idOptions(options.sectors)}
          value={values.sectorsId}
          onChange={(value) => set('sectorsId', value)}
          nothingFoundMessage={t.none}
          clearable
          searchable
        />
        <Checkbox label={t.allSectors} checked={values.allSectors} onChange={(event) => set('allSectors', event.currentTarget.checked)} />
        <Select
          label={t.responsible}
          data={idOptions(options.responsibles)}
          value={values.responsibleId || null}
          onChange={(value) => set('responsibleId', value ?? '')}
          nothingFoundMessage={t.none}
          clearable
          searchable
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {tristate('withAddress', t.withAddressYes, t.withAddressNo)}
          {tristate('withDispatches', t.withDispatchesYes, t.withDispatchesNo)}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={clear}>
            {t.clear}
          </Button>
          <Button type="submit">{t.apply}</Button>
        </Group>
      </Stack>
    </form>
  );
}
