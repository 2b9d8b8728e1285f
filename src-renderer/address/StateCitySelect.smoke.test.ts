// @vitest-environment jsdom
// The picker mounted with the locations API mocked: the state chosen by keyboard after an
// accent-free search, the city list loading only then, the city chosen the same way with its IBGE
// code, a CEP lookup's spelling taken to IBGE's, and a failed load saying so with a retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h, useState } from 'react';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../api/ApiError';
import type { StateCityValue } from './StateCitySelect';
import { mountWithProviders } from './testing/mountWithProviders';

const m = messages.locations;
const api = {
  states: vi.fn(async () => [
    { code: 12, uf: 'AC', name: 'Acre' },
    { code: 35, uf: 'SP', name: 'São Paulo' },
  ]),
  cities: vi.fn(async (uf: string) =>
    uf === 'SP'
      ? [{ code: 3509502, name: 'Campinas' }, { code: 3549904, name: 'São José dos Campos' }, { code: 3550308, name: 'São Paulo' }]
      : [{ code: 1200401, name: 'Rio Branco' }],
  ),
};
vi.mock('../api/client', () => ({ locationsApi: api }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

async function mount(initial: { uf: string; city: string }) {
  const { StateCitySelect } = await import('./StateCitySelect');
  const changes: StateCityValue[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return h(StateCitySelect, {
      uf: value.uf,
      city: value.city,
      required: true,
      onChange: (next: StateCityValue) => {
        changes.push(next);
        setValue({ uf: next.uf, city: next.city });
      },
    });
  }
  const { div, settle } = await mountWithProviders(h(Form));
  const input = (testId: string) => div.querySelector<HTMLInputElement>(`input[data-testid=${testId}]`)!;
  const type = async (testId: string, text: string) => {
    const field = input(testId);
    await act(async () => {
      field.focus();
      field.click();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const key = async (testId: string, name: string) =>
    act(async () => {
      input(testId).dispatchEvent(new KeyboardEvent('keydown', { key: name, code: name, bubbles: true }));
    });
  /** The options of the list a field's dropdown shows (aria-controls). */
  const options = (testId: string) => {
    const list = document.getElementById(input(testId).getAttribute('aria-controls') ?? '');
    return [...(list?.querySelectorAll('[role=option]') ?? [])].map((option) => option.textContent);
  };
  return { div, changes, input, type, key, options, settle };
}

describe('StateCitySelect', () => {
  it('chooses the state, then the city, by keyboard and with accent-free searches', async () => {
    const ui = await mount({ uf: '', city: '' });
    expect(ui.input('state-select').labels?.[0]?.textContent).toContain(m.state);
    expect(ui.input('city-select').disabled).toBe(true);
    expect(ui.input('city-select').placeholder).toBe(m.cityNeedsState);
    expect(api.cities).not.toHaveBeenCalled();

    await ui.type('state-select', 'sao');
    expect(ui.options('state-select')).toEqual(['São Paulo (SP)']);
    await ui.key('state-select', 'ArrowDown');
    await ui.key('state-select', 'Enter');
    await ui.settle();
    expect(ui.changes.at(-1)).toEqual({ uf: 'SP', city: '', cityCode: null });
    expect(api.cities).toHaveBeenCalledWith('SP', expect.anything());
    expect(ui.input('city-select').disabled).toBe(false);

    await ui.type('city-select', 'sao jose');
    expect(ui.options('city-select')).toEqual(['São José dos Campos']);
    await ui.key('city-select', 'ArrowDown');
    await ui.key('city-select', 'Enter');
    await ui.settle();
    expect(ui.changes.at(-1)).toEqual({ uf: 'SP', city: 'São José dos Campos', cityCode: 3549904 });
    expect(ui.input('city-select').value).toBe('São José dos Campos');

    // Another state: the city is cleared and that state's list loads.
    await ui.type('state-select', 'acre');
    await ui.key('state-select', 'ArrowDown');
    await ui.key('state-select', 'Enter');
    await ui.settle();
    expect(ui.changes.at(-1)).toEqual({ uf: 'AC', city: '', cityCode: null });
    expect(ui.input('city-select').value).toBe('');
    expect(api.cities).toHaveBeenLastCalledWith('AC', expect.anything());
  });

  it('takes a city a CEP lookup spelled otherwise to IBGE’s name', async () => {
    const ui = await mount({ uf: 'SP', city: 'SAO PAULO' });
    expect(ui.changes).toEqual([{ uf: 'SP', city: 'São Paulo', cityCode: 3550308 }]);
    expect(ui.input('city-select').value).toBe('São Paulo');
    expect(ui.input('state-select').value).toBe('São Paulo (SP)');
  });

  it('says the server’s words when the list cannot load, and tries again on request', async () => {
    api.states.mockRejectedValueOnce(new ApiError(503, { message: m.upstreamDown }));
    const ui = await mount({ uf: '', city: '' });
    expect(ui.div.textContent).toContain(m.upstreamDown);
    const retry = [...ui.div.querySelectorAll('button')].find((button) => button.textContent === m.retry)!;
    await act(async () => retry.click());
    await ui.settle();
    expect(api.states).toHaveBeenCalledTimes(2);
    expect(ui.div.textContent).not.toContain(m.upstreamDown);
  });
});
