// The gov.br authorisations in progress, in this process's memory only: the access token gov.br
// gives is a credential to sign in the user's name, so it is never written to the database, never
// logged and never sent to any client. A restart forgets every authorisation; the user authorises
// again, which gov.br asks for each batch anyway.
//
// An authorisation is bound to the user who started it and named by its OAuth state (random, 32
// bytes). It lives 10 minutes from its start, and no longer than the token gov.br gave.
import { randomBytes } from 'node:crypto';
import type { GovBrAuthorizationStatus, GovBrFailureReason } from '../../src-shared/api/govBr';
import { messages } from '../../src-shared/messages';

const m = messages.signing.govBr;

export const GOVBR_AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
/** A user's older authorisations are dropped past this many (tabs left open, retries). */
const MAX_PER_USER = 5;
/** A bound on memory whatever the callers do; past it new authorisations are refused until some expire. */
const MAX_TOTAL = 10_000;

type Entry = {
  state: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
  /** exchanging: gov.br sent the browser back and the code is being exchanged (a second callback is refused). */
  status: 'pending' | 'exchanging' | 'authorized' | 'failed';
  message?: string;
  reason?: GovBrFailureReason;
  accessToken?: string;
};

export type TokenLookup =
  | { kind: 'ok'; accessToken: string }
  | { kind: 'not-found' | 'forbidden' | 'pending' | 'expired' | 'failed'; message: string };

export class GovBrAuthorizations {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = GOVBR_AUTHORIZATION_TTL_MS) {}

  private prune(now: number): void {
    for (const [state, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(state);
  }

  /** A new pending authorisation of the user, or null when too many are in progress. */
  start(userId: number, now: number): { state: string; expiresAt: number } | null {
    this.prune(now);
    const mine = [...this.entries.values()].filter((entry) => entry.userId === userId).sort((a, b) => a.createdAt - b.createdAt);
    for (const entry of mine.slice(0, Math.max(0, mine.length - MAX_PER_USER + 1))) this.entries.delete(entry.state);
    if (this.entries.size >= MAX_TOTAL) return null;
    const state = randomBytes(32).toString('base64url');
    const expiresAt = now + this.ttlMs;
    this.entries.set(state, { state, userId, createdAt: now, expiresAt, status: 'pending' });
    return { state, expiresAt };
  }

  /** The owner of a pending authorisation, moved to exchanging so the same callback cannot run twice. */
  beginCallback(state: string, now: number): { userId: number } | null {
    const entry = this.live(state, now);
    if (entry === undefined || entry.status !== 'pending') return null;
    entry.status = 'exchanging';
    return { userId: entry.userId };
  }

  authorize(state: string, accessToken: string, tokenExpiresAt: number | null): void {
    const entry = this.entries.get(state);
    if (entry === undefined) return;
    entry.status = 'authorized';
    entry.accessToken = accessToken;
    if (tokenExpiresAt !== null) entry.expiresAt = Math.min(entry.expiresAt, tokenExpiresAt);
  }

  fail(state: string, message: string, reason?: GovBrFailureReason): void {
    const entry = this.entries.get(state);
    if (entry === undefined) return;
    entry.status = 'failed';
    entry.message = message;
    if (reason !== undefined) entry.reason = reason;
    delete entry.accessToken;
  }

  /** gov.br no longer accepts the token (401 while signing): the authorisation is over. */
  expire(state: string): void {
    this.entries.delete(state);
  }

  /** What the owner may know: the status and, when it failed or expired, why; 'forbidden' to anyone else. */
  statusFor(state: string, userId: number, now: number): GovBrAuthorizationStatus | 'not-found' | 'forbidden' {
    const entry = this.entries.get(state);
    if (entry === undefined) return 'not-found';
    if (entry.userId !== userId) return 'forbidden';
    if (entry.expiresAt <= now) {
      this.entries.delete(state);
      return { status: 'expired', message: m.authorizationExpired };
    }
    if (entry.status === 'failed') return { status: 'failed', message: entry.message ?? m.denied, ...(entry.reason ? { reason: entry.reason } : {}) };
    if (entry.status === 'authorized') return { status: 'authorized' };
    return { status: 'pending' };
  }

  /** The token to sign with, for its owner only. */
  tokenFor(state: string, userId: number, now: number): TokenLookup {
    const entry = this.entries.get(state);
    if (entry === undefined) return { kind: 'not-found', message: m.authorizationNotFound };
    if (entry.userId !== userId) return { kind: 'forbidden', message: m.authorizationForbidden };
    if (entry.expiresAt <= now) {
      this.entries.delete(state);
      return { kind: 'expired', message: m.authorizationExpired };
    }
    if (entry.status === 'failed') return { kind: 'failed', message: entry.message ?? m.denied };
    if (entry.status !== 'authorized' || entry.accessToken === undefined) return { kind: 'pending', message: m.authorizationPending };
    return { kind: 'ok', accessToken: entry.accessToken };
  }

  private live(state: string, now: number): Entry | undefined {
    const entry = this.entries.get(state);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(state);
      return undefined;
    }
    return entry;
  }
}
