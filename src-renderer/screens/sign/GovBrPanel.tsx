// The signing screen's Gov.br tab ("Assinatura GOVBR"): the bronze-level notice, and Assinar, which
// opens gov.br for the user to authorise (the system browser on the desktop, a new tab on the
// web), waits for that authorisation and then signs the selection through the screen's own run,
// the one GDOC uses, each document posted with { govbr_token }. The steps live in govBrFlow.ts.
// Once gov.br says the account is bronze, Assinar stays disabled with the reason, also after the
// user leaves the tab and comes back (the screen keeps the refusal: the tab unmounts).
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useId, useReducer, useRef } from 'react';
import { messages } from '../../../src-shared/messages';
import { signingApi } from '../../api/client';
import {
  GOVBR_POLL_MS,
  govBrReducer,
  govBrSignBody,
  initialGovBrPhase,
  pollFailure,
  startFailure,
  type GovBrPhase,
  type GovBrSignBase,
} from './govBrFlow';
import type { GdocSign } from './signRun';

const m = messages.signing;
const g = m.govBr;

export type GovBrPanelProps = {
  /** A signing run (of any kind) is in progress. */
  busy: boolean;
  selectedCount: number;
  /** What the screen sends with each signature besides its proof (request, GED flag, inbox email). */
  base: GovBrSignBase;
  /** Runs the selection with this per-document sign function, as the GDOC run does; resolves when it ends. */
  onRun: (sign: GdocSign) => Promise<void>;
  /** gov.br's refusal of this account (bronze) earlier in this visit of the screen, or null. */
  refusal: string | null;
  onRefused: (message: string) => void;
};

export function GovBrPanel({ busy, selectedCount, base, onRun, refusal, onRefused }: GovBrPanelProps) {
  const [phase, dispatch] = useReducer(govBrReducer, refusal, (known): GovBrPhase => (known === null ? initialGovBrPhase : { kind: 'refused', message: known }));
  const refusedId = useId();
  // The latest props for the run started by an effect, without restarting it when they change.
  const latest = useRef({ base, onRun });
  useEffect(() => {
    latest.current = { base, onRun };
  });
  // StrictMode runs effects twice in development: one run per authorisation.
  const ranFor = useRef<string | null>(null);

  const start = async () => {
    dispatch({ type: 'start' });
    try {
      const started = await signingApi.govBrAuthorize();
      // Within the click's user activation still, so browsers let it open; the desktop routes
      // window.open to the system browser (src-main/security/hardenContents.ts).
      window.open(started.authorize_url, '_blank', 'noopener');
      dispatch({ type: 'started', state: started.state, authorizeUrl: started.authorize_url });
    } catch (error) {
      dispatch({ type: 'start-failed', message: startFailure(error) });
    }
  };

  const waitingFor = phase.kind === 'waiting' ? phase.state : null;
  useEffect(() => {
    if (waitingFor === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        signingApi.govBrAuthorization(waitingFor, controller.signal).then(
          (status) => {
            if (controller.signal.aborted) return;
            dispatch({ type: 'status', state: waitingFor, status });
            if (status.status === 'pending') poll();
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const failure = pollFailure(error);
            dispatch({ type: 'poll-failed', state: waitingFor, ...failure });
            if (!failure.final) poll();
          },
        );
      }, GOVBR_POLL_MS);
    };
    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waitingFor]);

  const refusedWith = phase.kind === 'refused' ? phase.message : null;
  const reportRefusal = useRef(onRefused);
  useEffect(() => {
    reportRefusal.current = onRefused;
  });
  useEffect(() => {
    if (refusedWith !== null) reportRefusal.current(refusedWith);
  }, [refusedWith]);

  const signingWith = phase.kind === 'signing' ? phase.state : null;
  useEffect(() => {
    if (signingWith === null || ranFor.current === signingWith) return;
    ranFor.current = signingWith;
    const body = govBrSignBody(latest.current.base, signingWith);
    void latest.current
      .onRun((document) => signingApi.signGovBr(document.id, document.type, body))
      .finally(() => dispatch({ type: 'run-finished' }));
  }, [signingWith]);

  return (
    <Stack gap="sm">
      <Alert color="yellow">{m.govBrBronze}</Alert>
      {phase.kind === 'idle' && phase.failure !== null && (
        <Alert color="red" role="alert" data-testid="govbr-failure">
          {phase.failure}
        </Alert>
      )}
      {phase.kind === 'refused' && (
        <Alert color="red" role="alert" id={refusedId} data-testid="govbr-refused">
          <Text size="sm">{phase.message}</Text>
          <Text size="sm" mt={4}>
            {g.refusedHint}
          </Text>
        </Alert>
      )}
      {phase.kind === 'waiting' ? (
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text size="sm" aria-live="polite">
              {g.waiting}
            </Text>
          </Group>
          <Group gap="sm">
            {/* When the browser blocked the new window, or the user closed it too soon. */}
            <Anchor href={phase.authorizeUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {g.openAgain}
            </Anchor>
            <Button variant="default" onClick={() => dispatch({ type: 'cancel' })}>
              {g.cancel}
            </Button>
          </Group>
        </Group>
      ) : phase.kind === 'signing' ? (
        <Text size="sm" aria-live="polite">
          {g.signing}
        </Text>
      ) : phase.kind === 'refused' ? null : (
        <Text size="sm" c="dimmed">
          {selectedCount === 0 && !busy ? m.screen.nothingSelected : g.hint}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void start()}
          loading={phase.kind === 'starting' || phase.kind === 'signing'}
          disabled={busy || selectedCount === 0 || phase.kind === 'waiting' || phase.kind === 'refused'}
          aria-describedby={phase.kind === 'refused' ? refusedId : undefined}
        >
          {m.screen.submit}
        </Button>
      </Group>
    </Stack>
  );
}
