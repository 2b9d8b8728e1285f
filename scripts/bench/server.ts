// The reference server under load: npm run bench:server [-- --items 100000 --seconds 4]
// A data folder with the demo organisation plus generated items (bench:inbox-data's generator,
// without attachment files) up to about `--items` inbox items (rows of the work queues), the real server started on it as `npm run server` starts it
// (its own process, a listening socket on 127.0.0.1, a random port, its usual logging), and
// autocannon driving each call at 1, 10 and 50 connections for `--seconds` each. Every figure is
// also given as a ratio to the cheapest authenticated call (GET auth/me) at the same concurrency,
// measured just before and just after the calls of that concurrency (their mean), so a slow spell
// of the shared machine weighs on both. Goal: p99 of the work queue at 50 clients ≤ 10× auth/me's.
// The last line of stdout is JSON of every figure.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LoginType } from '../../src-shared/api/auth';
import { openDataDirectory } from '../../src-server/db/bootstrap';
import { DEMO_PASSWORD } from '../../src-server/db/seed/demoUsers';
import { generateInbox } from '../../src-server/db/seed/inbox';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} inválido`);
  return value;
}

const ITEMS = option('items', 100_000);
const SECONDS = option('seconds', 4);
const CONCURRENCY = [1, 10, 50] as const;
const GOAL_RATIO = 10;
const USER = 'admin@demo.gov.br';
/** A word of the generator's titles (TITLE_STARTS): found in about one title in ten. */
const SEARCH_TERM = 'cronograma';
const DEEP_PAGE = 500;
/** The page count backfill (pageCountBackfill.ts) reads the demo's files after the start: waited for, so it does not run under the load. */
const BACKFILL_DEADLINE_MS = 180_000;

type Figures = { requestsPerSecond: number; p50: number; p99: number; requests: number; errors: number };
type Scenario = { name: string; label: string; method?: 'GET' | 'POST'; path: string; body?: string; authorized: boolean };

/**
 * The generator's documents reach about 3.2 inbox items each (sender, recipients, dispatches):
 * 100,000 documents made 323,000 items, and generating them took 4 minutes on this machine. One
 * call, as a second would draw the same numbers and uuids again.
 */
const ITEMS_PER_DOCUMENT = 3.1;

function prepareData(dir: string): { inboxEmails: number; documents: number } {
  const { db } = openDataDirectory(dir);
  try {
    const existing = db.prepare('SELECT count(*) FROM inbox_emails').pluck().get() as number;
    const documents = Math.max(0, Math.ceil((ITEMS - existing) / ITEMS_PER_DOCUMENT));
    generateInbox(db, { count: documents, seed: 7, now: new Date(), attachmentFiles: false });
    // As a long-running database is after `PRAGMA optimize`: the planner knows the tables' shapes.
    db.exec('ANALYZE');
    return { inboxEmails: db.prepare('SELECT count(*) FROM inbox_emails').pluck().get() as number, documents };
  } finally {
    db.close();
  }
}

async function startServer(dir: string, logFile: string): Promise<{ child: ChildProcess; url: string }> {
  // The server logs every request at info level, as in production; to a file, so reading its
  // output costs the load generator nothing.
  const log = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-server/index.ts', '--data', dir, '--port', '0', '--realtime-port', '0',
      // The per-IP login limit (120 a minute) would refuse the login scenario within a second:
      // raised through the server's own option, as an organisation behind one NAT address would.
      '--rate-limit', 'login=100000000/60'],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', log] },
  );
  closeSync(log);
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)?.[0];
      if (found !== undefined && stdout.split('\n').length > 2) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`o servidor saiu com ${code}: ${readFileSync(logFile, 'utf8').slice(-2000)}`)));
  });
  const deadline = Date.now() + BACKFILL_DEADLINE_MS;
  while (!readFileSync(logFile, 'utf8').includes('page count backfill done')) {
    if (Date.now() > deadline) throw new Error('a contagem de páginas do servidor não terminou');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, url };
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Resolves once the server answers a trivial call again: the requests it had queued are done. */
async function drain(url: string, token: string): Promise<void> {
  await call(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function load(url: string, scenario: Scenario, token: string, connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method ?? 'GET',
    connections,
    duration: seconds,
    headers: {
      accept: 'application/json',
      // As the browsers and the desktop app ask: the answers come compressed.
      'accept-encoding': 'br, gzip',
      ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(scenario.authorized ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
  // autocannon stops at the deadline, but the server still owes the answers it was asked for (its
  // SQL runs on its one thread): the next measurement waits for them, or it would pay for this one's.
  await drain(url, token);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (result.requests.total > 0 && failures > result.requests.total / 100) {
    throw new Error(`${scenario.label}: ${failures} de ${result.requests.total} respostas falharam (${result.non2xx} não 2xx)`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, errors: failures };
}

const dir = mkdtempSync(join(tmpdir(), 'gdoc-bench-server-'));
let server: ChildProcess | undefined;
try {
  const prepared = performance.now();
  const { inboxEmails, documents } = prepareData(dir);
  process.stderr.write(`dados: ${inboxEmails} itens de caixa em ${((performance.now() - prepared) / 1000).toFixed(0)} s\n`);
  const started = await startServer(dir, join(dir, 'server.log'));
  server = started.child;
  const { url } = started;

  const loginBody = JSON.stringify({ type: LoginType.NATIVE, data: { email: USER, password: DEMO_PASSWORD } });
  const { access_token: token } = await call<{ access_token: string }>(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const auth = { authorization: `Bearer ${token}` };
  const first = await call<{ total: number; last_page: number; data: { inbox_email_uuid: string }[] }>(`${url}/api/inbox/query?page=1`, { headers: auth });
  const item = first.data[0]?.inbox_email_uuid;
  if (item === undefined) throw new Error('a caixa do usuário está vazia');
  const deepPage = Math.min(DEEP_PAGE, first.last_page);

  const trivial: Scenario = { name: 'me', label: 'GET auth/me (rota trivial)', path: '/api/auth/me', authorized: true };
  const scenarios: Scenario[] = [
    { name: 'login', label: 'POST auth/login', method: 'POST', path: '/api/auth/login', body: loginBody, authorized: false },
    { name: 'inbox', label: 'caixa, página 1', path: '/api/inbox/query?page=1', authorized: true },
    { name: 'inboxFilter', label: 'caixa, filtro por tipo', path: '/api/inbox/query?page=1&types=oficio', authorized: true },
    { name: 'inboxDeep', label: `caixa, página ${deepPage}`, path: `/api/inbox/query?page=${deepPage}`, authorized: true },
    { name: 'item', label: 'item aberto', path: `/api/inbox/email/${item}`, authorized: true },
    { name: 'search', label: `busca "${SEARCH_TERM}"`, path: `/api/inbox/query?page=1&search=${SEARCH_TERM}`, authorized: true },
  ];

  // Warm-up (the JIT, SQLite's page cache, prepared statements), not counted.
  for (const scenario of [trivial, ...scenarios]) await load(url, scenario, token, 10, 1);

  type Row = Figures & { scenario: string; connections: number; p99Ratio: number; throughputRatio: number };
  const rows: Row[] = [];
  const baselines: Record<number, Figures> = {};
  for (const connections of CONCURRENCY) {
    const before = await load(url, trivial, token, connections, SECONDS);
    const measured = [];
    for (const scenario of scenarios) measured.push({ scenario, figures: await load(url, scenario, token, connections, SECONDS) });
    const after = await load(url, trivial, token, connections, SECONDS);
    const mean = (pick: (figures: Figures) => number) => (pick(before) + pick(after)) / 2;
    const baseline: Figures = {
      requestsPerSecond: mean((f) => f.requestsPerSecond),
      p50: mean((f) => f.p50),
      p99: mean((f) => f.p99),
      requests: before.requests + after.requests,
      errors: before.errors + after.errors,
    };
    baselines[connections] = baseline;
    rows.push({ scenario: trivial.name, connections, ...baseline, p99Ratio: 1, throughputRatio: 1 });
    for (const { scenario, figures } of measured) {
      rows.push({
        scenario: scenario.name,
        connections,
        ...figures,
        p99Ratio: figures.p99 / baseline.p99,
        throughputRatio: figures.requestsPerSecond / baseline.requestsPerSecond,
      });
    }
  }

  const labels = new Map([trivial, ...scenarios].map((scenario) => [scenario.name, scenario.label]));
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number, digits = 0) => value.toFixed(digits);
  process.stdout.write(`Servidor de referência sob carga: ${inboxEmails} itens de caixa (demo + ${documents} documentos gerados), ${SECONDS} s por medida, autocannon em 127.0.0.1\n`);
  process.stdout.write(`usuário ${USER}; razões contra GET auth/me na mesma concorrência (média das medidas antes e depois)\n\n`);
  process.stdout.write(`${pad('chamada', 28)}${pad('conexões', 10)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('p99/trivial', 13)}req/s ÷ trivial\n`);
  for (const row of rows) {
    process.stdout.write(
      `${pad(labels.get(row.scenario) ?? row.scenario, 28)}${pad(String(row.connections), 10)}${pad(num(row.requestsPerSecond), 9)}${pad(num(row.p50), 9)}${pad(num(row.p99), 9)}${pad(`${num(row.p99Ratio, 1)}×`, 13)}${num(row.throughputRatio, 2)}×\n`,
    );
  }
  const inbox50 = rows.find((row) => row.scenario === 'inbox' && row.connections === 50);
  const met = inbox50 !== undefined && inbox50.p99Ratio <= GOAL_RATIO;
  process.stdout.write(
    `\nmeta: p99 da caixa (página 1) com 50 clientes ≤ ${GOAL_RATIO}× o da rota trivial: ${inbox50 === undefined ? '?' : `${num(inbox50.p99Ratio, 1)}×`} — ${met ? 'atingida' : 'NÃO atingida'}\n`,
  );
  process.stdout.write(`${JSON.stringify({ inboxEmails, generatedDocuments: documents, seconds: SECONDS, goal: { p99Ratio: GOAL_RATIO, met }, rows })}\n`);
} finally {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
