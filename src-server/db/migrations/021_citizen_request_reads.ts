// What the citizen has seen of each of their requests: the newest dispatch of the request when they
// last opened it. Minhas solicitações counts the replies addressed to them after it as new. Ids,
// not times: a reply made in the same millisecond as a visit is still told apart.
import type { Migration } from './types';

export const citizenRequestReads: Migration = {
  version: 21,
  name: 'citizen_request_reads',
  up(db) {
    db.exec(`
      CREATE TABLE citizen_request_reads (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        seen_dispatch_id INTEGER NOT NULL,
        PRIMARY KEY (user_id, document_id)
      ) STRICT;
    `);
  },
};
