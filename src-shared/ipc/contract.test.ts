import { describe, expect, it } from 'vitest';
import { contractEntries, ipcContract, serverUrlSchema, settingsPatchSchema, storedSessionSchema, tokenLibraryPathSchema } from './contract';

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
        'settings:addTokenLibrary',
        'settings:removeTokenLibrary',
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
        'drafts:adopt',
        'drafts:remove',
      ].sort(),
    );
  });

  it('accepts only absolute paths to library files on this computer as token libraries', () => {
    const library = (path: string) => tokenLibraryPathSchema.safeParse(path).success;
    for (const path of ['C:\\Windows\\System32\\eTPKCS11.dll', 'C:/Drivers/token.dll', '/usr/lib/libeToken.so.10', '/Library/Frameworks/eToken.framework/libeToken.dylib']) {
      expect(library(path), path).toBe(true);
    }
    for (const path of ['eTPKCS11.dll', '/usr/bin/sh', '/usr/lib/lib\u0000.so', 'C:relative.dll']) expect(library(path), path).toBe(false);
    const networkPaths = [
      '\\\\servidor\\share\\token.dll',
      '//servidor/share/libtoken.so',
      '\\\\?\\UNC\\servidor\\share\\token.dll',
      '//?/UNC/servidor/share/token.dll',
      '\\\\.\\C:\\token.dll',
      '/\\servidor\\share\\token.dll',
      '  //servidor/share/libtoken.so',
    ];
    for (const path of networkPaths) expect(library(path), path).toBe(false);
  });

  it('lets the page change only the server address, and names no library in a certificate on a share', () => {
    expect(settingsPatchSchema.safeParse({ serverUrl: 'https://gdoc.prefeitura.gov.br' }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ tokenLibraries: ['/usr/lib/libeToken.so'] }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ serverUrl: 'https://gdoc.prefeitura.gov.br', realtimeUrl: 'https://outro.example' }).success).toBe(false);
    expect(ipcContract.settings.addTokenLibrary.args.safeParse({ path: '/usr/lib/libeToken.so' }).success).toBe(false);
    const certificate = { modulePath: '//servidor/share/libtoken.so', tokenSerial: 'ab', tokenLabel: 'T', certId: '01' };
    expect(ipcContract.signer.openSession.args.safeParse({ certificate, pin: null }).success).toBe(false);
    expect(ipcContract.signer.openSession.args.safeParse({ certificate: { ...certificate, modulePath: '\\\\servidor\\share\\token.dll' }, pin: null }).success).toBe(false);
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
    const session = { serverUrl: 'https://gdoc.prefeitura.gov.br', token: 't', connectedSector: { id: 3, name: 'Protocolo Geral' }, inboxType: 'sector' };
    expect(storedSessionSchema.parse(session)).toEqual(session);
    expect(storedSessionSchema.safeParse({ ...session, password: 'x' }).success).toBe(false);
    expect(storedSessionSchema.safeParse({ ...session, token: '' }).success).toBe(false);
    // A session always names the server that issued its token.
    const { serverUrl: _issuer, ...unnamed } = session;
    expect(storedSessionSchema.safeParse(unnamed).success).toBe(false);
  });
});
