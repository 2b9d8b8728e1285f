// SoftHSM2 (Debian `softhsm2`) driven by Debian's own tools: softhsm2-util for tokens and keys,
// pkcs11-tool (opensc) for certificates. The demo token and the tests' tokens are made with it.
import { execFileSync } from 'node:child_process';

export const SOFTHSM_MODULE = '/usr/lib/softhsm/libsofthsm2.so';

export type SoftHsm = {
  /** The environment SoftHSM reads its configuration from, for these tools and the signer. */
  env: NodeJS.ProcessEnv;
  initToken(label: string, pin: string, soPin: string): void;
  importKey(token: string, pin: string, keyPath: string, id: string, label: string): void;
  importCert(token: string, pin: string, derPath: string, id: string, label: string): void;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** pkcs11-tool (opensc 0.23) writes to the first slot whatever --token-label says, so it gets the slot id. */
function slotIdOf(env: NodeJS.ProcessEnv, token: string): string {
  const listing = execFileSync('pkcs11-tool', ['--module', SOFTHSM_MODULE, '-L'], { env, encoding: 'utf8' });
  const slots = listing.split(/^Slot /m).slice(1);
  const slot = slots.find((block) => new RegExp(`token label\\s*:\\s*${token}\\s*$`, 'm').test(block));
  const id = slot?.match(/^\d+ \((0x[0-9a-f]+)\)/)?.[1];
  if (!id) throw new Error(`SoftHSM token ${token} not found`);
  return id;
}

/** SoftHSM under the configuration file `confPath`. */
export function softHsm(confPath: string): SoftHsm {
  const env = { ...process.env, SOFTHSM2_CONF: confPath };
  return {
    env,
    initToken: (label, pin, soPin) => run('softhsm2-util', ['--init-token', '--free', '--label', label, '--pin', pin, '--so-pin', soPin], env),
    // --force: a test token deliberately holds two keys under one CKA_ID.
    importKey: (token, pin, keyPath, id, label) =>
      run('softhsm2-util', ['--import', keyPath, '--token', token, '--label', label, '--id', id, '--pin', pin, '--force'], env),
    importCert: (token, pin, derPath, id, label) =>
      run('pkcs11-tool', ['--module', SOFTHSM_MODULE, '--slot', slotIdOf(env, token), '--login', '--pin', pin,
        '--write-object', derPath, '--type', 'cert', '--id', id, '--label', label], env),
  };
}
