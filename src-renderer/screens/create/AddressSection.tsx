// The document's address: off unless "Informar endereço" is on. The shared address block
// (AddressFields) with the document's place typed (city and UF): the CEP is typed as 00000-000; at
// exactly 8 digits it is looked up and the state, city, neighborhood, street and complement the
// lookup has are filled in. A CEP that does not exist says "CEP não encontrado" under the field;
// other lookup failures are only logged (§8).
import { Stack, Switch, Title } from '@mantine/core';
import type { DocumentBody } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { AddressFields, type AddressValue } from '../../address/AddressFields';

const m = messages.createDocument;

type Address = DocumentBody['address'];
type Props = {
  hasAddress: boolean;
  address: Address;
  onChange: (update: { hasAddress?: boolean; address?: (previous: Address) => Address }) => void;
  errors: Record<string, string>;
};

/** The document keeps the state as `uf`. */
const asAddressValue = ({ uf, ...rest }: Address): AddressValue => ({ ...rest, state: uf });
const asDocumentPatch = ({ state, ...rest }: Partial<AddressValue>): Partial<Address> => (state === undefined ? rest : { ...rest, uf: state });

export function AddressSection({ hasAddress, address, onChange, errors }: Props) {
  const error = (key: keyof Address) => errors[`address.${key}`];
  return (
    <Stack gap="xs" component="section" aria-label={m.addressHeading}>
      <Title order={2} size="h5">
        {m.addressHeading}
      </Title>
      <Switch label={m.hasAddress} checked={hasAddress} onChange={(event) => onChange({ hasAddress: event.currentTarget.checked })} />
      {hasAddress && (
        <AddressFields
          layout="document"
          value={asAddressValue(address)}
          onChange={(patch) => onChange({ address: (previous) => ({ ...previous, ...asDocumentPatch(patch) }) })}
          errors={{
            zip: error('zip'),
            state: error('uf'),
            city: error('city'),
            street: error('street'),
            number: error('number'),
            neighborhood: error('neighborhood'),
            complement: error('complement'),
          }}
          maxLength={{ complement: 120 }}
          required
        />
      )}
    </Stack>
  );
}
