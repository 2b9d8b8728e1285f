// The organisation's general form as the settings screen edits it: flat text and switches, prices
// typed the pt-BR way ("0,1234"), telephones one per line. toOrganizationInput checks it with the
// server's own schema, so the form and the server refuse the same things with the same words.
import { organizationInputSchema, type Organization, type OrganizationInput } from '../../../src-shared/api/organization';
import { messages } from '../../../src-shared/messages';
import { formatMoney, MONEY_PRECISION, parseMoney, typedDecimals } from '../../../src-shared/validation/money';
import type { FormCheck } from '../resource/defineSettings';
import { issuesByField } from '../resource/saveError';

const o = messages.organizationSettings.server;

export type OrganizationForm = {
  name: string;
  type: 'public' | 'private';
  documentNumber: string;
  telephones: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  zip: string;
  primary_color: string;
  is_ged_module_enabled: boolean;
  ged_app_url: string;
  is_govbr_login_enable: boolean;
  is_moodle_enabled: boolean;
  convert_word_files_on_upload: boolean;
  is_edoc: boolean;
  limit_days_to_first_login: string;
  paperPrice: string;
  printPrice: string;
  support_url: string;
  privacy_url: string;
  terms_url: string;
  internal_service_letter: string;
  external_service_letter: string;
};

export function organizationForm(org: Organization): OrganizationForm {
  return {
    name: org.name,
    type: org.type,
    documentNumber: org.documentNumber,
    telephones: org.telephones.map((telephone) => telephone.number).join('\n'),
    street: org.address.street,
    number: org.address.number,
    neighborhood: org.address.neighborhood,
    city: org.address.city.name,
    state: org.address.state.name,
    zip: org.address.zip,
    primary_color: org.primary_color ?? '',
    is_ged_module_enabled: org.is_ged_module_enabled,
    ged_app_url: org.ged_app_url ?? '',
    is_govbr_login_enable: org.is_govbr_login_enable,
    is_moodle_enabled: org.is_moodle_enabled,
    convert_word_files_on_upload: org.convert_word_files_on_upload,
    is_edoc: org.is_edoc,
    limit_days_to_first_login: String(org.limit_days_to_first_login),
    paperPrice: formatMoney(org.paperPrice),
    printPrice: formatMoney(org.printPrice),
    support_url: org.support_url ?? '',
    privacy_url: org.privacy_url ?? '',
    terms_url: org.terms_url ?? '',
    internal_service_letter: org.internal_service_letter,
    external_service_letter: org.external_service_letter,
  };
}

/** The server's error keys (dot paths of the body) as the form's field names. */
export function organizationFieldOf(serverKey: string): string {
  if (serverKey.startsWith('telephones')) return 'telephones';
  const address = /^address\.(street|number|neighborhood|zip|city|state)/.exec(serverKey);
  return address ? address[1]! : serverKey;
}

/** A price as typed: a pt-BR number with at most 4 decimals, or the reason it is not. */
function priceOf(text: string): number | string {
  if (typedDecimals(text) > MONEY_PRECISION) return o.priceDecimals;
  return parseMoney(text) ?? messages.validation.invalid;
}

export function toOrganizationInput(form: OrganizationForm): FormCheck<OrganizationInput> {
  const errors: Record<string, string> = {};
  const paper = priceOf(form.paperPrice);
  const print = priceOf(form.printPrice);
  if (typeof paper === 'string') errors.paperPrice = paper;
  if (typeof print === 'string') errors.printPrice = print;
  const days = /^\d{1,3}$/.test(form.limit_days_to_first_login.trim()) ? Number(form.limit_days_to_first_login) : Number.NaN;
  const input: OrganizationInput = {
    name: form.name,
    type: form.type,
    documentNumber: form.documentNumber,
    telephones: form.telephones
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((number) => ({ number })),
    address: { street: form.street, number: form.number, neighborhood: form.neighborhood, city: { name: form.city }, state: { name: form.state }, zip: form.zip },
    primary_color: form.primary_color,
    is_ged_module_enabled: form.is_ged_module_enabled,
    is_govbr_login_enable: form.is_govbr_login_enable,
    is_moodle_enabled: form.is_moodle_enabled,
    convert_word_files_on_upload: form.convert_word_files_on_upload,
    is_edoc: form.is_edoc,
    ged_app_url: form.ged_app_url,
    limit_days_to_first_login: days,
    paperPrice: typeof paper === 'number' ? paper : 0,
    printPrice: typeof print === 'number' ? print : 0,
    support_url: form.support_url,
    privacy_url: form.privacy_url,
    terms_url: form.terms_url,
    internal_service_letter: form.internal_service_letter,
    external_service_letter: form.external_service_letter,
  };
  const checked = organizationInputSchema.safeParse(input);
  if (!checked.success) {
    for (const [key, message] of Object.entries(issuesByField(checked.error.issues))) errors[organizationFieldOf(key)] ??= message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
