// The password login form shared by staff (type 0) and citizens (type 6): CPF, CNPJ or e-mail and
// a password, with the error catalogue of §8 shown in an alert the screen reader announces.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { sessionStore } from '../../session/sessionStore';
import { loginIdentifier, type LoggedUser, type LoginType } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { rules } from '../../../src-shared/validation/rules';
import { sessionApi } from '../../api/client';
import { loginErrorMessage } from '../../session/loginErrors';
import { startSession } from '../../session/sessionController';
import { isApiError } from '../../api/ApiError';

type Props = {
  loginType: typeof LoginType.NATIVE | typeof LoginType.EXTERNAL_NATIVE;
  identifierLabel: string;
  identifierPlaceholder: string;
  onLoggedIn: (user: LoggedUser) => void;
};

export function LoginForm({ loginType, identifierLabel, identifierPlaceholder, onLoggedIn }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (value) => rules.required(value) ?? (loginIdentifier(value) ? null : messages.validation.cpfOrEmail),
      password: (value) => rules.required(value),
    },
  });

  const submit = form.onSubmit(async ({ identifier, password }) => {
    const data = loginIdentifier(identifier);
    if (!data) return;
    setError(null);
    setSubmitting(true);
    try {
      const { access_token: token } = await sessionApi.login({ type: loginType, data: { ...data, password } });
      const user = await sessionApi.me(token);
      await startSession(token, user);
      onLoggedIn(user);
    } catch (caught) {
      // A disabled user is sent to its own page by the API client; no message here.
      if (!(isApiError(caught) && caught.isDisabledUser)) setError(loginErrorMessage(caught, loginType));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={messages.login.submit}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={identifierLabel}
          placeholder={identifierPlaceholder}
          autoComplete="username"
          required
          key={form.key('identifier')}
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label={messages.login.password}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {messages.login.submit}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Whether the login screen was opened by someone already logged in, who is sent on. Read once:
 * a login made on the screen navigates by itself, after its own redirect rules.
 */
export function useArrivedLoggedIn(): boolean {
  const [arrived] = useState(() => sessionStore.getState().token !== null);
  return arrived;
}
