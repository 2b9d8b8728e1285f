// Internal users (companion §3 Internal user, §4, §5, §7 Internal users): the administration's
// calls GET /user (paged list, or the telephone directory with `telephones`), GET /user/{id},
// POST /user, PUT /user/{id}, PATCH /user/{id}/status and PATCH /user/{id}/disable-internal-access.
// The save body's rules are here so the editor and the server check the same things; the server
// adds what needs the database (duplicates, existing sectors, roles and permissions).
import { z } from 'zod';
import { messages } from '../messages';
import { isFullName, isValidBirthday, isValidCellphone, isValidCpfNumber, isValidEmail, onlyDigits, rules } from '../validation/rules';
import { pageSchema } from './page';
import { personViewSchema } from './person';
import { GENDERS } from './signup';
import { optionalText, requiredText } from '../validation/text';

const v = messages.validation;
const u = messages.internalUsers;

export const USER_STATUSES = ['enabled', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The registration numbers travel as a list and are stored joined with this (§3, §9). */
export const REGISTRATION_SEPARATOR = ';';
export const joinRegistration = (items: readonly string[]): string | null => (items.length === 0 ? null : items.join(REGISTRATION_SEPARATOR));
export const splitRegistration = (stored: string | null): string[] =>
  stored === null || stored === '' ? [] : stored.split(REGISTRATION_SEPARATOR);

/** §4: spaces are stripped from a user's cellphone; what remains is kept as digits. */
export const stripCellphone = (value: string): string => onlyDigits(value.replace(/\s+/g, ''));

const id = z.number({ error: v.invalid }).int(v.invalid).positive(v.invalid);

export const internalUserPersonSchema = z.object({
  name: requiredText(255).refine(isFullName, v.fullName),
  email: requiredText(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase()),
  cellphone: optionalText(30)
    .refine((value) => value === null || isValidCellphone(value.replace(/\s+/g, '')), v.cellphone)
    .transform((value) => (value === null ? null : stripCellphone(value))),
  cpfCnpj: requiredText(14)
    .refine((value) => isValidCpfNumber(value), v.cpf)
    .transform(onlyDigits),
  gender: z.enum(GENDERS, { error: v.invalid }).nullish().transform((value) => value ?? null),
  dateOfBirth: optionalText(10).refine((value) => value === null || isValidBirthday(value), v.birthday),
  textualSignature: optionalText(255),
  responsibility: optionalText(255),
  registration: z
    .array(z.string({ error: u.registrationInvalid }).trim().min(1, u.registrationInvalid).max(50, v.max(50)).refine((item) => !item.includes(REGISTRATION_SEPARATOR), u.registrationInvalid), { error: v.invalid })
    .max(20, v.invalid)
    .nullish()
    .transform((value) => value ?? []),
});

export const userSectorInputSchema = z.object({ sectorId: id, isPrimarySector: z.boolean({ error: v.invalid }) });

/** POST /user and PUT /user/{id}: every Internal user field of §3. */
export const internalUserSaveSchema = z
  .object({
    person: internalUserPersonSchema,
    sectors: z
      .array(userSectorInputSchema, { error: u.sectorsRequired })
      .min(1, u.sectorsRequired)
      .max(50, v.invalid)
      // Exactly one primary (§4: choosing one replaces the previous), no sector twice.
      .refine((sectors) => sectors.filter((sector) => sector.isPrimarySector).length === 1, u.sectorsOnePrimary)
      .refine((sectors) => new Set(sectors.map((sector) => sector.sectorId)).size === sectors.length, u.sectorsRepeated),
    /** One role, sent as a list of one id (§6). */
    roles: z.array(id, { error: u.roleExactlyOne }).length(1, u.roleExactlyOne),
    /** Direct permissions, by id, on top of the role's. */
    permissions: z.array(id, { error: v.invalid }).max(500, v.invalid).nullish().transform((value) => [...new Set(value ?? [])]),
    is_federal_employee: z.boolean({ error: v.invalid }).nullish().transform((value) => value ?? false),
    /**
     * Required when creating, unless reset_password_on_login: the user is then created without one
     * and mailed a first-access link. When editing, a new one replaces the old and ends the user's sessions.
     */
    password: z
      .string({ error: v.invalid })
      .max(200, v.max(200))
      .refine((value) => value === '' || rules.password(value) === null, v.password)
      .nullish()
      .transform((value) => (value ? value : null)),
    /** The user must choose a new password at the next login. */
    reset_password_on_login: z.boolean({ error: v.invalid }).nullish().transform((value) => value ?? false),
    ged_user_id: z.number().int().positive().nullish().transform((value) => value ?? null),
  });
export type InternalUserSaveRequest = z.input<typeof internalUserSaveSchema>;
export type InternalUserSaveInput = z.output<typeof internalUserSaveSchema>;

export const userStatusRequestSchema = z.object({ status: z.enum(USER_STATUSES, { error: u.statusInvalid }) });

/** GET /user: search reads the name, CPF and e-mail; `telephones` asks for the directory instead. */
export const internalUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(USER_STATUSES, { error: u.statusInvalid }).optional(),
  sector: z.coerce.number({ error: v.invalid }).int(v.invalid).positive(v.invalid).optional(),
  telephones: z.string().optional(),
});

export const internalUserSectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  pivot: z.object({ isPrimarySector: z.boolean() }),
});

export const internalUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  ged_user_id: z.number().int().nullable(),
  status: z.enum(USER_STATUSES),
  has_internal_access: z.boolean(),
  is_federal_employee: z.boolean(),
  reset_password_on_login: z.boolean(),
  person: personViewSchema.extend({ registration: z.array(z.string()) }),
  sectors: z.array(internalUserSectorSchema),
  roleId: z.number().int().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Direct permission ids (the role's are the role's). */
  permissions: z.array(z.number().int()),
});
export type InternalUser = z.infer<typeof internalUserSchema>;

/** POST /user's answer: the user, and what went wrong after the save (the first-access e-mail not sent). */
export const internalUserCreatedSchema = internalUserSchema.extend({ warning: z.string().optional() });
export type InternalUserCreated = z.infer<typeof internalUserCreatedSchema>;

/** GET /user/roles: the roles the caller may give a user (the editor's Função picker). */
export const grantableRoleSchema = z.object({ id: z.number().int(), name: z.string() });
export type GrantableRole = z.infer<typeof grantableRoleSchema>;
export const grantableRolesSchema = z.array(grantableRoleSchema);
export const internalUserPageSchema = pageSchema(internalUserSchema);

/** One line of the telephone directory: what any staff member may read of a colleague, nothing else. */
export const telephoneEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  sectors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      symbol: z.string(),
      telephone: z.string().nullable(),
      ramal: z.string().nullable(),
      isPrimarySector: z.boolean(),
    }),
  ),
});
export type TelephoneEntry = z.infer<typeof telephoneEntrySchema>;
export const telephonePageSchema = pageSchema(telephoneEntrySchema);
