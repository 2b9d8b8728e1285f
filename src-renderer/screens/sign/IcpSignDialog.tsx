// "Assinatura ICP": choose the certificate, type the PIN once, and the whole selection is signed
// with one token session (certificateSession: one C_Login per run). The dialog stays open on a
// failure to open the session (wrong PIN, token removed) with the error; the run itself reports
// per document on the screen.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../src-shared/messages';
import { ChosenCertificate } from '../../signer/CertificatePicker';
import { CertificateChooser } from '../../signer/CertificateChooser';
import type { UnlockRequest } from '../../signer/certificateSession';
import { findCertificate, tokenOf } from '../../signer/certificateView';
import { PinStep } from '../../signer/PinStep';
import { useCertificateInventory } from '../../signer/useCertificateInventory';

const c = messages.certificates;
const t = messages.signing.screen;

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** Runs the signing with the certificate and PIN; resolves with the error to show, or null once done. */
  onSign: (request: UnlockRequest) => Promise<{ error: string; pin: boolean } | null>;
};

export function IcpSignDialog({ opened, busy, onClose, onSign }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={messages.signing.kinds.ICP}
      size="lg"
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      {opened && <IcpFlow busy={busy} onSign={onSign} />}
    </Modal>
  );
}

function IcpFlow({ busy, onSign }: Pick<Props, 'busy' | 'onSign'>) {
  const inventory = useCertificateInventory();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [step, setStep] = useState<'choose' | 'pin'>('choose');
  const [error, setError] = useState<string | null>(null);
  const chosen = findCertificate(inventory.inventory, chosenKey);
  const usable = chosen !== undefined && chosen.problem === null;

  const sign = async (pin: string | null) => {
    if (!chosen) return;
    setError(null);
    const failure = await onSign({ certificate: chosen.ref, pin });
    if (failure) {
      setError(failure.error);
      if (failure.pin) inventory.refresh();
    }
  };

  if (step === 'pin' && chosen) {
    return (
      <Stack gap="md">
        <ChosenCertificate entry={chosen} />
        <PinStep
          token={tokenOf(inventory.inventory, chosen.ref)}
          tokenLabel={chosen.ref.tokenLabel}
          submitLabel={t.submit}
          busy={busy}
          progress={t.icpSigning}
          error={error}
          onSubmit={(pin) => void sign(pin)}
          secondary={
            <Button
              variant="subtle"
              disabled={busy}
              onClick={() => {
                setError(null);
                setStep('choose');
              }}
            >
              {c.changeCertificate}
            </Button>
          }
        />
      </Stack>
    );
  }

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (usable) setStep('pin');
  };
  return (
    <form onSubmit={proceed} noValidate>
      <Stack gap="md">
        <CertificateChooser inventory={inventory} value={chosenKey} onChange={setChosenKey} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!usable}>
            {c.continue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
