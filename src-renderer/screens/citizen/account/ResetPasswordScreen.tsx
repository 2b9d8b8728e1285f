// /citizen/reset-password: the e-mail's link (?token=…) or, without it, the account's e-mail and the
// 6-digit code the same e-mail carries (?email=… prefills it, from Esqueci minha senha). Then a new
// password with its confirmation (§5 password and confirmed rules). Every session of the account
// ends; the citizen logs in again.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_CODE_LENGTH } from '../../../../src-shared/api/accountCodes';
import { messages } from '../../../../src-shared/messages';
import { firstError, isValidEmail, rules } from '../../../../src-shared/validation/rules';
import { accountCodesApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { FormPage } from '../../../components/Page';
import { fieldErrorsOf, refusalOf } from '../../../components/serverErrors';
import { forget } from '../../../session/sessionController';
import { sessionStore } from '../../../session/sessionStore';
import { FormRefusal } from '../../account/FormRefusal';

const t = messages.accountCodes.reset;
const FORGOT_PATH = '/citizen/forgot-password';
const digits = (value: string) => value.replace(/[\s-]/g, '');

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: params.get('email') ?? '', code: '', password: '', password_confirmation: '' },
    validate: {
      email: (value) => (token ? null : firstError(rules.required(value.trim()), isValidEmail(value.trim()) ? null : messages.validation.email)),
      code: (value) =>
        token ? null : firstError(rules.required(value), new RegExp(`^\\d{${ACCOUNT_CODE_LENGTH}}$`).test(digits(value)) ? null : messages.accountCodes.verify.codeFormat),
      password: (value) => firstError(rules.required(value), rules.password(value)),
      password_confirmation: (value, values) => firstError(rules.required(value), rules.confirmed(value, values.password)),
    },
  });
  const submit = form.onSubmit(async ({ email, code, ...passwords }) => {
    setSaving(true);
    setRefusal(null);
    try {
      const proof = token ? { token } : { email: email.trim(), code: digits(code) };
      const answer = await accountCodesApi.resetPassword({ ...proof, ...passwords });
      // The server ended every session of the account, this browser's too.
      if (sessionStore.getState().token !== null) await forget(CITIZEN_AREA.loginPath);
      setDone(answer.message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      setRefusal(fields.token ?? refusalOf(error) ?? (Object.keys(fields).length > 0 ? null : messages.app.loadError));
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
          {done === null && <Text c="dimmed">{token ? t.intro : t.introCode}</Text>}
        </div>
        {done !== null ? (
          <Stack>
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              {done}
            </Alert>
            <Button component={Link} to={CITIZEN_AREA.loginPath}>
              {t.login}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <FormRefusal message={refusal} />
              {refusal !== null && (
                <Anchor component={Link} to={FORGOT_PATH} size="sm">
                  {t.requestAnother}
                </Anchor>
              )}
              {!token && (
                <>
                  <TextInput label={t.email} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
                  <TextInput
                    label={t.code}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={ACCOUNT_CODE_LENGTH + 2}
                    required
                    key={form.key('code')}
                    {...form.getInputProps('code')}
                  />
                </>
              )}
              <PasswordInput label={t.password} autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
              <PasswordInput label={t.confirmation} autoComplete="new-password" required key={form.key('password_confirmation')} {...form.getInputProps('password_confirmation')} />
              <Button type="submit" loading={saving}>
                {t.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </FormPage>
  );
}
