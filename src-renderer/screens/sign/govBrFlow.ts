// The Gov.br tab's steps (spec §3 govbr_token, §4 Signing), kept apart from React: Assinar asks the
// server for an authorisation and opens gov.br; the tab then polls the authorisation every 2 s
// until the user has authorised on gov.br (→ the batch run, the same as GDOC's, signs with
// { govbr_token }), gov.br said no, it expired, or the user cancelled. Once gov.br says the account
// is bronze, the tab is refused for good: asking again cannot succeed until the user raises the
// account's level on gov.br.
import type { GovBrAuthorizationStatus } from '../../../src-shared/api/govBr';
import type { GdocSignRequest, GovBrSignRequest } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';

const g = messages.signing.govBr;

export const GOVBR_POLL_MS = 2000;
/** Unanswered polls in a row (network, server away) before the tab gives up. */
export const GOVBR_MAX_POLL_FAILURES = 3;

export type GovBrPhase =
  /** failure: why the last attempt ended, shown until the next one. */
  | { kind: 'idle'; failure: string | null }
  | { kind: 'starting' }
  | { kind: 'waiting'; state: string; authorizeUrl: string; pollFailures: number }
  | { kind: 'signing'; state: string }
  /** gov.br said the account cannot sign (bronze level): nothing starts again from here. */
  | { kind: 'refused'; message: string };

export type GovBrEvent =
  | { type: 'start' }
  | { type: 'started'; state: string; authorizeUrl: string }
  | { type: 'start-failed'; message: string }
  | { type: 'status'; state: string; status: GovBrAuthorizationStatus }
  | { type: 'poll-failed'; state: string; message: string; final: boolean }
  | { type: 'cancel' }
  | { type: 'run-finished' };

export const initialGovBrPhase: GovBrPhase = { kind: 'idle', failure: null };

const idle = (failure: string | null): GovBrPhase => ({ kind: 'idle', failure });

export function govBrReducer(phase: GovBrPhase, event: GovBrEvent): GovBrPhase {
  switch (event.type) {
    case 'start':
      return phase.kind === 'idle' ? { kind: 'starting' } : phase;
    case 'started':
      return phase.kind === 'starting' ? { kind: 'waiting', state: event.state, authorizeUrl: event.authorizeUrl, pollFailures: 0 } : phase;
    case 'start-failed':
      return phase.kind === 'starting' ? idle(event.message) : phase;
    case 'status': {
      // An answer about an authorisation the tab no longer waits for (cancelled, replaced) is old news.
      if (phase.kind !== 'waiting' || phase.state !== event.state) return phase;
      const { status, message } = event.status;
      if (status === 'pending') return { ...phase, pollFailures: 0 };
      if (status === 'authorized') return { kind: 'signing', state: phase.state };
      if (event.status.reason === 'bronze-account') return { kind: 'refused', message: message ?? g.bronzeAccount };
      return idle(message ?? (status === 'expired' ? g.authorizationExpired : g.denied));
    }
    case 'poll-failed': {
      if (phase.kind !== 'waiting' || phase.state !== event.state) return phase;
      const pollFailures = phase.pollFailures + 1;
      return event.final || pollFailures >= GOVBR_MAX_POLL_FAILURES ? idle(event.message) : { ...phase, pollFailures };
    }
    case 'cancel':
      return phase.kind === 'waiting' || phase.kind === 'starting' ? idle(null) : phase;
    case 'run-finished':
      return phase.kind === 'signing' ? idle(null) : phase;
  }
}

/** What a failed poll means: the server's refusal (unknown, another user's) ends the wait; no answer is retried. */
export function pollFailure(error: unknown): { message: string; final: boolean } {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500) {
    return { message: error.serverMessage ?? g.statusFailed, final: true };
  }
  return { message: g.statusFailed, final: false };
}

/** Why the authorisation could not start, in the server's words when it gave some (503 not configured, 429). */
export function startFailure(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? g.startFailed;
}

export type GovBrSignBase = Omit<GdocSignRequest, 'password'>;

/**
 * The body of each document's signature: the authorisation and the fields the screen sends with a
 * GDOC signature (request, GED flag, inbox email, location). Picked one by one, so the screen's
 * password field never travels with a gov.br signature.
 */
export function govBrSignBody(base: GovBrSignBase, state: string): GovBrSignRequest {
  return {
    govbr_token: state,
    ...(base.location !== undefined ? { location: base.location } : {}),
    ...(base.is_ged !== undefined ? { is_ged: base.is_ged } : {}),
    ...(base.signed_by_user !== undefined ? { signed_by_user: base.signed_by_user } : {}),
    ...(base.inbox_email_uuid !== undefined ? { inbox_email_uuid: base.inbox_email_uuid } : {}),
    ...(base.signature_request_uuid !== undefined ? { signature_request_uuid: base.signature_request_uuid } : {}),
  };
}
