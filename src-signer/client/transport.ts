// How a parent reaches the signer process, whatever started it: Electron's utilityProcess in the
// app (src-main), a Node child process in tests, benchmarks and the token CLI. Both carry
// structured-clone messages, so the PIN can travel as bytes that each side wipes.
import type { SignerProcessMessage, SignerRequestMessage } from '../../src-shared/signer/protocol';

export type SignerTransport = {
  send(message: SignerRequestMessage): void;
  onMessage(listener: (message: SignerProcessMessage) => void): void;
  /** Once, when the process has gone (crash, kill, normal exit). */
  onExit(listener: (description: string) => void): void;
  kill(): void;
};

export type SpawnSigner = () => SignerTransport;
