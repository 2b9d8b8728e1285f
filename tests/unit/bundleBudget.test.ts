// The bundle budget (issue 21): what a first visit downloads before the app draws (the entry chunk
// and its static imports, gzipped) stays within tests/unit/bundleBudget.json's limits, for the
// staff app and the citizen portal. Unit tests run before `npm run build`, so this test builds both
// itself into a temporary folder (out/ and dist/ untouched). Each chunk is printed with its change
// since the sizes were last accepted; to accept new sizes: GDOC_BUDGET_ACCEPT=1 npx vitest run tests/unit/bundleBudget.test.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedSizes, describeLoad, readBudget, writeBudget } from '../../scripts/bundle/budget';
import { BUILDS, buildInto } from '../../scripts/bundle/builds';
import { initialLoad, total, type InitialLoad } from '../../scripts/bundle/initialChunks';

const outDir = mkdtempSync(join(tmpdir(), 'gdoc-bundle-budget-'));
const budget = readBudget();
const loads = new Map<string, InitialLoad>();

beforeAll(() => {
  buildInto(outDir, { GDOC_BUNDLE_REPORT: '' });
  for (const build of BUILDS) {
    const load = initialLoad(build.rendererDir(outDir), build.entry);
    loads.set(build.name, load);
    console.log(describeLoad(build.name, load, budget[build.name]));
  }
  if (process.env.GDOC_BUDGET_ACCEPT === '1') {
    for (const build of BUILDS) budget[build.name].accepted = acceptedSizes(loads.get(build.name)!);
    writeBudget(budget);
  }
}, 600_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.each(BUILDS)('the $name build', ({ name }) => {
  it('loads at first only the entry and its static imports, lazy screens apart', () => {
    const load = loads.get(name)!;
    expect(load.js.length).toBeGreaterThan(0);
    // The screens are dynamic imports: a login screen in the initial load means the split is gone.
    expect(load.js.map((size) => size.file).filter((file) => /LoginScreen/.test(file))).toEqual([]);
  });

  it('keeps its initial JavaScript, gzipped, within the limit', () => {
    expect(total(loads.get(name)!.js)).toBeLessThanOrEqual(budget[name].limits.initialJs);
  });

  it('keeps its initial CSS, gzipped, within the limit', () => {
    expect(total(loads.get(name)!.css)).toBeLessThanOrEqual(budget[name].limits.initialCss);
  });
});
