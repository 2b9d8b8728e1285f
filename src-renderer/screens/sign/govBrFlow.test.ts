import { describe, expect, it } from 'vitest';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';
import { GOVBR_MAX_POLL_FAILURES, govBrReducer, govBrSignBody, initialGovBrPhase, pollFailure, startFailure, type GovBrEvent, type GovBrPhase } from './govBrFlow';

const g = messages.signing.govBr;
const run = (events: GovBrEvent[], from: GovBrPhase = initialGovBrPhase) => events.reduce(govBrReducer, from);
const waiting = run([{ type: 'start' }, { type: 'started', state: 'S1', authorizeUrl: 'https://cas.example/oauth2.0/authorize?x' }]);

describe('govBrReducer', () => {
  it('starts, waits while pending and signs once authorised, then is idle again', () => {
    expect(run([{ type: 'start' }])).toEqual({ kind: 'starting' });
    expect(waiting).toEqual({ kind: 'waiting', state: 'S1', authorizeUrl: 'https://cas.example/oauth2.0/authorize?x', pollFailures: 0 });
    expect(run([{ type: 'status', state: 'S1', status: { status: 'pending' } }], waiting)).toEqual(waiting);
    const signing = run([{ type: 'status', state: 'S1', status: { status: 'authorized' } }], waiting);
    expect(signing).toEqual({ kind: 'signing', state: 'S1' });
    // Nothing else interrupts a run; its end does.
    expect(run([{ type: 'cancel' }, { type: 'start' }], signing)).toEqual(signing);
    expect(run([{ type: 'run-finished' }], signing)).toEqual({ kind: 'idle', failure: null });
  });

  it('ends with gov.br’s refusal, an expiry, or a failed start, in the server’s words', () => {
    expect(run([{ type: 'status', state: 'S1', status: { status: 'failed', message: g.bronzeAccount } }], waiting)).toEqual({ kind: 'idle', failure: g.bronzeAccount });
    expect(run([{ type: 'status', state: 'S1', status: { status: 'failed' } }], waiting)).toEqual({ kind: 'idle', failure: g.denied });
    expect(run([{ type: 'status', state: 'S1', status: { status: 'expired' } }], waiting)).toEqual({ kind: 'idle', failure: g.authorizationExpired });
    expect(run([{ type: 'start' }, { type: 'start-failed', message: g.notConfigured }])).toEqual({ kind: 'idle', failure: g.notConfigured });
    // The next attempt clears the last failure.
    expect(run([{ type: 'start' }], { kind: 'idle', failure: g.denied })).toEqual({ kind: 'starting' });
  });

  it('once gov.br says the account is bronze, refuses for good: nothing starts again', () => {
    const refused = run([{ type: 'status', state: 'S1', status: { status: 'failed', message: g.bronzeAccount, reason: 'bronze-account' } }], waiting);
    expect(refused).toEqual({ kind: 'refused', message: g.bronzeAccount });
    expect(run([{ type: 'start' }], refused)).toEqual(refused);
    expect(run([{ type: 'start' }, { type: 'started', state: 'S2', authorizeUrl: 'https://cas.example/x' }, { type: 'cancel' }], refused)).toEqual(refused);
  });

  it('ignores answers about another authorisation, and cancels', () => {
    expect(run([{ type: 'status', state: 'OLD', status: { status: 'authorized' } }], waiting)).toEqual(waiting);
    expect(run([{ type: 'cancel' }], waiting)).toEqual({ kind: 'idle', failure: null });
    expect(run([{ type: 'cancel' }, { type: 'status', state: 'S1', status: { status: 'authorized' } }], waiting)).toEqual({ kind: 'idle', failure: null });
  });

  it('retries unanswered polls a few times, and stops at once on a refusal', () => {
    const once = run([{ type: 'poll-failed', state: 'S1', message: g.statusFailed, final: false }], waiting);
    expect(once).toMatchObject({ kind: 'waiting', pollFailures: 1 });
    expect(run([{ type: 'status', state: 'S1', status: { status: 'pending' } }], once)).toMatchObject({ pollFailures: 0 });
    const failures = Array.from({ length: GOVBR_MAX_POLL_FAILURES }, (): GovBrEvent => ({ type: 'poll-failed', state: 'S1', message: g.statusFailed, final: false }));
    expect(run(failures, waiting)).toEqual({ kind: 'idle', failure: g.statusFailed });
    expect(run([{ type: 'poll-failed', state: 'S1', message: g.authorizationNotFound, final: true }], waiting)).toEqual({ kind: 'idle', failure: g.authorizationNotFound });
  });
});

describe('failures', () => {
  it('a refusal is final, no answer is not', () => {
    expect(pollFailure(new ApiError(404, { message: g.authorizationNotFound }))).toEqual({ message: g.authorizationNotFound, final: true });
    expect(pollFailure(new ApiError(0, null))).toEqual({ message: g.statusFailed, final: false });
    expect(pollFailure(new ApiError(502, { message: 'x' }))).toEqual({ message: g.statusFailed, final: false });
    expect(pollFailure(new TypeError('boom'))).toEqual({ message: g.statusFailed, final: false });
    expect(startFailure(new ApiError(503, { message: g.notConfigured }))).toBe(g.notConfigured);
    expect(startFailure(new Error('x'))).toBe(g.startFailed);
  });
});

describe('govBrSignBody', () => {
  it('carries the authorisation and the screen’s fields, never a password', () => {
    const base = { password: 'demo1234', is_ged: true, signature_request_uuid: '11111111-1111-4111-8111-111111111111' };
    expect(govBrSignBody(base, 'S1')).toEqual({ govbr_token: 'S1', is_ged: true, signature_request_uuid: '11111111-1111-4111-8111-111111111111' });
    expect(govBrSignBody({ inbox_email_uuid: '22222222-2222-4222-8222-222222222222', location: 'Vale Verde' }, 'S2')).toEqual({
      govbr_token: 'S2',
      inbox_email_uuid: '22222222-2222-4222-8222-222222222222',
      location: 'Vale Verde',
    });
  });
});
