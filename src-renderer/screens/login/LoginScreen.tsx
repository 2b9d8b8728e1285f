// /login: staff native login (type 0) and, on the desktop, certificate login (type 1) and the
// citizen's certificate login handed to the portal (type 2, "Sou cidadão…"); then the post-login
// redirect order of §4.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginType, type LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { OrganizationBrand, OrganizationLoginImages } from '../../components/OrganizationBrand';
import { FormPage } from '../../components/Page';
import { isSafeInternalPath, staffRedirectAfterLogin } from '../../session/redirects';
import { useAppInfo } from '../../platform/useAppInfo';
import { CERTIFICATE_SETTINGS_PATH } from '../../routing/routeTable';
import { CertificateLogin } from './CertificateLogin';
import { LoginForm, useArrivedLoggedIn } from './LoginForm';
import { ServerSettings } from './ServerSettings';

export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const arrivedLoggedIn = useArrivedLoggedIn();
  const info = useAppInfo().data;
  const desktop = info?.platform === 'desktop';
  const signer = info?.capabilities.signer === true;
  const onLoggedIn = (user: LoggedUser) => navigate(staffRedirectAfterLogin(user, redirectTo), { replace: true });

  if (arrivedLoggedIn) return <Navigate to={isSafeInternalPath(redirectTo) ? redirectTo : '/'} replace />;

  return (
    <FormPage>
      <Stack gap="lg">
        <OrganizationBrand />
        <OrganizationLoginImages />
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
          onLoggedIn={onLoggedIn}
        />
        <CertificateLogin onLoggedIn={onLoggedIn} />
        {/* A citizen's certificate login, proven here and handed to the portal in the browser. */}
        <CertificateLogin onLoggedIn={onLoggedIn} portal divider={false} />
        <Stack gap="xs">
          <ServerSettings />
          {signer && (
            <Anchor component={Link} to={CERTIFICATE_SETTINGS_PATH} size="sm">
              {messages.certificates.settingsLink}
            </Anchor>
          )}
        </Stack>
        {!desktop && (
          <Anchor href="/app/citizen/v2/login" size="sm">
            {messages.login.citizenPortalLink}
          </Anchor>
        )}
      </Stack>
    </FormPage>
  );
}
