// Where a user goes after logging in (§4 Session, and the citizen variant of the companion §4),
// and which redirect targets are safe to follow.
import type { LoggedUser } from '../../src-shared/api/auth';

/** Only same-app paths: "/x" but not "//evil.example" or "/\\evil.example", which browsers treat as hosts. */
export function isSafeInternalPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return false;
  try {
    return new URL(path, 'http://app.invalid').origin === 'http://app.invalid';
  } catch {
    return false;
  }
}

const IMPORTATION_WORD = 'importacao';
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export function primarySectorName(user: LoggedUser): string | undefined {
  return user.sectors.find((sector) => sector.pivot.isPrimarySector)?.name;
}

/** Users brought in by a data import get a temporary password and set their own on first access. */
export function isImportedUserOnFirstAccess(user: LoggedUser): boolean {
  const sector = primarySectorName(user);
  return (
    sector !== undefined &&
    withoutAccents(sector).includes(IMPORTATION_WORD) &&
    user.reset_password_on_login &&
    user.has_internal_access
  );
}

export function staffRedirectAfterLogin(user: LoggedUser, redirectTo: string | null): string {
  if (isSafeInternalPath(redirectTo)) return redirectTo;
  if (isImportedUserOnFirstAccess(user)) return '/profile?new=true';
  if (user.need_update_contacts) return '/update/contact';
  if (user.need_update_password) return '/update/password';
  return '/';
}

export function citizenRedirectAfterLogin(user: LoggedUser, redirectTo: string | null): string {
  if (user.need_update_contacts) return '/citizen/update/contact';
  if (user.need_update_password) return '/citizen/update/password';
  if (user.reset_password_on_login) return user.has_internal_access ? '/citizen/profile' : '/citizen/change-password';
  if (isSafeInternalPath(redirectTo)) return redirectTo;
  return '/citizen';
}

export const VERIFY_ACCOUNT_PATH = '/citizen/v2/verify-account';

/** A citizen who has not proven their e-mail yet (origin external, no accountVerifiedAt). */
export const needsAccountVerification = (user: Pick<LoggedUser, 'origin' | 'has_internal_access' | 'accountVerifiedAt'>) =>
  user.origin === 'external' && !user.has_internal_access && user.accountVerifiedAt === null;

/** Where an unverified citizen opening `target` is sent: verification, keeping the target to return to. */
export const verifyAccountPathFor = (target: string) => `${VERIFY_ACCOUNT_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;

/** Where verification returns to: the kept target when it is a path of this app, else the citizen home. */
export const afterVerification = (redirect: string | null) => (isSafeInternalPath(redirect) && !redirect.startsWith(VERIFY_ACCOUNT_PATH) ? redirect : '/citizen');
