// How the PIN is asked for, from what the token says about itself before anything is typed: a
// locked token is not asked at all, a PIN pad asks on the reader, and a token close to locking
// says so first. One C_Login per submit; nothing here ever retries.
import { messages } from '../../src-shared/messages';
import type { TokenInfo } from '../../src-shared/signer/protocol';

export type PinMode = 'typed' | 'pad' | 'locked';
export type PinPolicy = { mode: PinMode; warning: string | null; minLength: number | null; maxLength: number | null };

const t = messages.certificates;

/** Lengths a token reports are checked before use: some report 0 or ~0 for "no limit". */
const sane = (value: number) => Number.isInteger(value) && value > 0 && value <= 255;

export function pinPolicy(token: TokenInfo | null): PinPolicy {
  const flags = token?.flags;
  const warning = flags?.pinFinalTry ? t.pinWarningFinalTry : flags?.pinCountLow ? t.pinWarningCountLow : null;
  const mode: PinMode = flags?.pinLocked ? 'locked' : flags?.protectedAuthenticationPath ? 'pad' : 'typed';
  const min = token && sane(token.minPinLength) ? token.minPinLength : null;
  const max = token && sane(token.maxPinLength) && (min === null || token.maxPinLength >= min) ? token.maxPinLength : null;
  return { mode, warning, minLength: min, maxLength: max };
}

/** Why a typed PIN cannot be right before spending a try on it, or null when it may be sent. */
export function pinProblem(pin: string, policy: PinPolicy): string | null {
  if (pin.length === 0) return messages.signer.pinRequired;
  const min = policy.minLength ?? 1;
  const max = policy.maxLength ?? 255;
  if (pin.length < min || pin.length > max) return messages.signer.pinLength(min, max);
  return null;
}
