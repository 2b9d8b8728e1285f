// Prepared statements are compiled once per database and reused by every request.
import type { Db } from '../db/open';
import { createOrganizationRepo } from './organization';
import { createPermissionsRepo } from './permissions';
import { createSectorsRepo } from './sectors';
import { createTokensRepo } from './tokens';
import { createUsersRepo } from './users';

export function createRepos(db: Db) {
  return {
    users: createUsersRepo(db),
    tokens: createTokensRepo(db),
    permissions: createPermissionsRepo(db),
    sectors: createSectorsRepo(db),
    organization: createOrganizationRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
