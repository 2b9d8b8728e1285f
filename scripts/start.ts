// `npm start`: build, start the reference server with the demo organisation, then the desktop
// app. Where the Electron binary cannot be had (no download access, as on our CI machines) it
// says so and serves the staff app and the citizen portal to a browser instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../src-server/db/seed/demoUsers';
import { startGovBrFixture, type GovBrFixture } from '../src-server/testing/govBrFixture';
import { startPostalCodeFixture } from '../src-server/testing/postalCodeFixture';
import { createSoftHsmToken, SOFTHSM_MODULE, TEST_PIN, MAIN_TOKEN_LABEL } from '../tests/fixtures/token/softHsmToken';

const port = process.env.GDOC_PORT ?? '3100';
const realtimePort = process.env.GDOC_REALTIME_PORT ?? '6001';
const dataDir = process.env.GDOC_DATA ?? '.data/server';
const tokenDir = process.env.GDOC_DEMO_TOKEN ?? '.data/token';
const children: ChildProcess[] = [];

function stopAll(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function build(): void {
  console.info('▶ Compilando o aplicativo e o portal do cidadão…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) stopAll(result.status ?? 1);
}

/**
 * A demo A3 token: SoftHSM2 with the test PKI (TESTE certificates of the demo users), made once,
 * so certificate login and signing can be tried without a real token. The server trusts only
 * that test CA. Null when SoftHSM2 is not installed.
 */
function demoToken(): { env: Record<string, string>; trustAnchors: string } | null {
  if (!existsSync(SOFTHSM_MODULE)) {
    console.info('▶ SoftHSM2 não está instalado: sem token de demonstração (apt-get install softhsm2 opensc).');
    return null;
  }
  const conf = join(tokenDir, 'softhsm2.conf');
  if (!existsSync(conf)) {
    console.info('▶ Criando o token A3 de demonstração (SoftHSM2)…');
    createSoftHsmToken(tokenDir);
  }
  return { env: { SOFTHSM2_CONF: conf }, trustAnchors: join(tokenDir, 'pki', 'chain.pem') };
}

type ServerUrls = { url: string; realtimeUrl: string };

function startServer(trustAnchors: string | undefined, postalCodeUrl: string, govBr: GovBrFixture | null): Promise<ServerUrls> {
  const args = ['--import', 'tsx', 'src-server/index.ts', '--mode', 'development', '--port', port, '--realtime-port', realtimePort, '--data', dataDir, '--web-staff', 'out/renderer', '--web-citizen', 'dist/citizen'];
  args.push('--postal-code-url', postalCodeUrl);
  if (trustAnchors) args.push('--trust-anchors', trustAnchors);
  const env = { ...process.env };
  if (govBr) {
    args.push('--govbr-cas-url', govBr.casUrl, '--govbr-api-url', govBr.apiUrl, '--govbr-client-id', govBr.clientId, '--govbr-trust-anchors', govBr.trustAnchorsPath);
    // The secret goes through the environment only, never the command line.
    env.GDOC_GOVBR_CLIENT_SECRET = govBr.clientSecret;
  }
  const server = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
  children.push(server);
  server.on('exit', (code) => {
    console.error(`O servidor de referência terminou (código ${code}).`);
    stopAll(code ?? 1);
  });
  // The server prints the API's address, then the realtime server's, once both listen.
  return new Promise((resolve) => {
    const urls: string[] = [];
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      if (url === undefined || urls.length >= 2) {
        console.info(line);
        return;
      }
      urls.push(url);
      const [api, realtime] = urls;
      if (api !== undefined && realtime !== undefined) resolve({ url: api, realtimeUrl: realtime });
    });
  });
}

/** Electron 42+ fetches its binary on first run; on a machine without download access that fails. */
function electronAvailable(): boolean {
  if (process.env.GDOC_NO_ELECTRON === '1') return false;
  if (existsSync('node_modules/electron/dist/version')) return true;
  console.info('▶ Obtendo o Electron…');
  const result = spawnSync(process.execPath, ['node_modules/electron/install.js'], { stdio: 'ignore', timeout: 90_000 });
  return result.status === 0 && existsSync('node_modules/electron/dist/version');
}

function printDemo({ url, realtimeUrl }: ServerUrls, withToken: boolean, govBr: GovBrFixture | null): void {
  const users = DEMO_USERS.map((user) => `  ${user.email.padEnd(24)} ${user.purpose}`).join('\n');
  console.info(`\nUsuários de demonstração (senha ${DEMO_PASSWORD}):\n${users}\nServidor de referência: ${url}/api`);
  console.info(`Tempo real (chat, laravel-echo-server): ${realtimeUrl}`);
  if (withToken) console.info(`Token A3 de demonstração: "${MAIN_TOKEN_LABEL}" (SoftHSM2), PIN ${TEST_PIN}; certificado de Mariana Costa Ribeiro (admin).`);
  if (govBr) console.info(`Assinatura gov.br: ambiente LOCAL de teste em ${govBr.url} (uma conta prata por servidor de demonstração e uma conta bronze).`);
}

build();
const token = demoToken();
// CEP lookups go to a local ViaCEP-compatible fixture (a few real CEPs) unless GDOC_POSTAL_CODE_URL names a service.
const postalCodeUrl = process.env.GDOC_POSTAL_CODE_URL ?? (await startPostalCodeFixture()).url;
// Gov.br signatures go to a LOCAL FIXTURE of the ITI signature API unless GDOC_GOVBR_CAS_URL
// configures a real one (with the other GDOC_GOVBR_* variables, which the server reads itself).
const govBr = process.env.GDOC_GOVBR_CAS_URL ? null : await startGovBrFixture({ dir: process.env.GDOC_DEMO_GOVBR ?? '.data/govbr' });
const urls = await startServer(token?.trustAnchors, postalCodeUrl, govBr);
const { url, realtimeUrl } = urls;
printDemo(urls, token !== null, govBr);
if (electronAvailable()) {
  console.info('▶ Abrindo o aplicativo desktop…');
  const app = spawn('npx', ['electron', '.'], { stdio: 'inherit', env: { ...process.env, ...token?.env, GDOC_SERVER_URL: url, GDOC_REALTIME_URL: realtimeUrl } });
  children.push(app);
  app.on('exit', (code) => stopAll(code ?? 0));
} else {
  console.info(`
O binário do Electron não pôde ser obtido nesta máquina (sem acesso ao download),
então o aplicativo é servido para o navegador:
  Área do servidor:     ${url}/login
  Portal do cidadão:    ${url}/app/citizen
Ctrl+C encerra.`);
}
