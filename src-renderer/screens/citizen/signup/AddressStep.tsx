// Step 3: the address and the password. At exactly 8 digits the CEP is looked up and fills the
// state, city, neighborhood, street and complement it has (§5; "CEP não encontrado" otherwise);
// state and city are chosen from IBGE's lists (StateCitySelect), which takes IBGE's spelling of a
// city the lookup named.
import { Grid, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useCallback } from 'react';
import { messages } from '../../../../src-shared/messages';
import { StateCitySelect, type StateCityValue } from '../../../address/StateCitySelect';
import { useZipLookup } from '../../../address/useZipLookup';
import { placeFound, zipToLookUp } from '../../create/zipCode';
import { maskZip, signupStore, type SignupDraft } from './signupDraft';
import { useSignup } from './useSignup';

const s = messages.signup;

export function AddressStep() {
  const draft = useSignup((state) => state.draft);
  const errors = useSignup((state) => state.errors);
  const update = useSignup((state) => state.update);
  const { lookUp, notFound: zipNotFound } = useZipLookup((found, digits) => {
    const current = signupStore.getState().draft;
    // The CEP may have changed while the answer was on its way.
    if (zipToLookUp(current.zip) !== digits) return;
    const place = placeFound({ uf: current.state, city: current.city, neighborhood: current.neighborhood, street: current.street, complement: current.complement }, found);
    update({ state: place.uf, city: place.city, neighborhood: place.neighborhood, street: place.street, complement: place.complement });
  });

  const changeZip = (raw: string) => {
    const zip = maskZip(raw);
    update({ zip });
    lookUp(zip);
  };

  const changePlace = useCallback((next: StateCityValue) => update({ state: next.uf, city: next.city }), [update]);

  const text = (field: keyof SignupDraft, required = true) => ({
    value: draft[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.currentTarget.value }),
    error: errors[field as keyof typeof errors],
    withAsterisk: required,
  });

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="signup-address-heading">
        <Title order={2} size="h4" id="signup-address-heading">
          {s.addressHeading}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={s.zip}
              placeholder={s.zipPlaceholder}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
              withAsterisk
              value={draft.zip}
              onChange={(event) => changeZip(event.currentTarget.value)}
              error={zipNotFound ? s.zipNotFound : errors.zip}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <StateCitySelect uf={draft.state} city={draft.city} onChange={changePlace} errors={{ uf: errors.state, city: errors.city }} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={s.street} autoComplete="address-line1" maxLength={255} {...text('street')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={s.number} maxLength={20} {...text('number')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={s.neighborhood} maxLength={120} {...text('neighborhood')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={s.complement} autoComplete="address-line2" maxLength={255} {...text('complement', false)} />
          </Grid.Col>
        </Grid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="signup-password-heading">
        <Title order={2} size="h4" id="signup-password-heading">
          {s.passwordHeading}
        </Title>
        <PasswordInput
          label={s.password}
          description={s.passwordHint}
          autoComplete="new-password"
          maxLength={200}
          {...text('password')}
        />
        <PasswordInput
          label={s.passwordConfirmation}
          autoComplete="new-password"
          maxLength={200}
          {...text('passwordConfirmation')}
        />
      </Stack>
    </Stack>
  );
}
