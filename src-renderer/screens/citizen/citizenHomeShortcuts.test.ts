// The citizen home promises only what the portal does: none of its shortcuts may lead to a
// placeholder ("Em implantação"), logged in or not; everyone gets the public pages.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CITIZEN_PLACEHOLDERS } from '../../routing/citizenPlaceholders';
import { citizenHomeShortcuts } from './citizenHomeShortcuts';

const PUBLIC = ['/citizen/service-letter', '/citizen/lai', '/citizen/reports'];

const isPlaceholder = (to: string) => {
  const pathname = new URL(to, 'http://portal.invalid').pathname;
  return CITIZEN_PLACEHOLDERS.some(({ path }) => matchPath({ path, end: true }, pathname) !== null);
};

describe('citizen home shortcuts', () => {
  it.each([false, true])('lead to no placeholder (logged in: %s)', (loggedIn) => {
    const shortcuts = citizenHomeShortcuts(loggedIn);
    expect(shortcuts.length).toBeGreaterThan(0);
    expect(shortcuts.filter(({ to }) => isPlaceholder(to))).toEqual([]);
  });

  it('offer a visitor the login, and a citizen their requests, contacts and password', () => {
    expect(citizenHomeShortcuts(false).map(({ to }) => to)).toEqual(['/citizen/v2/login', ...PUBLIC]);
    expect(citizenHomeShortcuts(true).map(({ to }) => to)).toEqual(['/citizen/inbox?tab=opened_by_me', '/citizen/update/contact', '/citizen/change-password', ...PUBLIC]);
  });

  it('lead everyone to the Carta de Serviços, LAI and the public figures, none of them a placeholder any more', () => {
    for (const loggedIn of [false, true]) expect(citizenHomeShortcuts(loggedIn).filter(({ to }) => PUBLIC.includes(to)).map(({ to }) => to)).toEqual(PUBLIC);
    expect(PUBLIC.filter(isPlaceholder)).toEqual([]);
  });
});
