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
