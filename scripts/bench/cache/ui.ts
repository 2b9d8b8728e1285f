// The Chromium part of `npm run bench:cache`: navigation of the sector queue until its first row is
// visible, in the built renderer (out/renderer) with the e2e desktop harness (the real main-process
// handlers, the offline cache in userDataDir/cache) and the reference server in a child process.
// One login; then, per round: the cache emptied (cold), the cache holding what the cold load
// stored (warm, server up), and the same with every request to the server refused (warm offline).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { DEMO_PASSWORD } from '../../../src-server/db/seed/demoUsers';
import { APP_INDEX_FILE } from '../../../src-main/protocol/appProtocol';
import { attachBridge, startDesktopHarness, type DesktopHarness } from '../../../tests/e2e/harness/desktopHarness';
import { BUILT_RENDERER_DIR } from '../../../tests/e2e/harness/rendererServer';
import { startReferenceServer, type ReferenceServer } from '../../../tests/e2e/support/referenceServer';

export type UiFigures = {
  uiWarmMs: number | null;
  uiColdMs: number | null;
  uiWarmOfflineMs: number | null;
  uiReason?: string;
  uiRounds?: { cold: number[]; warm: number[]; warmOffline: number[] };
};

const ROUNDS = 5;
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

/** Milliseconds from page.goto to the first queue row on screen. */
async function timeToFirstRow(page: Page, url: string, row: string): Promise<number> {
  await page.goto('about:blank');
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(row).first().waitFor({ state: 'visible', timeout: FIRST_ROW_TIMEOUT_MS });
  return performance.now() - start;
}

/** `row` and `cachedKind` only change to try the procedure on screens that have no queue. */
export async function measureUi(
  userDataDir: string,
  log: (message: string) => void,
  { row = ROW, cachedKind = 'page' }: { row?: string; cachedKind?: 'page' | 'item' } = {},
): Promise<UiFigures> {
  if (!existsSync(join(BUILT_RENDERER_DIR, APP_INDEX_FILE))) return skipped('renderer não compilado (rode npm run build:app)');
  if (!existsSync(CHROMIUM)) return skipped(`Chromium não encontrado em ${CHROMIUM}`);

  log('Chromium: subindo o servidor de referência e o harness desktop…');
  let server: ReferenceServer | undefined;
  let harness: DesktopHarness | undefined;
  let browser: Browser | undefined;
  try {
    server = await startReferenceServer();
    harness = await startDesktopHarness({ userDataDir, serverUrl: server.url });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await attachBridge(page, harness.main);
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

    const rounds = { cold: [] as number[], warm: [] as number[], warmOffline: [] as number[] };
    const refuse = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
    const serverPattern = `${server.url}/**`;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Cold: the page gone, then the user's cache file deleted; the next load opens an empty one.
      await page.goto('about:blank');
      harness.main.cache.clear();
      if (cachedPages(userDataDir, cachedKind) !== 0) throw new Error('o cache não foi esvaziado');
      rounds.cold.push(await timeToFirstRow(page, queueUrl, row));
      // Writes to the cache are fire-and-forget in the renderer: wait until the page is in it.
      if (!(await waitFor(() => cachedPages(userDataDir, cachedKind) > 0, 10_000))) throw new Error('a página da fila não chegou ao cache');
      await page.waitForLoadState('networkidle');

      rounds.warm.push(await timeToFirstRow(page, queueUrl, row));
      await page.waitForLoadState('networkidle');

      await page.route(serverPattern, refuse);
      try {
        rounds.warmOffline.push(await timeToFirstRow(page, queueUrl, row));
      } finally {
        await page.unroute(serverPattern, refuse);
      }
      log(
        `  rodada ${round + 1}: vazio ${rounds.cold.at(-1)!.toFixed(0)} ms, cache ${rounds.warm.at(-1)!.toFixed(0)} ms, ` +
          `cache sem servidor ${rounds.warmOffline.at(-1)!.toFixed(0)} ms`,
      );
    }
    const rounded = (values: number[]) => values.map((value) => Math.round(value));
    return {
      uiWarmMs: Math.round(best(rounds.warm)),
      uiColdMs: Math.round(best(rounds.cold)),
      uiWarmOfflineMs: Math.round(best(rounds.warmOffline)),
      uiRounds: { cold: rounded(rounds.cold), warm: rounded(rounds.warm), warmOffline: rounded(rounds.warmOffline) },
    };
  } finally {
    await browser?.close();
    await harness?.close();
    await server?.stop();
  }
}
