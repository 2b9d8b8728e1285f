// Version 15 belongs to a change made in parallel on another branch (issue 15); this stand-in only
// keeps the versions contiguous (migrate.ts refuses gaps) until that migration replaces it at merge.
import type { Migration } from './types';

export const reserved15: Migration = {
  version: 15,
  name: 'reserved',
  up() {},
};
