// `npm run bench:first-visit` (after `npm run build`): a new user's first visit on a slow link, in
// Chromium, against the reference server serving the two browser builds as `npm start` does. The
// link is throttled through the DevTools protocol to 1.6 Mbit/s down, 750 kbit/s up and 150 ms of
// round trip (Lighthouse's "slow 4G"), with the browser cache off, as on a first visit:
//   paintMs   the first contentful paint (the index.html's own loading state counts: it is what
//             the user sees instead of a blank white page);
//   usableMs  the moment the screen's form can be used (its password field is on screen);
//   kB        the bytes that crossed the link.
// Each page is visited as the browser does (compressed answers) and, as the baseline of the same
// run, with compression refused (Accept-Encoding: identity), which is how every build went out
// before issue 21: the ratio says what compression and splitting save on the wire. The staff app
// at a desktop's size, the citizen portal at a phone's. Goals (issue 21): paint ≤ 1 s; usable
// ≤ 5 s (staff) and ≤ 3 s (citizen). Medians of ROUNDS visits. The last line of stdout is JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { spawnReferenceServer } from '../demo/referenceServerProcess';

const ROUNDS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SLOW_4G = process.env.NO_THROTTLE ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } : { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const USABLE = 'input[type="password"]';

type Visit = { name: string; path: string; phone: boolean; paintGoalMs: number; usableGoalMs: number };
const VISITS: Visit[] = [
  { name: 'staff /login', path: '/login', phone: false, paintGoalMs: 1000, usableGoalMs: 5000 },
  { name: 'citizen /app/citizen/v2/login', path: '/app/citizen/v2/login', phone: true, paintGoalMs: 1000, usableGoalMs: 3000 },
];

type Figures = { paintMs: number; usableMs: number; kB: number };

const log = (message: string) => process.stderr.write(`${message}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// Set before any of the page's scripts: notes when the usable element is first on screen, so the
// figure does not wait on the test's polling. A string, not a function: tsx's transform adds helper
// calls to functions that do not exist in the page.
const watchUsable = (selector: string) => `
  new MutationObserver(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (window.__usableAt === undefined && element !== null && element.getClientRects().length > 0) window.__usableAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

async function visitOnce(browser: Browser, base: string, visit: Visit, compressed: boolean): Promise<Figures> {
  const context = await browser.newContext({
    viewport: visit.phone ? { width: 390, height: 844 } : { width: 1400, height: 900 },
    isMobile: visit.phone,
    locale: 'pt-BR',
    ...(compressed ? {} : { extraHTTPHeaders: { 'Accept-Encoding': 'identity' } }),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchUsable(USABLE) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    await page.goto(base + visit.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, null, { timeout: 120_000 });
    // The paint entry is reported once the frame is presented, which may come after the usable mark.
    const paintMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry !== undefined) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const usableMs = await page.evaluate(() => (window as unknown as { __usableAt: number }).__usableAt);
    return { paintMs, usableMs, kB: bytes / 1024 };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, base: string, visit: Visit, compressed: boolean): Promise<Figures> {
  const rounds: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await visitOnce(browser, base, visit, compressed));
  return {
    paintMs: Math.round(median(rounds.map((r) => r.paintMs))),
    usableMs: Math.round(median(rounds.map((r) => r.usableMs))),
    kB: Math.round(median(rounds.map((r) => r.kB))),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gdoc-bench-first-visit-'));
  log('Iniciando o servidor de referência com as duas builds (npm run build antes)…');
  const server = await spawnReferenceServer([
    '--mode', 'development', '--port', '0', '--realtime-port', '0', '--data', dataDir,
    '--web-staff', 'out/renderer', '--web-citizen', 'dist/citizen',
  ]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const visit of VISITS) {
      log(`${visit.name}…`);
      const identity = await measure(browser, server.url, visit, false);
      const compressed = await measure(browser, server.url, visit, true);
      results.push({
        visit: visit.name,
        compressed,
        identity,
        usableRatio: Number((compressed.usableMs / identity.usableMs).toFixed(3)),
        meetsGoals: compressed.paintMs <= visit.paintGoalMs && compressed.usableMs <= visit.usableGoalMs,
        goals: { paintMs: visit.paintGoalMs, usableMs: visit.usableGoalMs },
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('| visit (1.6 Mbit/s, 150 ms) | paint | usable | kB | identity: paint | usable | kB | usable ratio | goals met |');
  for (const r of results) {
    console.log(
      `| ${r.visit} | ${r.compressed.paintMs} ms | ${r.compressed.usableMs} ms | ${r.compressed.kB} | ${r.identity.paintMs} ms | ${r.identity.usableMs} ms | ${r.identity.kB} | ${r.usableRatio}× | ${r.meetsGoals ? 'sim' : 'NÃO'} |`,
    );
  }
  console.log(JSON.stringify({ link: SLOW_4G, rounds: ROUNDS, results }));
}

await main();
