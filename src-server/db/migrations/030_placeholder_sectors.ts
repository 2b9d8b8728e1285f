// PLACEHOLDER in branch subjects18 only: version 30 is the sectors engineer's (issue 18). It changes
// nothing; it exists so this branch's registry stays gapless up to 032_subject_settings and its
// tests run. The lead drops this file on merge, in favour of the real 030 migration.
import type { Migration } from './types';

export const placeholderSectors: Migration = {
  version: 30,
  name: 'placeholder_sectors',
  up() {},
};
