// The run-command test (tests/start): `npm ci && npm start` in a fresh clone, driven like the e2e
// suite's browser, alone (it builds and installs, and must not compete with other tests for the CPU).
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

export default defineConfig({
  ...suite,
  testDir: 'tests/start',
  workers: 1,
  fullyParallel: false,
  timeout: 10 * 60_000,
});
