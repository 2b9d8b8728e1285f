// The list's filters as declared: search, status and the extra filters (select, text, period),
// each labelled and reachable by keyboard, each change at page 1, and one *Limpar filtros* when
// anything narrows the list.
import { Button, Group, Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../src-shared/messages';
import type { ResourceFilter, ResourceFilters } from './defineResource';
import { clearedQuery, hasFilters, invertedPeriods, isStatic, withFilter, type ListChange, type ListQuery, type ListStatus } from './listQuery';
import { resourceKeys } from './queryKeys';
import { SettledTextInput } from './SettledTextInput';

const t = messages.adminResource;
const FIELD_WIDTH = { base: '100%', sm: 240 } as const;
const DAY_MAX = '9999-12-31';

type Props = { name: string; filters: ResourceFilters; query: ListQuery; go: (change: ListChange) => void };

export function ResourceFilterBar({ name, filters, query, go }: Props) {
  const extra = filters.extra ?? [];
  if (!filters.search && !filters.status && extra.length === 0) return null;
  const set = (param: string, value: string | null) => go((current) => withFilter(current, { filters: { [param]: value ?? '' } }));
  const inverted = invertedPeriods(query, filters);
  return (
    <Group align="flex-end" wrap="wrap" role="search" aria-label={t.filters}>
      {filters.search && (
        <SettledTextInput
          label={t.search}
          placeholder={typeof filters.search === 'object' ? filters.search.placeholder : t.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query.search}
          onSettled={(search) => go((current) => withFilter(current, { search }))}
          maxLength={200}
          w={{ base: '100%', sm: 320 }}
          data-testid={`${name}-search`}
        />
      )}
      {filters.status && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${name}-status-label`}>
            {t.status}
          </Text>
          <SegmentedControl
            aria-labelledby={`${name}-status-label`}
            value={query.status ?? 'all'}
            onChange={(value) => go((current) => withFilter(current, { status: value as ListStatus }))}
            data={[
              { value: 'enabled', label: t.statusEnabled },
              { value: 'disabled', label: t.statusDisabled },
              { value: 'all', label: t.statusAll },
            ]}
          />
        </Stack>
      )}
      {extra.map((filter) => (
        <ExtraFilter key={filterKey(filter)} name={name} filter={filter} values={query.filters ?? {}} set={set} inverted={inverted} />
      ))}
      {hasFilters(query, filters) && (
        <Button variant="subtle" onClick={() => go((current) => clearedQuery(current, filters))} data-testid={`${name}-clear-filters`}>
          {t.clearFilters}
        </Button>
      )}
    </Group>
  );
}

const filterKey = (filter: ResourceFilter) => (filter.kind === 'dateRange' ? filter.from.param : filter.param);

type ExtraProps = {
  name: string;
  filter: ResourceFilter;
  values: Readonly<Record<string, string>>;
  set: (param: string, value: string | null) => void;
  inverted: readonly string[];
};

function ExtraFilter({ name, filter, values, set, inverted }: ExtraProps) {
  switch (filter.kind) {
    case 'select':
      return <SelectFilter name={name} filter={filter} value={values[filter.param] ?? null} set={set} />;
    case 'text':
      return (
        <SettledTextInput
          label={filter.label}
          value={values[filter.param] ?? ''}
          onSettled={(value) => set(filter.param, value)}
          maxLength={filter.maxLength ?? 200}
          w={FIELD_WIDTH}
          data-testid={`${name}-filter-${filter.param}`}
        />
      );
    case 'dateRange': {
      const from = values[filter.from.param] ?? '';
      const to = values[filter.to.param] ?? '';
      return (
        <Group role="group" aria-label={filter.label} gap="xs" align="flex-start" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
          <TextInput
            type="date"
            label={filter.from.label}
            max={to === '' ? DAY_MAX : to}
            value={from}
            onChange={(event) => set(filter.from.param, event.currentTarget.value)}
            w={{ base: '50%', sm: 160 }}
            data-testid={`${name}-filter-${filter.from.param}`}
          />
          <TextInput
            type="date"
            label={filter.to.label}
            min={from === '' ? undefined : from}
            max={DAY_MAX}
            value={to}
            error={inverted.includes(filter.to.param) ? t.periodInverted : undefined}
            onChange={(event) => set(filter.to.param, event.currentTarget.value)}
            w={{ base: '50%', sm: 160 }}
            data-testid={`${name}-filter-${filter.to.param}`}
          />
        </Group>
      );
    }
  }
}

type SelectProps = { name: string; filter: Extract<ResourceFilter, { kind: 'select' }>; value: string | null; set: (param: string, value: string | null) => void };

function SelectFilter({ name, filter, value, set }: SelectProps) {
  const loader = isStatic(filter.options) ? null : filter.options;
  const loaded = useQuery({
    queryKey: [...resourceKeys(name).all, 'filter', filter.param],
    queryFn: ({ signal }) => (loader === null ? [] : loader.load(signal)),
    enabled: loader !== null,
  });
  const options = isStatic(filter.options) ? filter.options : (loaded.data ?? []);
  return (
    <Select
      label={filter.label}
      placeholder={filter.placeholder}
      data={[...options]}
      value={value}
      onChange={(next) => set(filter.param, next)}
      searchable={filter.searchable}
      clearable
      nothingFoundMessage={t.empty}
      error={loader !== null && loaded.isError ? loader.failed : undefined}
      w={FIELD_WIDTH}
      data-testid={`${name}-filter-${filter.param}`}
    />
  );
}
