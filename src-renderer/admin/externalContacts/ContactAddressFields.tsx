// An external contact's address (companion §3, §5): at exactly 8 digits the CEP fills state, city,
// neighbourhood, street and complement from the postal-code service (the same lookup as signup and
// profile); a CEP the service does not know says "CEP não encontrado".
import { Grid, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { messages } from '../../../src-shared/messages';
import { StateCitySelect, type StateCityValue } from '../../address/StateCitySelect';
import { useZipLookup } from '../../address/useZipLookup';
import { formatZip, placeFound, zipToLookUp } from '../../screens/create/zipCode';
import type { ContactAddressForm } from './contactForm';

const c = messages.externalContacts;

type Props = { address: ContactAddressForm; onChange: (next: ContactAddressForm) => void; errors: Readonly<Record<string, string>>; disabled: boolean };

export function ContactAddressFields({ address, onChange, errors, disabled }: Props) {
  const { lookUp, notFound } = useZipLookup((found, digits) => {
    if (zipToLookUp(address.zip ?? '') !== digits) return;
    const place = placeFound(
      { uf: address.state ?? '', city: address.city ?? '', neighborhood: address.neighborhood ?? '', street: address.street ?? '', complement: address.complement ?? '' },
      found,
    );
    onChange({ ...address, state: place.uf, city: place.city, neighborhood: place.neighborhood, street: place.street, complement: place.complement });
  });

  const changeZip = (raw: string) => {
    const zip = formatZip(raw);
    onChange({ ...address, zip });
    lookUp(zip);
  };
  const changeStateCity = useCallback((next: StateCityValue) => onChange({ ...address, state: next.uf, city: next.city }), [address, onChange]);
  const error = (key: keyof ContactAddressForm) => errors[`person.address.${key}`];
  const text = (key: 'street' | 'number' | 'complement' | 'neighborhood', label: string, maxLength: number, autoComplete: string) => (
    <TextInput
      label={label}
      maxLength={maxLength}
      autoComplete={autoComplete}
      value={address[key] ?? ''}
      onChange={(event) => onChange({ ...address, [key]: event.currentTarget.value })}
      error={error(key)}
      disabled={disabled}
      data-field={`person.address.${key}`}
    />
  );

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={c.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          value={address.zip ?? ''}
          onChange={(event) => changeZip(event.currentTarget.value)}
          error={notFound ? c.zipNotFound : error('zip')}
          disabled={disabled}
          data-field="person.address.zip"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{text('street', c.street, 255, 'address-line1')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>{text('number', c.number, 20, 'off')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{text('complement', c.complement, 255, 'address-line2')}</Grid.Col>
      <Grid.Col span={12}>{text('neighborhood', c.neighborhood, 120, 'off')}</Grid.Col>
      <Grid.Col span={12}>
        <StateCitySelect
          uf={address.state ?? ''}
          city={address.city ?? ''}
          onChange={changeStateCity}
          errors={{ uf: error('state'), city: error('city') }}
          disabled={disabled}
        />
      </Grid.Col>
    </Grid>
  );
}
