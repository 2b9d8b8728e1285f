// POST flow/stages/{id}/action: Mover para (the current stage done, the target current), Encerrar
// solicitação (the flow complete and the document closed for the inbox that holds it, as Finalizar
// closes it: inbox/emails.ts applyAction 'close') and Emitir Autorização (a numbered record, once
// per stage). Each is refused unless the user's inbox holds the document live, the stage is the
// current one, offers the action and has what it requires; each writes a stage_transitions row.
// A stage with a responsible sector (the subject's flow, issue 18) is acted on only from that
// sector's inbox, and Mover para to a stage of another sector forwards the item there
// (inbox/forward.ts forwardEmail, as a forward does).
import type { FlowActionBody, FlowActionResult, FlowActionType, StageAction } from '../../src-shared/api/flow';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { invalidFields } from '../http/errors';
import { actionRefused, applyAction } from '../inbox/emails';
import { forwardEmail } from '../inbox/forward';
import { emitAuthorization } from './authorizations';
import {
  authorizationOfStage,
  closeRefusal,
  flowStageView,
  holdingOf,
  missingRequirements,
  sectorRefusal,
  moveTarget,
  notCurrentReason,
  stagesOfDocument,
  actionsOf,
  type FlowActor,
  type StageRow,
} from './stages';
import { recordTransition } from './transitions';

const m = messages.flow;

type Input = { type: FlowActionType; data: NonNullable<FlowActionBody['data']> };
export type FlowActionOutcome = { created: boolean; result: FlowActionResult };

const authorizationOut = (row: { id: number; number: string; created_at: string }) => ({ id: row.id, number: row.number, created_at: row.created_at });

/** The stage a Mover para goes to: the one asked (by id or position) when the stage offers it, else the offered one. */
function chooseTarget(stages: readonly StageRow[], stage: StageRow, offered: readonly StageAction[], data: Input['data']): StageRow {
  const targets = offered.map((action) => moveTarget(stages, action)).filter((target): target is StageRow => target !== undefined && target.id !== stage.id);
  const asked =
    data.stage_id !== undefined ? stages.find((candidate) => candidate.id === data.stage_id) : data.to_position !== undefined ? stages.find((candidate) => candidate.position === data.to_position) : targets[0];
  const field = data.stage_id !== undefined ? 'data.stage_id' : 'data.to_position';
  if (asked === undefined || !targets.some((target) => target.id === asked.id)) throw invalidFields({ [field]: [m.targetInvalid] });
  return asked;
}

/** Applies it; the caller checked the stage is one the user can open and runs a transaction. */
export function applyFlowAction(db: Db, stage: StageRow, input: Input, actor: FlowActor, at: string): FlowActionOutcome {
  const offered = actionsOf(stage).filter((action) => action.type === input.type);
  if (offered.length === 0) throw invalidFields({ type: [m.notOffered] });
  const holding = holdingOf(db, stage.document_id, actor, input.data.inbox_email_uuid);
  if (holding.refusal !== undefined) throw actionRefused(holding.refusal);
  const email = holding.email;
  const otherSector = sectorRefusal(db, stage, email);
  if (otherSector !== undefined) throw actionRefused(otherSector);
  const view = (row: StageRow) => flowStageView(db, row, actor, email.uuid);

  // Emitting again answers the authorisation the stage already has.
  const emitted = input.type === 'should_emit_traffic_card' ? authorizationOfStage(db, stage.id) : undefined;
  if (emitted !== undefined) return { created: false, result: { message: m.done.alreadyEmitted(emitted.number), stage: view(stage), authorization: authorizationOut(emitted) } };

  const notCurrent = notCurrentReason(db, stage);
  if (notCurrent !== undefined) throw actionRefused(notCurrent);
  const missing = missingRequirements(db, stage);
  if (missing.length > 0) throw actionRefused(m.requirementsMissing(missing));
  const creatorOnly = input.type === 'archive_flow' ? closeRefusal(db, stage, actor) : undefined;
  if (creatorOnly !== undefined) throw actionRefused(creatorOnly);

  const sectorId = email.inbox_sector_id ?? actor.sectorId;
  const base = { documentId: stage.document_id, fromStageId: stage.id, userId: actor.userId, sectorId, at };
  switch (input.type) {
    case 'move_stage_to': {
      const target = chooseTarget(stagesOfDocument(db, stage.document_id), stage, offered, input.data);
      db.prepare("UPDATE stages SET status = 'done' WHERE id = ?").run(stage.id);
      db.prepare("UPDATE stages SET status = 'current', entered_at = ? WHERE id = ?").run(at, target.id);
      recordTransition(db, { ...base, toStageId: target.id, action: 'move_stage_to' });
      // A stage another sector is responsible for: the document goes to that sector's inbox, as a forward does.
      if (target.sector_id !== null && target.sector_id !== email.inbox_sector_id) {
        forwardEmail(db, email, { recipients: [{ sector_id: target.sector_id, user_id: null, person_id: null, broadcast_id: null }] }, actor, at);
      }
      const moved = stagesOfDocument(db, stage.document_id).find((row) => row.id === target.id) as StageRow;
      return { created: false, result: { message: m.done.moved(target.name), stage: view(moved), authorization: null } };
    }
    case 'archive_flow': {
      db.prepare("UPDATE stages SET status = 'done' WHERE id = ?").run(stage.id);
      recordTransition(db, { ...base, toStageId: null, action: 'archive_flow' });
      applyAction(db, email, 'close', at, actor.userId);
      return { created: false, result: { message: m.done.archived, stage: null, authorization: null } };
    }
    case 'should_emit_traffic_card': {
      const authorization = emitAuthorization(db, stage, { userId: actor.userId, sectorId }, at);
      recordTransition(db, { ...base, toStageId: stage.id, action: 'should_emit_traffic_card', authorizationId: authorization.id });
      return { created: true, result: { message: m.done.emitted(authorization.number), stage: view(stage), authorization: authorizationOut(authorization) } };
    }
  }
}
