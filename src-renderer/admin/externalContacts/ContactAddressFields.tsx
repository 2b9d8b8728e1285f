// An external contact's address (companion §3, §5): the shared address block (AddressFields, with
// the CEP auto-fill and IBGE's states and cities) on the contact's form, whose empty fields are
// null and whose errors are keyed by the body's paths ("person.address.zip").
import { ADDRESS_FIELDS, AddressFields, type AddressField } from '../../address/AddressFields';
import type { ContactAddressForm } from './contactForm';

const PREFIX = 'person.address.';

type Props = { address: ContactAddressForm; onChange: (next: ContactAddressForm) => void; errors: Readonly<Record<string, string>>; disabled: boolean };

export function ContactAddressFields({ address, onChange, errors, disabled }: Props) {
  const value = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as Record<AddressField, string>;
  const fieldErrors = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, errors[`${PREFIX}${field}`]]));
  return (
    <AddressFields
      layout="streetFirst"
      value={value}
      onChange={(patch) => onChange({ ...address, ...patch })}
      errors={fieldErrors}
      disabled={disabled}
      dataFieldPrefix={PREFIX}
    />
  );
}
