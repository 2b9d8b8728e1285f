import type { Db } from '../open';

/** One schema step. Runs once, inside a transaction that also sets PRAGMA user_version = version. */
export type Migration = {
  version: number;
  name: string;
  up(db: Db): void;
};
