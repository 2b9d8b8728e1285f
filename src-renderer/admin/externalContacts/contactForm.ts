// The external contact editor's values and how they go to the server (companion §4, §5): the form
// holds every field of every kind, so switching kinds loses nothing typed; saving sends only what
// the kind uses (contactForSave, the rule the server applies too), and the server's errors on the
// CPF/CNPJ fields read as §5's CPF message.
import { contactForSave, type ContactType, type ExternalContact } from '../../../src-shared/api/externalContacts';
import type { Gender } from '../../../src-shared/api/signup';
import { messages } from '../../../src-shared/messages';
import { ApiError, isApiError } from '../../api/ApiError';

export type ContactAddressForm = {
  zip: string | null;
  state: string | null;
  city: string | null;
  street: string | null;
  number: string | null;
  neighborhood: string | null;
  complement: string | null;
};

export type ContactPersonForm = {
  name: string;
  email: string | null;
  cellphone: string | null;
  cpfCnpj: string | null;
  secondaryCpfCnpj: string | null;
  responsibility: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  profession: string | null;
  occupation: string | null;
  mainContactName: string | null;
  companyName: string | null;
  textualSignature: string | null;
  address: ContactAddressForm;
};

export type ContactForm = {
  type: ContactType;
  person: ContactPersonForm;
  contactOrganization: { id: number; name: string } | null;
  is_federal_employee: boolean;
  /** Empty keeps the current one (or none). */
  password: string | null;
};

const emptyAddress = (): ContactAddressForm => ({ zip: null, state: null, city: null, street: null, number: null, neighborhood: null, complement: null });

export const emptyContactForm = (): ContactForm => ({
  type: 'contact',
  person: {
    name: '',
    email: null,
    cellphone: null,
    cpfCnpj: null,
    secondaryCpfCnpj: null,
    responsibility: null,
    gender: null,
    dateOfBirth: null,
    profession: null,
    occupation: null,
    mainContactName: null,
    companyName: null,
    textualSignature: null,
    address: emptyAddress(),
  },
  contactOrganization: null,
  is_federal_employee: false,
  password: null,
});

export function contactFormOf(contact: ExternalContact): ContactForm {
  const { id: _addressId, ...address } = contact.person.address;
  const { id: _personId, photo_link: _photo, address: _address, ...person } = contact.person;
  return {
    type: contact.type ?? 'contact',
    person: { ...person, address },
    contactOrganization: contact.contactOrganization,
    is_federal_employee: contact.is_federal_employee,
    password: null,
  };
}

/** What the editor sends: §4's save rule applied to the values for the chosen kind. */
export const contactToSend = (values: ContactForm): ContactForm => contactForSave(values.type, values);

const CPF_FIELDS = ['person.cpfCnpj', 'person.secondaryCpfCnpj'];

/** §5: any server error on person.cpfCnpj or person.secondaryCpfCnpj is shown as "Cpf existente ou inválido". */
export function withCpfMessage(error: unknown): unknown {
  if (!isApiError(error) || error.body?.errors === undefined) return error;
  const errors = { ...error.body.errors };
  let changed = false;
  for (const field of CPF_FIELDS) {
    if (errors[field] !== undefined) {
      errors[field] = [messages.externalContacts.cpfTaken];
      changed = true;
    }
  }
  return changed ? new ApiError(error.status, { ...error.body, errors }, error.raw) : error;
}
