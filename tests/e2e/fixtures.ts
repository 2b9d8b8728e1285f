// What every spec stands on. Each worker runs its own reference server; specs that change a
// user's state use `test.use({ isolatedServer: true })` and get a fresh one per test (both start
// from the run's server bundle and seeded database: support/globalSetup.ts). The staff app runs
// from the built renderer with the real main-process handlers behind window.gdoc (see
// harness/desktopHarness.ts); the citizen portal is the web build, served by the reference
// server under /app/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src-server/db/seed/demoUsers';
import { attachBridge, startDesktopHarness, type DesktopHarness } from './harness/desktopHarness';
import { createTestEncryptor } from './harness/testEncryptor';
import { startReferenceServer, type ReferenceServer } from './support/referenceServer';
import { createSoftHsmToken, type SoftHsmToken } from '../fixtures/token/softHsmToken';

export type StaffApp = {
  harness: DesktopHarness;
  /** Opens a path of the staff app. */
  goto(path: string): Promise<void>;
  /** Logs in from the login screen, already open or not. */
  login(identifier: string, password?: string): Promise<void>;
};

type WorkerFixtures = {
  /** A real PKCS#11 token (SoftHSM2) with the test PKI; the servers trust that PKI's CA. */
  token: SoftHsmToken;
  /** The worker's shared server, started by the first test that asks for it. */
  sharedServer: () => Promise<ReferenceServer>;
  /** A fresh server of the worker's own, started ahead of the test that takes it. */
  spareServer: () => Promise<ReferenceServer>;
};
type TestFixtures = {
  isolatedServer: boolean;
  /** With isolatedServer: the server clock's start (--clock ISO), for tests about deadlines and "today". */
  serverClock: string | undefined;
  /** false: a desktop without an OS keychain (safeStorage unavailable). */
  secureStorage: boolean;
  server: ReferenceServer;
  staff: StaffApp;
  /** The staff app pointed at a server nobody listens on. */
  staffOffline: StaffApp;
};

export type OpenStaffOptions = {
  serverUrl: string;
  /** The realtime server as this app reaches it (the server's own, or a proxy in between). */
  realtimeUrl?: string;
  userDataDir: string;
  token: SoftHsmToken;
  secureStorage?: boolean;
};

/** A staff desktop app on `page`: the fixture's, or a second user's in another browser context. */
export async function openStaff(page: Page, { serverUrl, realtimeUrl, userDataDir, token, secureStorage = true }: OpenStaffOptions): Promise<StaffApp> {
  const harness = await startDesktopHarness({
    userDataDir,
    serverUrl,
    ...(realtimeUrl ? { realtimeUrl } : {}),
    encryptor: createTestEncryptor({ available: secureStorage }),
    signerEnv: token.env,
  });
  await attachBridge(page, harness.main);
  const goto = async (path: string) => {
    await page.goto(`${harness.renderer.url}${path}`);
  };
  return {
    harness,
    goto,
    login: async (identifier, password = DEMO_PASSWORD) => {
      if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await goto('/login');
      await page.getByLabel('CPF ou e-mail').fill(identifier);
      await page.getByLabel('Senha').fill(password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  token: [
    async ({}, use, workerInfo) => {
      await use(createSoftHsmToken(workerInfo.project.outputDir + `/token-${workerInfo.workerIndex}-${Date.now()}`));
    },
    { scope: 'worker' },
  ],
  // Started on first use: a worker that only runs specs with their own server never starts it.
  sharedServer: [
    async ({ token }, use) => {
      let started: Promise<ReferenceServer> | undefined;
      await use(() => (started ??= startReferenceServer({ trustAnchors: token.pki.chainPemPath })));
      if (started) await (await started).stop();
    },
    { scope: 'worker' },
  ],
  // Isolated servers, one started ahead: the next test's server boots while this test runs (a test
  // leaves the CPU idle more than half of the time, and a start costs about 3 s).
  spareServer: [
    async ({ token }, use) => {
      const start = () => {
        const starting = startReferenceServer({ trustAnchors: token.pki.chainPemPath });
        // Its failure is reported to the test that takes it, not as an unhandled rejection now.
        starting.catch(() => undefined);
        return starting;
      };
      let spare: Promise<ReferenceServer> | undefined;
      await use(() => {
        const next = spare ?? start();
        spare = start();
        return next;
      });
      if (spare) await (await spare.catch(() => undefined))?.stop();
    },
    { scope: 'worker' },
  ],
  isolatedServer: [false, { option: true }],
  serverClock: [undefined, { option: true }],
  secureStorage: [true, { option: true }],
  server: async ({ sharedServer, spareServer, isolatedServer, serverClock, token }, use) => {
    if (!isolatedServer) return use(await sharedServer());
    const server = await (serverClock === undefined ? spareServer() : startReferenceServer({ trustAnchors: token.pki.chainPemPath, clock: serverClock }));
    await use(server);
    await server.stop();
  },
  staff: async ({ page, server, secureStorage, token }, use, testInfo) => {
    const app = await openStaff(page, { serverUrl: server.url, realtimeUrl: server.realtimeUrl, userDataDir: testInfo.outputPath('user-data'), token, secureStorage });
    await use(app);
    await app.harness.close();
  },
  staffOffline: async ({ page, token }, use, testInfo) => {
    const app = await openStaff(page, { serverUrl: 'http://127.0.0.1:9', userDataDir: testInfo.outputPath('user-data'), token });
    await use(app);
    await app.harness.close();
  },
});

export { expect };

/** Every screen is checked against WCAG 2.1 A and AA. */
export async function expectAccessible(page: Page): Promise<void> {
  // Axe measures colours as they are at that instant: a toast or modal mid-fade blends into the
  // page and fails colour-contrast. The browser asks for reduced motion (playwright.config.ts) and
  // the app then shows and removes them at once.
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'the browser asks for reduced motion').toBe(true);
  // Legacy mode runs axe in the page itself. The default mode opens a blank page in the context
  // to merge the results of cross-origin frames, which costs more than the analysis (about 1 s a
  // call on a 2-core machine) and buys nothing here: the app draws no frames.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(summary).toEqual([]);
}

/** Calls the reference API directly, as another client would. */
export async function apiLogin(serverUrl: string, email: string, type: 0 | 6 = 0): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type, data: { email, password: DEMO_PASSWORD } }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}
