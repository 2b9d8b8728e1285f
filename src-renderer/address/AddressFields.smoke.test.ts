// @vitest-environment jsdom
// The shared address block mounted with the postal-code and locations APIs mocked: the CEP masked
// as typed and, at exactly 8 digits, filling state, city, neighbourhood, street and complement
// (never the number); "CEP não encontrado" for a CEP the service does not know, any other failure
// only logged; the layouts' order and required marks; a document's typed city and UF; the
// data-field and test-id hooks the editors and e2e specs use.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h, useState } from 'react';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../api/ApiError';
import type { AddressLayout, AddressValue } from './AddressFields';
import { mountWithProviders } from './testing/mountWithProviders';

const a = messages.address;
const l = messages.locations;
const SE = { zip: '01001000', uf: 'SP', city: 'SAO PAULO', neighborhood: 'Sé', street: 'Praça da Sé', complement: 'lado ímpar' };
const api = {
  states: vi.fn(async () => [
    { code: 31, uf: 'MG', name: 'Minas Gerais' },
    { code: 35, uf: 'SP', name: 'São Paulo' },
  ]),
  cities: vi.fn(async (uf: string) => (uf === 'SP' ? [{ code: 3550308, name: 'São Paulo' }] : [{ code: 3106200, name: 'Belo Horizonte' }])),
  zipCode: vi.fn(async (zip: string): Promise<typeof SE> => {
    if (zip === SE.zip) return SE;
    throw new ApiError(zip === '99999999' ? 404 : 503, { message: 'x' });
  }),
};
vi.mock('../api/client', () => ({ locationsApi: { states: api.states, cities: api.cities }, documentsApi: { zipCode: api.zipCode } }));

const EMPTY: AddressValue = { zip: '', state: '', city: '', street: '', number: '', neighborhood: '', complement: '' };

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

type Options = { layout: AddressLayout; required?: boolean; initial?: Partial<AddressValue>; dataFieldPrefix?: string; zipTestId?: string; errors?: Partial<AddressValue> };

async function mount({ initial = {}, ...options }: Options) {
  const { AddressFields } = await import('./AddressFields');
  const state = { value: { ...EMPTY, ...initial } };
  function Form() {
    const [value, setValue] = useState(state.value);
    state.value = value;
    return h(AddressFields, { ...options, value, onChange: (patch: Partial<AddressValue>) => setValue((previous) => ({ ...previous, ...patch })) });
  }
  const { div, settle } = await mountWithProviders(h(Form));
  const inputs = () => [...div.querySelectorAll<HTMLInputElement>('input')];
  /** The input labelled `label` (the label's text without the required mark). */
  const field = (label: string) => inputs().find((input) => input.labels?.[0]?.textContent?.replace(/\s*\*$/, '') === label)!;
  const type = async (label: string, text: string) => {
    const input = field(label);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();
  };
  /** The labels of the visible fields in order (a Select's hidden value input has none). */
  const labels = () => inputs().flatMap((input) => (input.labels?.length ? [input.labels[0]!.textContent] : []));
  return { div, state, field, type, labels };
}

describe('AddressFields', () => {
  it('masks the CEP and at 8 digits fills the place, street, neighbourhood and complement, never the number', async () => {
    const ui = await mount({ layout: 'stateFirst', required: true, initial: { number: '10', street: 'antiga' } });
    await ui.type(a.zip, '0100');
    expect(api.zipCode).not.toHaveBeenCalled();
    await ui.type(a.zip, '01001000');
    expect(ui.field(a.zip).value).toBe('01001-000');
    expect(api.zipCode).toHaveBeenCalledWith('01001000', expect.any(AbortSignal));
    // The lookup's "SAO PAULO" takes IBGE's spelling in the city picker.
    expect(ui.state.value).toEqual({ zip: '01001-000', state: 'SP', city: 'São Paulo', street: 'Praça da Sé', number: '10', neighborhood: 'Sé', complement: 'lado ímpar' });
    expect(ui.field(l.state).value).toBe('São Paulo (SP)');
    expect(ui.field(l.city).value).toBe('São Paulo');
    expect(ui.field(a.street).value).toBe('Praça da Sé');
  });

  it('says "CEP não encontrado" for a CEP the service does not know, and only logs other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ui = await mount({ layout: 'streetFirst' });
    await ui.type(a.zip, '99999-999');
    expect(ui.div.textContent).toContain(a.zipNotFound);
    expect(ui.field(a.zip).getAttribute('aria-invalid')).toBe('true');
    // Typing again clears the message; an unavailable service leaves the person to type.
    await ui.type(a.zip, '12345678');
    expect(ui.div.textContent).not.toContain(a.zipNotFound);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(ui.state.value).toEqual({ ...EMPTY, zip: '12345-678' });
  });

  it('orders and marks the fields by layout, state and city first on the signup', async () => {
    const signup = await mount({ layout: 'stateFirst', required: true });
    expect(signup.labels()).toEqual([`${a.zip} *`, `${l.state} *`, `${l.city} *`, `${a.street} *`, `${a.number} *`, `${a.neighborhood} *`, a.complement]);
    expect(signup.field(a.zip).autocomplete).toBe('postal-code');
    expect(signup.field(a.street).autocomplete).toBe('address-line1');
    expect(signup.field(a.complement).autocomplete).toBe('address-line2');
    document.body.innerHTML = '';

    const profile = await mount({ layout: 'streetFirst', zipTestId: 'profile-zip' });
    expect(profile.labels()).toEqual([a.zip, a.street, a.number, a.complement, a.neighborhood, l.state, l.city]);
    expect(profile.div.querySelector('[data-testid=profile-zip]')).toBe(profile.field(a.zip));
  });

  it('puts each field’s error under it and names the fields by the editor’s paths', async () => {
    const ui = await mount({ layout: 'streetFirst', dataFieldPrefix: 'person.address.', errors: { street: 'Logradouro inválido', state: 'Estado inválido' } });
    expect(ui.field(a.street).getAttribute('aria-invalid')).toBe('true');
    expect(ui.div.textContent).toContain('Logradouro inválido');
    expect(ui.field(l.state).getAttribute('aria-invalid')).toBe('true');
    const named = [...ui.div.querySelectorAll('[data-field]')].map((input) => input.getAttribute('data-field'));
    expect(named).toEqual(['person.address.zip', 'person.address.street', 'person.address.number', 'person.address.complement', 'person.address.neighborhood']);
  });

  it('takes a document’s city and UF typed, the UF in capitals, without IBGE’s lists', async () => {
    const ui = await mount({ layout: 'document', required: true });
    expect(ui.labels()).toEqual([`${a.zip} *`, `${a.street} *`, `${a.number} *`, a.complement, `${a.neighborhood} *`, `${a.city} *`, `${a.uf} *`]);
    await ui.type(a.uf, 'mg');
    await ui.type(a.city, 'Vale Verde');
    expect(ui.state.value).toMatchObject({ state: 'MG', city: 'Vale Verde' });
    expect(ui.field(a.uf).maxLength).toBe(2);
    // The lookup's state differs: the city typed for the other state goes, the lookup's comes as it spells it.
    await ui.type(a.zip, '01001000');
    expect(ui.state.value).toMatchObject({ state: 'SP', city: 'SAO PAULO', street: 'Praça da Sé' });
    expect(api.states).not.toHaveBeenCalled();
  });
});
