// The certificate bridge as the renderer reaches it: the real IPC registry and handlers, the
// real signer process on a SoftHSM2 token. Only what the contract names comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEncryptor } from '../../../tests/e2e/harness/testEncryptor';
import { createSoftHsmToken, type SoftHsmToken } from '../../../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from '../../../scripts/demo/demoToken';
import { spawnNodeSigner } from '../../../src-signer/client/nodeTransport';
import { createSignerClient, type SignerClient } from '../../../src-signer/client/signerClient';
import { createCacheService } from '../cache/cacheService';
import { createDraftService } from '../drafts/draftService';
import { registerHandlers } from '../../ipc/handlers';
import { createIpcRegistry, type IpcRegistry } from '../../ipc/registry';
import { isAppUrl } from '../../security/trustedUrl';
import { createAppInfo } from '../appInfo';
import { createSessionStore } from '../sessionStore';
import { createSettingsStore, type SettingsStore } from '../settings';
import { createSignerBridge } from './signerBridge';

const APP = { url: 'app://staff/' };
let dir: string;
let token: SoftHsmToken;
let client: SignerClient;
let settings: SettingsStore;
let registry: IpcRegistry;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-signer-bridge-'));
  token = createSoftHsmToken(join(dir, 'token'));
  const encryptor = createTestEncryptor();
  settings = createSettingsStore({ dir, env: {} });
  client = createSignerClient({ spawn: () => spawnNodeSigner({ env: token.env, stderr: 'ignore' }), log: () => undefined });
  registry = createIpcRegistry({ isTrustedSender: isAppUrl });
  registerHandlers(registry, {
    appInfo: createAppInfo({ name: 'GDoc', version: '1', os: 'linux', encryptor, signer: true }),
    settings,
    session: createSessionStore({ dir, encryptor }),
    signer: createSignerBridge({ client, settings }),
    cache: createCacheService({ dir: join(dir, 'cache'), serverUrl: () => settings.get().serverUrl }),
    drafts: createDraftService({ dir: join(dir, 'drafts'), serverUrl: () => settings.get().serverUrl }),
    notifier: { isSupported: () => false, show: () => undefined },
  });
});
afterAll(() => {
  client.dispose();
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
});
