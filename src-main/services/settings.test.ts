import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { createSettingsStore, FALLBACK_SERVER_URL, SETTINGS_FILE } from './settings';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-settings-'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const file = () => join(dir, SETTINGS_FILE);
/** The realtime address that follows a server address: its host on port 6001. */
const realtimeOf = (serverUrl: string) => `${new URL(serverUrl).protocol}//${new URL(serverUrl).hostname}:6001`;

describe('settings store', () => {
  it('defaults to the local reference server', () => {
    expect(createSettingsStore({ dir, env: {} }).get()).toEqual({ serverUrl: FALLBACK_SERVER_URL, realtimeUrl: realtimeOf(FALLBACK_SERVER_URL), tokenLibraries: [] });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes the default from GDOC_SERVER_URL, normalised', () => {
    const store = createSettingsStore({ dir, env: { GDOC_SERVER_URL: 'https://gdoc.prefeitura.gov.br/api/' } });
    expect(store.get()).toEqual({ serverUrl: 'https://gdoc.prefeitura.gov.br/api', realtimeUrl: realtimeOf('https://gdoc.prefeitura.gov.br/api'), tokenLibraries: [] });
  });

  it('ignores an invalid GDOC_SERVER_URL', () => {
    expect(createSettingsStore({ dir, env: { GDOC_SERVER_URL: 'ftp://x' } }).get()).toEqual({ serverUrl: FALLBACK_SERVER_URL, realtimeUrl: realtimeOf(FALLBACK_SERVER_URL), tokenLibraries: [] });
  });

  it('lets an explicit default win over the environment', () => {
    const store = createSettingsStore({ dir, env: { GDOC_SERVER_URL: 'https://a.example' }, defaultServerUrl: 'http://127.0.0.1:4000' });
    expect(store.get()).toEqual({ serverUrl: 'http://127.0.0.1:4000', realtimeUrl: realtimeOf('http://127.0.0.1:4000'), tokenLibraries: [] });
  });

  it('updates, writes a valid file and reads it back in a new store', () => {
    const store = createSettingsStore({ dir, env: {} });
    expect(store.update({ serverUrl: 'https://gdoc.example.gov.br/' })).toEqual({ serverUrl: 'https://gdoc.example.gov.br', realtimeUrl: realtimeOf('https://gdoc.example.gov.br'), tokenLibraries: [] });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({ serverUrl: 'https://gdoc.example.gov.br', tokenLibraries: [] });
    expect(readdirSync(dir)).toEqual([SETTINGS_FILE]);
    expect(createSettingsStore({ dir, env: {} }).get()).toEqual({ serverUrl: 'https://gdoc.example.gov.br', realtimeUrl: realtimeOf('https://gdoc.example.gov.br'), tokenLibraries: [] });
  });

  it('treats an empty patch as no change', () => {
    const store = createSettingsStore({ dir, env: {} });
    expect(store.update({})).toEqual({ serverUrl: FALLBACK_SERVER_URL, realtimeUrl: realtimeOf(FALLBACK_SERVER_URL), tokenLibraries: [] });
  });

  it.each([{ serverUrl: 'javascript:alert(1)' }, { serverUrl: 'http://a/#x' }, { other: 1 }, null, 'x'])('refuses the patch %j and keeps the file', (patch) => {
    const store = createSettingsStore({ dir, env: {} });
    store.update({ serverUrl: 'https://keep.example' });
    expect(() => store.update(patch)).toThrow(ZodError);
    expect(store.get()).toEqual({ serverUrl: 'https://keep.example', realtimeUrl: realtimeOf('https://keep.example'), tokenLibraries: [] });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({ serverUrl: 'https://keep.example', tokenLibraries: [] });
  });

  it('hands out copies', () => {
    const store = createSettingsStore({ dir, env: {} });
    store.get().serverUrl = 'mutated';
    expect(store.get().serverUrl).toBe(FALLBACK_SERVER_URL);
  });

  it.each(['{not json', '[]', '{"serverUrl": 5}', '{"serverUrl": "javascript:alert(1)"}', ''])('falls back to defaults for the file %j', (content) => {
    writeFileSync(file(), content);
    const store = createSettingsStore({ dir, env: { GDOC_SERVER_URL: 'https://env.example' } });
    expect(store.get()).toEqual({ serverUrl: 'https://env.example', realtimeUrl: realtimeOf('https://env.example'), tokenLibraries: [] });
    store.update({ serverUrl: 'https://fixed.example' });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({ serverUrl: 'https://fixed.example', tokenLibraries: [] });
  });

  it('keeps the token libraries the user added, deduplicated, and reads files written before them', () => {
    writeFileSync(file(), JSON.stringify({ serverUrl: 'https://gdoc.example.gov.br' }));
    const store = createSettingsStore({ dir, env: {} });
    expect(store.get()).toEqual({ serverUrl: 'https://gdoc.example.gov.br', realtimeUrl: realtimeOf('https://gdoc.example.gov.br'), tokenLibraries: [] });
    const libraries = ['C:\\Windows\\System32\\eTPKCS11.dll', '/usr/lib/libaetpkss.so.3', '/usr/lib/libaetpkss.so.3'];
    expect(store.update({ tokenLibraries: libraries }).tokenLibraries).toEqual(libraries.slice(0, 2));
    expect(createSettingsStore({ dir, env: {} }).get()).toEqual({ serverUrl: 'https://gdoc.example.gov.br', realtimeUrl: realtimeOf('https://gdoc.example.gov.br'), tokenLibraries: libraries.slice(0, 2) });
    expect(() => store.update({ tokenLibraries: ['relative/lib.so'] })).toThrow();
    expect(store.get().tokenLibraries).toEqual(libraries.slice(0, 2));
  });

  it('refuses a token library on a network path, and drops one an older version wrote without losing the rest', () => {
    const store = createSettingsStore({ dir, env: {} });
    for (const path of ['//servidor/drivers/libeTPkcs11.so', '\\\\servidor\\drivers\\eTPKCS11.dll', '//?/UNC/servidor/drivers/x.dll']) {
      expect(() => store.update({ tokenLibraries: [path] })).toThrow(ZodError);
    }
    writeFileSync(file(), JSON.stringify({ serverUrl: 'https://gdoc.example.gov.br', tokenLibraries: ['//servidor/drivers/libeTPkcs11.so', '/usr/lib/libaetpkss.so.3'] }));
    expect(createSettingsStore({ dir, env: {} }).get()).toEqual({
      serverUrl: 'https://gdoc.example.gov.br',
      realtimeUrl: realtimeOf('https://gdoc.example.gov.br'),
      tokenLibraries: ['/usr/lib/libaetpkss.so.3'],
    });
  });

  it('derives the realtime address from the server address until one is set, and follows a new server', () => {
    const store = createSettingsStore({ dir, env: {} });
    expect(store.get().realtimeUrl).toBe('http://127.0.0.1:6001');
    expect(store.update({ serverUrl: 'https://gdoc.example.gov.br/api' }).realtimeUrl).toBe('https://gdoc.example.gov.br:6001');
    expect(store.update({ realtimeUrl: 'https://chat.example.gov.br' }).realtimeUrl).toBe('https://chat.example.gov.br');
    expect(createSettingsStore({ dir, env: {} }).get().realtimeUrl).toBe('https://chat.example.gov.br');
    // The set address belonged to the old server: a new server without one derives it again.
    expect(store.update({ serverUrl: 'https://outro.example.gov.br' }).realtimeUrl).toBe('https://outro.example.gov.br:6001');
    expect(() => store.update({ realtimeUrl: 'http://10.0.0.5:6001' })).toThrow(ZodError);
  });

  it('takes the realtime default from GDOC_REALTIME_URL or the harness, ignoring an invalid one', () => {
    expect(createSettingsStore({ dir, env: { GDOC_REALTIME_URL: 'https://rt.example.gov.br/' } }).get().realtimeUrl).toBe('https://rt.example.gov.br');
    expect(createSettingsStore({ dir, env: { GDOC_REALTIME_URL: 'javascript:x' } }).get().realtimeUrl).toBe('http://127.0.0.1:6001');
    const harness = createSettingsStore({ dir, env: {}, defaultServerUrl: 'http://127.0.0.1:4000', defaultRealtimeUrl: 'http://127.0.0.1:4001' });
    expect(harness.get()).toEqual({ serverUrl: 'http://127.0.0.1:4000', realtimeUrl: 'http://127.0.0.1:4001', tokenLibraries: [] });
  });
});
