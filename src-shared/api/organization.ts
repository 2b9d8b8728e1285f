import { z } from 'zod';

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
