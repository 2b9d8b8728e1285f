// /citizen/reset-password?token=…: the e-mail's link; a new password with its confirmation (§5
// password and confirmed rules). Every session of the account ends; the citizen logs in again.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../src-shared/messages';
import { firstError, rules } from '../../../../src-shared/validation/rules';
import { accountCodesApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { FormPage } from '../../../components/Page';
import { fieldErrorsOf, refusalOf } from '../../../components/serverErrors';
import { forget } from '../../../session/sessionController';
import { sessionStore } from '../../../session/sessionStore';
import { FormRefusal } from '../../account/FormRefusal';

const t = messages.accountCodes.reset;
const FORGOT_PATH = '/citizen/forgot-password';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value) => firstError(rules.required(value), rules.password(value)),
      password_confirmation: (value, values) => firstError(rules.required(value), rules.confirmed(value, values.password)),
    },
  });
  const submit = form.onSubmit(async (values) => {
    if (!token) return;
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await accountCodesApi.resetPassword({ token, ...values });
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
          {token && done === null && <Text c="dimmed">{t.intro}</Text>}
        </div>
        {!token ? (
          <Stack>
            <Alert color="yellow">{t.missingToken}</Alert>
            <Anchor component={Link} to={FORGOT_PATH}>
              {t.requestAnother}
            </Anchor>
          </Stack>
        ) : done !== null ? (
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
