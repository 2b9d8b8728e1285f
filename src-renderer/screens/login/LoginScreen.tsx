// /login: staff native login (type 0), then the post-login redirect order of §4.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginType } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { OrganizationBrand } from '../../components/OrganizationBrand';
import { CenteredCard } from '../../layouts/BlankLayout';
import { isSafeInternalPath, staffRedirectAfterLogin } from '../../session/redirects';
import { useAppInfo } from '../../platform/useAppInfo';
import { LoginForm, useArrivedLoggedIn } from './LoginForm';
import { ServerSettings } from './ServerSettings';

export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const arrivedLoggedIn = useArrivedLoggedIn();
  const desktop = useAppInfo().data?.platform === 'desktop';

  if (arrivedLoggedIn) return <Navigate to={isSafeInternalPath(redirectTo) ? redirectTo : '/'} replace />;

  return (
    <CenteredCard>
      <Stack gap="lg">
        <OrganizationBrand />
        <div>
          <Title order={1} size="h2">
            {messages.login.title}
          </Title>
          <Text c="dimmed" size="sm">
            {messages.login.subtitle}
          </Text>
        </div>
        <LoginForm
          loginType={LoginType.NATIVE}
          identifierLabel={messages.login.identifier}
          identifierPlaceholder={messages.login.identifierPlaceholder}
          onLoggedIn={(user) => navigate(staffRedirectAfterLogin(user, redirectTo), { replace: true })}
        />
        <ServerSettings />
        {!desktop && (
          <Anchor href="/app/citizen/v2/login" size="sm">
            {messages.login.citizenPortalLink}
          </Anchor>
        )}
      </Stack>
    </CenteredCard>
  );
}
