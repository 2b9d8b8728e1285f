// State and city of an address, chosen from IBGE's lists: two searchable Selects (accents and case
// ignored while typing), the city's list loading once a state is chosen. Changing the state clears
// the city; a city set from outside (a CEP lookup) is matched to IBGE's spelling. Loading shows in
// each field; a failed load says so under the field with a way to try again. Stacked on a phone,
// side by side from "sm" up. Ready for the signup's address step and any other address form.
import { Button, Loader, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { locationsApi } from '../api/client';
import { cityOptions, foldedFilter, matchCity, stateOptions } from './stateCityOptions';

const m = messages.locations;
/** IBGE's lists change a few times a decade: one load per session is plenty. */
const DAY_MS = 24 * 60 * 60 * 1000;

export type StateCityValue = { uf: string; city: string; cityCode: number | null };

type Props = {
  uf: string;
  city: string;
  onChange: (next: StateCityValue) => void;
  errors?: { uf?: string | undefined; city?: string | undefined };
  required?: boolean;
  disabled?: boolean;
};

const loadError = (error: unknown): string => (isApiError(error) && error.status !== 0 && error.body?.message) || m.loadFailed;

export function StateCitySelect({ uf, city, onChange, errors = {}, required = false, disabled = false }: Props) {
  const states = useQuery({ queryKey: ['locations', 'states'], queryFn: ({ signal }) => locationsApi.states(signal), staleTime: DAY_MS });
  const cities = useQuery({
    queryKey: ['locations', 'cities', uf],
    queryFn: ({ signal }) => locationsApi.cities(uf, signal),
    enabled: /^[A-Z]{2}$/.test(uf),
    staleTime: DAY_MS,
  });
  const matched = matchCity(cities.data, city);

  // A city named from outside in another spelling ("SAO PAULO") takes IBGE's.
  useEffect(() => {
    if (matched !== null && matched.name !== city) onChange({ uf, city: matched.name, cityCode: matched.code });
  }, [matched, city, uf, onChange]);

  const retry = (query: { refetch: () => unknown }) => (
    <Button variant="subtle" size="compact-xs" onClick={() => void query.refetch()} disabled={disabled}>
      {m.retry}
    </Button>
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="state-city-select">
      <Stack gap={4}>
        <Select
          label={m.state}
          placeholder={states.isPending ? m.loadingStates : m.statePlaceholder}
          data={stateOptions(states.data ?? [])}
          value={uf === '' ? null : uf}
          onChange={(next) => onChange({ uf: next ?? '', city: '', cityCode: null })}
          searchable
          filter={foldedFilter}
          nothingFoundMessage={m.nothingFound}
          withAsterisk={required}
          required={required}
          disabled={disabled}
          rightSection={states.isFetching ? <Loader size="xs" /> : undefined}
          error={states.isError ? loadError(states.error) : errors.uf}
          autoComplete="off"
          data-testid="state-select"
        />
        {states.isError && retry(states)}
      </Stack>
      <Stack gap={4}>
        <Select
          label={m.city}
          placeholder={uf === '' ? m.cityNeedsState : cities.isFetching ? m.loadingCities : m.cityPlaceholder}
          data={cityOptions(cities.data ?? [])}
          value={matched?.name ?? null}
          onChange={(next) => onChange({ uf, city: next ?? '', cityCode: matchCity(cities.data, next ?? '')?.code ?? null })}
          searchable
          filter={foldedFilter}
          nothingFoundMessage={m.nothingFound}
          withAsterisk={required}
          required={required}
          disabled={disabled || uf === '' || cities.isError}
          rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
          error={cities.isError ? loadError(cities.error) : errors.city}
          autoComplete="off"
          data-testid="city-select"
        />
        {cities.isError && retry(cities)}
      </Stack>
    </SimpleGrid>
  );
}
