// The PIN step: one submit, one token login. The PIN leaves the component's state the moment it
// is handed over; after a failure the user types it again and submits again — nothing retries by
// itself. A locked token is not asked; a PIN pad asks on the reader; a token close to locking
// warns before anything is typed.
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconDialpad, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../src-shared/messages';
import type { TokenInfo } from '../../src-shared/signer/protocol';
import { pinPolicy, pinProblem } from './pinPolicy';

const t = messages.certificates;

export type PinStepProps = {
  token: TokenInfo | null;
  tokenLabel: string;
  submitLabel: string;
  /**
   * A login or signing run is under way: the form cannot be sent again. The caller sets it as
   * soon as onSubmit is called; the form takes a new submit only once it has gone back to false.
   */
  busy: boolean;
  /** What the run is doing, announced while busy. */
  progress: string | null;
  /** The last failure, shown until the next submit. */
  error: string | null;
  /** The PIN typed, or null on a PIN pad. Called at most once per submit. */
  onSubmit: (pin: string | null) => void;
  /** Other actions beside the submit button (e.g. choosing another certificate). */
  secondary?: ReactNode;
};

export function PinStep({ token, tokenLabel, submitLabel, busy, progress, error, onSubmit, secondary }: PinStepProps) {
  const policy = pinPolicy(token);
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(false);

  // A failed attempt brings the cursor back to the (emptied) field for the next one.
  useEffect(() => {
    if (error && !busy) input.current?.focus();
  }, [error, busy]);
  useEffect(() => {
    if (!busy) sent.current = false;
  }, [busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent.current || policy.mode === 'locked') return;
    if (policy.mode === 'pad') {
      sent.current = true;
      onSubmit(null);
      return;
    }
    const problem = pinProblem(pin, policy);
    setFieldError(problem);
    if (problem) return;
    const typed = pin;
    setPin('');
    sent.current = true;
    onSubmit(typed);
  };

  if (policy.mode === 'locked') {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconLock aria-hidden />} role="alert">
          {messages.signer.pinLocked}
        </Alert>
        {secondary && <Group justify="flex-start">{secondary}</Group>}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {policy.warning && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="note" data-testid="pin-warning">
            {policy.warning}
          </Alert>
        )}
        {error && !busy && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="certificate-error">
            {error}
          </Alert>
        )}
        {policy.mode === 'pad' ? (
          <Alert color="darkBlue" icon={<IconDialpad aria-hidden />} role="note" title={t.pinPad}>
            {t.pinPadHint}
          </Alert>
        ) : (
          <PasswordInput
            ref={input}
            label={t.pinLabel}
            description={t.pinDescription(tokenLabel)}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={fieldError}
            autoComplete="off"
            autoFocus
            data-autofocus
            disabled={busy}
            maxLength={policy.maxLength ?? 255}
            required
          />
        )}
        <div role="status" aria-live="polite" data-testid="certificate-progress">
          {busy && progress && (
            <Group gap="sm">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{progress}</Text>
            </Group>
          )}
        </div>
        <Group justify="space-between">
          {secondary ?? <span />}
          <Button type="submit" loading={busy} disabled={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
