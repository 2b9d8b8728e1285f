// The queue's toolbar: quick search (debounced), sort, page size, the advanced filter button with
// the count of filters in force, and clearing them.
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { INBOX_SORT_TYPES } from '../../../src-shared/api/inboxFilters';
import { messages } from '../../../src-shared/messages';
import { PER_PAGE_OPTIONS, type SortType } from './queueQuery';

const t = messages.workQueue;
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  search: string;
  onSearch: (value: string) => void;
  sortType: SortType;
  sortValue: 'asc' | 'desc';
  /** One field at a time: the other is the address's latest, not this render's (two quick choices both hold). */
  onSort: (change: { inboxSortByType: SortType } | { inboxSortByValue: 'asc' | 'desc' }) => void;
  perPage: number;
  onPerPage: (value: number) => void;
  filterCount: number;
  narrowed: boolean;
  showClear: boolean;
  onOpenFilters: () => void;
  onClear: () => void;
};

export function QueueControls(props: Props) {
  const { sortType, sortValue, onSort, filterCount } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput value={props.search} onSearch={props.onSearch} />
      <Select
        label={t.sort.label}
        w={190}
        data={INBOX_SORT_TYPES.map((type) => ({ value: type, label: t.sort[type] }))}
        value={sortType}
        onChange={(value) => value && onSort({ inboxSortByType: value as SortType })}
        allowDeselect={false}
      />
      <Select
        label={t.sort.direction}
        w={170}
        data={(['desc', 'asc'] as const).map((value) => ({ value, label: t.sort[value] }))}
        value={sortValue}
        onChange={(value) => value && onSort({ inboxSortByValue: value as 'asc' | 'desc' })}
        allowDeselect={false}
      />
      <Select
        label={t.perPage}
        w={140}
        data={PER_PAGE_OPTIONS.map((value) => String(value))}
        value={String(props.perPage)}
        onChange={(value) => value && props.onPerPage(Number(value))}
        allowDeselect={false}
      />
      <Group gap="xs" align="center">
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />} aria-label={t.filters.open} onClick={props.onOpenFilters}>
          {t.filters.open}
        </Button>
        {filterCount > 0 && (
          <Badge color="darkBlue.8" data-testid="active-filter-count">
            {t.filters.active(filterCount)}
          </Badge>
        )}
        {props.narrowed && props.showClear && (
          <Button variant="subtle" color="red.8" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={props.onClear}>
            {t.filters.clear}
          </Button>
        )}
      </Group>
    </Group>
  );
}

export function SearchInput({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward or clearing changes the URL: show it, unless it is only what is being typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={t.search}
      placeholder={t.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      maxLength={200}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
