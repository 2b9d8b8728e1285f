// Fills a reference-server data folder with generated inbox items for benchmarks:
//   npm run bench:inbox-data -- --data .data/bench --count 100000 [--seed 7]
// The folder is created, migrated and seeded like `npm run server` does; the last line is JSON.
// The generated items come without attachments (attachmentFiles: false): real files for 100,000
// items made the run about four times as long (10 s → 48 s here) and nearly doubled the database
// (255 → 460 MB), for benchmarks that read lists, not files. Everything else about the items is
// as in the demo; the demo seed's own 2,400 items keep their files.
import { openDataDirectory } from '../db/bootstrap';
import { generateInbox } from '../db/seed/inbox';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const count = Number(option('count', '100000'));
const seed = Number(option('seed', '7'));
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  process.stderr.write('Uso: inboxData.ts --data PASTA --count N [--seed S]\n');
  process.exit(2);
}
const { db, file } = openDataDirectory(option('data', '.data/bench'));
try {
  const started = performance.now();
  const written = generateInbox(db, { count, seed, now: new Date(), attachmentFiles: false });
  process.stdout.write(`${JSON.stringify({ file, ...written, ms: Math.round(performance.now() - started) })}\n`);
} finally {
  db.close();
}
