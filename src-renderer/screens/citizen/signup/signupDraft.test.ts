// The signup's steps read as the §5 rules: each step refuses what it holds with its message, a
// company needs its responsible person and their CPF, the draft survives a reload without the
// password, the server's field errors come back to the step that holds them, and the `form` prefill
// sets the type and the masked document.
import { describe, expect, it } from 'vitest';
import { LoginType } from '../../../../src-shared/api/auth';
import { registerRequestSchema } from '../../../../src-shared/api/signup';
import { messages } from '../../../../src-shared/messages';
import {
  createSignupStore,
  EMPTY_DRAFT,
  firstIncompleteStep,
  maskCnpj,
  maskCpf,
  maskPhone,
  registerRequestOf,
  serverErrorsOf,
  SIGNUP_STORAGE_KEY,
  validateStep,
  type SignupDraft,
} from './signupDraft';

const v = messages.validation;
const s = messages.signup;

const citizen: SignupDraft = {
  ...EMPTY_DRAFT,
  type: 'contact',
  name: 'Joana Darc Ferreira',
  cpfCnpj: '007.225.691-57',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  cellphone: '(35) 99876-1204',
  email: 'joana@exemplo.com.br',
  zip: '01001-000',
  state: 'SP',
  city: 'São Paulo',
  street: 'Praça da Sé',
  number: '10',
  neighborhood: 'Sé',
  password: 'senha1234',
  passwordConfirmation: 'senha1234',
  acceptTerm: true,
};
const company: SignupDraft = { ...citizen, type: 'organization', name: 'Padaria Pão Quente Ltda', cpfCnpj: '44.074.112/6754-45', responsibility: 'Paulo Roberto Dias', secondaryCpf: '668.171.571-02' };

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('each step refuses its fields with the §5 messages', () => {
  it('passes a complete citizen and a complete company on every step', () => {
    for (const draft of [citizen, company]) {
      for (const step of ['type', 'personal', 'address', 'terms'] as const) expect(validateStep(step, draft), step).toEqual({});
    }
  });

  it('type: an account type is required', () => {
    expect(validateStep('type', EMPTY_DRAFT)).toEqual({ type: v.required });
  });

  it('personal: every field empty is Campo obrigatório, a company’s two more included', () => {
    expect(validateStep('personal', { ...EMPTY_DRAFT, type: 'organization' })).toEqual({
      name: v.required,
      cpfCnpj: v.required,
      responsibility: v.required,
      secondaryCpf: v.required,
      dateOfBirth: v.required,
      gender: v.required,
      cellphone: v.required,
      email: v.required,
    });
  });

  it.each<[string, Partial<SignupDraft>, Partial<Record<string, string>>]>([
    ['one name only', { name: 'Joana' }, { name: v.fullName }],
    ['a wrong CPF', { cpfCnpj: '123.456.789-00' }, { cpfCnpj: v.cpf }],
    ['a CNPJ for a citizen', { cpfCnpj: '44.074.112/6754-45' }, { cpfCnpj: v.cpf }],
    ['a birthday in the future', { dateOfBirth: '2999-01-01' }, { dateOfBirth: v.birthday }],
    ['a wrong telephone', { cellphone: '(35) 1234' }, { cellphone: v.cellphone }],
    ['a wrong e-mail', { email: 'joana@exemplo' }, { email: v.email }],
  ])('personal: %s', (_case, change, errors) => {
    expect(validateStep('personal', { ...citizen, ...change })).toEqual(errors);
  });

  it('personal: a company needs a CNPJ, its responsible person’s full name and their CPF', () => {
    expect(validateStep('personal', { ...company, cpfCnpj: '007.225.691-57', responsibility: 'Paulo', secondaryCpf: '111.111.111-11' })).toEqual({
      cpfCnpj: v.cnpj,
      responsibility: v.fullName,
      secondaryCpf: v.cpf,
    });
  });

  it('address: the CEP has 8 digits, state, city and the rest are required; password rules and confirmation', () => {
    expect(validateStep('address', { ...citizen, zip: '0100', state: '', city: '', street: '', number: '', neighborhood: '', password: 'abcdefgh', passwordConfirmation: 'x' })).toEqual({
      zip: s.zipInvalid,
      state: v.required,
      city: v.required,
      street: v.required,
      number: v.required,
      neighborhood: v.required,
      password: v.password,
      passwordConfirmation: v.confirmed,
    });
  });

  it('terms: acceptance is required', () => {
    expect(validateStep('terms', { ...citizen, acceptTerm: false })).toEqual({ acceptTerm: s.acceptTermRequired });
  });

  it('a later step opened first goes back to the first incomplete one', () => {
    expect(firstIncompleteStep(EMPTY_DRAFT, 'terms')).toBe('type');
    expect(firstIncompleteStep({ ...citizen, email: '' }, 'terms')).toBe('personal');
    expect(firstIncompleteStep({ ...citizen, email: '' }, 'personal')).toBeNull();
    expect(firstIncompleteStep(citizen, 'terms')).toBeNull();
  });
});

