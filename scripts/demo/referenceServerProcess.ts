// The reference server as a child process, as `npm start` and the e2e suite run it: the real CLI
// (src-server/index.ts, or the e2e suite's bundle of it), ready once it has printed its two addresses on stdout (the API's, then the
// realtime server's); its logs come on stderr, line by line, for the caller to keep or show.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..', '..');

export type ReferenceServerProcess = { child: ChildProcess; url: string; realtimeUrl: string; stop(): Promise<void> };

export type SpawnOptions = {
  env?: NodeJS.ProcessEnv;
  /** Each line the server writes on stderr (JSON request logs, or a plain message when it fails). */
  onStderrLine?: (line: string) => void;
  /** Milliseconds to wait for the two addresses. */
  readyTimeoutMs?: number;
  /** A bundle of src-server/index.ts to run instead of the source (through tsx). */
  bundle?: string;
};

export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    /** The last lines the server wrote on stderr. */
    readonly stderrTail: string[],
  ) {
    super(message);
  }
}

/** Ends a child with SIGTERM, and SIGKILL if it is still there after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function spawnReferenceServer(args: readonly string[], options: SpawnOptions = {}): Promise<ReferenceServerProcess> {
  const entry = options.bundle === undefined ? ['--import', 'tsx', 'src-server/index.ts'] : [options.bundle];
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
  });
  const tail: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    options.onStderrLine?.(line);
  });
  return new Promise((resolve, reject) => {
    const fail = (message: string, code: number | null) => {
      clearTimeout(timer);
      reject(new ServerStartError(message, code, [...tail]));
    };
    const timer = setTimeout(() => {
      fail('the reference server did not print its addresses in time', null);
      child.kill('SIGKILL');
    }, options.readyTimeoutMs ?? 60_000);
    const onExit = (code: number | null) => fail(`the reference server exited with code ${code}`, code);
    child.once('exit', onExit);
    const urls: string[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      if (url === undefined || urls.length >= 2) return;
      urls.push(url);
      const [api, realtime] = urls;
      if (api === undefined || realtime === undefined) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ child, url: api, realtimeUrl: realtime, stop: () => stopChild(child) });
    });
  });
}
