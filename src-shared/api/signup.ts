// POST user/register (companion §7): a citizen signs up (origin external). Every rule of §5 is in
// the schema, so the portal's steps and the server check the same things; the server checks the
// state and city against IBGE's lists and the duplicates on top. Field errors are keyed by the
// body's paths (person.cpfCnpj, person.address.zip…), which is how the portal finds the step.
import { z } from 'zod';
import { messages } from '../messages';
import { isFullName, isValidBirthday, isValidCellphone, isValidCnpjNumber, isValidCpfNumber, isValidEmail, onlyDigits, rules } from '../validation/rules';
import { LoginType } from './auth';
import { optionalText, requiredText } from '../validation/text';

const v = messages.validation;
const s = messages.signup;

/** The contact kinds of §3: Pessoa física is 'contact', Pessoa jurídica 'organization'. */
export const SIGNUP_TYPES = ['contact', 'organization'] as const;
export type SignupType = (typeof SIGNUP_TYPES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** Document numbers as stored: digits, or the upper-case letters and digits of an alphanumeric CNPJ. */
export const normaliseDocument = (value: string): string =>
  /[A-Za-z]/.test(value) ? value.replace(/[.\-/\s]/g, '').toUpperCase() : onlyDigits(value);

const requiredEnum = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? v.required : v.invalid) });

export const signupAddressSchema = z.object({
  zip: requiredText(9)
    .refine((value) => onlyDigits(value).length === 8 && /^[\d-]+$/.test(value), s.zipInvalid)
    .transform(onlyDigits),
  state: requiredText(2)
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), messages.locations.ufInvalid),
  city: requiredText(120),
  street: requiredText(255),
  number: requiredText(20),
  neighborhood: requiredText(120),
  complement: optionalText(255),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const registerRequestSchema = z
  .object({
    type: requiredEnum(SIGNUP_TYPES),
    origin: z.literal('external', { error: v.invalid }),
    person: z.object({
      name: requiredText(255).refine(isFullName, v.fullName),
      cpfCnpj: requiredText(18),
      responsibility: optionalText(255),
      secondaryCpfCnpj: optionalText(14),
      dateOfBirth: requiredText(10).refine(isValidBirthday, v.birthday),
      gender: requiredEnum(GENDERS),
      cellphone: requiredText(20).refine(isValidCellphone, v.cellphone).transform(onlyDigits),
      email: requiredText(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase()),
      address: signupAddressSchema,
    }),
    password: z.string({ error: v.required }).min(1, v.required).max(200, v.max(200)).refine((value) => rules.password(value) === null, v.password),
    password_confirmation: z.string({ error: v.required }).max(200, v.max(200)),
    acceptTerm: z.literal(true, { error: s.acceptTermRequired }),
    [RECAPTCHA_FIELD]: z.string().max(4096).optional(),
    /** Certificate signups (§3) say so; the certificate itself is not stored (see user/register). */
    login_type: z.union([z.literal(LoginType.EXTERNAL_NATIVE), z.literal(LoginType.ICP_EXTERNAL_USER)]).optional(),
    user_app_id: z.union([z.string().max(64), z.number().int()]).optional(),
  })
  // Runs even when other fields failed, so one answer lists every error; the fields it reads may
  // then be missing or wrong, hence the typeof checks.
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const person = { cpfCnpj: text(data.person.cpfCnpj), responsibility: text(data.person.responsibility), secondaryCpfCnpj: text(data.person.secondaryCpfCnpj) };
    if (person.cpfCnpj !== '' && data.type === 'contact' && !isValidCpfNumber(person.cpfCnpj)) issue(['person', 'cpfCnpj'], v.cpf);
    if (data.type === 'organization') {
      if (person.cpfCnpj !== '' && !isValidCnpjNumber(person.cpfCnpj)) issue(['person', 'cpfCnpj'], v.cnpj);
      if (person.responsibility === '') issue(['person', 'responsibility'], v.required);
      else if (!isFullName(person.responsibility)) issue(['person', 'responsibility'], v.fullName);
      if (person.secondaryCpfCnpj === '') issue(['person', 'secondaryCpfCnpj'], v.required);
      else if (!isValidCpfNumber(person.secondaryCpfCnpj)) issue(['person', 'secondaryCpfCnpj'], v.cpf);
    }
    if (typeof data.password === 'string' && data.password !== '' && data.password_confirmation !== data.password) issue(['password_confirmation'], v.confirmed);
  }, { when: (payload) => isRecord(payload.value) && isRecord(payload.value.person) })
  .transform((data) => ({
    ...data,
    person: {
      ...data.person,
      cpfCnpj: normaliseDocument(data.person.cpfCnpj),
      // A citizen (PF) has no company fields, whatever a client sends.
      responsibility: data.type === 'organization' ? data.person.responsibility : null,
      secondaryCpfCnpj: data.type === 'organization' && data.person.secondaryCpfCnpj ? onlyDigits(data.person.secondaryCpfCnpj) : null,
    },
  }));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The answer: the new citizen is logged in at once (as POST auth/login answers) to verify the e-mail next. */
export const registerResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  /** false when the account was made but the verification e-mail could not go out (the portal offers to resend). */
  verification_sent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
