// The document's address: off unless "Informar endereço" is on. The CEP is typed as 00000-000;
// at exactly 8 digits it is looked up and the state, city, neighborhood, street and complement
// the lookup has are filled in. A CEP that does not exist says "CEP não encontrado" under the
// field; other lookup failures are only logged (§8).
import { Grid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { DocumentBody } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { useZipLookup } from '../../address/useZipLookup';
import { fillAddress, formatZip, zipToLookUp } from './zipCode';

const m = messages.createDocument;

type Address = DocumentBody['address'];
type Props = {
  hasAddress: boolean;
  address: Address;
  onChange: (update: { hasAddress?: boolean; address?: (previous: Address) => Address }) => void;
  errors: Record<string, string>;
};

export function AddressSection({ hasAddress, address, onChange, errors }: Props) {
  const { lookUp, notFound } = useZipLookup((found, digits) =>
    onChange({ address: (previous) => (zipToLookUp(previous.zip) === digits ? fillAddress(previous, found) : previous) }),
  );

  const changeZip = (raw: string) => {
    const zip = formatZip(raw);
    onChange({ address: (previous) => ({ ...previous, zip }) });
    lookUp(zip);
  };

  const field = (key: Exclude<keyof Address, 'zip'>, label: string, span: number, required = true) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={label}
        value={address[key]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ address: (previous) => ({ ...previous, [key]: key === 'uf' ? value.toUpperCase() : value }) });
        }}
        withAsterisk={required}
        error={errors[`address.${key}`]}
        maxLength={key === 'uf' ? 2 : key === 'number' ? 20 : 120}
      />
    </Grid.Col>
  );

  return (
    <Stack gap="xs" component="section" aria-label={m.addressHeading}>
      <Title order={2} size="h5">
        {m.addressHeading}
      </Title>
      <Switch label={m.hasAddress} checked={hasAddress} onChange={(event) => onChange({ hasAddress: event.currentTarget.checked })} />
      {hasAddress && (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={m.zip}
              placeholder={m.zipPlaceholder}
              value={address.zip}
              onChange={(event) => changeZip(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
              withAsterisk
              error={notFound ? m.addressNotFound : errors['address.zip']}
            />
          </Grid.Col>
          {field('street', m.street, 6)}
          {field('number', m.number, 3)}
          {field('complement', m.complement, 4, false)}
          {field('neighborhood', m.neighborhood, 4)}
          {field('city', m.city, 3)}
          {field('uf', m.uf, 1)}
        </Grid>
      )}
    </Stack>
  );
}
