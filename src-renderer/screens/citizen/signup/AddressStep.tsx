// Step 3: the address and the password. The address is the shared block (AddressFields): at
// exactly 8 digits the CEP fills the state, city, neighborhood, street and complement it has (§5;
// "CEP não encontrado" otherwise); state and city are chosen from IBGE's lists. Every field but the
// complement is required.
import { PasswordInput, Stack, Title } from '@mantine/core';
import { messages } from '../../../../src-shared/messages';
import { AddressFields } from '../../../address/AddressFields';
import { useSignup } from './useSignup';

const s = messages.signup;

export function AddressStep() {
  const draft = useSignup((state) => state.draft);
  const errors = useSignup((state) => state.errors);
  const update = useSignup((state) => state.update);

  const text = (field: 'password' | 'passwordConfirmation') => ({
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.currentTarget.value }),
    error: errors[field],
    withAsterisk: true,
  });

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="signup-address-heading">
        <Title order={2} size="h4" id="signup-address-heading">
          {s.addressHeading}
        </Title>
        <AddressFields layout="stateFirst" value={draft} onChange={update} errors={errors} required />
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
