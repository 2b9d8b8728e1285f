// PLACEHOLDER in branch subjects18 only: version 31 is the organisation engineer's (issue 18). It changes
// nothing; it exists so this branch's registry stays gapless up to 032_subject_settings and its
// tests run. The lead drops this file on merge, in favour of the real 031 migration.
import type { Migration } from './types';

export const placeholderOrganization: Migration = {
  version: 31,
  name: 'placeholder_organization',
  up() {},
};
