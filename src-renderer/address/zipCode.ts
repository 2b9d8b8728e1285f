// The CEP field (spec §5, §9): digits only, shown as 00000-000; at exactly 8 digits the address
// is looked up and filled (state, city, neighborhood, street and complement, where the lookup has
// them; the number is the user's).
import type { ZipLookup } from '../../src-shared/api/documents';

export const ZIP_LENGTH = 8;

export const zipDigits = (value: string): string => value.replace(/\D/g, '').slice(0, ZIP_LENGTH);

export function formatZip(value: string): string {
  const digits = zipDigits(value);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The digits to look up, or null until there are exactly 8. */
export const zipToLookUp = (value: string): string | null => {
  const digits = value.replace(/\D/g, '');
  return digits.length === ZIP_LENGTH ? digits : null;
};

/** The parts of an address a lookup may fill; the number is always the person's. */
export type ZipPlace = { uf: string; city: string; neighborhood: string; street: string; complement: string };

/** The place with what the lookup found, keeping what the person typed where it found nothing. */
export function placeFound(current: ZipPlace, found: ZipLookup): ZipPlace {
  const pick = (value: string, typed: string) => (value.trim() ? value.trim() : typed);
  const uf = pick(found.uf, current.uf).toUpperCase().slice(0, 2);
  return {
    uf,
    // A city typed for another state is not kept.
    city: pick(found.city, uf === current.uf ? current.city : ''),
    neighborhood: pick(found.neighborhood, current.neighborhood),
    street: pick(found.street, current.street),
    complement: pick(found.complement, current.complement),
  };
}
