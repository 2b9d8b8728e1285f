// The Chromium part of `npm run bench:cache`: navigation of the sector queue until its first row is
// visible, in the built renderer (out/renderer) with the e2e desktop harness (the real main-process
// handlers, the offline cache in userDataDir/cache) and the reference server in a child process,
// reached through a delaying proxy (latencyProxy.ts) so the network costs what a real one does.
// One login; then, per round and per injected latency (0, 150, 600 ms): the cache emptied (cold),
// then the cache holding what the cold load stored (warm, server up) — recording, in the page's
// clock, when the first row entered the DOM and when the queue's network answer arrived, since the
// point of the cache is to draw before that answer; and once per round the warm load with every
// request to the server refused (the server down).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { DEMO_PASSWORD } from '../../../src-server/db/seed/demoUsers';
import { APP_INDEX_FILE } from '../../../src-main/protocol/appProtocol';
import { attachBridge, startDesktopHarness, type DesktopHarness } from '../../../tests/e2e/harness/desktopHarness';
import { BUILT_RENDERER_DIR } from '../../../tests/e2e/harness/rendererServer';
import { startReferenceServer, type ReferenceServer } from '../../../tests/e2e/support/referenceServer';
import { startLatencyProxy, type LatencyProxy } from './latencyProxy';

/** One latency's figures: best round of each, and whether the cached row always came first. */
export type LatencyFigures = {
  latencyMs: number;
  coldMs: number;
  warmMs: number;
  /** warm / cold: the goal is ≤ 0.5 at 150 ms. */
  ratio: number;
  /** Every warm round drew its first row before the queue's network answer arrived. */
  cachedRowFirst: boolean;
  /** Per warm round: first row drawn, and the queue's answer arrived (ms since navigation, in the page). */
  warmRounds: { rowAt: number; networkAt: number | null }[];
  coldRounds: number[];
};

export type UiFigures = {
  uiWarmMs: number | null;
  uiColdMs: number | null;
  uiWarmOfflineMs: number | null;
  uiReason?: string;
  uiRounds?: { cold: number[]; warm: number[]; warmOffline: number[] };
  /** Cold and warm through the delaying proxy (latencyProxy.ts), at each injected latency. */
  uiLatency?: LatencyFigures[];
  /** warm with the server down / cold at 150 ms (the same cold a user would otherwise wait). */
  uiWarmOfflineRatio?: number | null;
};

const ROUNDS = 5;
const LATENCIES_MS = [0, 150, 600];
// The queue page's request (not its calendar, tags, counters…): inboxApi.tasks.
const QUEUE_REQUEST = /\/inbox\/query\/tasks\/sector\?/;
const QUEUE_PATH = '/workspace/sector/tasks';
const ROW = '[data-testid="inbox-row"]';
const FIRST_ROW_TIMEOUT_MS = 20_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As playwright.config.ts launches it.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

// The best round counts, as for the SQL figures: a page load is noisy on a busy 2-core machine.
const best = (values: number[]) => Math.min(...values);
const skipped = (uiReason: string): UiFigures => ({ uiWarmMs: null, uiColdMs: null, uiWarmOfflineMs: null, uiReason });

/** Entries of that kind the cache holds now; 0 while it is closed or empty. */
function cachedPages(userDataDir: string, kind: 'page' | 'item' = 'page'): number {
  const dir = join(userDataDir, 'cache');
  if (!existsSync(dir)) return 0;
  let pages = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.sqlite'))) {
    const db = new Database(join(dir, name), { readonly: true, fileMustExist: true });
    try {
      pages += db.prepare<[string], number>('SELECT count(*) FROM entries WHERE kind = ?').pluck().get(kind) ?? 0;
    } catch {
      // not migrated yet
    } finally {
      db.close();
    }
  }
  return pages;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

