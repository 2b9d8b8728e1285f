// "Solicitar" files a request of the service's subject; a visitor logs in first and returns to it.
import { describe, expect, it } from 'vitest';
import { requestLinkFor, requestPathFor } from './publicPaths';

describe('Solicitar', () => {
  it('opens the create screen with the subject chosen', () => {
    expect(requestPathFor(42)).toBe('/inbox/citizen/document/create?subject=42');
    expect(requestLinkFor(42, true)).toBe('/inbox/citizen/document/create?subject=42');
  });

  it('sends a visitor to the login, with the way back', () => {
    const link = new URL(requestLinkFor(42, false), 'http://portal.invalid');
    expect(link.pathname).toBe('/citizen/v2/login');
    expect(link.searchParams.get('redirectTo')).toBe('/inbox/citizen/document/create?subject=42');
  });
});
