// The signer process in the app: Electron's utilityProcess, a Node process of Electron's own
// that loads the token driver away from the main process (see src-signer/process/main.ts).
import { utilityProcess } from 'electron';
import type { SignerProcessMessage } from '../../../src-shared/signer/protocol';
import type { SignerTransport } from '../../../src-signer/client/transport';

export function spawnUtilitySigner(entry: string): SignerTransport {
  const child = utilityProcess.fork(entry, [], { serviceName: 'GDoc — assinador de certificados', stdio: 'inherit' });
  let exited = false;
  return {
    send(message) {
      if (!exited) child.postMessage(message);
    },
    onMessage(listener) {
      child.on('message', (message: unknown) => listener(message as SignerProcessMessage));
    },
    onExit(listener) {
      child.once('exit', (code: number) => {
        exited = true;
        listener(`exit code ${code}`);
      });
    },
    kill() {
      if (!exited) child.kill();
    },
  };
}
