// The pure part of StateCitySelect: Select options from IBGE's lists, the accent-insensitive
// search, and finding a city a CEP lookup named ("sao paulo" selects "São Paulo").
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldForSearch, type LocationCity, type LocationState } from '../../src-shared/api/locations';
import { messages } from '../../src-shared/messages';

const m = messages.locations;

/** One option per state, valued by its UF: "São Paulo (SP)". */
export function stateOptions(states: readonly LocationState[]): ComboboxItem[] {
  return states.map((state) => ({ value: state.uf, label: m.stateOption(state.uf, state.name) }));
}

/** One option per municipality, valued by its name (what the address keeps). */
export function cityOptions(cities: readonly LocationCity[]): ComboboxItem[] {
  return cities.map((city) => ({ value: city.name, label: city.name }));
}

/** The city of the list a typed or looked-up name means, accents and case aside; null when none. */
export function matchCity(cities: readonly LocationCity[] | undefined, name: string): LocationCity | null {
  if (!cities || name.trim() === '') return null;
  const exact = cities.find((city) => city.name === name);
  if (exact) return exact;
  const folded = foldForSearch(name);
  return cities.find((city) => foldForSearch(city.name) === folded) ?? null;
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** Mantine's filter, with "sao jose" finding "São José" and "(sp)" finding the state by its UF. */
export const foldedFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldForSearch(search);
  const found: ComboboxItem[] = [];
  for (const option of options) {
    if (!isItem(option)) continue;
    if (wanted === '' || foldForSearch(option.label).includes(wanted)) found.push(option);
    if (found.length >= limit) break;
  }
  return found;
};
