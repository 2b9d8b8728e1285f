// `npm run bench:drafts-kill [-- --kills N] [-- --drafts M]`: drafts are never lost, checked by
// killing. A child Node process (scripts/bench/draftsKill/writer.ts, the real draftStore.ts on a
// file in a temp dir) saves several drafts in a loop — content of varying sizes up to ~200 KB,
// random edits — and acknowledges each save on stdout only after save() returned. This process
// kills it with SIGKILL at random moments, N times (default 200), restarting it each time on the
// same file. Half of the kills come a random 0–300 ms after the writer started; the other half
// right after a random acknowledgement (0–2 ms later), while the next save is being written, so
// many land mid-transaction or mid-fsync.
//
// Checked at every restart (the writer reports what the file holds) and once more at the end on
// the real store: every draft that was acknowledged exists; its stored revision is ≥ the highest
// acknowledged one; when equal, the stored body's sha256 is the acknowledged one; and every body
// says it was written as the revision it is stored under. An acknowledged save that fails any of
// this counts as lost. Then PRAGMA integrity_check. Progress goes to stderr; the last line of
// stdout is JSON: kills, acknowledged, lost, integrity, unacknowledgedCommits (saves committed
// but killed before their acknowledgement: the kill landed between COMMIT and the write to
// stdout), and timings. Goal: lost 0, integrity "ok".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { openDraftStore } from '../../src-main/services/drafts/draftStore';
import { BENCH_SCOPE, bodyHash, writtenAs } from './draftsKill/writer';

type Ack = { type: 'ack'; localId: string; revision: number; hash: string };
type Found = { localId: string; revision: number; hash: string; writtenAs: number };
type Ready = { type: 'ready'; drafts: Found[] };

const log = (message: string) => process.stderr.write(`${message}\n`);
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
};
const randomInt = (max: number) => Math.floor(Math.random() * max);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const KILLS = argument('kills', 200);
const DRAFTS = argument('drafts', 5);
const WRITER = join(import.meta.dirname, 'draftsKill', 'writer.ts');

/** The newest acknowledged state of each draft. */
const acked = new Map<string, { revision: number; hash: string }>();
let acknowledged = 0;
let lost = 0;
let unacknowledgedCommits = 0;
const problems: string[] = [];

/** Compares what the file holds with what was acknowledged; then takes the file as the new truth. */
function check(found: Found[], when: string): void {
  const byId = new Map(found.map((draft) => [draft.localId, draft]));
  for (const [localId, ack] of acked) {
    const stored = byId.get(localId);
    if (!stored) {
      lost += ack.revision;
      problems.push(`${when}: draft ${localId} (acknowledged at revision ${ack.revision}) is gone`);
    } else if (stored.revision < ack.revision) {
      lost += ack.revision - stored.revision;
      problems.push(`${when}: draft ${localId} went back from acknowledged revision ${ack.revision} to ${stored.revision}`);
    } else if (stored.revision === ack.revision && stored.hash !== ack.hash) {
      lost += 1;
      problems.push(`${when}: draft ${localId} revision ${ack.revision} holds another body than the one acknowledged`);
    } else if (stored.revision > ack.revision) {
      unacknowledgedCommits += stored.revision - ack.revision;
    }
  }
  for (const draft of found) {
    if (draft.writtenAs !== draft.revision) {
      lost += 1;
      problems.push(`${when}: draft ${draft.localId} is at revision ${draft.revision} with the body of revision ${draft.writtenAs}`);
    }
    if (!acked.has(draft.localId)) unacknowledgedCommits += draft.revision;
    acked.set(draft.localId, { revision: draft.revision, hash: draft.hash });
  }
}

type RunReport = { startMs: number; acks: number };

/** One writer's life: started, reported what it found, saved, killed. */
async function runWriter(dir: string, index: number): Promise<RunReport> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir, String(DRAFTS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const lines = createInterface({ input: child.stdout });
  const afterAcks = index % 2 === 0 ? 1 + randomInt(20) : null;
  let acks = 0;
  let startMs = 0;
  let killTimer: NodeJS.Timeout | undefined;
  const kill = (delay: number) => {
    killTimer ??= setTimeout(() => child.kill('SIGKILL'), delay);
  };

  lines.on('line', (line) => {
    // A line cut by the kill is not an acknowledgement: it never reached the reader whole.
    let message: Ack | Ready;
    try {
      message = JSON.parse(line) as Ack | Ready;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      startMs = performance.now() - started;
      check(message.drafts, `restart ${index}`);
      if (afterAcks === null) kill(randomInt(300));
      return;
    }
    acks += 1;
    acknowledged += 1;
    acked.set(message.localId, { revision: message.revision, hash: message.hash });
    if (afterAcks !== null && acks >= afterAcks) kill(randomInt(3));
  });
  // A writer that never gets going is killed anyway, and reported below.
  const watchdog = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const { code, signal } = await exited;
  clearTimeout(watchdog);
  clearTimeout(killTimer);
  await new Promise<void>((resolve) => (child.stdout.readableEnded ? resolve() : child.stdout.on('end', resolve)));
  if (signal !== 'SIGKILL') throw new Error(`writer ${index} ended by itself (code ${code}, signal ${signal})`);
  if (startMs === 0) throw new Error(`writer ${index} never reported ready`);
  return { startMs, acks };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-drafts-kill-'));
  const started = performance.now();
  const starts: number[] = [];
  let zeroAckRuns = 0;
  try {
    for (let index = 0; index < KILLS; index += 1) {
      const run = await runWriter(dir, index);
      starts.push(run.startMs);
      if (run.acks === 0) zeroAckRuns += 1;
      if ((index + 1) % 20 === 0 || index + 1 === KILLS) {
        log(`[drafts-kill] ${index + 1}/${KILLS} kills, ${acknowledged} saves acknowledged, lost ${lost}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      // Now and then the next writer starts at once, on a WAL the killed one left mid-write.
      if (randomInt(4) === 0) await sleep(randomInt(5));
    }

    // The end: the real store, opened as the app opens it, then SQLite's own check of the file.
    const store = openDraftStore({ dir, scope: BENCH_SCOPE });
    const drafts = store.list();
    const file = store.file;
    check(
      drafts.map((draft) => ({ localId: draft.localId, revision: draft.revision, hash: bodyHash(draft.body), writtenAs: writtenAs(draft.body) })),
      'final',
    );
    const pragmas = store.pragmas();
    store.close();
    const db = new Database(file, { readonly: true });
    const integrityRows = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    db.close();
    const integrity = integrityRows.map((row) => row.integrity_check).join('; ');
    for (const problem of problems.slice(0, 20)) log(`[drafts-kill] LOST ${problem}`);
    const totalMs = performance.now() - started;
    const sorted = [...starts].sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        kills: KILLS,
        acknowledged,
        lost,
        integrity,
        drafts: drafts.length,
        finalRevisions: drafts.map((draft) => draft.revision).reduce((sum, revision) => sum + revision, 0),
        maxContentBytes: Math.max(0, ...drafts.map((draft) => Buffer.byteLength(draft.body.content))),
        unacknowledgedCommits,
        runsWithoutAck: zeroAckRuns,
        journalMode: pragmas.journalMode,
        synchronous: pragmas.synchronous,
        fileBytes: statSync(file).size,
        totalMs: Math.round(totalMs),
        writerStartMsMedian: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        msPerKill: Math.round(totalMs / KILLS),
      }),
    );
    if (lost > 0 || integrity !== 'ok') process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
