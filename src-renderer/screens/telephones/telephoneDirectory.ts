// The telephone directory's lines (issue 17, companion §7 Internal users): a colleague's sectors
// with the primary first, and the links a number or an address opens.
import type { TelephoneEntry } from '../../../src-shared/api/internalUsers';

/** The primary sector first, then the others in the server's order. */
export const sectorsInOrder = (entry: TelephoneEntry): TelephoneEntry['sectors'] =>
  [...entry.sectors].sort((a, b) => Number(b.isPrimarySector) - Number(a.isPrimarySector));

/** A tel: link dials the digits alone. */
export const telHref = (number: string): string | null => {
  const digits = number.replace(/\D+/g, '');
  return digits === '' ? null : `tel:${digits}`;
};

export const mailHref = (email: string): string => `mailto:${email}`;

/** The search and the page live in the address, so a search can be reloaded and linked. */
export function directoryQuery(params: URLSearchParams): { search: string; page: number } {
  const page = Number(params.get('page'));
  return { search: (params.get('search') ?? '').slice(0, 200), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
