// The logged user's own profile (companion §3 Profile; §7 Profile calls): GET/PUT user/profile,
// the photo (POST/DELETE person/image, GET person/image/:key), PATCH contact/first-login,
// GET citizen/contact/uuid and GET auth/moodle. Request schemas are what the server accepts.
import { z } from 'zod';
import { messages } from '../messages';
import { isValidBirthday, isValidCellphone, isValidCpfNumber, isValidCpfOrCnpj, isValidEmail, onlyDigits, rules } from '../validation/rules';
import { inboxSortSchema } from './auth';

const v = messages.validation;

export const NOTIFICATION_SETTINGS = [
  'enable_achievement_internal_email',
  'enable_forward_internal_email',
  'enable_reopen_internal_email',
  'enable_reply_internal_email',
  'enable_request_signature',
  'enable_new_sector_tasks',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SETTINGS.map((name) => [name, z.boolean()])) as Record<NotificationSetting, z.ZodBoolean>,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const addressSchema = z.object({
  zip: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  complement: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type ProfileAddress = z.infer<typeof addressSchema>;

/** Photo keys are 32 random bytes in base64url: the key itself reveals nothing and cannot be guessed. */
export const PHOTO_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const profileSchema = z.object({
  type: z.enum(['contact', 'organization', 'sector']).nullable(),
  name: z.string(),
  cpfCnpj: z.string().nullable(),
  email: z.string().nullable(),
  secondaryCpfCnpj: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  address: addressSchema,
  /** Addresses live on the person (one per account): there is no separate address record. */
  address_id: z.null(),
  responsibility: z.string().nullable(),
  cellphone: z.string().nullable(),
  textualSignature: z.string().nullable(),
  /** API path of the thumbnail (GET person/image/:key, bearer token), or null without a photo. */
  photo_link: z.string().nullable(),
  profile_remote_file_key: z.string().nullable(),
  profile_remote_thumbnail_file_key: z.string().nullable(),
  external_notification_settings: notificationSettingsSchema,
  user_preferences: z.object({ default_inbox_sort: inboxSortSchema }),
  /** Staff profiles also carry the textual signature and the inbox sort. */
  is_staff: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

export const addressInputSchema = z.object({
  zip: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((value) => value === undefined || value === null || value === '' || /^\d{8}$/.test(onlyDigits(value)), messages.profileEditor.zipInvalid)
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : onlyDigits(value))),
  street: optionalText(255),
  number: optionalText(20),
  neighborhood: optionalText(120),
  complement: optionalText(120),
  city: optionalText(120),
  state: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((value) => value === undefined || value === null || value === '' || /^[A-Za-z]{2}$/.test(value), messages.profileEditor.stateInvalid)
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value.toUpperCase())),
});

/** PUT user/profile: every field optional; a client sends what its form shows. */
export const updateProfileRequestSchema = z.object({
  /** The account type follows the CPF or CNPJ: shown, never changed here. */
  type: z.enum(['contact', 'organization', 'sector']).optional(),
  name: z.string().trim().min(1).max(255).refine((value) => rules.fullName(value) === null, v.fullName).optional(),
  cpfCnpj: z
    .string()
    .trim()
    .refine(isValidCpfOrCnpj, v.cpfCnpj)
    .transform((value) => (/[A-Za-z]/.test(value) ? value.replace(/[.\-/\s]/g, '').toUpperCase() : onlyDigits(value)))
    .optional(),
  email: z.string().trim().min(1).max(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase()).optional(),
  current_password: z.string().min(1).max(200).optional(),
  cellphone: z
    .string()
    .trim()
    .min(1)
    .refine(isValidCellphone, v.cellphone)
    .transform((value) => onlyDigits(value))
    .optional(),
  secondaryCpfCnpj: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((value) => value === undefined || value === null || value === '' || isValidCpfNumber(onlyDigits(value)), v.cpf)
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : onlyDigits(value))),
  responsibility: optionalText(255),
  dateOfBirth: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((value) => value === undefined || value === null || value === '' || isValidBirthday(value), v.birthday)
    .transform((value) => (value === '' ? null : value)),
  gender: z.enum(['male', 'female', 'other']).nullable().optional(),
  address: addressInputSchema.optional(),
  textualSignature: optionalText(255),
  external_notification_settings: notificationSettingsSchema.partial().optional(),
  user_preferences: z.object({ default_inbox_sort: inboxSortSchema.optional() }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST person/image (multipart, one file in the field `profile`). */
export const PROFILE_PHOTO_FIELD = 'profile';
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_SIZE = 256;

export const photoUploadResponseSchema = z.object({
  remote_file_key: z.string(),
  remote_thumbnail_file_key: z.string(),
  url: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

export const firstLoginRequestSchema = z.object({ hasBeenLogged: z.boolean() });
export const firstLoginResponseSchema = firstLoginRequestSchema;
export const contactUuidResponseSchema = z.object({ uuid: z.string() });
export const moodleLoginResponseSchema = z.object({ loginurl: z.url() });
