// A new password with its confirmation (§5 password and confirmed rules). The current password
// is asked too, so a token alone cannot change it.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { firstError, rules } from '../../../src-shared/validation/rules';
import { FormRefusal } from './FormRefusal';
import { useUpdateMe } from './useUpdateMe';

const t = messages.updatePassword;

export function PasswordForm({ onSaved }: { onSaved: (user: LoggedUser) => void }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (value) => rules.required(value),
      password: (value) => firstError(rules.required(value), rules.password(value)),
      password_confirmation: (value, values) => firstError(rules.required(value), rules.confirmed(value, values.password)),
    },
  });

  const { saving, refusal, submit } = useUpdateMe(form, { success: t.success, failure: t.error, onSaved });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormRefusal message={refusal} />
        <PasswordInput label={t.currentPassword} autoComplete="current-password" required key={form.key('current_password')} {...form.getInputProps('current_password')} />
        <PasswordInput label={t.password} autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput label={t.confirmation} autoComplete="new-password" required key={form.key('password_confirmation')} {...form.getInputProps('password_confirmation')} />
        <Button type="submit" loading={saving}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
