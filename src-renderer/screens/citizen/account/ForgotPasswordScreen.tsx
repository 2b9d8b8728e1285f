// /citizen/forgot-password (Esqueci minha senha): the account's e-mail; the server answers the same
// whether an account has it or not, and e-mails a link and a code when one does; the code is typed
// on the reset page, which this page opens with the e-mail filled in.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../src-shared/messages';
import { firstError, isValidEmail, rules } from '../../../../src-shared/validation/rules';
import { accountCodesApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { FormPage } from '../../../components/Page';
import { fieldErrorsOf, refusalOf } from '../../../components/serverErrors';
import { FormRefusal } from '../../account/FormRefusal';

const t = messages.accountCodes.forgot;
const RESET_PATH = '/citizen/reset-password';

export function ForgotPasswordScreen() {
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: (value) => firstError(rules.required(value.trim()), isValidEmail(value.trim()) ? null : messages.validation.email) },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setSaving(true);
    setRefusal(null);
    try {
      setSent({ message: (await accountCodesApi.forgotPassword(email.trim())).message, email: email.trim() });
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setRefusal(refusalOf(error) ?? (Object.keys(fieldErrorsOf(error)).length > 0 ? null : messages.app.loadError));
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormPage>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          {sent === null && <Text c="dimmed">{t.intro}</Text>}
        </div>
        {sent !== null ? (
          <Stack>
            <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
              {sent.message}
            </Alert>
            <Button component={Link} to={`${RESET_PATH}?${new URLSearchParams({ email: sent.email }).toString()}`}>
              {t.haveCode}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <FormRefusal message={refusal} />
              <TextInput label={t.email} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
              <Button type="submit" loading={saving}>
                {t.submit}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={CITIZEN_AREA.loginPath} size="sm">
          {t.backToLogin}
        </Anchor>
      </Stack>
    </FormPage>
  );
}
