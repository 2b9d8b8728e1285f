// The certificate bridge as the renderer reaches it: the real IPC registry and handlers, the
// real signer process on a SoftHSM2 token. Only what the contract names comes back.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN_LABEL } from '../../../scripts/demo/demoToken';
import { createSoftHsmToken, type SoftHsmToken } from '../../../tests/fixtures/token/softHsmToken';
import type { SignerClient } from '../../../src-signer/client/signerClient';
import type { IpcRegistry } from '../../ipc/registry';
import { APP_SENDER as APP, createTestMain, type TestMain } from '../../ipc/testing/testMain';
import type { SettingsStore } from '../settings';
import { createSignerBridge } from './signerBridge';

let dir: string;
let token: SoftHsmToken;
let main: TestMain;
let settings: SettingsStore;
let registry: IpcRegistry;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-signer-bridge-'));
  token = createSoftHsmToken(join(dir, 'token'));
  main = createTestMain(dir, { signerEnv: token.env });
  ({ settings, registry } = main);
});
afterAll(() => {
  main.close();
  rmSync(dir, { recursive: true, force: true });
});

type Inventory = { modules: { path: string; source: string; status: string }[]; certificates: { ref: Record<string, string> }[] };

describe('the signer over IPC', () => {
  it('scans the built-in libraries plus the ones the user added in the settings', async () => {
    settings.update({ tokenLibraries: ['/opt/nenhum/libtoken.so'] });
    const result = await registry.invoke(APP, 'signer:inventory', { refresh: false });
    expect(result.ok).toBe(true);
    const inventory = (result as { value: Inventory }).value;
    expect(inventory.modules.find((module) => module.path === '/opt/nenhum/libtoken.so')).toMatchObject({ source: 'user', status: 'missing' });
    expect(inventory.modules.some((module) => module.status === 'loaded')).toBe(true);
    expect(inventory.certificates.some((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL)).toBe(true);
  });

  it('does not let the page choose a library to load', async () => {
    await expect(registry.invoke(APP, 'signer:inventory', { refresh: false, extraPaths: ['/tmp/evil.so'] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
  });

  it('opens a session with the PIN typed, signs, and answers a wrong PIN with the typed signer error', async () => {
    const inventory = ((await registry.invoke(APP, 'signer:inventory', { refresh: false })) as { value: Inventory }).value;
    const ref = inventory.certificates.find((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL && entry.ref.certId === token.pki.certs.ecpf.id)!.ref;
    // SoftHSM2 raises CKF_USER_PIN_COUNT_LOW after a wrong PIN, as a real token does.
    const warned = 'PIN incorreto. Restam poucas tentativas antes de o token ser bloqueado.';
    await expect(registry.invoke(APP, 'signer:openSession', { certificate: ref, pin: '00000000' })).resolves.toEqual({
      ok: false,
      error: { code: 'signer', message: warned, signer: { code: 'pin-incorrect', message: warned, pinWarning: 'count-low', detail: 'C_Login: CKR_PIN_INCORRECT' } },
    });
    const opened = await registry.invoke(APP, 'signer:openSession', { certificate: ref, pin: token.pin });
    expect(opened.ok).toBe(true);
    const { sessionId } = (opened as { value: { sessionId: string } }).value;
    const signed = await registry.invoke(APP, 'signer:sign', {
      sessionId,
      runId: 'r1',
      policy: 'CAdES-AD_RB-2.4',
      hash: 'sha256',
      items: [{ id: 'login', content: Buffer.from('desafio').toString('base64'), attach: true }],
    });
    expect(signed).toMatchObject({ ok: true, value: { failed: null, notSigned: [], cancelled: false, signed: [{ id: 'login' }] } });
    await expect(registry.invoke(APP, 'signer:closeSession', { sessionId })).resolves.toEqual({ ok: true, value: null });
  });

  it('opens no session on a library that is neither built in nor one the user added', async () => {
    const inventory = ((await registry.invoke(APP, 'signer:inventory', { refresh: false })) as { value: Inventory }).value;
    const ref = inventory.certificates.find((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL)!.ref;
    // The same token's driver, copied where the page would like it loaded from.
    const elsewhere = join(dir, 'libcopiada.so');
    copyFileSync(token.module, elsewhere);
    const message = `A biblioteca ${elsewhere} não está na lista de bibliotecas de token deste computador. Adicione-a em Certificados digitais.`;
    await expect(registry.invoke(APP, 'signer:openSession', { certificate: { ...ref, modulePath: elsewhere }, pin: token.pin })).resolves.toMatchObject({
      ok: false,
      error: { code: 'signer', message, signer: { code: 'library-not-allowed' } },
    });
    await expect(registry.invoke(APP, 'signer:openSession', { certificate: { ...ref, modulePath: '//servidor/drivers/libsofthsm2.so' }, pin: token.pin })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
  });

  it('checks the library before it asks the signer process, and sends it the allowed list from the settings', async () => {
    const calls: { op: string; args: unknown }[] = [];
    const client = { call: vi.fn(async (op: string, args: unknown) => (calls.push({ op, args }), { ok: true as const, value: { sessionId: 's', certificate: null } })) };
    const bridge = createSignerBridge({ client: client as unknown as SignerClient, settings: { get: () => ({ serverUrl: '', realtimeUrl: '', tokenLibraries: ['/opt/token/libtoken.so'] }) }, platform: 'linux' });
    const ref = { modulePath: '/tmp/evil.so', tokenSerial: '1', tokenLabel: 'T', certId: '01' };
    await expect(bridge.openSession({ certificate: ref, pin: '1234' })).resolves.toMatchObject({ ok: false, error: { signer: { code: 'library-not-allowed' } } });
    expect(calls).toEqual([]);
    await bridge.openSession({ certificate: { ...ref, modulePath: '/opt/token/libtoken.so' }, pin: null });
    await bridge.openSession({ certificate: { ...ref, modulePath: '/usr/lib/libeTPkcs11.so' }, pin: null });
    expect(calls.map((call) => call.args)).toEqual([
      { certificate: { ...ref, modulePath: '/opt/token/libtoken.so' }, pin: null, userLibraries: ['/opt/token/libtoken.so'] },
      { certificate: { ...ref, modulePath: '/usr/lib/libeTPkcs11.so' }, pin: null, userLibraries: ['/opt/token/libtoken.so'] },
    ]);
  });
});
