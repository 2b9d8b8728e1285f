// @vitest-environment jsdom
// The citizen home promises only what the portal does: each shortcut, logged in or not, is a route
// of the portal's router (not its not-found page); everyone gets the public pages.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { citizenRouteObjects } from '../../routing/citizenRouter';
import { citizenHomeShortcuts } from './citizenHomeShortcuts';

const PUBLIC = ['/citizen/service-letter', '/citizen/lai', '/citizen/reports'];

/** The path of the route a link opens; '*' is the not-found page. */
const routeOf = (to: string) => {
  const pathname = new URL(to, 'http://portal.invalid').pathname;
  return matchRoutes(citizenRouteObjects(), pathname)?.at(-1)?.route.path;
};

describe('citizen home shortcuts', () => {
  it.each([false, true])('each open a screen of the portal (logged in: %s)', (loggedIn) => {
    const shortcuts = citizenHomeShortcuts(loggedIn);
    expect(shortcuts.length).toBeGreaterThan(0);
    for (const { to } of shortcuts) expect(routeOf(to), to).not.toBe('*');
    expect(routeOf('/citizen/nada-aqui')).toBe('*');
  });

  it('offer a visitor the login, and a citizen a new request, their requests, contacts and password', () => {
    expect(citizenHomeShortcuts(false).map(({ to }) => to)).toEqual(['/citizen/v2/login', ...PUBLIC]);
    expect(citizenHomeShortcuts(true).map(({ to }) => to)).toEqual(['/inbox/citizen/document/create', '/citizen/inbox?tab=opened_by_me', '/citizen/update/contact', '/citizen/change-password', ...PUBLIC]);
  });
});
