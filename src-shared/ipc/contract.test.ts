import { describe, expect, it } from 'vitest';
import { contractEntries, ipcContract, serverUrlSchema, storedSessionSchema } from './contract';

describe('the IPC contract', () => {
  it('gives every operation its own channel named namespace:operation', () => {
    const entries = contractEntries();
    const channels = entries.map((entry) => entry.channel);
    expect(new Set(channels).size).toBe(channels.length);
    for (const entry of entries) expect(entry.channel).toBe(`${entry.namespace}:${entry.name}`);
  });

  it('holds the first channels: app info, settings and session storage', () => {
    expect(contractEntries().map((entry) => entry.channel).sort()).toEqual(
      ['app:info', 'session:clear', 'session:load', 'session:save', 'settings:get', 'settings:update'].sort(),
    );
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
