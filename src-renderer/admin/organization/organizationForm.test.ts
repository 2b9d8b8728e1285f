// The organisation's general form: prices are shown with a comma and 4 decimals and read back from
// pt-BR text; more than 4 decimals, a point as decimal separator and the server's other rules are
// refused before sending, under the field that holds them.
import { describe, expect, it } from 'vitest';
import type { Organization } from '../../../src-shared/api/organization';
import { messages } from '../../../src-shared/messages';
import { organizationFieldOf, organizationForm, toOrganizationInput } from './organizationForm';

const o = messages.organizationSettings.server;

const organization: Organization = {
  id: 1,
  name: 'Prefeitura Municipal de Vale Verde',
  type: 'public',
  documentNumber: '18374652000151',
  telephones: [{ number: '(35) 3421-1000' }, { number: '(35) 3421-1156' }],
  address: { street: 'Praça Tiradentes', number: '100', neighborhood: 'Centro', city: { name: 'Vale Verde' }, state: { name: 'Minas Gerais' }, zip: '37500000' },
  logoLink: null,
  primary_color: '#1b3a6b',
  is_ged_module_enabled: true,
  is_govbr_login_enable: true,
  is_moodle_enabled: false,
  ged_app_url: 'https://ged.valeverde.mg.gov.br',
  limit_days_to_first_login: 5,
  paperPrice: 0.15,
  printPrice: 0.35,
  support_url: null,
  privacy_url: null,
  terms_url: null,
  pades_signature_form: 'ETSI.CAdES.detached',
  recaptcha_enabled: false,
  recaptcha_site_key: null,
  convert_word_files_on_upload: false,
  is_edoc: false,
  document_print_layout_id: 1,
  print_layout: { version: 1, content: '', footer_text: '', margin_y: 25.4, margin_x: 25.4 },
  internal_service_letter: '',
  external_service_letter: '',
  login_images: [],
};

describe('organizationForm', () => {
  it('shows prices with a comma and four decimals, telephones one per line', () => {
    const form = organizationForm(organization);
    expect(form.paperPrice).toBe('0,1500');
    expect(form.printPrice).toBe('0,3500');
    expect(form.telephones).toBe('(35) 3421-1000\n(35) 3421-1156');
  });
});

describe('toOrganizationInput', () => {
  it('parses comma prices and sends the body PUT /organization takes', () => {
    const checked = toOrganizationInput({ ...organizationForm(organization), paperPrice: '0,1234', printPrice: '1.234,5', telephones: '(35) 3421-2000\n\n' });
    expect(checked).toMatchObject({ input: { paperPrice: 0.1234, printPrice: 1234.5, telephones: [{ number: '(35) 3421-2000' }], address: { city: { name: 'Vale Verde' } } } });
  });

  it('refuses more than four decimals, a point as decimal separator, a bad CNPJ and GED on without its address', () => {
    const checked = toOrganizationInput({ ...organizationForm(organization), paperPrice: '0,12345', printPrice: '0.35', documentNumber: '123', ged_app_url: '', name: '' });
    expect(checked).toEqual({
      errors: {
        paperPrice: o.priceDecimals,
        printPrice: messages.validation.invalid,
        documentNumber: messages.validation.cnpj,
        ged_app_url: o.gedUrlRequired,
        name: messages.validation.required,
      },
    });
  });
});

describe('organizationFieldOf', () => {
  it("puts the server's nested keys on the form's flat fields", () => {
    expect(organizationFieldOf('address.city.name')).toBe('city');
    expect(organizationFieldOf('address.street')).toBe('street');
    expect(organizationFieldOf('telephones.1.number')).toBe('telephones');
    expect(organizationFieldOf('paperPrice')).toBe('paperPrice');
  });
});
