// The writer of `npm run bench:drafts-kill`: opens the real draft store on the file it is given
// and saves drafts in a loop until it is killed (SIGKILL, at any moment). It continues from what
// is stored, so each run also tells the parent what it found:
//   {"type":"ready","drafts":[{localId,revision,hash,writtenAs}]}   on start, what the file holds
//   {"type":"ack","localId","revision","hash"}                      after each save RETURNED
// hash is the sha256 of the body's JSON; writtenAs is the revision the body itself says it was
// written as (the writer puts "rev:<n>" in its description), so a row whose revision and body
// disagree shows too. Anything unexpected ends the writer with exit code 1 and a message.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { openDraftStore } from '../../../src-main/services/drafts/draftStore';
import type { DocumentBody } from '../../../src-shared/api/documents';

export const BENCH_SCOPE = 'bench:drafts-kill\n1';
export const MAX_CONTENT = 200_000;

export const bodyHash = (body: DocumentBody): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');
export const writtenAs = (body: DocumentBody): number => Number(/^rev:(\d+)$/.exec(body.description)?.[1] ?? -1);

const text = (length: number) => randomBytes(Math.ceil((length * 3) / 4) + 3).toString('base64').slice(0, length);

/** A random edit of the content: append, replace or delete a range, and now and then a fresh size up to ~200 KB. */
function edit(content: string): string {
  const roll = randomInt(100);
  let next: string;
  if (roll < 10) next = text(randomInt(MAX_CONTENT));
  else if (roll < 55) next = content + text(randomInt(100, 20_000));
  else if (roll < 85) {
    const start = randomInt(content.length + 1);
    const end = Math.min(content.length, start + randomInt(5_000));
    next = content.slice(0, start) + text(randomInt(1, 8_000)) + content.slice(end);
  } else {
    const start = randomInt(content.length + 1);
    next = content.slice(0, start) + content.slice(Math.min(content.length, start + randomInt(30_000)));
  }
  return next.length > MAX_CONTENT ? next.slice(0, randomInt(1_000, MAX_CONTENT)) : next;
}

function main(): void {
  const [dir, draftsArg] = process.argv.slice(2);
  if (!dir) throw new Error('usage: writer.ts <dir> [drafts]');
  const draftCount = Number(draftsArg ?? 5);
  const store = openDraftStore({ dir, scope: BENCH_SCOPE });
  const drafts = store.list();
  const write = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
  write({
    type: 'ready',
    drafts: drafts.map((draft) => ({ localId: draft.localId, revision: draft.revision, hash: bodyHash(draft.body), writtenAs: writtenAs(draft.body) })),
  });

  // Saves as fast as it can, one after the other, as many keystroke-driven saves would.
  for (;;) {
    const slot = randomInt(draftCount);
    const previous = drafts[slot];
    const revision = (previous?.revision ?? 0) + 1;
    const body: Partial<DocumentBody> = {
      ...(previous?.body ?? { subject: `Rascunho ${slot + 1}`, type: 'oficio' }),
      description: `rev:${revision}`,
      content: edit(previous?.body.content ?? ''),
      isUrgent: randomInt(2) === 1,
    };
    const saved = store.save({ ...(previous ? { localId: previous.localId } : {}), body });
    if (saved.revision !== revision) {
      process.stderr.write(`writer: expected revision ${revision}, store answered ${saved.revision}\n`);
      process.exit(1);
    }
    // Only now, after save returned (after COMMIT), is the save acknowledged.
    write({ type: 'ack', localId: saved.localId, revision: saved.revision, hash: bodyHash(saved.body) });
    if (previous) drafts[slot] = saved;
    else drafts.push(saved);
  }
}

// Run as the child process; imported by the parent for its helpers only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
