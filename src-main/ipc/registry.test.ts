import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { contractEntries, ipcContract, type StoredSession } from '../../src-shared/ipc/contract';
import { fail } from '../../src-shared/ipc/result';
import { documentBodySchema } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { createIpcRegistry, type IpcRegistry } from './registry';
import { isAppUrl } from '../security/trustedUrl';

const APP = { url: 'app://staff/login' };
const TOKEN = 'tok_super_secret_4f9a';
const session: StoredSession = { serverUrl: 'https://gdoc.prefeitura.gov.br', token: TOKEN, connectedSector: { id: 3, name: 'Protocolo' }, inboxType: 'sector' };

const appInfo = {
  name: 'GDoc',
  version: '0.1.0',
  platform: 'desktop' as const,
  os: 'linux',
  capabilities: { secureStorage: true, signer: false, offlineCache: false, drafts: false },
};

const LOCAL_ID = '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f';
const draft = {
  localId: LOCAL_ID,
  revision: 1,
  body: documentBodySchema.parse({}),
  serverUuid: null,
  serverVersion: null,
  syncedRevision: 0,
  status: 'local' as const,
  conflict: null,
  idempotencyKey: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  savedAt: 1,
  syncedAt: null,
};
const serverCopy = { id: 1, uuid: 'u', inbox_email_uuid: 'e', version: 2, documentStatus: 'draft', number: null, updated_at: '2026-11-22T10:00:00Z', body: {} };

function completeRegistry(): IpcRegistry {
  const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
  registry.handle(ipcContract.app.info, () => appInfo);
  registry.handle(ipcContract.settings.get, () => ({ serverUrl: 'http://127.0.0.1:3100', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] }));
  registry.handle(ipcContract.settings.update, (patch) => ({ serverUrl: patch.serverUrl, realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] }));
  registry.handle(ipcContract.settings.addTokenLibrary, () => ({ added: null, settings: { serverUrl: 'http://127.0.0.1:3100', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] } }));
  registry.handle(ipcContract.settings.removeTokenLibrary, () => ({ serverUrl: 'http://127.0.0.1:3100', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] }));
  registry.handle(ipcContract.session.load, () => session);
  registry.handle(ipcContract.session.save, () => ({ persisted: true }));
  registry.handle(ipcContract.session.clear, () => null);
  registry.handle(ipcContract.signer.inventory, () => ({ modules: [], certificates: [], scannedAt: '2026-11-22T10:00:00.000Z' }));
  registry.handle(ipcContract.signer.openSession, () => fail('unavailable', 'x'));
  registry.handle(ipcContract.signer.sign, () => ({ signed: [], failed: null, notSigned: [], cancelled: false }));
  registry.handle(ipcContract.signer.cancel, () => null);
  registry.handle(ipcContract.signer.closeSession, () => null);
  registry.handle(ipcContract.cache.open, () => null);
  registry.handle(ipcContract.cache.get, () => null);
  registry.handle(ipcContract.cache.put, () => null);
  registry.handle(ipcContract.cache.search, () => []);
  registry.handle(ipcContract.drafts.open, () => null);
  registry.handle(ipcContract.drafts.save, () => draft);
  registry.handle(ipcContract.drafts.get, () => null);
  registry.handle(ipcContract.drafts.list, () => []);
  registry.handle(ipcContract.drafts.markSynced, () => draft);
  registry.handle(ipcContract.drafts.markConflict, () => draft);
  registry.handle(ipcContract.drafts.resolve, () => draft);
  registry.handle(ipcContract.drafts.adopt, () => draft);
  registry.handle(ipcContract.drafts.remove, () => null);
  registry.handle(ipcContract.os.notify, () => ({ shown: false }));
  return registry;
}

const CERTIFICATE = { modulePath: '/usr/lib/softhsm/libsofthsm2.so', tokenSerial: 'abc', tokenLabel: 'GDOC', certId: '01' };

let errorSpy: MockInstance;
let warnSpy: MockInstance;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const logged = () => JSON.stringify([...errorSpy.mock.calls, ...warnSpy.mock.calls]);

