// The bundle budget: the initial JavaScript and CSS a first visit downloads, gzipped, against the
// limits and the last accepted sizes in tests/unit/bundleBudget.json. Chunk names lose their
// content hash so a chunk is compared with itself across builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildName } from './builds';
import { ROOT } from './builds';
import { kb, total, type FileSize, type InitialLoad } from './initialChunks';

export const BUDGET_FILE = join(ROOT, 'tests', 'unit', 'bundleBudget.json');

export type BuildBudget = {
  /** Bytes (1 KB = 1000 B), gzipped: what the test enforces. */
  limits: { initialJs: number; initialCss: number };
  /** The target when the limit is not there yet; the report prints the distance to it. */
  goal?: { initialJs: number };
  /** Each initial chunk's gzipped size when the sizes were last accepted (GDOC_BUDGET_ACCEPT=1). */
  accepted: Record<string, number>;
};
export type Budget = Record<BuildName, BuildBudget>;

export const readBudget = (): Budget => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
export const writeBudget = (budget: Budget) => writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);

/** assets/staff-B5Rmdhgv.js → assets/staff.js (Vite's [name]-[hash] with an 8-character hash). */
export const chunkName = (file: string) => file.replace(/-[\w-]{8}(?=\.(?:js|css)$)/, '');

export const acceptedSizes = (load: InitialLoad): Record<string, number> =>
  Object.fromEntries([...load.js, ...load.css].map((size) => [chunkName(size.file), size.gzip]));

const signed = (bytes: number) => (bytes === 0 ? '±0' : `${bytes > 0 ? '+' : '−'}${kb(Math.abs(bytes))}`);

/** One line per initial chunk (gzipped, change since accepted), the chunks gone, and the totals against the limits. */
export function describeLoad(name: BuildName, load: InitialLoad, budget: BuildBudget): string {
  const line = (size: FileSize) => {
    const before = budget.accepted[chunkName(size.file)];
    const change = before === undefined ? 'novo' : signed(size.gzip - before);
    return `  ${chunkName(size.file).padEnd(60)} ${kb(size.gzip).padStart(10)}  ${change}`;
  };
  const present = new Set([...load.js, ...load.css].map((size) => chunkName(size.file)));
  const gone = Object.entries(budget.accepted)
    .filter(([chunk]) => !present.has(chunk))
    .map(([chunk, before]) => `  ${chunk.padEnd(60)} ${'—'.padStart(10)}  saiu (${signed(-before)})`);
  const acceptedTotal = (ext: string) => Object.entries(budget.accepted).reduce((sum, [chunk, size]) => (chunk.endsWith(ext) ? sum + size : sum), 0);
  const js = total(load.js);
  const css = total(load.css);
  return [
    `${name}: JavaScript inicial ${kb(js)} gzip (limite ${kb(budget.limits.initialJs)}, aceito ${kb(acceptedTotal('.js'))}, ${signed(js - acceptedTotal('.js'))})` +
      (budget.goal ? `; meta ${kb(budget.goal.initialJs)} (${signed(js - budget.goal.initialJs)})` : ''),
    `${name}: CSS inicial ${kb(css)} gzip (limite ${kb(budget.limits.initialCss)}, ${signed(css - acceptedTotal('.css'))})`,
    ...[...load.js, ...load.css].map(line),
    ...gone,
  ].join('\n');
}