describe('the request', () => {
  it('is what the server’s schema accepts, for a citizen and a company', () => {
    expect(registerRequestSchema.safeParse(registerRequestOf(citizen, null)).success).toBe(true);
    const parsed = registerRequestSchema.parse(registerRequestOf(company, 'token'));
    expect(parsed.person).toMatchObject({ cpfCnpj: '44074112675445', responsibility: 'Paulo Roberto Dias', secondaryCpfCnpj: '66817157102' });
    expect(parsed['g-recaptcha-response']).toBe('token');
  });

  it('carries no company fields for a citizen', () => {
    expect(registerRequestOf({ ...citizen, responsibility: 'X Y', secondaryCpf: '1' }, null).person).toMatchObject({ responsibility: null, secondaryCpfCnpj: null });
  });
});

describe('the server’s field errors', () => {
  it('land on their fields, and the earliest step holding one is where the portal goes back to', () => {
    expect(serverErrorsOf({ 'person.email': 'E-mail existente ou inválido', 'person.cpfCnpj': 'Cpf existente ou inválido', acceptTerm: 'x' })).toEqual({
      errors: { email: 'E-mail existente ou inválido', cpfCnpj: 'Cpf existente ou inválido', acceptTerm: 'x' },
      step: 'personal',
      unplaced: [],
    });
    expect(serverErrorsOf({ 'person.address.city': 'Município não encontrado' }).step).toBe('address');
    expect(serverErrorsOf({ 'g-recaptcha-response': 'robô' })).toEqual({ errors: { recaptcha: 'robô' }, step: 'terms', unplaced: [] });
    expect(serverErrorsOf({ body: 'Corpo inválido' })).toEqual({ errors: {}, step: null, unplaced: ['Corpo inválido'] });
  });
});

describe('the store', () => {
  it('keeps the draft across a reload, but never the password or its confirmation', () => {
    const storage = new MemoryStorage();
    const first = createSignupStore(storage);
    first.getState().update(citizen);
    expect(storage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('senha1234');

    const reloaded = createSignupStore(storage).getState().draft;
    expect(reloaded).toEqual({ ...citizen, password: '', passwordConfirmation: '' });
  });

  it('ignores a tampered or broken copy', () => {
    const storage = new MemoryStorage();
    storage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ type: 'admin', gender: 'x', name: 42, email: 'a@b.com', password: 'p' }));
    expect(createSignupStore(storage).getState().draft).toEqual({ ...EMPTY_DRAFT, email: 'a@b.com' });
    storage.setItem(SIGNUP_STORAGE_KEY, '{');
    expect(createSignupStore(storage).getState().draft).toEqual(EMPTY_DRAFT);
  });

  it('clears a field’s error when it is typed again, and everything on reset', () => {
    const storage = new MemoryStorage();
    const store = createSignupStore(storage);
    store.getState().setErrors({ email: v.email, name: v.fullName });
    store.getState().update({ email: 'joana@exemplo.com.br' });
    expect(store.getState().errors).toEqual({ name: v.fullName });
    store.getState().reset();
    expect(store.getState().draft).toEqual(EMPTY_DRAFT);
    expect(storage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });

  it('holds the reCAPTCHA token in memory only; a used token is dropped and the widget told to start again', () => {
    const storage = new MemoryStorage();
    const store = createSignupStore(storage);
    store.getState().update(citizen);
    store.getState().setErrors({ recaptcha: s.recaptchaRequired });
    store.getState().setRecaptchaToken('token-do-google');
    expect(store.getState()).toMatchObject({ recaptchaToken: 'token-do-google', errors: {} });
    expect(storage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('token-do-google');
    store.getState().recaptchaUsed();
    expect(store.getState()).toMatchObject({ recaptchaToken: null, recaptchaRound: 1 });
  });

  it('takes the certificate’s prefill: name, type from the document and the masked number', () => {
    const store = createSignupStore(null);
    store.getState().applyPrefill({ name: 'JOSE DA SILVA TESTE', cpf_cnpj: '11144477735', login_type: LoginType.ICP_EXTERNAL_USER });
    expect(store.getState().draft).toMatchObject({ name: 'JOSE DA SILVA TESTE', type: 'contact', cpfCnpj: '111.444.777-35', loginType: 2 });
    store.getState().applyPrefill({ cpf_cnpj: '44074112675445' });
    expect(store.getState().draft).toMatchObject({ type: 'organization', cpfCnpj: '44.074.112/6754-45' });
    store.getState().applyPrefill({ name: 'HELENA GOV BR', cpf_cnpj: '52998224725', email: 'helena@exemplo.com.br', login_type: LoginType.EGOV });
    expect(store.getState().draft).toMatchObject({ name: 'HELENA GOV BR', cpfCnpj: '529.982.247-25', email: 'helena@exemplo.com.br' });
  });
});

describe('masks', () => {
  it('format CPF, CNPJ and telephone as they are typed', () => {
    expect(maskCpf('0072256')).toBe('007.225.6');
    expect(maskCpf('00722569157999')).toBe('007.225.691-57');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskPhone('35')).toBe('(35');
    expect(maskPhone('3534211000')).toBe('(35) 3421-1000');
    expect(maskPhone('35998761204')).toBe('(35) 99876-1204');
  });
});
