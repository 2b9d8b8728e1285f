// E-mail and cellphone (§5 email and cellphone rules), confirmed by users asked to update them.
// A new e-mail also asks for the current password, which the server requires for it.
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { formatPhoneNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { firstError, isValidCellphone, rules } from '../../../src-shared/validation/rules';
import { contactRequest, emailChanges, type ContactValues } from './contactRequest';
import { FormRefusal } from './FormRefusal';
import { useUpdateMe } from './useUpdateMe';

const t = messages.updateContact;

export function ContactForm({ user, onSaved }: { user: LoggedUser; onSaved: (user: LoggedUser) => void }) {
  const savedEmail = user.person.email;
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: {
      email: savedEmail ?? '',
      cellphone: user.person.cellphone ? formatPhoneNumber(user.person.cellphone) : '',
      current_password: '',
    },
    validate: {
      email: (value) => firstError(rules.required(value), rules.email(value)),
      cellphone: (value) => firstError(rules.required(value), rules.cellphone(value)),
      current_password: (value, values) => (emailChanges(values.email, savedEmail) ? rules.required(value) : null),
    },
  });
  const askPassword = emailChanges(form.useWatchValue('email'), savedEmail);

  const { saving, refusal, submit } = useUpdateMe(form, {
    success: t.success,
    failure: t.error,
    onSaved,
    toRequest: (values) => contactRequest(values, savedEmail),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormRefusal message={refusal} />
        <TextInput label={t.email} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
        {askPassword && (
          <PasswordInput
            label={t.currentPassword}
            description={t.currentPasswordHint}
            autoComplete="current-password"
            required
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
        )}
        <TextInput
          label={t.cellphone}
          placeholder={t.cellphonePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          key={form.key('cellphone')}
          {...form.getInputProps('cellphone')}
          onBlur={(event) => {
            const value = event.currentTarget.value;
            if (isValidCellphone(value)) form.setFieldValue('cellphone', formatPhoneNumber(value));
            form.validateField('cellphone');
          }}
        />
        <Button type="submit" loading={saving}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
