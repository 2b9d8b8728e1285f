// External contacts (companion §3 External contact, §4 contact save rules, §5, §7 External
// contacts): GET /citizen/contact (paged), GET /citizen/contact/{id}, POST
// /citizen/contact/register, PUT /citizen/contact/update/{id}, PATCH /citizen/contact/{id}/status
// and PATCH /citizen/contact/{id}/enable-internal-access. The save body's rules are here so the
// editor and the server check the same things, and the §4 save rule (each kind clears the fields it
// does not use) is one function both apply; the server adds what needs the database (duplicates,
// the contact organisation).
import { z } from 'zod';
import { messages } from '../messages';
import { isValidBirthday, isValidCellphone, isValidCnpjNumber, isValidCpfNumber, isValidEmail, onlyDigits, rules } from '../validation/rules';
import { pageSchema } from './page';
import { personViewSchema } from './person';
import { GENDERS, normaliseDocument } from './signup';
import { optionalText, requiredText } from '../validation/text';

const v = messages.validation;
const c = messages.externalContacts;

/** §3, §9: Pessoa física is 'contact', Pessoa jurídica 'organization', Setor de organização 'sector'. */
export const CONTACT_TYPES = ['contact', 'organization', 'sector'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_STATUSES = ['enabled', 'disabled'] as const;
export const CONTACT_ORIGINS = ['internal', 'external'] as const;

/** The person's fields a kind may leave out, the ones §4's save rule clears. */
export type ClearableField = 'companyName' | 'mainContactName' | 'secondaryCpfCnpj' | 'cpfCnpj' | 'profession' | 'dateOfBirth' | 'gender';

/** §4 Contact save rules: what each kind clears. */
export const CLEARED_BY_TYPE: Readonly<Record<ContactType, readonly ClearableField[]>> = {
  contact: ['companyName', 'mainContactName', 'secondaryCpfCnpj'],
  sector: ['cpfCnpj', 'profession', 'dateOfBirth', 'gender'],
  organization: ['profession', 'dateOfBirth', 'gender'],
};

/** Whether a kind uses a person field (the editor shows only those). */
export const usesField = (type: ContactType, field: ClearableField): boolean => !CLEARED_BY_TYPE[type].includes(field);

/**
 * §4: the values as saved for the kind — the fields the kind does not use are emptied (null), so a
 * sector never keeps a CPF typed before its kind changed. The editor sends this and the server
 * stores only this.
 */
export function contactForSave<Values extends { person: Partial<Record<ClearableField, unknown>> }>(type: ContactType, values: Values): Values {
  const person = { ...values.person };
  for (const field of CLEARED_BY_TYPE[type]) (person as Record<string, unknown>)[field] = null;
  return { ...values, person };
}

const id = z.number({ error: v.invalid }).int(v.invalid).positive(v.invalid);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every part optional (a contact may be a name and an e-mail); what is given must be right. */
export const contactAddressSchema = z
  .object({
    zip: optionalText(9)
      .refine((value) => value === null || (onlyDigits(value).length === 8 && /^[\d-]+$/.test(value)), c.zipInvalid)
      .transform((value) => (value === null ? null : onlyDigits(value))),
    state: optionalText(2)
      .transform((value) => (value === null ? null : value.toUpperCase()))
      .refine((value) => value === null || /^[A-Z]{2}$/.test(value), messages.locations.ufInvalid),
    city: optionalText(120),
    street: optionalText(255),
    number: optionalText(20),
    neighborhood: optionalText(120),
    complement: optionalText(255),
  })
  .nullish()
  .transform((value) => value ?? { zip: null, state: null, city: null, street: null, number: null, neighborhood: null, complement: null });

export const contactPersonSchema = z.object({
  name: requiredText(255),
  email: optionalText(255)
    .refine((value) => value === null || isValidEmail(value), v.email)
    .transform((value) => (value === null ? null : value.toLowerCase())),
  cellphone: optionalText(30)
    .refine((value) => value === null || isValidCellphone(value.replace(/\s+/g, '')), v.cellphone)
    .transform((value) => (value === null ? null : onlyDigits(value))),
  // Checked by kind below: a CPF for a person, a CNPJ for an organisation, nothing for a sector.
  cpfCnpj: optionalText(18),
  /** The CPF of the organisation's responsible person. */
  secondaryCpfCnpj: optionalText(14),
  responsibility: optionalText(255),
  gender: z.enum(GENDERS, { error: v.invalid }).nullish().transform((value) => value ?? null),
  dateOfBirth: optionalText(10),
  profession: optionalText(120),
  occupation: optionalText(120),
  mainContactName: optionalText(255),
  companyName: optionalText(255),
  textualSignature: optionalText(255),
  address: contactAddressSchema,
});

/** POST citizen/contact/register and PUT citizen/contact/update/{id}: every External contact field of §3. */
export const externalContactSaveSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? v.required : v.invalid) }),
    person: contactPersonSchema,
    /** The organisation-kind contact this one belongs to, by id (its name is the server's to say). */
    contactOrganization: z
      .object({ id })
      .nullish()
      .transform((value) => (value ? { id: value.id } : null)),
    is_federal_employee: z.boolean({ error: v.invalid }).nullish().transform((value) => value ?? false),
    /** Optional: a contact with a password can log in to the portal; editing without one keeps the old. */
    password: z
      .string({ error: v.invalid })
      .max(200, v.max(200))
      .refine((value) => value === '' || rules.password(value) === null, v.password)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  // Runs even when other fields failed, so one answer lists every error; hence the typeof checks.
  .superRefine(
    (data, ctx) => {
      const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const type = CONTACT_TYPES.find((kind) => kind === data.type);
      if (type === undefined) return;
      const person = data.person as Record<string, unknown>;
      const cpfCnpj = text(person.cpfCnpj);
      if (type === 'contact') {
        if (cpfCnpj === '') issue(['person', 'cpfCnpj'], v.required);
        else if (!isValidCpfNumber(cpfCnpj)) issue(['person', 'cpfCnpj'], v.cpf);
        const birthday = text(person.dateOfBirth);
        if (birthday !== '' && !isValidBirthday(birthday)) issue(['person', 'dateOfBirth'], v.birthday);
      }
      if (type === 'organization') {
        if (cpfCnpj === '') issue(['person', 'cpfCnpj'], v.required);
        else if (!isValidCnpjNumber(cpfCnpj)) issue(['person', 'cpfCnpj'], v.cnpj);
      }
      const secondary = text(person.secondaryCpfCnpj);
      if (type !== 'contact' && secondary !== '' && !isValidCpfNumber(secondary)) issue(['person', 'secondaryCpfCnpj'], v.cpf);
    },
    { when: (payload) => isRecord(payload.value) && isRecord(payload.value.person) },
  )
  .transform((data) => {
    const saved = contactForSave(data.type, data);
    return {
      ...saved,
      person: {
        ...saved.person,
        cpfCnpj: saved.person.cpfCnpj === null ? null : normaliseDocument(saved.person.cpfCnpj),
        secondaryCpfCnpj: saved.person.secondaryCpfCnpj === null ? null : onlyDigits(saved.person.secondaryCpfCnpj),
      },
    };
  });
