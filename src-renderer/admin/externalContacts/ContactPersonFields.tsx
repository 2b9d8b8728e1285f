// The person's fields of an external contact, per kind (companion §3, §4): a Pessoa física has a
// CPF, profession, birthday and gender; a Pessoa jurídica a CNPJ, company name, main contact and the
// responsible person's CPF; a Setor de organização the company fields without a CPF/CNPJ of its own.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { usesField, type ContactType } from '../../../src-shared/api/externalContacts';
import { GENDERS, type Gender } from '../../../src-shared/api/signup';
import { messages } from '../../../src-shared/messages';
import type { ContactPersonForm } from './contactForm';

const c = messages.externalContacts;

type Props = {
  type: ContactType;
  person: ContactPersonForm;
  onChange: (next: ContactPersonForm) => void;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
};

type TextKey = Exclude<keyof ContactPersonForm, 'address' | 'gender'>;

const NAME_LABEL: Record<ContactType, string> = { contact: c.name, organization: c.organizationName, sector: c.sectorName };

export function ContactPersonFields({ type, person, onChange, errors, disabled }: Props) {
  const text = (key: TextKey, label: string, options: { maxLength?: number; required?: boolean; type?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {}) => (
    <TextInput
      label={label}
      withAsterisk={options.required}
      maxLength={options.maxLength ?? 255}
      type={options.type}
      inputMode={options.inputMode}
      value={person[key] ?? ''}
      onChange={(event) => onChange({ ...person, [key]: event.currentTarget.value })}
      error={errors[`person.${key}`]}
      disabled={disabled}
      data-field={`person.${key}`}
    />
  );
  return (
    <>
      {text('name', NAME_LABEL[type], { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {usesField(type, 'cpfCnpj') && text('cpfCnpj', type === 'organization' ? c.cnpj : c.cpf, { required: true, maxLength: 18, inputMode: 'numeric' })}
        {usesField(type, 'companyName') && text('companyName', c.companyName)}
        {usesField(type, 'mainContactName') && text('mainContactName', c.mainContactName)}
        {usesField(type, 'secondaryCpfCnpj') && text('secondaryCpfCnpj', c.secondaryCpf, { maxLength: 14, inputMode: 'numeric' })}
        {text('email', c.email, { type: 'email', inputMode: 'email' })}
        {text('cellphone', c.cellphone, { maxLength: 20, inputMode: 'tel' })}
        {text('responsibility', c.responsibility)}
        {text('occupation', c.occupation, { maxLength: 120 })}
        {usesField(type, 'profession') && text('profession', c.profession, { maxLength: 120 })}
        {usesField(type, 'dateOfBirth') && text('dateOfBirth', c.dateOfBirth, { type: 'date', maxLength: 10 })}
        {usesField(type, 'gender') && (
          <Select
            label={c.gender}
            data={GENDERS.map((gender) => ({ value: gender, label: c.genders[gender] }))}
            value={person.gender}
            onChange={(next) => onChange({ ...person, gender: (next as Gender | null) ?? null })}
            clearable
            error={errors['person.gender']}
            disabled={disabled}
            data-field="person.gender"
          />
        )}
      </SimpleGrid>
      {text('textualSignature', c.textualSignature)}
    </>
  );
}
