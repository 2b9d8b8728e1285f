// One seeded database for the whole run. Seeding the demo organisation (2 400 inbox items, their
// documents, files and pictures) costs several seconds of CPU, and most specs start a server of
// their own (isolatedServer); each used to seed its own copy, which on a 2-core machine made the
// suite mostly seeding. The global setup seeds once, with the server's own start-up code
// (openDataDirectory: migrations, permission catalogue, demo data), and every reference server
// starts from a copy of that file: a database the server finds already seeded, as on its second
// start. Nothing of the product is skipped: the copy is what the server itself wrote, including the
// page counts its first start fills in after listening (medias/pageCountBackfill.ts), done here
// once rather than by every test's server while its test runs.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE_NAME } from '../../../src-server/db/open';
import { openDataDirectory } from '../../../src-server/db/bootstrap';
import { backfillPageCounts } from '../../../src-server/medias/pageCountBackfill';

const TEMPLATE_ENV = 'GDOC_E2E_SEEDED_DATABASE';

/** Seeds the template and names it in the environment the test workers inherit; returns its cleanup. */
export async function createSeededTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-e2e-template-'));
  const { db, file } = openDataDirectory(dir);
  await backfillPageCounts(db);
  // One self-contained file: the write-ahead log folded in, so a plain copy is the whole database.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Copies the run's seeded database into a server's data folder; false when there is no template. */
export function copySeededTemplate(dataDir: string): boolean {
  const template = process.env[TEMPLATE_ENV];
  if (template === undefined) return false;
  copyFileSync(template, join(dataDir, DATABASE_FILE_NAME));
  return true;
}
