// /citizen/v2/login: citizen login (type 6), then the citizen redirect order (companion §4).
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginType } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { CITIZEN_AREA } from '../../app/area';
import { FormPage } from '../../components/Page';
import { citizenRedirectAfterLogin } from '../../session/redirects';
import { LoginForm, useArrivedLoggedIn } from '../login/LoginForm';

export function CitizenLoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (arrivedLoggedIn) return <Navigate to={CITIZEN_AREA.homePath} replace />;
  return (
    <FormPage>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {messages.citizenLogin.title}
          </Title>
          <Text c="dimmed" size="sm">
            {messages.citizenLogin.subtitle}
          </Text>
        </div>
        <LoginForm
          loginType={LoginType.EXTERNAL_NATIVE}
          identifierLabel={messages.citizenLogin.identifier}
          identifierPlaceholder={messages.citizenLogin.identifierPlaceholder}
          onLoggedIn={(user) => navigate(citizenRedirectAfterLogin(user, params.get('redirectTo')), { replace: true })}
        />
        <Stack gap={4} align="flex-start">
          <Anchor component={Link} to="/citizen/forgot-password" size="sm">
            {messages.accountCodes.forgot.link}
          </Anchor>
          <Anchor component={Link} to="/citizen/v2/signup/type" size="sm">
            {messages.signup.noAccount}
          </Anchor>
        </Stack>
      </Stack>
    </FormPage>
  );
}
