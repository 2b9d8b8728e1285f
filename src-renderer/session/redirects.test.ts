import { describe, expect, it } from 'vitest';
import { afterVerification, citizenRedirectAfterLogin, isSafeInternalPath, needsAccountVerification, staffRedirectAfterLogin, verifyAccountPathFor } from './redirects';
import { aUser } from './testUsers';

const importationSector = [{ id: 9, name: 'Setor de Importação de Dados', symbol: 'IMPORT', parentSectorId: 2, pivot: { isPrimarySector: true } }];

describe('staff redirect after login (§4 Session)', () => {
  it('goes to redirectTo first when there is one', () => {
    expect(staffRedirectAfterLogin(aUser({ need_update_contacts: true }), '/documents/search?x=1')).toBe('/documents/search?x=1');
  });

  it('sends an imported user on first access to the profile with new=true', () => {
    const user = aUser({ sectors: importationSector, reset_password_on_login: true, need_update_contacts: true });
    expect(staffRedirectAfterLogin(user, null)).toBe('/profile?new=true');
  });

  it('matches the importation word without caring about accents or case', () => {
    const user = aUser({ sectors: [{ ...importationSector[0]!, name: 'IMPORTACAO DE CADASTROS' }], reset_password_on_login: true });
    expect(staffRedirectAfterLogin(user, null)).toBe('/profile?new=true');
  });

  it('needs all three conditions for the profile step', () => {
    expect(staffRedirectAfterLogin(aUser({ sectors: importationSector }), null)).toBe('/');
    expect(staffRedirectAfterLogin(aUser({ reset_password_on_login: true }), null)).toBe('/');
    expect(staffRedirectAfterLogin(aUser({ sectors: importationSector, reset_password_on_login: true, has_internal_access: false }), null)).toBe('/');
  });

  it('then asks for contacts, then for the password, else goes home', () => {
    expect(staffRedirectAfterLogin(aUser({ need_update_contacts: true, need_update_password: true }), null)).toBe('/update/contact');
    expect(staffRedirectAfterLogin(aUser({ need_update_password: true }), null)).toBe('/update/password');
    expect(staffRedirectAfterLogin(aUser(), null)).toBe('/');
  });

  it('never follows a redirectTo that leaves the app', () => {
    for (const target of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'login'])
      expect(staffRedirectAfterLogin(aUser(), target), target).toBe('/');
  });
});

describe('citizen redirect after login (companion §4)', () => {
  const citizen = (overrides = {}) => aUser({ has_internal_access: false, origin: 'external', sectors: [], roles: [], ...overrides });

  it('asks for contacts, then the password, before any saved path', () => {
    expect(citizenRedirectAfterLogin(citizen({ need_update_contacts: true }), '/citizen/inbox')).toBe('/citizen/update/contact');
    expect(citizenRedirectAfterLogin(citizen({ need_update_password: true }), '/citizen/inbox')).toBe('/citizen/update/password');
  });

  it('sends a password reset to change-password', () => {
    expect(citizenRedirectAfterLogin(citizen({ reset_password_on_login: true }), null)).toBe('/citizen/change-password');
  });

  it('then the saved path, else the citizen home', () => {
    expect(citizenRedirectAfterLogin(citizen(), '/citizen/inbox?tab=opened_by_me')).toBe('/citizen/inbox?tab=opened_by_me');
    expect(citizenRedirectAfterLogin(citizen(), null)).toBe('/citizen');
  });
});

describe('safe internal paths', () => {
  it('accepts app paths with query and hash', () => {
    expect(isSafeInternalPath('/workspace/sector/tasks?page=2#x')).toBe(true);
  });
  it('refuses other hosts, schemes and control characters', () => {
    expect(isSafeInternalPath('//evil.example')).toBe(false);
    expect(isSafeInternalPath('/\tevil')).toBe(false);
    expect(isSafeInternalPath('')).toBe(false);
    expect(isSafeInternalPath(null)).toBe(false);
  });
});

describe('account verification (companion §2 /citizen/v2/verify-account)', () => {
  const citizen = (accountVerifiedAt: string | null) => aUser({ has_internal_access: false, origin: 'external', accountVerifiedAt });

  it('is asked of external users without accountVerifiedAt only', () => {
    expect(needsAccountVerification(citizen(null))).toBe(true);
    expect(needsAccountVerification(citizen('2026-01-01T00:00:00Z'))).toBe(false);
    expect(needsAccountVerification(aUser({ accountVerifiedAt: null }))).toBe(false);
  });

  it('keeps the target path and returns to it, never to another site', () => {
    expect(verifyAccountPathFor('/inbox/citizen/document/create?subject=3')).toBe('/citizen/v2/verify-account?redirect=%2Finbox%2Fcitizen%2Fdocument%2Fcreate%3Fsubject%3D3');
    expect(afterVerification('/inbox/citizen/document/create?subject=3')).toBe('/inbox/citizen/document/create?subject=3');
    expect(afterVerification('//evil.example')).toBe('/citizen');
    expect(afterVerification('/citizen/v2/verify-account?redirect=x')).toBe('/citizen');
    expect(afterVerification(null)).toBe('/citizen');
  });
});
