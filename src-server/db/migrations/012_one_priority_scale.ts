// One priority scale: the spec's is 1 Baixa, 2 Média, 3 Alta, but migration 004 let a
// document hold 1 to 4 and the demo seed used the 4. Existing databases keep their documents: a
// stored 4 (Muito alta, the top of the old scale) becomes 3, the top of this one. The column's
// CHECK cannot be narrowed in place (SQLite would rebuild the table and every index and trigger on
// it), so two triggers hold the rule from now on, whatever code writes.
import type { Migration } from './types';

export const onePriorityScale: Migration = {
  version: 12,
  name: 'one_priority_scale',
  up(db) {
    db.exec(`
      UPDATE documents SET priority = 3 WHERE priority > 3;
      CREATE TRIGGER documents_priority_scale_insert BEFORE INSERT ON documents
        WHEN NEW.priority NOT BETWEEN 1 AND 3
        BEGIN SELECT RAISE(ABORT, 'documents.priority must be 1, 2 or 3'); END;
      CREATE TRIGGER documents_priority_scale_update BEFORE UPDATE OF priority ON documents
        WHEN NEW.priority NOT BETWEEN 1 AND 3
        BEGIN SELECT RAISE(ABORT, 'documents.priority must be 1, 2 or 3'); END;
    `);
  },
};
