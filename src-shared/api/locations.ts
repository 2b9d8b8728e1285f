// GET locations/states and locations/states/{uf}/cities: Brazil's states and municipalities as
// IBGE lists them (code = the IBGE code), sorted by their pt-BR names, for the address pickers.
import { z } from 'zod';

export const locationStateSchema = z.object({ code: z.number().int(), uf: z.string().regex(/^[A-Z]{2}$/), name: z.string() });
export type LocationState = z.infer<typeof locationStateSchema>;
export const locationStatesSchema = z.array(locationStateSchema);

export const locationCitySchema = z.object({ code: z.number().int(), name: z.string() });
export type LocationCity = z.infer<typeof locationCitySchema>;
export const locationCitiesSchema = z.array(locationCitySchema);

/** The one ordering of names on every list: pt-BR, accents and case only as tie-breakers. */
export const ptBrCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** "São João d'Aliança" → "sao joao d'alianca": what accent-insensitive search compares. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}
