// Session calls (§7 Session): login, the logged user, the permission catalogue and the profile
// update. Request schemas are what the server accepts; response schemas are what clients read.
import { z } from 'zod';
import { messages } from '../messages';
import { govBrLoginDataSchema } from './govBrLogin';
import { portalCodeSchema } from './portalCode';
import { isValidCellphone, isValidCpfOrCnpj, isValidEmail, onlyDigits, rules } from '../validation/rules';

export const LoginType = {
  NATIVE: 0,
  ICP: 1,
  ICP_EXTERNAL_USER: 2,
  EGOV: 3,
  GOOGLE: 4,
  FACEBOOK: 5,
  EXTERNAL_NATIVE: 6,
} as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

const v = messages.validation;

/** Password logins (staff NATIVE, citizen EXTERNAL_NATIVE) by CPF/CNPJ or e-mail, never both. */
export const passwordLoginDataSchema = z
  .object({
    cpf_cnpj: z
      .string()
      .trim()
      .min(1)
      .refine(isValidCpfOrCnpj, v.cpfCnpj)
      .transform((value) => (/[A-Za-z]/.test(value) ? value.replace(/[.\-/\s]/g, '').toUpperCase() : onlyDigits(value)))
      .optional(),
    email: z.string().trim().min(1).max(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase()).optional(),
    password: z.string().min(1).max(200),
  })
  .refine((data) => (data.cpf_cnpj === undefined) !== (data.email === undefined), {
    message: messages.server.exactlyOneIdentifier,
    path: ['cpf_cnpj'],
  });

/**
 * Certificate logins (staff ICP, citizen ICP_EXTERNAL_USER): `token` is an attached CMS SignedData,
 * DER in base64, whose content is the challenge from GET /pki-token (its text, as received) and
 * whose signed attributes carry the content's messageDigest.
 */
export const certificateLoginDataSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1)
    .max(64 * 1024)
    .regex(/^[A-Za-z0-9+/\s]*={0,2}$/),
  // The certificate is the identifier and the proof: a password login's fields have no place here.
  cpf_cnpj: z.never().optional(),
  email: z.never().optional(),
  password: z.never().optional(),
});

/**
 * The citizen certificate login (ICP_EXTERNAL_USER) also takes, as its token, the one-time portal
 * code the desktop app got for a certificate login it proved (portalCode.ts).
 */
export const citizenCertificateLoginDataSchema = certificateLoginDataSchema.extend({
  token: z.union([portalCodeSchema, certificateLoginDataSchema.shape.token]),
});

const loginOf = <Type extends LoginType, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), data });

export const loginRequestSchema = z.discriminatedUnion(
  'type',
  [
    loginOf(LoginType.NATIVE, passwordLoginDataSchema),
    loginOf(LoginType.EXTERNAL_NATIVE, passwordLoginDataSchema),
    loginOf(LoginType.ICP, certificateLoginDataSchema),
    loginOf(LoginType.ICP_EXTERNAL_USER, citizenCertificateLoginDataSchema),
    // gov.br (EGOV): the one-time code the gov.br callback handed the portal (govBrLogin.ts).
    loginOf(LoginType.EGOV, govBrLoginDataSchema),
  ],
  // Only the "no such type" issue; a body that is not an object keeps the general messages.
  { error: (issue) => (issue.code === 'invalid_union' ? messages.server.invalidLoginType : undefined) },
);
export type CertificateLoginRequest = Extract<z.output<typeof loginRequestSchema>, { type: 1 | 2 }>;
export type GovBrLoginRequest = Extract<z.output<typeof loginRequestSchema>, { type: 3 }>;
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the login form typed, sent as the right key: an e-mail, or a CPF/CNPJ with its mask removed. */
export function loginIdentifier(input: string): { email: string } | { cpf_cnpj: string } | null {
  const value = input.trim();
  if (value.includes('@')) return isValidEmail(value) ? { email: value } : null;
  return isValidCpfOrCnpj(value) ? { cpf_cnpj: value } : null;
}

/**
 * On the user's private realtime channel (private-user.{id}): their access changed (a role's
 * permissions, their role or direct permissions, their status or internal access). It carries
 * nothing: the client asks the server again (GET auth/me), which decides what follows.
 */
export const ACCESS_CHANGED_EVENT = 'access-changed';

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  readableName: z.string(),
  subgroup: z.string(),
  group: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionListSchema = z.array(permissionSchema);

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionSchema),
});

export const userSectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  parentSectorId: z.number().int().nullable(),
  pivot: z.object({ isPrimarySector: z.boolean() }),
});
export type UserSector = z.infer<typeof userSectorSchema>;

export const inboxSortSchema = z.enum(['unread', 'createdAt']);

export const personSchema = z.object({
  name: z.string(),
  photo_link: z.string().nullable(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  cpfCnpj: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  textualSignature: z.string().nullable(),
});

export const loggedUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  peopleId: z.number().int(),
  person: personSchema,
  sectors: z.array(userSectorSchema),
  roles: z.array(roleSchema),
  permissions: z.array(permissionSchema),
  accountVerifiedAt: z.string().nullable(),
  user_has_own_email: z.boolean(),
  hasBeenLogged: z.boolean(),
  reset_password_on_login: z.boolean(),
  need_update_contacts: z.boolean(),
  need_update_password: z.boolean(),
  has_internal_access: z.boolean(),
  ged_user_id: z.number().int().nullable(),
  provider: z.string().nullable(),
  account_level: z.enum(['bronze', 'silver', 'gold']).nullable(),
  origin: z.enum(['internal', 'external']),
  /** desktop_notifications defaults to true so answers of older servers still parse. */
  user_preferences: z.object({ default_inbox_sort: inboxSortSchema, desktop_notifications: z.boolean().default(true) }),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;

/** PUT user/me. A new password needs the current one and its confirmation. */
export const updateMeRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(255).refine((value) => rules.fullName(value) === null, v.fullName).optional(),
    email: z.string().trim().min(1).max(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase()).optional(),
    cellphone: z
      .string()
      .trim()
      .min(1)
      .refine(isValidCellphone, v.cellphone)
      .transform((value) => onlyDigits(value))
      .optional(),
    gender: z.enum(['male', 'female', 'other']).nullable().optional(),
    textualSignature: z.string().max(255).nullable().optional(),
    current_password: z.string().min(1).max(200).optional(),
    password: z.string().max(200).refine((value) => rules.password(value) === null, v.password).optional(),
    password_confirmation: z.string().max(200).optional(),
    /** Each preference is optional: a client changes the ones it shows. */
    user_preferences: z.object({ default_inbox_sort: inboxSortSchema.optional(), desktop_notifications: z.boolean().optional() }).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.password === undefined) return;
    if (data.current_password === undefined) ctx.addIssue({ code: 'custom', path: ['current_password'], message: v.required });
    if (data.password_confirmation !== data.password)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: v.confirmed });
  });
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
