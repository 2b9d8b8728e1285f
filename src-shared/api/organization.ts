import { z } from 'zod';
import { messages } from '../messages';
import { isValidCnpjNumber, onlyDigits } from '../validation/rules';
import { hasMoneyPrecision } from '../validation/money';
import { DOCUMENT_TYPE_KEYS } from './documents';
import { requiredText } from '../validation/text';

/** GET /organization/1: the organisation's public profile, shown also to visitors of the portal. */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['public', 'private']),
  documentNumber: z.string(),
  telephones: z.array(z.object({ number: z.string() })),
  address: z.object({
    street: z.string(),
    number: z.string(),
    neighborhood: z.string(),
    city: z.object({ name: z.string() }),
    state: z.object({ name: z.string() }),
    zip: z.string(),
  }),
  logoLink: z.string().nullable(),
  primary_color: z.string().nullable(),
  is_ged_module_enabled: z.boolean(),
  is_govbr_login_enable: z.boolean(),
  is_moodle_enabled: z.boolean(),
  ged_app_url: z.string().nullable(),
  limit_days_to_first_login: z.number().int(),
  paperPrice: z.number(),
  printPrice: z.number(),
  support_url: z.string().nullable(),
  privacy_url: z.string().nullable(),
  terms_url: z.string().nullable(),
  /** The PAdES AD-RB form PDFs are signed in (see migration 003 for why ETSI is the default). */
  pades_signature_form: z.enum(['ETSI.CAdES.detached', 'PBAD.PAdES']),
  /** The signup asks for reCAPTCHA (with this public site key) when on; the server checks the token. */
  recaptcha_enabled: z.boolean(),
  recaptcha_site_key: z.string().nullable(),
  convert_word_files_on_upload: z.boolean(),
  is_edoc: z.boolean(),
  /** The organisation's default print layout (each document type names its own: document settings). */
  document_print_layout_id: z.number().int(),
  print_layout: z.lazy(() => printLayoutSchema),
  /** The Carta de Serviços' introductions (HTML, sanitised when shown): to staff and to citizens. */
  internal_service_letter: z.string(),
  external_service_letter: z.string(),
  /** The login screens' images, in the order they were added (public links). */
  login_images: z.array(z.object({ id: z.number().int(), link: z.string() })),
});
export type Organization = z.infer<typeof organizationSchema>;

/** The organisation's own texts: terms and usage policy (accepted at signup) and privacy policy. */
export const ORGANIZATION_TEXT_KINDS = ['terms', 'usage_policy', 'privacy'] as const;
export type OrganizationTextKind = (typeof ORGANIZATION_TEXT_KINDS)[number];

/** GET /organization/1/texts/{kind}: content is HTML, sanitised again before it is shown. */
export const organizationTextSchema = z.object({
  kind: z.enum(ORGANIZATION_TEXT_KINDS),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type OrganizationText = z.infer<typeof organizationTextSchema>;

const o = messages.organizationSettings.server;
const v = messages.validation;

/** The print layout every printout uses (printouts.ts): header HTML, footer text, margins in mm. */
export const printLayoutSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  footer_text: z.string(),
  margin_y: z.number(),
  margin_x: z.number(),
});
export type PrintLayout = z.infer<typeof printLayoutSchema>;

export const MARGIN_RANGE = { min: 5, max: 60 } as const;
const margin = z.number({ error: o.margin }).min(MARGIN_RANGE.min, o.margin).max(MARGIN_RANGE.max, o.margin);

/** PUT /organization/print-layout (and its preview): the version is the server's, one more per save. */
export const printLayoutInputSchema = z.object({
  content: z.string().max(20_000, v.max(20_000)),
  footer_text: z.string().trim().max(500, v.max(500)),
  margin_y: margin,
  margin_x: margin,
});
export type PrintLayoutInput = z.infer<typeof printLayoutInputSchema>;

