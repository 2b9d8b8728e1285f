// Flow stages (issue 15 §4; companion §3 "Flow action types"): each stage of a document says what
// may be done on it (actions: Mover para, Encerrar solicitação, Emitir Autorização) and what it
// needs first (requirements: an attachment, a signature), and when it became current. Every
// transition is kept (stage_transitions) so the timeline can say who moved the flow and when; an
// authorisation emitted on a stage gets a number of its own per year.
import type { Migration } from './types';

export const flowStages: Migration = {
  version: 15,
  name: 'flow_stages',
  up(db) {
    db.exec(`
      -- [{type, label?, to_position?}] and [{type: 'attachment', name?} | {type: 'signature'}], as src-shared/api/flow.ts reads them.
      ALTER TABLE stages ADD COLUMN actions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(actions));
      ALTER TABLE stages ADD COLUMN requirements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(requirements));
      ALTER TABLE stages ADD COLUMN entered_at TEXT;

      CREATE TABLE authorizations (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        year INTEGER NOT NULL,
        sequence INTEGER NOT NULL,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        -- One authorisation per stage: emitting again answers the same one.
        stage_id INTEGER NOT NULL UNIQUE REFERENCES stages (id) ON DELETE CASCADE,
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        UNIQUE (year, sequence)
      ) STRICT;
      CREATE INDEX authorizations_document ON authorizations (document_id);

      CREATE TABLE stage_transitions (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        from_stage_id INTEGER REFERENCES stages (id) ON DELETE SET NULL,
        to_stage_id INTEGER REFERENCES stages (id) ON DELETE SET NULL,
        action_type TEXT NOT NULL CHECK (action_type IN ('move_stage_to', 'archive_flow', 'should_emit_traffic_card')),
        authorization_id INTEGER REFERENCES authorizations (id) ON DELETE SET NULL,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX stage_transitions_document ON stage_transitions (document_id, created_at);
    `);
    // Stages written before flows existed get the default flow: Mover para the next stage, and
    // Encerrar solicitação on the last one (src-shared/api/flow.ts defaultStageActions).
    db.exec(`
      UPDATE stages SET actions = CASE
        WHEN position = (SELECT max(position) FROM stages later WHERE later.document_id = stages.document_id) THEN '[{"type":"archive_flow"}]'
        ELSE json_array(json_object('type', 'move_stage_to', 'to_position',
          (SELECT min(position) FROM stages later WHERE later.document_id = stages.document_id AND later.position > stages.position)))
      END;
    `);
  },
};
