// The reference server as the e2e suite uses it: the real CLI in a child process, on a free port,
// with a fresh seeded database in a temporary folder, and both web builds: the staff app at /
// (for a plain browser) and the citizen portal under /app/; its realtime server on another free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startGovBrFixture } from '../../../src-server/testing/govBrFixture';
import { startPostalCodeFixture } from '../../../src-server/testing/postalCodeFixture';

export type ReferenceServer = {
  url: string;
  /** The realtime (laravel-echo-server protocol) server, e.g. http://127.0.0.1:41234. */
  realtimeUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

const ROOT = join(import.meta.dirname, '..', '..', '..');

export type ReferenceServerOptions = {
  /** PEM bundle of the CAs whose certificates may log in and sign (the test PKI's chain). */
  trustAnchors?: string;
};

export async function startReferenceServer({ trustAnchors }: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gdoc-e2e-server-'));
  // development: the staff renderer is served from another loopback port (harness/rendererServer.ts).
  const args = ['--import', 'tsx', 'src-server/index.ts', '--mode', 'development', '--port', '0', '--realtime-port', '0', '--data', dataDir, '--web-staff', 'out/renderer', '--web-citizen', 'dist/citizen'];
  if (trustAnchors) args.push('--trust-anchors', trustAnchors);
  // CEP lookups go to the local ViaCEP-compatible fixture, never the internet.
  const postalCodes = await startPostalCodeFixture();
  args.push('--postal-code-url', postalCodes.url);
  // Gov.br signatures go to the LOCAL FIXTURE of the ITI signature API; the secret by environment only.
  const govBr = await startGovBrFixture();
  args.push('--govbr-cas-url', govBr.casUrl, '--govbr-api-url', govBr.apiUrl, '--govbr-client-id', govBr.clientId, '--govbr-trust-anchors', govBr.trustAnchorsPath);
  // The suite logs in wrongly on purpose; the throttle has its own server tests.
  args.push('--login-max-failures', '0');
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GDOC_GOVBR_CLIENT_SECRET: govBr.clientSecret } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  // Two ready lines, the API's first; both must be out before the suite may connect to either.
  const { url, realtimeUrl } = await new Promise<{ url: string; realtimeUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`O servidor não subiu a tempo.\n${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`O servidor terminou (código ${code}).\n${stderr}`)));
    const urls: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(line);
      if (match) urls.push(match[0]);
      const [api, realtime] = urls;
      if (api !== undefined && realtime !== undefined) {
        clearTimeout(timer);
        resolve({ url: api, realtimeUrl: realtime });
      }
    });
  });

  return {
    url,
    realtimeUrl,
    dataDir,
    stop: async () => {
      const running = () => child.exitCode === null && child.signalCode === null;
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A clean close takes milliseconds; past that, say so and make sure it ends.
        const timer = setTimeout(() => {
          if (!running()) return;
          console.warn(`O servidor ${child.pid} não encerrou com SIGTERM em 5 s; usando SIGKILL.\n${stderr}`);
          child.kill('SIGKILL');
        }, 5_000);
        await exited;
        clearTimeout(timer);
      }
      await postalCodes.stop();
      await govBr.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
