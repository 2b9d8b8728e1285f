// Failures `npm start` knows, said as a sentence with what to do; the raw error goes to the log.
import { createServer } from 'node:net';
import { messages } from '../../src-shared/messages';

const m = messages.start;

/** The error of a child process started with execFileSync/spawnSync, as Node describes it. */
type ChildError = Error & { code?: string; path?: string; stderr?: Buffer | string; status?: number | null };

/** What the error was, as text for the log: a child's stderr as text, never a Buffer dump. */
export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const stderr = (error as ChildError).stderr;
  const text = stderr === undefined ? '' : Buffer.isBuffer(stderr) ? stderr.toString('utf8') : stderr;
  return [error.stack ?? error.message, text.trim()].filter(Boolean).join('\n');
}

/** Why the demo token could not be made, in the person's words. */
export function demoTokenFailure(error: unknown, logPath: string): string {
  const failure = error as ChildError;
  if (failure?.code === 'ENOENT' && typeof failure.path === 'string') return m.tokenToolMissing(failure.path);
  return m.tokenFailed(logPath);
}

/** Whether something already listens on the loopback port (0 asks for any free port: never taken). */
export function portTaken(port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}
