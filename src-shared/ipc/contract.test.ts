import { describe, expect, it } from 'vitest';
import { contractEntries, ipcContract, serverUrlSchema, settingsPatchSchema, storedSessionSchema } from './contract';

describe('the IPC contract', () => {
  it('gives every operation its own channel named namespace:operation', () => {
    const entries = contractEntries();
    const channels = entries.map((entry) => entry.channel);
    expect(new Set(channels).size).toBe(channels.length);
    for (const entry of entries) expect(entry.channel).toBe(`${entry.namespace}:${entry.name}`);
  });

  it('holds app info, settings, session storage, the certificate bridge, the offline cache and the drafts', () => {
    expect(contractEntries().map((entry) => entry.channel).sort()).toEqual(
      [
        'app:info',
        'session:clear',
        'session:load',
        'session:save',
        'settings:get',
        'settings:update',
        'signer:inventory',
        'signer:openSession',
        'signer:sign',
        'signer:cancel',
        'signer:closeSession',
        'cache:open',
        'cache:get',
        'cache:put',
        'cache:search',
        'os:notify',
        'drafts:open',
        'drafts:save',
        'drafts:get',
        'drafts:list',
        'drafts:markSynced',
        'drafts:markConflict',
        'drafts:resolve',
        'drafts:remove',
      ].sort(),
    );
  });

  it('accepts only absolute paths to library files as token libraries', () => {
    const patch = (tokenLibraries: string[]) => settingsPatchSchema.safeParse({ tokenLibraries }).success;
    expect(patch(['C:\\Windows\\System32\\eTPKCS11.dll', '/usr/lib/libeToken.so.10', '/Library/Frameworks/eToken.framework/libeToken.dylib'])).toBe(true);
    expect(patch(['eTPKCS11.dll'])).toBe(false);
    expect(patch(['/usr/bin/sh'])).toBe(false);
    expect(patch(['\\\\servidor\\share\\token.dll'])).toBe(false);
    expect(patch(Array.from({ length: 21 }, (_, index) => `/usr/lib/token${index}.so`))).toBe(false);
  });

  it('keeps the PIN off the wire only as far as the contract allows: a bounded string, or null for a PIN pad', () => {
    const certificate = { modulePath: '/usr/lib/x.so', tokenSerial: 'ab', tokenLabel: 'T', certId: '01' };
    expect(ipcContract.signer.openSession.args.safeParse({ certificate, pin: null }).success).toBe(true);
    expect(ipcContract.signer.openSession.args.safeParse({ certificate, pin: '' }).success).toBe(false);
    expect(ipcContract.signer.openSession.args.safeParse({ certificate, pin: 'x'.repeat(256) }).success).toBe(false);
    expect(ipcContract.signer.openSession.args.safeParse({ certificate: { ...certificate, certId: 'ZZ' }, pin: '1234' }).success).toBe(false);
  });

  it('takes no argument where none is needed', () => {
    expect(ipcContract.session.load.args.safeParse(undefined).success).toBe(true);
    expect(ipcContract.session.load.args.safeParse({ sneaky: true }).success).toBe(false);
  });

  it('accepts https server addresses, and plain http only on this machine', () => {
    expect(serverUrlSchema.parse('https://gdoc.prefeitura.gov.br/')).toBe('https://gdoc.prefeitura.gov.br');
    expect(serverUrlSchema.parse('http://127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(serverUrlSchema.parse('http://localhost:3100/')).toBe('http://localhost:3100');
    for (const bad of ['http://10.0.0.5:3100', 'http://gdoc.prefeitura.gov.br', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pw@host', 'https://h/?q=1', 'nem url'])
      expect(serverUrlSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('stores a session with exactly its known fields', () => {
    const session = { token: 't', connectedSector: { id: 3, name: 'Protocolo Geral' }, inboxType: 'sector' };
    expect(storedSessionSchema.parse(session)).toEqual(session);
    expect(storedSessionSchema.safeParse({ ...session, password: 'x' }).success).toBe(false);
    expect(storedSessionSchema.safeParse({ ...session, token: '' }).success).toBe(false);
  });
});
