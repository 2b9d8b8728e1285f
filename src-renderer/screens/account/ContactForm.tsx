// E-mail and cellphone (§5 email and cellphone rules), confirmed by users asked to update them.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { formatPhoneNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { firstError, isValidCellphone, rules } from '../../../src-shared/validation/rules';
import { useUpdateMe } from './useUpdateMe';

const t = messages.updateContact;

export function ContactForm({ user, onSaved }: { user: LoggedUser; onSaved: (user: LoggedUser) => void }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      email: user.person.email ?? '',
      cellphone: user.person.cellphone ? formatPhoneNumber(user.person.cellphone) : '',
    },
    validate: {
      email: (value) => firstError(rules.required(value), rules.email(value)),
      cellphone: (value) => firstError(rules.required(value), rules.cellphone(value)),
    },
  });

  const { saving, submit } = useUpdateMe(form, { success: t.success, failure: t.error, onSaved });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t.email} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
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
