// Prepared statements are compiled once per database and reused by every request.
import type { Db } from '../db/open';
import { createDocumentsRepo } from './documents';
import { createOrganizationRepo } from './organization';
import { createPermissionsRepo } from './permissions';
import { createSectorsRepo } from './sectors';
import { createSignaturesRepo } from './signatures';
import { createTokensRepo } from './tokens';
import { createUsersRepo } from './users';

export function createRepos(db: Db) {
  return {
    users: createUsersRepo(db),
    tokens: createTokensRepo(db),
    permissions: createPermissionsRepo(db),
    sectors: createSectorsRepo(db),
    organization: createOrganizationRepo(db),
    documents: createDocumentsRepo(db),
    signatures: createSignaturesRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
