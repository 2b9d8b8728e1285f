// The CEP field (spec §5, §9): digits only, shown as 00000-000; at exactly 8 digits the address
// is looked up and filled (state, city, neighborhood, street and complement, where the lookup has
// them; the number is the user's).
import type { DocumentBody, ZipLookup } from '../../../src-shared/api/documents';

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

export function fillAddress(address: DocumentBody['address'], found: ZipLookup): DocumentBody['address'] {
  const pick = (value: string, current: string) => (value.trim() ? value.trim() : current);
  return {
    ...address,
    uf: pick(found.uf, address.uf).toUpperCase().slice(0, 2),
    city: pick(found.city, address.city),
    neighborhood: pick(found.neighborhood, address.neighborhood),
    street: pick(found.street, address.street),
    complement: pick(found.complement, address.complement),
  };
}
