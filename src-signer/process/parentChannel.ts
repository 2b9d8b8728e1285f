// The signer process's line to its parent: Electron's utilityProcess gives process.parentPort,
// a Node fork gives process.send. Everything else in the process is the same in both.
import type { SignerProcessMessage, SignerRequestMessage } from '../../src-shared/signer/protocol';

export type ParentChannel = {
  onRequest(listener: (message: SignerRequestMessage) => void): void;
  post(message: SignerProcessMessage): void;
};

type ParentPort = { on(event: 'message', listener: (event: { data: unknown }) => void): void; postMessage(message: unknown): void };

export function connectToParent(): ParentChannel {
  const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;
  if (parentPort) {
    return {
      onRequest: (listener) => parentPort.on('message', (event) => listener(event.data as SignerRequestMessage)),
      post: (message) => parentPort.postMessage(message),
    };
  }
  if (process.send) {
    // Without a parent the process would linger; it ends with the IPC channel.
    process.on('disconnect', () => process.exit(0));
    return {
      onRequest: (listener) => process.on('message', (message) => listener(message as SignerRequestMessage)),
      post: (message) => process.send?.(message),
    };
  }
  throw new Error('O processo de assinatura precisa ser iniciado pelo aplicativo (utilityProcess ou fork).');
}