const text = (max: number) => z.string().trim().max(max, v.max(max)).default('');
const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const optionalUrl = z
  .string()
  .trim()
  .max(500, v.max(500))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpUrl(value), o.url);
/** Prices arrive as numbers (the form parses the pt-BR comma); money precision is 4 (§9). */
const price = z.number({ error: v.invalid }).min(0, o.priceMin).refine(hasMoneyPrecision, o.priceDecimals);

/** PUT /organization: every general field of §3 (the logo, layout and document settings have their own calls). */
export const organizationInputSchema = z
  .object({
    name: requiredText(255),
    type: z.enum(['public', 'private'], { error: v.invalid }),
    documentNumber: requiredText(18)
      .transform((value) => onlyDigits(value))
      .refine(isValidCnpjNumber, v.cnpj),
    telephones: z.array(z.object({ number: requiredText(30) })).max(10),
    address: z.object({
      street: text(255),
      number: text(20),
      neighborhood: text(255),
      city: z.object({ name: text(255) }),
      state: z.object({ name: text(255) }),
      zip: text(9).transform(onlyDigits),
    }),
    primary_color: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || /^#[0-9a-fA-F]{6}$/.test(value), o.color),
    is_ged_module_enabled: z.boolean(),
    is_govbr_login_enable: z.boolean(),
    is_moodle_enabled: z.boolean(),
    convert_word_files_on_upload: z.boolean(),
    is_edoc: z.boolean(),
    ged_app_url: optionalUrl,
    limit_days_to_first_login: z.number({ error: o.limitDays }).int(o.limitDays).min(1, o.limitDays).max(365, o.limitDays),
    paperPrice: price,
    printPrice: price,
    support_url: optionalUrl,
    privacy_url: optionalUrl,
    terms_url: optionalUrl,
    internal_service_letter: z.string().max(50_000, v.max(50_000)).default(''),
    external_service_letter: z.string().max(50_000, v.max(50_000)).default(''),
  })
  .superRefine((input, context) => {
    if (input.is_ged_module_enabled && input.ged_app_url === null) context.addIssue({ code: 'custom', path: ['ged_app_url'], message: o.gedUrlRequired });
  });
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/** The logo's multipart field and size limit (POST /organization/logo). */
export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** POST /organization/login-images: one image per call, as many as LOGIN_IMAGES_MAX, each up to LOGIN_IMAGE_MAX_BYTES. */
export const LOGIN_IMAGE_FIELD = 'image';
export const LOGIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LOGIN_IMAGES_MAX = 5;

/** One document type's settings as the Configuração de documentos tab edits them. */
export const documentTypeSettingSchema = z.object({
  key: z.enum(DOCUMENT_TYPE_KEYS),
  name: z.string(),
  enabled: z.boolean(),
  document_print_layout_id: z.number().int(),
  default_recipient_sector_id: z.number().int().nullable(),
});
export type DocumentTypeSetting = z.infer<typeof documentTypeSettingSchema>;

export const PRINT_LAYOUT_IDS = [1, 2, 3, 4, 5] as const;

export const documentTypeSettingsInputSchema = z.object({
  document_types: z
    .array(
      z.object({
        key: z.enum(DOCUMENT_TYPE_KEYS),
        enabled: z.boolean(),
        document_print_layout_id: z
          .number({ error: o.unknownLayout })
          .int()
          .refine((id) => (PRINT_LAYOUT_IDS as readonly number[]).includes(id), o.unknownLayout),
        default_recipient_sector_id: z.number().int().positive().nullable(),
      }),
    )
    .length(DOCUMENT_TYPE_KEYS.length, o.typesIncomplete)
    .refine((types) => new Set(types.map((type) => type.key)).size === DOCUMENT_TYPE_KEYS.length, o.typesIncomplete),
});
export type DocumentTypeSettingsInput = z.infer<typeof documentTypeSettingsInputSchema>;
