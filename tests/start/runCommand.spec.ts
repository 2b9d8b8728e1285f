// The README's run command, `npm ci && npm start`, in a fresh clone of the repository, as a newcomer
// runs it: it must print where the staff app and the citizen portal are, let a demo user in over
// HTTP and through the page, stop on Ctrl+C leaving no process behind, and, started again in the
// same folder, keep its data and its demo token.
import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD } from '../../src-server/db/seed/demoUsers';
import { freshClone, snapshotCommit } from './support/freshClone';
import { groupAlive, processesIn, runStart, type RunningStart } from './support/startCommand';

const m = messages.start;
const REPO = resolve(import.meta.dirname, '..', '..');

test.describe.configure({ mode: 'serial' });

let clone: string;
// Free ports, so the test never meets another GDoc; no Electron download attempt, so every
// machine takes the same (browser) path.
const startEnv = () => ({ ...process.env, GDOC_PORT: '0', GDOC_REALTIME_PORT: '0', GDOC_SMTP_PORT: '0', GDOC_MAILDEV_PORT: '0', GDOC_NO_ELECTRON: '1' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(15 * 60_000);
  clone = freshClone(REPO, snapshotCommit(REPO));
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: ['ignore', 'ignore', 'pipe'] });
});

test.afterAll(() => {
  if (clone) rmSync(dirname(clone), { recursive: true, force: true });
});

async function loginOverHttp(api: string, email: string): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: LoginType.NATIVE, data: { email, password: DEMO_PASSWORD } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function stopsLeavingNothing(run: RunningStart): Promise<void> {
  const pgid = run.child.pid!;
  await run.interrupt();
  expect(run.output()).toContain(m.stopped);
  expect(groupAlive(pgid)).toBe(false);
  expect(processesIn(clone)).toEqual([]);
}

let firstToken: string;
let tokenManifestTime: number;

test('npm start in a fresh clone prints the addresses, lets a demo user in, and stops leaving nothing behind', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const run = runStart(clone, startEnv());
  try {
    const { staff, citizen, api } = await run.addresses;
    const output = run.output();
    expect(output).toContain(m.tokenMaking);
    expect(output).toContain(m.demoUsers(DEMO_PASSWORD));
    expect(output).toContain('admin@demo.gov.br');
    // Build chatter and request logs stay in the log file; no stack trace reaches the terminal.
    expect(output).not.toMatch(/vite|rolldown|"reqId"|\n\s+at .+:\d+:\d+/);

    // The organisation's e-mail lands in a local MailDev whose web inbox the block names.
    const mailInbox = /\(MailDev\) em (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(mailInbox, output).toBeDefined();
    expect((await fetch(`${mailInbox}/api/email`)).status).toBe(200);
    // The local CEP service the block names answers a real CEP of its list.
    const postalCode = new RegExp(`^  ${m.localPostalCode.replace(/[()]/g, '\\$&')} +(http://127\\.0\\.0\\.1:\\d+)$`, 'm').exec(output)?.[1];
    expect(postalCode, output).toBeDefined();
    expect(await (await fetch(`${postalCode}/ws/01001000/json/`)).json()).toMatchObject({ logradouro: 'Praça da Sé' });

    firstToken = await loginOverHttp(api, 'servidor@demo.gov.br');
    const me = await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${firstToken}` } });
    expect(me.status).toBe(200);

    await page.goto(staff);
    await page.getByLabel('CPF ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('connected-sector')).toHaveText('Protocolo Geral');
    await expect(page.getByTestId('inbox-row').first()).toBeVisible();

    await page.goto(citizen);
    await expect(page.getByRole('banner').getByText('Prefeitura Municipal de Vale Verde')).toBeVisible();
  } finally {
    await stopsLeavingNothing(run);
  }
  tokenManifestTime = statSync(join(clone, '.data', 'token', 'demo-token.json')).mtimeMs;
  expect(readFileSync(join(clone, '.data', 'npm-start.log'), 'utf8')).toContain('"reqId"');
});

test('a second npm start in the same folder reuses its data and its demo token', async () => {
  test.setTimeout(5 * 60_000);
  const run = runStart(clone, startEnv());
  try {
    const { api } = await run.addresses;
    expect(run.output()).toContain(m.tokenReused('.data/token'));
    expect(run.output()).not.toContain(m.tokenMaking);
    expect(statSync(join(clone, '.data', 'token', 'demo-token.json')).mtimeMs).toBe(tokenManifestTime);
    // The session made by the first run is still in the server's database.
    const me = await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${firstToken}` } });
    expect(me.status).toBe(200);
  } finally {
    await stopsLeavingNothing(run);
  }
});

test('npm start on a port already taken says so in one sentence, with the fix, and starts nothing', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as AddressInfo;
  try {
    const run = runStart(clone, { ...startEnv(), GDOC_PORT: String(port) });
    const code = await new Promise<number | null>((resolve) => run.child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(run.output()).toContain(m.portInUse(port, 'GDOC_PORT'));
    expect(run.output()).not.toContain(m.building);
    expect(run.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(processesIn(clone)).toEqual([]);
  } finally {
    blocker.close();
  }
});