// Set before any of the app's scripts: the page's own clock at the moment the first row enters the
// DOM, to compare with the queue request's responseEnd (Resource Timing, same clock).
const FIRST_ROW_PROBE = (row: string) => {
  const holder = window as unknown as { __firstRowAt?: number };
  const observer = new MutationObserver(() => {
    if (holder.__firstRowAt === undefined && document.querySelector(row)) {
      holder.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

type Load = { ms: number; rowAt: number; networkAt: number | null };

/**
 * Milliseconds from page.goto to the first queue row on screen; with `network`, also when (in the
 * page's clock) the row entered the DOM and the queue's network answer arrived (null: none came).
 */
async function timeToFirstRow(page: Page, url: string, row: string, { network = false } = {}): Promise<Load> {
  await page.goto('about:blank');
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(row).first().waitFor({ state: 'visible', timeout: FIRST_ROW_TIMEOUT_MS });
  const ms = performance.now() - start;
  const answered = (pattern: string) =>
    performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0);
  if (network) await page.waitForFunction(answered, QUEUE_REQUEST.source, { timeout: FIRST_ROW_TIMEOUT_MS });
  const marks = await page.evaluate((pattern) => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(pattern).test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end > 0);
    return { rowAt: (window as unknown as { __firstRowAt?: number }).__firstRowAt ?? Number.NaN, networkAt: answers.length > 0 ? Math.min(...answers) : null };
  }, QUEUE_REQUEST.source);
  return { ms, ...marks };
}

/** `row` and `cachedKind` only change to try the procedure on screens that have no queue. */
export async function measureUi(
  userDataDir: string,
  log: (message: string) => void,
  { row = ROW, cachedKind = 'page' }: { row?: string; cachedKind?: 'page' | 'item' } = {},
): Promise<UiFigures> {
  if (!existsSync(join(BUILT_RENDERER_DIR, APP_INDEX_FILE))) return skipped('renderer não compilado (rode npm run build:app)');
  if (!existsSync(CHROMIUM)) return skipped(`Chromium não encontrado em ${CHROMIUM}`);

  log('Chromium: subindo o servidor de referência, o proxy com atraso e o harness desktop…');
  let server: ReferenceServer | undefined;
  let proxy: LatencyProxy | undefined;
  let harness: DesktopHarness | undefined;
  let browser: Browser | undefined;
  try {
    server = await startReferenceServer();
    proxy = await startLatencyProxy(server.url);
    harness = await startDesktopHarness({ userDataDir, serverUrl: proxy.url });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await attachBridge(page, harness.main);
    await page.addInitScript(FIRST_ROW_PROBE, row);
    const base = harness.renderer.url;
    const queueUrl = `${base}${QUEUE_PATH}`;

    await page.goto(`${base}/login`);
    await page.getByLabel('CPF ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === QUEUE_PATH, { timeout: 20_000 });
    try {
      await page.locator(row).first().waitFor({ state: 'visible', timeout: FIRST_ROW_TIMEOUT_MS });
    } catch {
      return skipped(`nenhuma linha ${row} em ${QUEUE_PATH} em ${FIRST_ROW_TIMEOUT_MS / 1000} s: a fila não está no renderer compilado`);
    }

    const refuse = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
    const serverPattern = `${proxy.url}/**`;
    const byLatency = new Map(LATENCIES_MS.map((latencyMs) => [latencyMs, { cold: [] as Load[], warm: [] as Load[] }]));
    const warmOffline: Load[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const line: string[] = [];
      for (const latencyMs of LATENCIES_MS) {
        const figures = byLatency.get(latencyMs)!;
        proxy.setLatency(latencyMs);
        // Cold: the page gone, then the user's cache file deleted; the next load opens an empty one.
        await page.goto('about:blank');
        harness.main.cache.clear();
        if (cachedPages(userDataDir, cachedKind) !== 0) throw new Error('o cache não foi esvaziado');
        figures.cold.push(await timeToFirstRow(page, queueUrl, row));
        // Writes to the cache are fire-and-forget in the renderer: wait until the page is in it.
        if (!(await waitFor(() => cachedPages(userDataDir, cachedKind) > 0, 10_000))) throw new Error('a página da fila não chegou ao cache');
        await page.waitForLoadState('networkidle');

        figures.warm.push(await timeToFirstRow(page, queueUrl, row, { network: true }));
        await page.waitForLoadState('networkidle');
        const warm = figures.warm.at(-1)!;
        line.push(
          `${latencyMs} ms: vazio ${figures.cold.at(-1)!.ms.toFixed(0)}, cache ${warm.ms.toFixed(0)} ` +
            `(linha em ${warm.rowAt.toFixed(0)}, resposta da rede em ${warm.networkAt?.toFixed(0) ?? '—'})`,
        );
      }
      proxy.setLatency(0);
      await page.route(serverPattern, refuse);
      try {
        warmOffline.push(await timeToFirstRow(page, queueUrl, row));
      } finally {
        await page.unroute(serverPattern, refuse);
      }
      await page.waitForLoadState('networkidle');
      log(`  rodada ${round + 1}: ${line.join('; ')}; cache sem servidor ${warmOffline.at(-1)!.ms.toFixed(0)} ms`);
    }
    const rounded = (loads: Load[]) => loads.map((load) => Math.round(load.ms));
    const uiLatency = LATENCIES_MS.map((latencyMs): LatencyFigures => {
      const { cold, warm } = byLatency.get(latencyMs)!;
      const coldMs = best(cold.map((load) => load.ms));
      const warmMs = best(warm.map((load) => load.ms));
      return {
        latencyMs,
        coldMs: Math.round(coldMs),
        warmMs: Math.round(warmMs),
        ratio: Number((warmMs / coldMs).toFixed(3)),
        cachedRowFirst: warm.every((load) => load.networkAt !== null && load.rowAt < load.networkAt),
        warmRounds: warm.map((load) => ({ rowAt: Math.round(load.rowAt), networkAt: load.networkAt === null ? null : Math.round(load.networkAt) })),
        coldRounds: rounded(cold),
      };
    });
    const at = (latencyMs: number) => uiLatency.find((figures) => figures.latencyMs === latencyMs)!;
    const offlineMs = best(warmOffline.map((load) => load.ms));
    return {
      // The figures of before (no injected latency), under their old names.
      uiWarmMs: at(0).warmMs,
      uiColdMs: at(0).coldMs,
      uiWarmOfflineMs: Math.round(offlineMs),
      uiRounds: { cold: rounded(byLatency.get(0)!.cold), warm: rounded(byLatency.get(0)!.warm), warmOffline: rounded(warmOffline) },
      uiLatency,
      uiWarmOfflineRatio: Number((offlineMs / at(150).coldMs).toFixed(3)),
    };
  } finally {
    await browser?.close();
    await harness?.close();
    await proxy?.close();
    await server?.stop();
  }
}
