// "Entrar com certificado digital" on the staff login (type 1) and the citizen login (type 2): a
// dialog to choose the certificate, then the PIN, then the login itself (nonce → signature →
// POST /auth/login) with what it is
// doing said aloud. Shown only where a token can be reached (the desktop's signer capability).
// On any failure the dialog stays on the chosen certificate; nothing is retried by itself.
// With `portal` (the desktop login's "Sou cidadão…"), the citizen certificate login is handed to
// the portal in the system browser instead of opening a session here (session/portalHandoff.ts).
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCertificate, IconExternalLink } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoginType, type LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { sessionApi } from '../../api/client';
import { bridge } from '../../platform/bridge';
import { useAppInfo } from '../../platform/useAppInfo';
import { certificateLoginFailure, loginWithCertificate, type CertificateLoginPhase, type CertificateLoginType } from '../../session/certificateLogin';
import { handCertificateLoginToPortal, isPortalUnreachable } from '../../session/portalHandoff';
import { startSession } from '../../session/sessionController';
import { useSession } from '../../session/sessionStore';
import { CertificateChooser } from '../../signer/CertificateChooser';
import { ChosenCertificate } from '../../signer/CertificatePicker';
import { findCertificate, tokenOf } from '../../signer/certificateView';
import { PinStep } from '../../signer/PinStep';
import { useCertificateInventory } from '../../signer/useCertificateInventory';

const t = messages.certificates;
const h = messages.portalHandoff;

/** The bridge's safe external open: the desktop hands window.open's http(s) URLs to the system browser. */
const openInBrowser = (url: string) => void window.open(url, '_blank', 'noopener');

type FlowProps = {
  loginType: CertificateLoginType;
  portal: boolean;
  onLoggedIn: (user: LoggedUser) => void;
  onBusyChange: (busy: boolean) => void;
};

function CertificateLoginFlow({ loginType, portal, onLoggedIn, onBusyChange }: FlowProps) {
  const navigate = useNavigate();
  const inventory = useCertificateInventory();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [step, setStep] = useState<'choose' | 'pin'>('choose');
  const [phase, setPhase] = useState<CertificateLoginPhase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [handedOff, setHandedOff] = useState<string | null>(null);
  const serverUrl = useSession((state) => state.serverUrl);
  const inFlight = useRef(false);
  const chosen = findCertificate(inventory.inventory, chosenKey);
  const usable = chosen !== undefined && chosen.problem === null;

  const login = async (pin: string | null) => {
    if (!chosen || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setPhase('signing');
    onBusyChange(true);
    try {
      if (portal) {
        const outcome = await handCertificateLoginToPortal(
          { signer: bridge.signer, api: sessionApi, serverUrl, open: openInBrowser },
          { certificate: chosen.ref, pin },
          setPhase,
        );
        setHandedOff(outcome === 'portal' ? h.opened : h.signupOpened);
        return;
      }
      const { token, user } = await loginWithCertificate({ signer: bridge.signer, api: sessionApi }, { certificate: chosen.ref, pin }, setPhase, loginType);
      await startSession(token, user);
      onLoggedIn(user);
    } catch (caught) {
      if (isPortalUnreachable(caught)) {
        setError(h.openFailed);
        return;
      }
      const failure = certificateLoginFailure(caught);
      if (failure.kind === 'signup') navigate(failure.to);
      if (failure.kind === 'message') {
        setError(failure.message);
        // The token's PIN counters changed: read them again for the warning before the next try.
        if (failure.pin) inventory.refresh();
      }
    } finally {
      inFlight.current = false;
      setPhase(null);
      onBusyChange(false);
    }
  };

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (usable) setStep('pin');
  };

  if (handedOff !== null) {
    return (
      <Alert color="green" icon={<IconExternalLink aria-hidden />} role="status" data-testid="portal-handoff">
        {handedOff}
      </Alert>
    );
  }

  if (step === 'pin' && chosen) {
    const busy = phase !== null;
    return (
      <Stack gap="md">
        <ChosenCertificate entry={chosen} />
        <PinStep
          token={tokenOf(inventory.inventory, chosen.ref)}
          tokenLabel={chosen.ref.tokenLabel}
          submitLabel={t.submit}
          busy={busy}
          progress={phase === 'logging-in' ? t.loggingIn : t.signing}
          error={error}
          onSubmit={(pin) => void login(pin)}
          secondary={
            <Button
              variant="subtle"
              disabled={busy}
              onClick={() => {
                setError(null);
                setStep('choose');
              }}
            >
              {t.changeCertificate}
            </Button>
          }
        />
      </Stack>
    );
  }

  return (
    <form onSubmit={proceed} noValidate>
      <Stack gap="md">
        <CertificateChooser inventory={inventory} value={chosenKey} onChange={setChosenKey} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!usable}>
            {t.continue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type CertificateLoginProps = {
  onLoggedIn: (user: LoggedUser) => void;
  loginType?: CertificateLoginType;
  /** The "ou" line above the button; off where the screen draws its own. */
  divider?: boolean;
  /** Hand a citizen certificate login (type 2) to the portal in the system browser instead of logging in here. */
  portal?: boolean;
};

export function CertificateLogin({ onLoggedIn, loginType = LoginType.ICP, divider = true, portal = false }: CertificateLoginProps) {
  const signer = useAppInfo().data?.capabilities.signer === true;
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  if (!signer) return null;
  return (
    <>
      {divider && <Divider label={t.or} labelPosition="center" />}
      {portal ? (
        <Button
          variant="subtle"
          size="sm"
          fullWidth
          h="auto"
          py={6}
          // A long label on a narrow window wraps instead of being cut.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          leftSection={<IconExternalLink size={18} aria-hidden />}
          onClick={open}
        >
          {h.citizenAction}
        </Button>
      ) : (
        <Button variant="default" size="md" fullWidth leftSection={<IconCertificate size={20} aria-hidden />} onClick={open}>
          {t.loginButton}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={() => !busy && close()}
        title={portal ? h.citizenTitle : t.loginTitle}
        size="lg"
        closeOnEscape={!busy}
        closeOnClickOutside={!busy}
        withCloseButton={!busy}
      >
        {portal && <Text size="sm" mb="md">{h.citizenHint}</Text>}
        <CertificateLoginFlow
          loginType={portal ? LoginType.ICP_EXTERNAL_USER : loginType}
          portal={portal}
          onLoggedIn={onLoggedIn}
          onBusyChange={setBusy}
        />
      </Modal>
    </>
  );
}