describe('invoke', () => {
  it('routes a trusted call to its handler and returns the parsed value', async () => {
    const registry = completeRegistry();
    await expect(registry.invoke(APP, 'settings:update', { serverUrl: ' https://gdoc.example.gov.br/api/ ' })).resolves.toEqual({
      ok: true,
      value: { serverUrl: 'https://gdoc.example.gov.br/api', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] },
    });
    await expect(registry.invoke(APP, 'session:clear', undefined)).resolves.toEqual({ ok: true, value: null });
  });

  it('refuses an unknown channel', async () => {
    const registry = completeRegistry();
    for (const channel of ['nope', 'app:info ', '__proto__', 'constructor', 42 as unknown as string]) {
      await expect(registry.invoke(APP, channel, undefined)).resolves.toEqual(fail('unknown-channel', messages.ipc.unknownChannel));
    }
  });

  it.each([undefined, 'app://evil/', 'app://staff.evil/', 'https://evil.example/', 'file:///tmp/x.html', 'about:blank'])(
    'refuses sender %s before looking at the channel',
    async (url) => {
      const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
      const handler = vi.fn(() => null);
      registry.handle(ipcContract.session.load, handler);
      await expect(registry.invoke({ url }, 'session:load', undefined)).resolves.toEqual(fail('forbidden-sender', messages.ipc.forbiddenSender));
      await expect(registry.invoke({ url }, 'nope', undefined)).resolves.toEqual(fail('forbidden-sender', messages.ipc.forbiddenSender));
      expect(handler).not.toHaveBeenCalled();
    },
  );

  const invalidArguments: Record<string, unknown[]> = {
    'app:info': [{}, 'x', null, 0],
    'settings:get': [{ serverUrl: 'x', tokenLibraries: [] }, []],
    'settings:update': [
      undefined,
      null,
      'http://x',
      {},
      { serverUrl: 'javascript:alert(1)' },
      { serverUrl: 'file:///etc/passwd' },
      { serverUrl: 'https://user:pw@host/' },
      { serverUrl: 'https://host/?q=1' },
      { serverUrl: 42 },
      { serverUrl: 'https://ok.example', extra: true },
      { serverUrl: 'https://ok.example', tokenLibraries: ['/usr/lib/libeToken.so'] },
      { serverUrl: 'https://ok.example', realtimeUrl: 'https://elsewhere.example' },
      { tokenLibraries: ['/tmp/evil.so'] },
    ],
    'settings:addTokenLibrary': [{ path: '/tmp/evil.so' }, '/tmp/evil.so', null, {}],
    'settings:removeTokenLibrary': [undefined, {}, { path: '' }, { path: 5 }, { path: '/a.so', also: '/b.so' }, { path: 'x'.repeat(1025) }],
    'session:load': [{}, TOKEN],
    'session:save': [
      undefined,
      { token: TOKEN, connectedSector: null, inboxType: 'sector' },
      { serverUrl: '', token: TOKEN, connectedSector: null, inboxType: 'sector' },
      { token: '', connectedSector: null, inboxType: 'sector' },
      { token: TOKEN, connectedSector: null, inboxType: 'elsewhere' },
      { token: TOKEN, connectedSector: { id: -1, name: 'x' }, inboxType: 'sector' },
      { token: TOKEN, connectedSector: null, inboxType: 'sector', admin: true },
      { token: 'x'.repeat(1025), connectedSector: null, inboxType: 'personal' },
    ],
    'session:clear': [true, { token: TOKEN }],
    'signer:inventory': [undefined, {}, { refresh: 'yes' }, { refresh: true, extraPaths: ['/tmp/evil.so'] }],
    'signer:openSession': [
      { certificate: CERTIFICATE, pin: '' },
      { certificate: CERTIFICATE, pin: 1234 },
      { certificate: { ...CERTIFICATE, certId: 'not hex' }, pin: '1234' },
      { certificate: { ...CERTIFICATE, modulePath: '' }, pin: '1234' },
      { certificate: { ...CERTIFICATE, modulePath: '//servidor/drivers/libeToken.so' }, pin: '1234' },
      { certificate: { ...CERTIFICATE, modulePath: '\\\\servidor\\drivers\\eTPKCS11.dll' }, pin: '1234' },
      { certificate: CERTIFICATE, pin: '1234', userLibraries: ['/tmp/evil.so'] },
      { certificate: CERTIFICATE },
    ],
    'signer:sign': [
      { sessionId: 's', runId: 'r', policy: 'CAdES-AD_RB-1.0', hash: 'sha256', items: [{ id: 'a', digest: 'AA==' }] },
      { sessionId: 's', runId: 'r', policy: 'CAdES-AD_RB-2.4', hash: 'md5', items: [{ id: 'a', digest: 'AA==' }] },
      { sessionId: 's', runId: 'r', policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: [] },
      { sessionId: 's', runId: 'r', policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: [{ id: 'a', digest: 'not base64!' }] },
    ],
    'signer:cancel': [{}, { runId: '' }],
    'signer:closeSession': [{}, { sessionId: 5 }],
    'os:notify': [undefined, {}, { title: '' }, { title: 'x', body: 'y'.repeat(501) }, { title: 'x', body: '', icon: '/etc/passwd' }],
    'cache:open': [undefined, {}, { userId: 0 }, { userId: 1.5 }, { userId: '1' }, { userId: 1, scope: '/etc' }],
    'cache:get': [undefined, { key: '' }, { key: 'x'.repeat(4097) }, { key: 'k', file: '/tmp/x' }],
    'cache:put': [
      { key: 'k', kind: 'blob', body: 1 },
      { key: 'k', kind: 'page', body: 1, search: [{ title: 'no entry key' }] },
      { key: 'k', kind: 'page', body: 1, search: [{ entryKey: 'e', sql: 'DROP TABLE entries' }] },
    ],
    'cache:search': [undefined, { text: 1 }, { text: 'x', limit: 0 }, { text: 'x', limit: 201 }],
    'drafts:open': [undefined, {}, { userId: 0 }, { userId: '1' }, { userId: 1, dir: '/tmp' }],
    'drafts:save': [
      undefined,
      {},
      { body: { content: 'x'.repeat(2_000_001) } },
      { body: { type: 'carta' } },
      { localId: '../../etc/passwd', body: {} },
      { localId: LOCAL_ID, body: {}, revision: 9 },
    ],
    'drafts:get': [undefined, {}, { localId: 'not-a-uuid' }, { localId: LOCAL_ID, file: '/tmp/x' }],
    'drafts:list': [{}, LOCAL_ID],
    'drafts:markSynced': [
      { localId: LOCAL_ID, revision: 0, serverUuid: 'e', serverVersion: 1 },
      { localId: LOCAL_ID, revision: 1, serverUuid: '', serverVersion: 1 },
      { localId: LOCAL_ID, revision: 1, serverUuid: 'e', serverVersion: 0 },
      { localId: LOCAL_ID, revision: 1.5, serverUuid: 'e', serverVersion: 1 },
      { localId: LOCAL_ID, revision: 1, serverUuid: 'e' },
    ],
    'drafts:markConflict': [
      { localId: LOCAL_ID, revision: 1 },
      { localId: LOCAL_ID, revision: 1, server: { ...serverCopy, version: 0 } },
      { localId: LOCAL_ID, revision: 1, server: { ...serverCopy, documentStatus: 'deleted' } },
      { localId: 'x', revision: 1, server: serverCopy },
    ],
    'drafts:resolve': [{ localId: LOCAL_ID }, { localId: LOCAL_ID, keep: 'both' }, { localId: LOCAL_ID, keep: 'local', body: {} }],
    'drafts:adopt': [
      undefined,
      { serverUuid: 'mail-1', serverVersion: 1 },
      { serverUuid: '', serverVersion: 1, body: {} },
      { serverUuid: 'mail-1', serverVersion: 0, body: {} },
      { serverUuid: 'mail-1', serverVersion: 1, body: {}, dir: '/tmp' },
    ],
    'drafts:remove': [undefined, {}, { localId: 'DROP TABLE drafts' }],
  };

  it('has invalid-argument cases for every contract operation', () => {
    expect(Object.keys(invalidArguments).sort()).toEqual(contractEntries().map((entry) => entry.channel).sort());
  });

  it.each(Object.entries(invalidArguments).flatMap(([channel, args]) => args.map((arg) => [channel, arg] as const)))(
    '%s refuses %j without calling the handler',
    async (channel, arg) => {
      const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
      const handler = vi.fn();
      const entry = contractEntries().find((candidate) => candidate.channel === channel)!;
      registry.handle(entry, handler);
      const result = await registry.invoke(APP, channel, arg);
      expect(result).toEqual(fail('invalid-argument', messages.ipc.invalidArgument));
      expect(handler).not.toHaveBeenCalled();
      expect(logged()).not.toContain(TOKEN);
      expect(logged()).not.toContain('javascript:');
    },
  );

  it('turns a throwing handler into internal and logs the error without the argument', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.session.save, () => {
      throw new Error('disk on fire');
    });
    const result = await registry.invoke(APP, 'session:save', session);
    expect(result).toEqual(fail('internal', messages.ipc.internal));
    expect(errorSpy).toHaveBeenCalled();
    expect(logged()).toContain('disk on fire');
    expect(logged()).not.toContain(TOKEN);
  });

  it('turns a rejecting handler into internal', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.session.save, async () => Promise.reject(new TypeError('nope')));
    await expect(registry.invoke(APP, 'session:save', session)).resolves.toEqual(fail('internal', messages.ipc.internal));
  });

  it('passes a failure result from the handler through', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.settings.update, () => fail('unavailable', messages.ipc.unavailable));
    await expect(registry.invoke(APP, 'settings:update', { serverUrl: 'https://gdoc.example.gov.br' })).resolves.toEqual(fail('unavailable', messages.ipc.unavailable));
  });

  it('accepts an ok result from the handler and still checks its value', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.session.save, () => ({ ok: true as const, value: { persisted: 'yes' as unknown as boolean } }));
    await expect(registry.invoke(APP, 'session:save', session)).resolves.toEqual(fail('internal', messages.ipc.internal));
  });

  it('turns a result outside the contract into internal without logging its value', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.session.load, () => ({ token: TOKEN, connectedSector: null }) as unknown as StoredSession);
    await expect(registry.invoke(APP, 'session:load', undefined)).resolves.toEqual(fail('internal', messages.ipc.internal));
    expect(errorSpy).toHaveBeenCalled();
    expect(logged()).toContain('inboxType');
    expect(logged()).not.toContain(TOKEN);
  });

  it('strips fields the result schema does not name', async () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    registry.handle(ipcContract.settings.get, () => ({ serverUrl: 'http://a', realtimeUrl: 'http://a:6001', tokenLibraries: [], secret: 'x' }) as { serverUrl: string; realtimeUrl: string; tokenLibraries: string[] });
    await expect(registry.invoke(APP, 'settings:get', undefined)).resolves.toEqual({ ok: true, value: { serverUrl: 'http://a', realtimeUrl: 'http://a:6001', tokenLibraries: [] } });
  });
});

describe('handle and assertComplete', () => {
  it('throws when an operation has no handler, naming it', () => {
    const registry = completeRegistry();
    expect(() => registry.assertComplete()).not.toThrow();

    const partial = createIpcRegistry({ isTrustedSender: isAppUrl });
    partial.handle(ipcContract.app.info, () => appInfo);
    expect(() => partial.assertComplete()).toThrow(/session:clear/);
  });

  it('refuses a second handler for the same operation', () => {
    const registry = completeRegistry();
    expect(() => registry.handle(ipcContract.app.info, () => appInfo)).toThrow(/already/);
  });

  it('refuses an operation that is not in the contract', () => {
    const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
    const impostor = { ...ipcContract.app.info, args: ipcContract.session.save.args };
    expect(() => registry.handle(impostor as unknown as typeof ipcContract.app.info, () => appInfo)).toThrow(/not an operation/);
    expect(() => registry.handle({ ...ipcContract.app.info, channel: 'app:other' }, () => appInfo)).toThrow(/not an operation/);
  });

  it('lists the channels that have handlers', () => {
    expect(completeRegistry().channels().sort()).toEqual(contractEntries().map((entry) => entry.channel).sort());
  });
});
