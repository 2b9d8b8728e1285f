import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { GOVBR_AUTHORIZATION_TTL_MS, GovBrAuthorizations } from './authorizations';

const g = messages.signing.govBr;

describe('GovBrAuthorizations', () => {
  it('goes pending → authorized for its owner only, and gives the token to the owner only', () => {
    const store = new GovBrAuthorizations();
    const { state } = store.start(1, 0)!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.statusFor(state, 1, 1)).toEqual({ status: 'pending' });
    expect(store.statusFor(state, 2, 1)).toBe('forbidden');
    expect(store.tokenFor(state, 1, 1)).toEqual({ kind: 'pending', message: g.authorizationPending });
    expect(store.beginCallback(state, 2)).toEqual({ userId: 1 });
    expect(store.beginCallback(state, 2)).toBeNull();
    store.authorize(state, 'AT-1', null);
    expect(store.statusFor(state, 1, 3)).toEqual({ status: 'authorized' });
    expect(store.tokenFor(state, 1, 3)).toEqual({ kind: 'ok', accessToken: 'AT-1' });
    expect(store.tokenFor(state, 2, 3)).toEqual({ kind: 'forbidden', message: g.authorizationForbidden });
    expect(store.tokenFor('x'.repeat(43), 1, 3).kind).toBe('not-found');
  });

  it('expires 10 minutes after the start, or with the token if sooner, and forgets a failed token', () => {
    const store = new GovBrAuthorizations();
    const a = store.start(1, 0)!.state;
    store.beginCallback(a, 0);
    store.authorize(a, 'AT-a', 60_000);
    expect(store.tokenFor(a, 1, 59_999).kind).toBe('ok');
    expect(store.statusFor(a, 1, 60_000)).toEqual({ status: 'expired', message: g.authorizationExpired });
    const b = store.start(1, 0)!.state;
    expect(store.beginCallback(b, GOVBR_AUTHORIZATION_TTL_MS)).toBeNull();
    const c = store.start(1, 0)!.state;
    store.fail(c, g.bronzeAccount);
    expect(store.tokenFor(c, 1, 1)).toEqual({ kind: 'failed', message: g.bronzeAccount });
  });

  it('keeps a few per user, dropping the oldest', () => {
    const store = new GovBrAuthorizations();
    const states = Array.from({ length: 7 }, (_, index) => store.start(1, index)!.state);
    expect(states.slice(0, 2).map((state) => store.statusFor(state, 1, 10))).toEqual(['not-found', 'not-found']);
    expect(states.slice(2).map((state) => store.statusFor(state, 1, 10))).toEqual(Array(5).fill({ status: 'pending' }));
    expect(store.statusFor(store.start(2, 10)!.state, 2, 11)).toEqual({ status: 'pending' });
  });
});