export type ExternalContactSaveRequest = z.input<typeof externalContactSaveSchema>;
export type ExternalContactSaveInput = z.output<typeof externalContactSaveSchema>;

export const contactStatusRequestSchema = z.object({ status: z.enum(CONTACT_STATUSES, { error: c.statusInvalid }) });

/** GET /citizen/contact: search reads the name, the CPF/CNPJ digits and the e-mail. */
export const externalContactListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(CONTACT_STATUSES, { error: c.statusInvalid }).optional(),
  type: z.enum(CONTACT_TYPES, { error: c.typeInvalid }).optional(),
});

export const externalContactSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: z.enum(CONTACT_TYPES).nullable(),
  origin: z.enum(CONTACT_ORIGINS),
  status: z.enum(CONTACT_STATUSES),
  has_internal_access: z.boolean(),
  is_federal_employee: z.boolean(),
  contactOrganization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  person: personViewSchema.extend({
    secondaryCpfCnpj: z.string().nullable(),
    profession: z.string().nullable(),
    occupation: z.string().nullable(),
    mainContactName: z.string().nullable(),
    companyName: z.string().nullable(),
    /** The address lives on the person: its id is the person's. */
    address: z.object({
      id: z.number().int(),
      zip: z.string().nullable(),
      state: z.string().nullable(),
      city: z.string().nullable(),
      street: z.string().nullable(),
      number: z.string().nullable(),
      neighborhood: z.string().nullable(),
      complement: z.string().nullable(),
    }),
  }),
});
export type ExternalContact = z.infer<typeof externalContactSchema>;
export const externalContactPageSchema = pageSchema(externalContactSchema);
