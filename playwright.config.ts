// End-to-end tests in Debian's Chromium (no browser downloads), against the built renderer, the
// reference server and the real main-process handlers (see tests/e2e/fixtures.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// The browser's zone, and the test runner's too (its workers inherit it), so a date a test expects
// is the date the page shows, whatever zone the machine runs in (at 22:00 in Brasília it is already
// tomorrow in UTC).
const TIME_ZONE = 'America/Sao_Paulo';
process.env.TZ = TIME_ZONE;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per two cores. A worker's test keeps four processes busy (the browser, the
  // reference server, the signer and the worker itself with the desktop harness): two workers on
  // a 2-core machine ran each test about twice as slowly and finished the suite barely sooner, and
  // the longest journeys then ran out of their time.
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: TIME_ZONE,
    viewport: { width: 1400, height: 900 },
    // The browser asks for reduced motion, as a user may, and the app honours it (the theme's
    // respectReducedMotion): a toast, modal or menu is shown or gone at once, never half faded, so
    // axe (expectAccessible) measures its colours as the user reads them, not blended mid-fade.
    // browser.newContext() in a spec inherits it too.
    reducedMotion: 'reduce',
    // No trace: recording one cost about a quarter of each test's time on a 2-core machine, and CI
    // shows only the printed output. To see a failure step by step, run with
    // `npx playwright test --trace retain-on-failure` and open it with `npx playwright show-trace`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
