// The address block every address form shares (signup, profile, external contacts, a document's
// address): CEP, street, number, complement, neighbourhood, state and city. At exactly 8 digits
// the CEP is looked up and fills the state, city, neighbourhood, street and complement the lookup
// has (§5; the number is always the person's); a CEP the service does not know says "CEP não
// encontrado" under the field, any other failure is only logged. A person's state and city are
// chosen from IBGE's lists (StateCitySelect); a document's are typed (city and UF). One column on
// a phone; from "sm" up the layout the form asks for.
import { Grid, TextInput } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { messages } from '../../src-shared/messages';
import { formatZip, placeFound, zipToLookUp } from './zipCode';
import { StateCitySelect, type StateCityValue } from './StateCitySelect';
import { useZipLookup } from './useZipLookup';

const a = messages.address;

export type AddressValue = { zip: string; state: string; city: string; street: string; number: string; neighborhood: string; complement: string };
export type AddressField = keyof AddressValue;
export const ADDRESS_FIELDS: readonly AddressField[] = ['zip', 'state', 'city', 'street', 'number', 'neighborhood', 'complement'];
export type AddressErrors = Partial<Record<AddressField, string | undefined>>;

/**
 * - `stateFirst`: CEP, then state and city, street and number, neighbourhood and complement (signup).
 * - `streetFirst`: CEP and street, number and complement, neighbourhood, then state and city (profile, contacts).
 * - `document`: a document's place on two rows, city and UF typed.
 */
export type AddressLayout = 'stateFirst' | 'streetFirst' | 'document';

type Slot = 'zip' | 'street' | 'number' | 'complement' | 'neighborhood' | 'place' | 'city' | 'uf';
const LAYOUTS: Record<AddressLayout, readonly (readonly [Slot, number])[]> = {
  stateFirst: [['zip', 4], ['place', 12], ['street', 8], ['number', 4], ['neighborhood', 6], ['complement', 6]],
  streetFirst: [['zip', 4], ['street', 8], ['number', 4], ['complement', 8], ['neighborhood', 12], ['place', 12]],
  document: [['zip', 3], ['street', 6], ['number', 3], ['complement', 4], ['neighborhood', 4], ['city', 3], ['uf', 1]],
};

/** The longest text each field takes (the person's address; a document's complement takes 120). */
const MAX_LENGTH: Record<Exclude<AddressField, 'zip'>, number> = { street: 255, number: 20, complement: 255, neighborhood: 120, city: 120, state: 2 };
/** What the browser may fill a person's own address with; a document's place is someone else's. */
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = { street: 'address-line1', number: 'off', complement: 'address-line2', neighborhood: 'off' };

type Props = {
  value: AddressValue;
  /** The fields changed, to merge into the form's current address. */
  onChange: (patch: Partial<AddressValue>) => void;
  errors?: AddressErrors;
  disabled?: boolean;
  /** Every field but the complement marked as required. */
  required?: boolean;
  layout: AddressLayout;
  /** The text fields carry `data-field={prefix + field}` (the editor's error paths), e.g. "person.address.". */
  dataFieldPrefix?: string;
  /** A data-testid for the CEP field. */
  zipTestId?: string;
  maxLength?: Partial<Record<Exclude<AddressField, 'zip'>, number>>;
};

export function AddressFields({ value, onChange, errors = {}, disabled = false, required = false, layout, dataFieldPrefix, zipTestId, maxLength = {} }: Props) {
  const { lookUp, notFound } = useZipLookup((found, digits) => {
    // The CEP may have changed while the answer was on its way.
    if (zipToLookUp(value.zip) !== digits) return;
    const place = placeFound({ uf: value.state, city: value.city, neighborhood: value.neighborhood, street: value.street, complement: value.complement }, found);
    onChange({ state: place.uf, city: place.city, neighborhood: place.neighborhood, street: place.street, complement: place.complement });
  });

  const changeZip = (raw: string) => {
    const zip = formatZip(raw);
    onChange({ zip });
    lookUp(zip);
  };
  const changePlace = useCallback((next: StateCityValue) => onChange({ state: next.uf, city: next.city }), [onChange]);
  const typedPlace = layout === 'document';
  const dataField = (field: AddressField) => (dataFieldPrefix === undefined ? {} : { 'data-field': `${dataFieldPrefix}${field}` });

  const text = (field: Exclude<AddressField, 'zip'>, label: string) => (
    <TextInput
      label={label}
      value={value[field]}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange({ [field]: field === 'state' ? typed.toUpperCase() : typed });
      }}
      maxLength={maxLength[field] ?? MAX_LENGTH[field]}
      autoComplete={typedPlace ? undefined : AUTOCOMPLETE[field]}
      withAsterisk={required && field !== 'complement'}
      error={errors[field]}
      disabled={disabled}
      {...dataField(field)}
    />
  );

  const slots: Record<Slot, () => ReactNode> = {
    zip: () => (
      <TextInput
        label={a.zip}
        placeholder={a.zipPlaceholder}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={9}
        withAsterisk={required}
        value={value.zip}
        onChange={(event) => changeZip(event.currentTarget.value)}
        error={notFound ? a.zipNotFound : errors.zip}
        disabled={disabled}
        data-testid={zipTestId}
        {...dataField('zip')}
      />
    ),
    street: () => text('street', a.street),
    number: () => text('number', a.number),
    complement: () => text('complement', a.complement),
    neighborhood: () => text('neighborhood', a.neighborhood),
    city: () => text('city', a.city),
    uf: () => text('state', a.uf),
    place: () => (
      <StateCitySelect
        uf={value.state}
        city={value.city}
        onChange={changePlace}
        errors={{ uf: errors.state, city: errors.city }}
        required={required}
        disabled={disabled}
      />
    ),
  };

  return (
    <Grid>
      {LAYOUTS[layout].map(([slot, span]) => (
        <Grid.Col key={slot} span={span === 12 ? 12 : { base: 12, sm: span }}>
          {slots[slot]()}
        </Grid.Col>
      ))}
    </Grid>
  );
}
