// `npm run audit:verify -- --data DIR`: walks the data directory's audit trail (audit_entries) from
// the first entry and checks every hash and every link to the previous one. Prints OK with the count
// and exits 0, or names the first broken entry and why and exits 1; 2 for a usage error. The
// database is opened read-only: checking never changes what it checks.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { messages } from '../src-shared/messages';
import { verifyChain } from '../src-server/audit/chain';
import { DATABASE_FILE_NAME } from '../src-server/db/open';

const m = messages.audit.verify;

function main(argv: string[]): number {
  let data: string | undefined;
  try {
    data = parseArgs({ args: argv, options: { data: { type: 'string' } }, strict: true }).values.data;
  } catch {
    data = undefined;
  }
  if (data === undefined || data === '') {
    console.error(m.usage);
    return 2;
  }
  const file = join(resolve(data), DATABASE_FILE_NAME);
  if (!existsSync(file)) {
    console.error(m.missingDatabase(file));
    return 2;
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = verifyChain(db);
    if (verdict.ok) {
      console.info(m.ok(verdict.count));
      return 0;
    }
    console.error(m.broken(verdict.brokenId, verdict.reason));
    return 1;
  } finally {
    db.close();
  }
}

process.exitCode = main(process.argv.slice(2));
