// A new password with its confirmation (§5 password and confirmed rules). The current password
// is asked too, so a token alone cannot change it.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { firstError, rules } from '../../../src-shared/validation/rules';
import { sessionApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { fieldErrorsOf } from '../../components/serverErrors';
import { queryClient } from '../../app/queryClient';
import { sessionStore } from '../../session/sessionStore';

const t = messages.updatePassword;

export function PasswordForm({ onSaved }: { onSaved: (user: LoggedUser) => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (value) => rules.required(value),
      password: (value) => firstError(rules.required(value), rules.password(value)),
      password_confirmation: (value, values) => firstError(rules.required(value), rules.confirmed(value, values.password)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const user = await sessionApi.updateMe(values);
      queryClient.setQueryData(['me', sessionStore.getState().token], user);
      toast.success(t.success);
      onSaved(user);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      toast.error(t.error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
