// The signer process as a Node child (tests, benchmarks, the token CLI). In the app the same
// entry runs under Electron's utilityProcess (src-main/services/signer/utilityTransport.ts).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SignerProcessMessage } from '../../src-shared/signer/protocol';
import type { SignerTransport } from './transport';

/** The TypeScript entry, run through tsx, for Node hosts working from the source tree. */
export const SIGNER_SOURCE_ENTRY = fileURLToPath(new URL('../process/main.ts', import.meta.url));

export type NodeTransportOptions = {
  entry?: string;
  /** Added to the parent's environment (SoftHSM reads SOFTHSM2_CONF when the module loads). */
  env?: Record<string, string>;
  /** Where the child's stderr goes; default inherit, so module crashes are visible. */
  stderr?: 'inherit' | 'ignore';
};

export function spawnNodeSigner({ entry = SIGNER_SOURCE_ENTRY, env = {}, stderr = 'inherit' }: NodeTransportOptions = {}): SignerTransport {
  const child = fork(entry, [], {
    // 'advanced' is structured clone: Uint8Array arrives as bytes, not as a JSON object.
    serialization: 'advanced',
    env: { ...process.env, ...env },
    execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', stderr, 'ipc'],
  });
  let exited = false;
  return {
    send(message) {
      if (!exited && child.connected) child.send(message);
    },
    onMessage(listener) {
      child.on('message', (message) => listener(message as SignerProcessMessage));
    },
    onExit(listener) {
      child.once('exit', (code, signal) => {
        exited = true;
        listener(signal ? `signal ${signal}` : `exit code ${code}`);
      });
    },
    kill() {
      if (!exited) child.kill('SIGKILL');
    },
  };
}
