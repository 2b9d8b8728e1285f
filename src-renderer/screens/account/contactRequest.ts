// What the contact form sends. The server asks for the current password only when the e-mail
// changes (the address password resets go to), comparing as it stores e-mails: trimmed, lower-case.
import type { UpdateMeRequest } from '../../../src-shared/api/auth';

export type ContactValues = { email: string; cellphone: string; current_password: string };

export const emailChanges = (typed: string, saved: string | null): boolean =>
  typed.trim().toLowerCase() !== (saved ?? '').trim().toLowerCase();

export function contactRequest(values: ContactValues, savedEmail: string | null): UpdateMeRequest {
  const { current_password, ...contacts } = values;
  return emailChanges(values.email, savedEmail) ? { ...contacts, current_password } : contacts;
}
