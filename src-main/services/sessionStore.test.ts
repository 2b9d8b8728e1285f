import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { StoredSession } from '../../src-shared/ipc/contract';
import { createTestEncryptor } from '../../tests/e2e/harness/testEncryptor';
import type { Encryptor } from './encryptor';
import { createSessionStore, SessionServerError, SESSION_FILE } from './sessionStore';

const TOKEN = '81|Zx9QmYpL3sVtK0rWc7uHn2eFbJ4dGa6o';
const session: StoredSession = { serverUrl: 'https://gdoc.prefeitura.gov.br', token: TOKEN, connectedSector: { id: 7, name: 'Secretaria de Saúde' }, inboxType: 'sector' };

const SERVER = 'https://gdoc.prefeitura.gov.br';
const OTHER_SERVER = 'https://gdoc.outra-prefeitura.gov.br';
/** The configured server address, as the settings store would give it. */
let configured = SERVER;
const serverUrl = () => configured;

let dir: string;
beforeEach(() => {
  configured = SERVER;
  dir = mkdtempSync(join(tmpdir(), 'gdoc-session-'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});
const file = () => join(dir, SESSION_FILE);

describe('session store with encryption', () => {
  it('round-trips through the encryptor across store instances', () => {
    const encryptor = createTestEncryptor();
    expect(createSessionStore({ dir, serverUrl, encryptor }).save(session)).toEqual({ persisted: true });
    expect(createSessionStore({ dir, serverUrl, encryptor }).load()).toEqual(session);
  });

  it('writes nothing readable: neither the token nor the sector name is on disk', () => {
    createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() }).save(session);
    const bytes = readFileSync(file());
    expect(bytes.includes(Buffer.from(TOKEN))).toBe(false);
    expect(bytes.toString('latin1')).not.toContain('Zx9QmYpL3sVtK0rWc7uHn2eFbJ4dGa6o');
    expect(bytes.toString('utf8')).not.toContain('Secretaria');
    expect(bytes.includes(Buffer.from(TOKEN).toString('base64'))).toBe(false);
  });

  it('writes the file readable by the owner only and leaves no temp file', () => {
    createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() }).save(session);
    if (process.platform !== 'win32') expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([SESSION_FILE]);
  });

  it('returns null when nothing was saved', () => {
    expect(createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() }).load()).toBeNull();
  });

  it('discards a file it cannot decrypt (another key) and returns null', () => {
    createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() }).save(session);
    const other = createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() });
    expect(other.load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });

  it.each([Buffer.alloc(0), Buffer.from('garbage'), Buffer.from(JSON.stringify(session))])('discards a corrupt file %#', (content) => {
    writeFileSync(file(), content);
    expect(createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() }).load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });

  it('discards a file that decrypts to something outside the schema', () => {
    const encryptor = createTestEncryptor();
    writeFileSync(file(), encryptor.encrypt(JSON.stringify({ token: TOKEN })));
    expect(createSessionStore({ dir, serverUrl, encryptor }).load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });

  it('refuses to save something outside the schema', () => {
    const store = createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() });
    expect(() => store.save({ ...session, inboxType: 'other' })).toThrow(ZodError);
    expect(existsSync(file())).toBe(false);
  });

  it('clear removes the file and the memory copy', () => {
    const encryptor = createTestEncryptor();
    const store = createSessionStore({ dir, serverUrl, encryptor });
    store.save(session);
    store.clear();
    expect(store.load()).toBeNull();
    expect(existsSync(file())).toBe(false);
    expect(createSessionStore({ dir, serverUrl, encryptor }).load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('keeps the session in memory when encryption fails at save time', () => {
    const encryptor: Encryptor = {
      ...createTestEncryptor(),
      encrypt: () => {
        throw new Error('keychain locked');
      },
    };
    const store = createSessionStore({ dir, serverUrl, encryptor });
    expect(store.save(session)).toEqual({ persisted: false });
    expect(store.load()).toEqual(session);
    expect(existsSync(file())).toBe(false);
  });
});

describe('session store without encryption', () => {
  it('keeps the session in memory only and writes nothing', () => {
    const store = createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor({ available: false }) });
    expect(store.save(session)).toEqual({ persisted: false });
    expect(store.load()).toEqual(session);
    expect(readdirSync(dir)).toEqual([]);
    expect(createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor({ available: false }) }).load()).toBeNull();
  });

  it('never calls encrypt', () => {
    const encryptor = createTestEncryptor({ available: false });
    const encrypt = vi.spyOn(encryptor, 'encrypt');
    createSessionStore({ dir, serverUrl, encryptor }).save(session);
    expect(encrypt).not.toHaveBeenCalled();
  });

  it('leaves an earlier encrypted file alone on load (the keychain may only be locked)', () => {
    writeFileSync(file(), Buffer.from('encrypted earlier'));
    expect(createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor({ available: false }) }).load()).toBeNull();
    expect(existsSync(file())).toBe(true);
  });

  it('removes an earlier file when a new session is saved, so it cannot come back', () => {
    writeFileSync(file(), Buffer.from('encrypted earlier'));
    createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor({ available: false }) }).save(session);
    expect(existsSync(file())).toBe(false);
  });
});

describe('a session belongs to the server that issued its token', () => {
  it('is kept only for the configured server', () => {
    const store = createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor() });
    expect(() => store.save({ ...session, serverUrl: OTHER_SERVER })).toThrow(SessionServerError);
    expect(store.load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });

  it('is dropped, from memory and from disk, once the settings name another server', () => {
    const encryptor = createTestEncryptor();
    const store = createSessionStore({ dir, serverUrl, encryptor });
    store.save(session);
    configured = OTHER_SERVER;
    expect(store.load()).toBeNull();
    expect(existsSync(file())).toBe(false);
    configured = SERVER;
    expect(store.load()).toBeNull();
  });

  it('is not handed to the next start of the app on another server', () => {
    const encryptor = createTestEncryptor();
    createSessionStore({ dir, serverUrl, encryptor }).save(session);
    configured = OTHER_SERVER;
    expect(createSessionStore({ dir, serverUrl, encryptor }).load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });

  it('is dropped also when it lives in memory only (no keychain)', () => {
    const store = createSessionStore({ dir, serverUrl, encryptor: createTestEncryptor({ available: false }) });
    store.save(session);
    configured = OTHER_SERVER;
    expect(store.load()).toBeNull();
  });

  it('drops a file written before sessions named their server: nobody can say which server issued it', () => {
    const encryptor = createTestEncryptor();
    const { serverUrl: _issuer, ...unnamed } = session;
    writeFileSync(file(), encryptor.encrypt(JSON.stringify(unnamed)));
    expect(createSessionStore({ dir, serverUrl, encryptor }).load()).toBeNull();
    expect(existsSync(file())).toBe(false);
  });
});
