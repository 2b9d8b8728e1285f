// /citizen/v2/login: citizen login (type 6), gov.br (type 3) when the organisation turned it on,
// the certificate (type 2) where a token can be read (the desktop; on the web, where it is
// available, and the desktop app's certificate login coming in with `portal_code`), and the way
// to signup; then the citizen redirect order (companion §4).
import { Alert, Anchor, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCertificate } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginType, type LoggedUser } from '../../../src-shared/api/auth';
import { SIGNUP_PATH } from '../../../src-shared/api/signupPrefill';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { sessionApi } from '../../api/client';
import { CITIZEN_AREA } from '../../app/area';
import { OrganizationLoginImages } from '../../components/OrganizationBrand';
import { FormPage } from '../../components/Page';
import { useAppInfo } from '../../platform/useAppInfo';
import {
  govBrLoginErrorMessage,
  govBrLoginStartUrl,
  govBrReturnOf,
  keepRedirectForGovBr,
  loginWithGovBrCode,
  takeRedirectAfterGovBr,
  withoutGovBrQuery,
} from '../../session/govBrLogin';
import { loginWithPortalCode, portalCodeErrorMessage, portalCodeOf, withoutPortalCode } from '../../session/portalHandoff';
import { useOrganization } from '../../session/queries';
import { citizenRedirectAfterLogin } from '../../session/redirects';
import { startSession } from '../../session/sessionController';
import { useSession } from '../../session/sessionStore';
import { CertificateLogin } from '../login/CertificateLogin';
import { LoginForm, useArrivedLoggedIn } from '../login/LoginForm';

const t = messages.govBrLogin;

/** The gov.br login coming back with a code: traded once for the session, the code then gone from the address. */
function useGovBrReturn(onLoggedIn: (user: LoggedUser, redirectTo: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => govBrReturnOf(params));
  const [error, setError] = useState<string | null>(outcome?.kind === 'error' ? outcome.message : null);
  const [busy, setBusy] = useState(outcome?.kind === 'code');
  const started = useRef(false);

  useEffect(() => {
    if (outcome === null || started.current) return;
    started.current = true;
    setParams(withoutGovBrQuery(params), { replace: true });
    const redirectTo = takeRedirectAfterGovBr(sessionStorage);
    if (outcome.kind !== 'code') return;
    loginWithGovBrCode(sessionApi, outcome.code)
      .then(async ({ token, user }) => {
        await startSession(token, user);
        onLoggedIn(user, redirectTo);
      })
      .catch((caught: unknown) => {
        // A disabled user is sent to its own page by the API client; no message here.
        if (!(isApiError(caught) && caught.isDisabledUser)) setError(govBrLoginErrorMessage(caught));
        setBusy(false);
      });
  }, [outcome, params, setParams, onLoggedIn]);

  return { error, busy };
}

/**
 * The desktop app's certificate login coming in with `portal_code`: traded once for the session
 * (login type 2), the code then gone from the address.
 */
function usePortalCodeReturn(onLoggedIn: (user: LoggedUser, redirectTo: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const [code] = useState(() => portalCodeOf(params));
  const [error, setError] = useState<string | null>(code === 'invalid' ? messages.portalHandoff.server.codeInvalid : null);
  const [busy, setBusy] = useState(code !== null && code !== 'invalid');
  const started = useRef(false);

  useEffect(() => {
    if (code === null || started.current) return;
    started.current = true;
    setParams(withoutPortalCode(params), { replace: true });
    if (code === 'invalid') return;
    loginWithPortalCode(sessionApi, code)
      .then(async ({ token, user }) => {
        await startSession(token, user);
        onLoggedIn(user, null);
      })
      .catch((caught: unknown) => {
        // A disabled user is sent to its own page by the API client; no message here.
        if (!(isApiError(caught) && caught.isDisabledUser)) setError(portalCodeErrorMessage(caught));
        setBusy(false);
      });
  }, [code, params, setParams, onLoggedIn]);

  return { error, busy };
}

function GovBrButton({ redirectTo }: { redirectTo: string | null }) {
  const enabled = useOrganization().data?.is_govbr_login_enable === true;
  const serverUrl = useSession((state) => state.serverUrl);
  if (!enabled) return null;
  return (
    <Button
      component="a"
      href={govBrLoginStartUrl(serverUrl)}
      onClick={() => keepRedirectForGovBr(sessionStorage, redirectTo)}
      size="md"
      fullWidth
      color="darkBlue"
    >
      {t.button}
    </Button>
  );
}

function CertificateOption({ onLoggedIn }: { onLoggedIn: (user: LoggedUser) => void }) {
  const info = useAppInfo().data;
  if (info === undefined) return null;
  if (info.capabilities.signer) return <CertificateLogin loginType={LoginType.ICP_EXTERNAL_USER} onLoggedIn={onLoggedIn} divider={false} />;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconCertificate size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {t.certificateDesktopOnly}
      </Text>
    </Group>
  );
}

export function CitizenLoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [redirectTo] = useState(() => params.get('redirectTo'));
  const arrivedLoggedIn = useArrivedLoggedIn();
  const [onLoggedIn] = useState(() => (user: LoggedUser, target: string | null = redirectTo) => navigate(citizenRedirectAfterLogin(user, target), { replace: true }));
  const govBr = useGovBrReturn(onLoggedIn);
  const portal = usePortalCodeReturn(onLoggedIn);
  if (arrivedLoggedIn) return <Navigate to={CITIZEN_AREA.homePath} replace />;
  return (
    <FormPage>
      <Stack gap="lg">
        <OrganizationLoginImages />
        <div>
          <Title order={1} size="h2">
            {messages.citizenLogin.title}
          </Title>
          <Text c="dimmed" size="sm">
            {messages.citizenLogin.subtitle}
          </Text>
        </div>
        {govBr.busy && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t.loggingIn}</Text>
          </Group>
        )}
        {govBr.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="govbr-error">
            {govBr.error}
          </Alert>
        )}
        {portal.busy && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{messages.portalHandoff.loggingIn}</Text>
          </Group>
        )}
        {portal.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="portal-code-error">
            {portal.error}
          </Alert>
        )}
        <LoginForm
          loginType={LoginType.EXTERNAL_NATIVE}
          identifierLabel={messages.citizenLogin.identifier}
          identifierPlaceholder={messages.citizenLogin.identifierPlaceholder}
          onLoggedIn={(user) => onLoggedIn(user)}
        />
        <Anchor component={Link} to="/citizen/forgot-password" size="sm">
          {messages.accountCodes.forgot.link}
        </Anchor>
        <Divider label={t.or} labelPosition="center" />
        <GovBrButton redirectTo={redirectTo} />
        <CertificateOption onLoggedIn={(user) => onLoggedIn(user)} />
        <Text size="sm">
          {t.signupPrompt}{' '}
          <Anchor component={Link} to={SIGNUP_PATH} underline="always">
            {t.signupLink}
          </Anchor>
        </Text>
      </Stack>
    </FormPage>
  );
}
