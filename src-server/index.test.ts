// The CLI as scripts and the e2e suite run it: a real process on a free loopback port.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION } from './db/migrations';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const URL_LINE = /^GDoc servidor de referência em (http:\/\/127\.0\.0\.1:\d+)$/;
const REALTIME_LINE = /^Tempo real \(laravel-echo-server\) em (http:\/\/127\.0\.0\.1:\d+)$/;
let dataRoot: string;

beforeAll(() => {
  dataRoot = mkdtempSync(join(tmpdir(), 'gdoc-cli-'));
});
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

type Running = { child: ChildProcessWithoutNullStreams; url: string; stdout: () => string; stderr: () => string };

/** A free realtime port unless the test names one: the default 6001 may be taken on this machine. */
const withRealtimePort = (args: string[]) => (args.includes('--realtime-port') ? args : [...args, '--realtime-port', '0']);

/**
 * A start on an EMPTY data directory seeds the whole demo organisation (2,400 inbox items with their
 * files) before it announces anything: 8.4 s alone on a 2-core CI machine, 10.6-11.4 s in CI runs
 * while the other test files run beside it, over 15 s on a busier machine. Its deadline is that
 * work's, not an existing directory's start.
 */
const FIRST_START_DEADLINE_MS = 60_000;
const START_DEADLINE_MS = 15_000;

/** Resolves once both ready lines are out (the API's address first). */
function startCli(args: string[], deadlineMs = START_DEADLINE_MS): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/index.ts', ...withRealtimePort(args)], { cwd: projectRoot });
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    // A start that misses its deadline is stopped, not left running after the suite (seen: an orphan server).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no ready line; stderr: ${stderr}`));
    }, deadlineMs);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)?.[0];
      if (url && stdout.split('\n').length > 2) {
        clearTimeout(timer);
        resolve({ child, url, stdout: () => stdout, stderr: () => stderr });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}; stderr: ${stderr}`));
    });
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function runToExit(args: string[]): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/index.ts', ...withRealtimePort(args)], { cwd: projectRoot });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return exitOf(child).then((code) => ({ code, stderr, stdout }));
}

describe('npm run server', () => {
  it('starts on a free port with a new data directory, prints the two ready lines, serves the API and stops on SIGTERM', async () => {
    const running = await startCli(['--port', '0', '--data', join(dataRoot, 'first')], FIRST_START_DEADLINE_MS);
    try {
      const [apiLine = '', realtimeLine = ''] = running.stdout().trim().split('\n');
      expect(apiLine).toMatch(URL_LINE);
      expect(realtimeLine).toMatch(REALTIME_LINE);
      const realtimePort = Number(new URL(REALTIME_LINE.exec(realtimeLine)?.[1] ?? '').port);
      expect(await (await fetch(`${running.url}/api/realtime`)).json()).toEqual({ port: realtimePort });
      expect(running.stderr()).toContain(`"port":${realtimePort}`);
      const organization = await fetch(`${running.url}/api/organization/1`);
      expect(organization.status).toBe(200);
      const login = await fetch(`${running.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 0, data: { email: 'admin@demo.gov.br', password: 'demo1234' } }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const me = await fetch(`${running.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as { person: { name: string } }).person.name).toBe('Mariana Costa Ribeiro');
      expect(running.stderr()).not.toContain(token);
    } finally {
      running.child.kill('SIGTERM');
    }
    expect(await exitOf(running.child)).toBe(0);
    expect(running.stdout().trim().split('\n')).toHaveLength(2);
  }, FIRST_START_DEADLINE_MS + START_DEADLINE_MS);

  it('exits with status 1, announcing nothing, when the realtime port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const { code, stderr, stdout } = await runToExit(['--port', '0', '--realtime-port', String(port), '--data', join(dataRoot, 'first')]);
      expect(code).toBe(1);
      expect(stderr).toContain(`A porta ${port} do servidor de tempo real já está em uso`);
      expect(stdout).toBe('');
    } finally {
      blocker.close();
    }
  });

  it('exits with status 1 and says so in a sentence, announcing nothing, when the API port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const { code, stderr, stdout } = await runToExit(['--port', String(port), '--data', join(dataRoot, 'first')]);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Não foi possível iniciar o servidor de referência. A porta ${port} do servidor de referência já está em uso (outro servidor aberto? escolha outra com --port).`);
      expect(stdout).toBe('');
    } finally {
      blocker.close();
    }
  });

  it('stops on SIGTERM even while a browser holds a socket open without a request (preconnect)', async () => {
    // The first test's directory, already seeded: this is about stopping, not seeding.
    const running = await startCli(['--port', '0', '--data', join(dataRoot, 'first')]);
    const { port } = new URL(running.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    running.child.kill('SIGTERM');
    // Without closing such sockets the server would wait for Node's 60 s headers timeout.
    expect(await exitOf(running.child)).toBe(0);
    socket.destroy();
  });

  it('keeps the data of an existing directory on the next start', async () => {
    const dir = join(dataRoot, 'first');
    const db = new Database(join(dir, 'gdoc.sqlite'));
    db.prepare("UPDATE organization SET name = 'Prefeitura Renomeada'").run();
    db.close();
    const running = await startCli(['--port', '0', '--data', dir]);
    try {
      const organization = (await (await fetch(`${running.url}/api/organization/1`)).json()) as { name: string };
      expect(organization.name).toBe('Prefeitura Renomeada');
    } finally {
      running.child.kill('SIGINT');
    }
    expect(await exitOf(running.child)).toBe(0);
  });

  it('refuses to open a database from a newer version', async () => {
    const dir = join(dataRoot, 'first');
    const db = new Database(join(dir, 'gdoc.sqlite'));
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    db.close();
    const { code, stderr } = await runToExit(['--port', '0', '--data', dir]);
    expect(code).toBe(1);
    expect(stderr).toContain(`O banco de dados está na versão ${LATEST_SCHEMA_VERSION + 5}`);
  });

  it('exits with status 2 on an invalid option', async () => {
    const { code, stderr } = await runToExit(['--port', 'abc']);
    expect(code).toBe(2);
    expect(stderr).toContain('Opção inválida: --port abc');
  });

  it('exits with status 2 when --trust-anchors cannot be read or holds no root CA', async () => {
    const missing = join(dataRoot, 'nao-existe.pem');
    const unreadable = await runToExit(['--port', '0', '--data', join(dataRoot, 'trust'), '--trust-anchors', missing]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain(`Não foi possível ler a lista de certificados confiáveis ${missing}.`);
    const empty = join(dataRoot, 'vazio.pem');
    writeFileSync(empty, 'nenhum certificado aqui\n');
    const noRoot = await runToExit(['--port', '0', '--data', join(dataRoot, 'trust'), '--trust-anchors', empty]);
    expect(noRoot.code).toBe(2);
    expect(noRoot.stderr).toContain(`O arquivo ${empty} não contém nenhum certificado de AC raiz`);
  });
});
