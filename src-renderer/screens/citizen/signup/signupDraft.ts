// What the citizen types across the signup's four steps, in one store: going back and forth keeps
// it, and so does a reload (sessionStorage, this tab only), except the password and its
// confirmation, which never leave memory. Each step is checked with the §5 rules before the next
// opens; the server's field errors (keyed by the body's paths) come back to the step holding them.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SignupPrefill } from '../../../../src-shared/api/signupPrefill';
import { LoginType } from '../../../../src-shared/api/auth';
import { RECAPTCHA_FIELD, type Gender, type RegisterRequest, type SignupType } from '../../../../src-shared/api/signup';
import { messages } from '../../../../src-shared/messages';
import { firstError, isFullName, onlyDigits, rules } from '../../../../src-shared/validation/rules';

const v = messages.validation;
const s = messages.signup;

export const SIGNUP_STEPS = ['type', 'personal', 'address', 'terms'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export const signupPath = (step: SignupStep) => `/citizen/v2/signup/${step}`;
export const isSignupStep = (value: string | undefined): value is SignupStep => SIGNUP_STEPS.includes(value as SignupStep);

export type SignupDraft = {
  type: SignupType | '';
  name: string;
  cpfCnpj: string;
  responsibility: string;
  secondaryCpf: string;
  dateOfBirth: string;
  gender: Gender | '';
  cellphone: string;
  email: string;
  zip: string;
  state: string;
  city: string;
  street: string;
  number: string;
  neighborhood: string;
  complement: string;
  password: string;
  passwordConfirmation: string;
  acceptTerm: boolean;
  /** Signup from a certificate login without an account (the `form` query). */
  loginType: typeof LoginType.ICP_EXTERNAL_USER | null;
};
export type SignupField = Exclude<keyof SignupDraft, 'loginType'> | 'recaptcha';
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_DRAFT: SignupDraft = {
  type: '',
  name: '',
  cpfCnpj: '',
  responsibility: '',
  secondaryCpf: '',
  dateOfBirth: '',
  gender: '',
  cellphone: '',
  email: '',
  zip: '',
  state: '',
  city: '',
  street: '',
  number: '',
  neighborhood: '',
  complement: '',
  password: '',
  passwordConfirmation: '',
  acceptTerm: false,
  loginType: null,
};

/** The step each field is typed on. */
export const STEP_OF_FIELD: Record<SignupField, SignupStep> = {
  type: 'type',
  name: 'personal',
  cpfCnpj: 'personal',
  responsibility: 'personal',
  secondaryCpf: 'personal',
  dateOfBirth: 'personal',
  gender: 'personal',
  cellphone: 'personal',
  email: 'personal',
  zip: 'address',
  state: 'address',
  city: 'address',
  street: 'address',
  number: 'address',
  neighborhood: 'address',
  complement: 'address',
  password: 'address',
  passwordConfirmation: 'address',
  acceptTerm: 'terms',
  recaptcha: 'terms',
};

// ---- masks ---------------------------------------------------------------------------------

const group = (text: string, sizes: number[], separators: string[]): string => {
  let out = '';
  let at = 0;
  sizes.forEach((size, index) => {
    if (at >= text.length) return;
    if (index > 0) out += separators[index - 1] ?? '';
    out += text.slice(at, at + size);
    at += size;
  });
  return out;
};

export const maskCpf = (value: string): string => group(onlyDigits(value).slice(0, 11), [3, 3, 3, 2], ['.', '.', '-']);
/** Numeric or alphanumeric (since July 2026) CNPJ: 00.000.000/0000-00. */
export const maskCnpj = (value: string): string =>
  group(value.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 14), [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const local = digits.slice(2);
  const head = local.length > 8 ? 5 : 4;
  return `(${digits.slice(0, 2)}) ${local.length > head ? `${local.slice(0, head)}-${local.slice(head)}` : local}`;
}

// ---- rules ---------------------------------------------------------------------------------

const required = (value: string) => rules.required(value);

/** The §5 messages of one step's fields; empty when the step may be left. */
export function validateStep(step: SignupStep, draft: SignupDraft): SignupErrors {
  const errors: SignupErrors = {};
  const set = (field: SignupField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  const company = draft.type === 'organization';
  switch (step) {
    case 'type':
      set('type', draft.type === '' ? v.required : null);
      break;
    case 'personal':
      set('name', firstError(required(draft.name), isFullName(draft.name) ? null : v.fullName));
      set('cpfCnpj', firstError(required(draft.cpfCnpj), company ? rules.cnpj(draft.cpfCnpj) : rules.cpf(draft.cpfCnpj)));
      if (company) {
        set('responsibility', firstError(required(draft.responsibility), isFullName(draft.responsibility) ? null : v.fullName));
        set('secondaryCpf', firstError(required(draft.secondaryCpf), rules.cpf(draft.secondaryCpf)));
      }
      set('dateOfBirth', firstError(required(draft.dateOfBirth), rules.birthday(draft.dateOfBirth)));
      set('gender', required(draft.gender));
      set('cellphone', firstError(required(draft.cellphone), rules.cellphone(draft.cellphone)));
      set('email', firstError(required(draft.email), rules.email(draft.email)));
      break;
    case 'address':
      set('zip', firstError(required(draft.zip), onlyDigits(draft.zip).length === 8 ? null : s.zipInvalid));
      set('state', required(draft.state));
      set('city', required(draft.city));
      set('street', required(draft.street));
      set('number', required(draft.number));
      set('neighborhood', required(draft.neighborhood));
      set('password', firstError(required(draft.password), rules.password(draft.password)));
      set('passwordConfirmation', firstError(required(draft.passwordConfirmation), rules.confirmed(draft.passwordConfirmation, draft.password)));
      break;
    case 'terms':
      set('acceptTerm', draft.acceptTerm ? null : s.acceptTermRequired);
      break;
  }
  return errors;
}

/** The first step, up to `step`, that is not complete: where a visitor opening a later step's URL goes. */
export function firstIncompleteStep(draft: SignupDraft, upTo: SignupStep): SignupStep | null {
  for (const step of SIGNUP_STEPS) {
    if (step === upTo) return null;
    if (Object.keys(validateStep(step, draft)).length > 0) return step;
  }
  return null;
}

// ---- the request and the server's answers --------------------------------------------------

export function registerRequestOf(draft: SignupDraft, recaptchaToken: string | null): RegisterRequest {
  const company = draft.type === 'organization';
  return {
    type: draft.type === '' ? 'contact' : draft.type,
    origin: 'external',
    person: {
      name: draft.name.trim(),
      cpfCnpj: draft.cpfCnpj,
      responsibility: company ? draft.responsibility.trim() : null,
      secondaryCpfCnpj: company ? onlyDigits(draft.secondaryCpf) : null,
      dateOfBirth: draft.dateOfBirth,
      gender: draft.gender === '' ? ('' as Gender) : draft.gender,
      cellphone: onlyDigits(draft.cellphone),
      email: draft.email.trim(),
      address: {
        zip: onlyDigits(draft.zip),
        state: draft.state,
        city: draft.city,
        street: draft.street.trim(),
        number: draft.number.trim(),
        neighborhood: draft.neighborhood.trim(),
        complement: draft.complement.trim() || null,
      },
    },
    password: draft.password,
    password_confirmation: draft.passwordConfirmation,
    acceptTerm: draft.acceptTerm as true,
    ...(recaptchaToken !== null ? { [RECAPTCHA_FIELD]: recaptchaToken } : {}),
    ...(draft.loginType !== null ? { login_type: draft.loginType } : {}),
  };
}

const SERVER_FIELDS: Record<string, SignupField> = {
  type: 'type',
  'person.name': 'name',
  'person.cpfCnpj': 'cpfCnpj',
  'person.responsibility': 'responsibility',
  'person.secondaryCpfCnpj': 'secondaryCpf',
  'person.dateOfBirth': 'dateOfBirth',
  'person.gender': 'gender',
  'person.cellphone': 'cellphone',
  'person.email': 'email',
  'person.address.zip': 'zip',
  'person.address.state': 'state',
  'person.address.city': 'city',
  'person.address.street': 'street',
  'person.address.number': 'number',
  'person.address.neighborhood': 'neighborhood',
  'person.address.complement': 'complement',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  acceptTerm: 'acceptTerm',
  [RECAPTCHA_FIELD]: 'recaptcha',
};

/**
 * The server's field errors (first message each) on the draft's fields, the earliest step holding
 * one (to go back to), and what names no field (shown where the form is).
 */
export function serverErrorsOf(fieldErrors: Record<string, string>): { errors: SignupErrors; step: SignupStep | null; unplaced: string[] } {
  const errors: SignupErrors = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = SERVER_FIELDS[key];
    if (field === undefined) unplaced.push(message);
    else errors[field] ??= message;
  }
  const step = SIGNUP_STEPS.find((candidate) => Object.keys(errors).some((field) => STEP_OF_FIELD[field as SignupField] === candidate)) ?? null;
  return { errors, step, unplaced };
}

// ---- the store -----------------------------------------------------------------------------

export type SignupState = {
  draft: SignupDraft;
  errors: SignupErrors;
  /** Whether the certificate's data came in (the screen says so once). */
  prefilled: boolean;
  /** The reCAPTCHA widget's token, when the organisation asks for one: good once, never stored. */
  recaptchaToken: string | null;
  /** Bumped when a token was used up (a refused submit), so the widget starts again. */
  recaptchaRound: number;
  setRecaptchaToken(token: string | null): void;
  recaptchaUsed(): void;
  update(change: Partial<SignupDraft>): void;
  setErrors(errors: SignupErrors): void;
  applyPrefill(prefill: SignupPrefill): void;
  reset(): void;
};

export const SIGNUP_STORAGE_KEY = 'gdoc.citizen.signup';

type KeptDraft = Omit<SignupDraft, 'password' | 'passwordConfirmation'>;
const kept = ({ password: _password, passwordConfirmation: _confirmation, ...rest }: SignupDraft): KeptDraft => rest;

function restore(storage: Storage | null): SignupDraft {
  try {
    const raw = storage?.getItem(SIGNUP_STORAGE_KEY);
    if (!raw) return EMPTY_DRAFT;
    const saved = JSON.parse(raw) as Partial<Record<keyof SignupDraft, unknown>>;
    const draft: SignupDraft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof SignupDraft)[]) {
      if (key === 'password' || key === 'passwordConfirmation') continue;
      const value = saved[key];
      if (typeof value === typeof EMPTY_DRAFT[key] || (key === 'loginType' && value === LoginType.ICP_EXTERNAL_USER)) {
        (draft as Record<string, unknown>)[key] = value;
      }
    }
    if (!['', 'contact', 'organization'].includes(draft.type)) draft.type = '';
    if (!['', 'male', 'female', 'other'].includes(draft.gender)) draft.gender = '';
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function createSignupStore(storage: Storage | null): StoreApi<SignupState> {
  const store = createStore<SignupState>((set, get) => ({
    draft: restore(storage),
    errors: {},
    prefilled: false,
    recaptchaToken: null,
    recaptchaRound: 0,
    setRecaptchaToken: (token) => {
      const { recaptcha: _cleared, ...errors } = get().errors;
      set({ recaptchaToken: token, errors: token === null ? get().errors : errors });
    },
    recaptchaUsed: () => set({ recaptchaToken: null, recaptchaRound: get().recaptchaRound + 1 }),
    update: (change) => {
      // A field typed again loses its error.
      const errors = { ...get().errors };
      for (const key of Object.keys(change)) delete errors[key as SignupField];
      set({ draft: { ...get().draft, ...change }, errors });
    },
    setErrors: (errors) => set({ errors }),
    applyPrefill: (prefill) => {
      const change: Partial<SignupDraft> = {};
      if (prefill.name) change.name = prefill.name;
      if (prefill.cpf_cnpj) {
        const company = prefill.cpf_cnpj.length === 14;
        change.type = company ? 'organization' : 'contact';
        change.cpfCnpj = company ? maskCnpj(prefill.cpf_cnpj) : maskCpf(prefill.cpf_cnpj);
      }
      // gov.br hands over the account's e-mail; the citizen may still change it.
      if (prefill.email) change.email = prefill.email;
      if (prefill.login_type === LoginType.ICP_EXTERNAL_USER) change.loginType = LoginType.ICP_EXTERNAL_USER;
      set({ draft: { ...get().draft, ...change }, prefilled: true });
    },
    reset: () => set({ draft: EMPTY_DRAFT, errors: {}, prefilled: false, recaptchaToken: null }),
  }));
  store.subscribe((state, previous) => {
    if (state.draft === previous.draft || storage === null) return;
    try {
      if (state.draft === EMPTY_DRAFT) storage.removeItem(SIGNUP_STORAGE_KEY);
      else storage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(kept(state.draft)));
    } catch {
      // A full or blocked storage only loses the reload's copy.
    }
  });
  return store;
}

const sessionStorageOrNull = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The portal's one signup draft. */
export const signupStore = createSignupStore(sessionStorageOrNull());
