// `npm run audit:verify` as an administrator runs it: a real process over a real data directory,
// whole, then tampered with behind the triggers' back (they are dropped, as someone with the file
// could), and then the command must name the first broken entry.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src-shared/messages';
import { createAuditLog } from '../src-server/audit/log';
import { openDataDirectory } from '../src-server/db/bootstrap';
import { DATABASE_FILE_NAME, openDatabase } from '../src-server/db/open';

const m = messages.audit.verify;
let root: string;

function verify(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/auditVerify.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A data directory whose trail holds `count` entries (a copy of one seeded once: the seed costs a scrypt). */
function dataDirectory(name: string, count: number): string {
  const dir = join(root, name);
  mkdirSync(dir);
  copyFileSync(join(root, 'template', DATABASE_FILE_NAME), join(dir, DATABASE_FILE_NAME));
  const db = openDatabase(join(dir, DATABASE_FILE_NAME));
  const log = createAuditLog(db, Date.now);
  for (let i = 1; i <= count; i += 1) log.append({ action: 'update', userId: 1, entity: 'inbox/email', entityId: `e-${i}`, ip: '127.0.0.1' });
  db.close();
  return dir;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gdoc-audit-verify-'));
  const { db } = openDataDirectory(join(root, 'template'));
  // One file, no WAL beside it, so a plain copy is the whole database.
  db.pragma('journal_mode = DELETE');
  db.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run audit:verify', () => {
  it('prints OK with the count for a whole chain, and exits 0', () => {
    const dir = dataDirectory('whole', 4);
    const result = verify(['--data', dir]);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(m.ok(4));
    expect(result.status).toBe(0);
  });

  it('names the first changed entry and exits 1', () => {
    const dir = dataDirectory('changed', 5);
    const db = openDatabase(join(dir, DATABASE_FILE_NAME));
    db.exec('DROP TRIGGER audit_entries_no_update');
    db.prepare("UPDATE audit_entries SET user_id = 99 WHERE id IN (3, 4)").run();
    db.close();
    const result = verify(['--data', dir]);
    expect(result.stderr.trim()).toBe(m.broken(3, 'hash'));
    expect(result.status).toBe(1);
  });

  it('names the entry after a removed one', () => {
    const dir = dataDirectory('removed', 3);
    const db = openDatabase(join(dir, DATABASE_FILE_NAME));
    db.exec('DROP TRIGGER audit_entries_no_delete');
    db.prepare('DELETE FROM audit_entries WHERE id = 2').run();
    db.close();
    const result = verify(['--data', dir]);
    expect(result.stderr.trim()).toBe(m.broken(3, 'gap'));
    expect(result.status).toBe(1);
  });

  it('explains its usage without --data, and a directory without a database', () => {
    const usage = verify([]);
    expect(usage.stderr.trim()).toBe(m.usage);
    expect(usage.status).toBe(2);
    const missing = verify(['--data', join(root, 'nothing')]);
    expect(missing.stderr.trim()).toBe(m.missingDatabase(join(root, 'nothing', 'gdoc.sqlite')));
    expect(missing.status).toBe(2);
  });
});
