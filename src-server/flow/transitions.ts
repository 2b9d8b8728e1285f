// The flow's history: every action taken on a stage is a stage_transitions row (who, from which
// sector, when), which the item view's timeline shows beside the dispatches (inbox/emailView.ts).
import type { FlowActionType, StageTransition } from '../../src-shared/api/flow';
import type { Db } from '../db/open';
import { authorVisibility, hidesUser } from '../documents/authorship';
import type { Viewer } from '../inbox/emails';

export type NewTransition = {
  documentId: number;
  fromStageId: number | null;
  toStageId: number | null;
  action: FlowActionType;
  authorizationId?: number | null;
  userId: number;
  sectorId: number | null;
  at: string;
};

export function recordTransition(db: Db, transition: NewTransition): void {
  db.prepare(
    `INSERT INTO stage_transitions (document_id, from_stage_id, to_stage_id, action_type, authorization_id, user_id, sector_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(transition.documentId, transition.fromStageId, transition.toStageId, transition.action, transition.authorizationId ?? null, transition.userId, transition.sectorId, transition.at);
}

type TransitionRow = Omit<StageTransition, 'user'> & { user: string | null; user_id: number | null };

/** The document's transitions, oldest first; one made by an author the reader may not know shows the neutral label. */
export function transitionsOf(db: Db, documentId: number, reader: Viewer): StageTransition[] {
  const author = authorVisibility(db, documentId, reader);
  return db
    .prepare<[number], TransitionRow>(
      `SELECT st.id, st.action_type, fs.name AS from_stage, ts.name AS to_stage, a.number AS authorization_number,
         p.name AS user, st.user_id, s.name AS sector, st.created_at
       FROM stage_transitions st
       LEFT JOIN stages fs ON fs.id = st.from_stage_id LEFT JOIN stages ts ON ts.id = st.to_stage_id
       LEFT JOIN authorizations a ON a.id = st.authorization_id
       LEFT JOIN users u ON u.id = st.user_id LEFT JOIN people p ON p.id = u.person_id
       LEFT JOIN sectors s ON s.id = st.sector_id
       WHERE st.document_id = ? ORDER BY st.created_at, st.id`,
    )
    .all(documentId)
    .map(({ user_id: userId, ...row }) => {
      const hidden = hidesUser(author, userId);
      return { ...row, user: hidden ? author.label : (row.user ?? ''), sector: hidden ? null : row.sector };
    });
}
