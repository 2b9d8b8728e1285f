// The citizen signup prefill as the client reads it: from the 401 of a certificate login that
// matched no user (see signatures.ts for the server's shape) and from the `form` query of
// /citizen/v2/signup/type, which anyone can write. So every field is checked on its own and a
// bad one is dropped, never trusted.
import { z } from 'zod';
import { isValidCpfOrCnpj, isValidEmail } from '../validation/rules';
import { LoginType } from './auth';

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

export const signupPrefillSchema = z.object({
  name: optionalText(255),
  cpf_cnpj: z
    .string()
    .trim()
    .max(18)
    .refine(isValidCpfOrCnpj)
    .transform((value) => value.replace(/[.\-/\s]/g, '').toUpperCase())
    .optional()
    .catch(undefined),
  icp_hash: optionalText(512),
  icp_issuer_display_name: optionalText(255),
  /** From gov.br (login type 3): the account's e-mail. */
  email: z.string().trim().max(255).refine(isValidEmail).optional().catch(undefined),
  login_type: z.union([z.literal(LoginType.ICP_EXTERNAL_USER), z.literal(LoginType.EGOV)]).optional().catch(undefined),
  /** The identity provider the signup links the account to (gov.br: its `sub`, the CPF). */
  provider: z
    .object({
      name: z.literal('govbr'),
      id: z.string().trim().min(1).max(255),
      avatar: z.url({ protocol: /^https?$/ }).max(2048).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type SignupPrefill = z.infer<typeof signupPrefillSchema>;

const MAX_FORM_QUERY = 4096;

/** The prefill from anything (an error body field, a parsed query); null when nothing usable is in it. */
export function readSignupPrefill(value: unknown): SignupPrefill | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const parsed = signupPrefillSchema.safeParse(value);
  if (!parsed.success) return null;
  const prefill = Object.fromEntries(Object.entries(parsed.data).filter(([, field]) => field !== undefined)) as SignupPrefill;
  return prefill.name !== undefined || prefill.cpf_cnpj !== undefined ? prefill : null;
}

/** The `form` query of /citizen/v2/signup/type: JSON of the prefill, or garbage to ignore. */
export function parseSignupFormQuery(query: string | null): SignupPrefill | null {
  if (query === null || query.length === 0 || query.length > MAX_FORM_QUERY) return null;
  try {
    return readSignupPrefill(JSON.parse(query));
  } catch {
    return null;
  }
}

export const signupFormQuery = (prefill: SignupPrefill): string => JSON.stringify(prefill);

/** The portal's signup route (under /app/ on the server). */
export const SIGNUP_PATH = '/citizen/v2/signup/type';

/** /citizen/v2/signup/type, with `form` carrying the prefill when there is one. */
export function signupPathFor(prefill: SignupPrefill | null): string {
  return prefill ? `${SIGNUP_PATH}?${new URLSearchParams({ form: signupFormQuery(prefill) }).toString()}` : SIGNUP_PATH;
}
