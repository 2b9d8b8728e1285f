import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionOfServer, storedSessionOf } from './sessionStore';

const SERVER = 'https://gdoc.prefeitura.gov.br';
const stored = { serverUrl: SERVER, token: '81|abc', connectedSector: null, inboxType: 'sector' as const, userId: 7 };

describe('the session kept for the next start', () => {
  it('names the server the user logged in to', () => {
    const state = { ...initialSessionState, serverUrl: SERVER, token: '81|abc', userId: 7 };
    expect(storedSessionOf(state)).toEqual(stored);
  });

  it('is taken back only while the same server is configured: no token goes next to another address', () => {
    expect(sessionOfServer(stored, SERVER)).toEqual(stored);
    expect(sessionOfServer(stored, 'https://gdoc.outra-prefeitura.gov.br')).toBeNull();
    expect(sessionOfServer(null, SERVER)).toBeNull();
  });
});
