// Where `npm start` writes: the terminal gets what a person needs (steps, addresses, users, and a
// sentence for each failure); build output, request logs and error details go to a log file,
// and also to the terminal with --verbose.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type StartOutput = {
  logPath: string;
  verbose: boolean;
  /** A line for the terminal (and the log). */
  say(text: string): void;
  /** A failure the person must read, on stderr (and the log). */
  warn(text: string): void;
  /** Detail for the log only, unless --verbose. */
  detail(text: string): void;
};

export function createStartOutput(logPath: string, verbose: boolean): StartOutput {
  mkdirSync(dirname(logPath), { recursive: true });
  writeFileSync(logPath, `npm start ${new Date().toISOString()}\n`);
  const log = (text: string) => appendFileSync(logPath, text.endsWith('\n') ? text : `${text}\n`);
  return {
    logPath,
    verbose,
    say: (text) => {
      console.info(text);
      log(text);
    },
    warn: (text) => {
      console.error(text);
      log(text);
    },
    detail: (text) => {
      if (verbose) console.info(text);
      log(text);
    },
  };
}
