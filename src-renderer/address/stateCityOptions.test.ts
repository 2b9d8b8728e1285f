// The picker's options and search: accents and case never stop a match, and a city a CEP lookup
// names is found in IBGE's spelling.
import { describe, expect, it } from 'vitest';
import { cityOptions, foldedFilter, matchCity, stateOptions } from './stateCityOptions';

const cities = [
  { code: 3550308, name: 'São Paulo' },
  { code: 3549904, name: 'São José dos Campos' },
  { code: 3526902, name: 'Limeira' },
  { code: 3509502, name: 'Campinas' },
];

describe('stateOptions and cityOptions', () => {
  it('value a state by its UF and label it with its name, and value a city by its name', () => {
    expect(stateOptions([{ code: 35, uf: 'SP', name: 'São Paulo' }])).toEqual([{ value: 'SP', label: 'São Paulo (SP)' }]);
    expect(cityOptions(cities.slice(0, 1))).toEqual([{ value: 'São Paulo', label: 'São Paulo' }]);
  });
});

describe('foldedFilter', () => {
  const search = (text: string, limit = 100) => foldedFilter({ options: cityOptions(cities), search: text, limit }).map((option) => ('value' in option ? option.value : ''));

  it('finds names whatever the accents and case typed', () => {
    expect(search('sao jose')).toEqual(['São José dos Campos']);
    expect(search('SÃO')).toEqual(['São Paulo', 'São José dos Campos']);
    expect(search('  campinas ')).toEqual(['Campinas']);
    expect(search('recife')).toEqual([]);
  });

  it('lists everything for an empty search, up to the limit', () => {
    expect(search('')).toHaveLength(4);
    expect(search('', 2)).toEqual(['São Paulo', 'São José dos Campos']);
  });

  it('finds a state by its UF in the label', () => {
    const options = stateOptions([{ code: 35, uf: 'SP', name: 'São Paulo' }, { code: 33, uf: 'RJ', name: 'Rio de Janeiro' }]);
    expect(foldedFilter({ options, search: '(rj', limit: 100 })).toEqual([{ value: 'RJ', label: 'Rio de Janeiro (RJ)' }]);
  });
});

describe('matchCity', () => {
  it('returns the city in IBGE’s spelling for a name differing only in accents or case', () => {
    expect(matchCity(cities, 'São Paulo')).toEqual({ code: 3550308, name: 'São Paulo' });
    expect(matchCity(cities, 'SAO PAULO')).toEqual({ code: 3550308, name: 'São Paulo' });
  });

  it('returns null for no name, no list yet, or a name IBGE does not list', () => {
    expect(matchCity(cities, '')).toBeNull();
    expect(matchCity(undefined, 'São Paulo')).toBeNull();
    expect(matchCity(cities, 'Brasília')).toBeNull();
  });
});
