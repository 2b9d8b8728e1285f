// /citizen/v2/verify-account: the citizen types the code e-mailed to them (sent on arrival, Reenviar
// after a countdown), or arrives from the e-mail's link (?token=), which verifies by itself. Once
// verified they go back to the kept target (?redirect=) or to /citizen.
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_CODE_LENGTH, accountCodeSchema } from '../../../../src-shared/api/accountCodes';
import { messages } from '../../../../src-shared/messages';
import { accountCodesApi } from '../../../api/client';
import { CITIZEN_AREA } from '../../../app/area';
import { toast } from '../../../app/toasts';
import { FullPageLoader } from '../../../components/FullPageState';
import { FormPage } from '../../../components/Page';
import { fieldErrorsOf, refusalOf } from '../../../components/serverErrors';
import { loginPathFor } from '../../../routing/access';
import { afterVerification } from '../../../session/redirects';
import { useSession } from '../../../session/sessionStore';
import { FormRefusal } from '../../account/FormRefusal';
import { refreshMe } from './refreshMe';

const t = messages.accountCodes.verify;
const STATUS_KEY = ['account-verification'] as const;

/** Seconds left until `until` (ms), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function VerifiedNotice({ target, loggedIn }: { target: string; loggedIn: boolean }) {
  return (
    <Stack>
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
        {t.success}
      </Alert>
      <Button component={Link} to={loggedIn ? target : loginPathFor(CITIZEN_AREA.loginPath, target)} replace>
        {loggedIn ? t.continue : t.login}
      </Button>
    </Stack>
  );
}

/** The link's token: verified without a session; a logged citizen goes straight on. */
function TokenVerification({ token, target }: { token: string; target: string }) {
  const navigate = useNavigate();
  const loggedIn = useSession((state) => state.token !== null);
  const [outcome, setOutcome] = useState<'pending' | 'verified' | string>('pending');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await accountCodesApi.verifyToken(token);
        if (loggedIn) {
          await refreshMe();
          toast.success(t.success);
          navigate(target, { replace: true });
        }
        setOutcome('verified');
      } catch (error) {
        setOutcome(fieldErrorsOf(error).token ?? refusalOf(error) ?? messages.app.loadError);
      }
    })();
  }, [token, loggedIn, navigate, target]);

  if (outcome === 'pending') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.verifying}</Text>
      </Group>
    );
  }
  if (outcome === 'verified') return <VerifiedNotice target={target} loggedIn={loggedIn} />;
  return (
    <Stack>
      <FormRefusal message={outcome} />
      {loggedIn ? (
        <CodeVerification target={target} />
      ) : (
        <Button component={Link} to={loginPathFor(CITIZEN_AREA.loginPath, `/citizen/v2/verify-account?redirect=${encodeURIComponent(target)}`)}>
          {t.login}
        </Button>
      )}
    </Stack>
  );
}

function CodeVerification({ target }: { target: string }) {
  const navigate = useNavigate();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: accountCodesApi.status, gcTime: 0 });
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const autoSent = useRef(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (accountCodeSchema.safeParse(value).success ? null : t.codeFormat) },
  });

  const send = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const answer = await accountCodesApi.send();
      setResendAt(Date.now() + answer.resend_in * 1000);
      setSentMessage(answer.message ?? null);
    } catch (error) {
      setRefusal(refusalOf(error));
      await status.refetch();
    } finally {
      setSending(false);
    }
  };

  const data = status.data;
  // The later of what the server last said and what the last send answered.
  const secondsLeft = useSecondsLeft(Math.max(resendAt, data ? status.dataUpdatedAt + data.resend_in * 1000 : 0));
  useEffect(() => {
    if (!data || data.verified) return;
    // Arriving with no code on its way: one is sent at once.
    if (!data.code_sent && data.resend_in === 0 && !autoSent.current) {
      autoSent.current = true;
      void send();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the first answer only
  }, [data]);

  useEffect(() => {
    if (data?.verified) navigate(target, { replace: true });
  }, [data?.verified, navigate, target]);

  const submit = form.onSubmit(async ({ code }) => {
    setVerifying(true);
    setRefusal(null);
    try {
      await accountCodesApi.verifyCode(code);
      await refreshMe();
      toast.success(t.success);
      navigate(target, { replace: true });
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setRefusal(refusalOf(error));
    } finally {
      setVerifying(false);
    }
  });

  if (!data) return <FullPageLoader />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {/* A long e-mail address breaks instead of widening the page on a phone. */}
        <Text style={{ overflowWrap: 'anywhere' }}>{data.email ? t.intro(data.email) : t.introNoEmail}</Text>
        <Text size="sm" c="dimmed" role="status" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
          {sentMessage}
        </Text>
        <FormRefusal message={refusal} />
        <TextInput
          label={t.code}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ACCOUNT_CODE_LENGTH + 2}
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" onClick={() => void send()} loading={sending} disabled={secondsLeft > 0}>
            {secondsLeft > 0 ? t.resendIn(secondsLeft) : data.code_sent || sentMessage ? t.resend : t.send}
          </Button>
          <Button type="submit" loading={verifying}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VerifyAccountScreen() {
  const location = useLocation();
  const [params] = useSearchParams();
  const loggedIn = useSession((state) => state.token !== null);
  const token = params.get('token');
  const target = afterVerification(params.get('redirect'));
  // Typing the code needs the account: the login comes back here with the same query.
  if (!token && !loggedIn) return <Navigate to={loginPathFor(CITIZEN_AREA.loginPath, location.pathname + location.search)} replace />;
  return (
    <FormPage>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        {token ? <TokenVerification token={token} target={target} /> : <CodeVerification target={target} />}
      </Stack>
    </FormPage>
  );
}
