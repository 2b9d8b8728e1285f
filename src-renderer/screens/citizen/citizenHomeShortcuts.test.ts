// The citizen home promises only what the portal does: none of its shortcuts may lead to a
// placeholder ("Em implantação"), logged in or not.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CITIZEN_PLACEHOLDERS } from '../../routing/citizenPlaceholders';
import { citizenHomeShortcuts } from './citizenHomeShortcuts';

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

  it('offer a visitor the login, and a citizen a new request, their requests, contacts and password', () => {
    expect(citizenHomeShortcuts(false).map(({ to }) => to)).toEqual(['/citizen/v2/login']);
    expect(citizenHomeShortcuts(true).map(({ to }) => to)).toEqual(['/inbox/citizen/document/create', '/citizen/inbox?tab=opened_by_me', '/citizen/update/contact', '/citizen/change-password']);
  });
});
