// A document's stage with its flow (GET flow/stages/{id}): its requirements checked against the
// document (attachments, signatures), and for one user which actions it may take and why not.
// The rules are those of every item action (inbox/forward.ts movingRefusal): only the inbox that
// holds the document live moves it on, here the connected sector's inbox or the user's own.
import { z } from 'zod';
import { stageActionSchema, stageRequirementSchema, type FlowStage, type StageAction, type StageRequirement } from '../../src-shared/api/flow';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ApiError } from '../http/errors';
import { emailForbidden, findEmailRow, type Viewer } from '../inbox/emails';
import { movingRefusal } from '../inbox/forward';
import type { ItemRow } from '../inbox/items';
import { canOpenDocument } from '../medias/store';

const m = messages.flow;

export type StageRow = {
  id: number;
  document_id: number;
  position: number;
  name: string;
  status: 'pending' | 'current' | 'done';
  due_at: string | null;
  entered_at: string | null;
  actions: string;
  requirements: string;
  /** The sector responsible for the stage (migration 032); null: whoever holds the document. */
  sector_id: number | null;
};

/** Who acts: the user, the sector inboxes it may open and the sector it is connected to (X-InboxSectorId). */
export type FlowActor = Viewer & { sectorId: number | null };

export const stageNotFound = () => new ApiError(404, { message: m.stageNotFound });

const parseList = <T>(schema: z.ZodType<T>, text: string): T[] => {
  const parsed = z.array(schema).safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
};
export const actionsOf = (stage: StageRow): StageAction[] => parseList(stageActionSchema, stage.actions);
export const requirementsOf = (stage: StageRow): StageRequirement[] => parseList(stageRequirementSchema, stage.requirements);

export const findStage = (db: Db, id: number): StageRow | undefined => db.prepare<[number], StageRow>('SELECT * FROM stages WHERE id = ?').get(id);
export const stagesOfDocument = (db: Db, documentId: number): StageRow[] =>
  db.prepare<[number], StageRow>('SELECT * FROM stages WHERE document_id = ? ORDER BY position').all(documentId);

const emailsOf = (db: Db, documentId: number): ItemRow[] =>
  db
    .prepare<[number], string>('SELECT uuid FROM inbox_emails WHERE document_id = ? ORDER BY id DESC')
    .pluck()
    .all(documentId)
    .map((uuid) => findEmailRow(db, uuid) as ItemRow);

/** The stage, when the user can open its document at all: 404 unknown, 403 a document none of its inboxes holds. */
export function stageFor(db: Db, id: number, actor: Viewer): StageRow {
  const stage = findStage(db, id);
  if (stage === undefined) throw stageNotFound();
  if (!canOpenDocument(db, stage.document_id, actor)) throw emailForbidden();
  return stage;
}

const heldBy = (row: ItemRow, actor: FlowActor) => row.box !== 'sent' && (row.inbox_user_id === actor.userId || (row.inbox_sector_id !== null && row.inbox_sector_id === actor.sectorId));

export type Holding = { email: ItemRow; refusal: undefined } | { email: ItemRow | undefined; refusal: string };

/**
 * The inbox email the user acts through: the one named (the item view's) or the live one its
 * inboxes hold; with the reason when there is none to act through.
 */
export function holdingOf(db: Db, documentId: number, actor: FlowActor, uuid?: string): Holding {
  const held = emailsOf(db, documentId).filter((row) => heldBy(row, actor));
  const chosen = uuid === undefined ? (held.find((row) => movingRefusal(row, m) === undefined) ?? held[0]) : held.find((row) => row.uuid === uuid);
  if (chosen === undefined) return { email: undefined, refusal: uuid === undefined ? m.notHeld : m.emailNotHeld };
  const refusal = movingRefusal(chosen, m);
  return refusal === undefined ? { email: chosen, refusal: undefined } : { email: chosen, refusal };
}

const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function requirementLabel(requirement: StageRequirement): string {
  if (requirement.type === 'signature') return m.requirement.signature;
  return requirement.name === undefined ? m.requirement.anyAttachment : m.requirement.attachment(requirement.name);
}

/** Whether the document meets it now: an attachment not sent back for revision whose name contains the one asked (accents and case aside); a signature on the document or on an attachment. */
export function requirementMet(db: Db, documentId: number, requirement: StageRequirement): boolean {
  if (requirement.type === 'signature') {
    const signatures = db.prepare<[number], number>('SELECT count(*) FROM signatures WHERE document_id = ?').pluck().get(documentId) ?? 0;
    const signedFiles = db.prepare<[number], number>('SELECT count(*) FROM attachments WHERE document_id = ? AND is_signed = 1').pluck().get(documentId) ?? 0;
    return signatures + signedFiles > 0;
  }
  const names = db.prepare<[number], string>('SELECT name FROM attachments WHERE document_id = ? AND rejected_status IS NULL').pluck().all(documentId);
  if (requirement.name === undefined) return names.length > 0;
  const wanted = foldAccents(requirement.name);
  return names.some((name) => foldAccents(name).includes(wanted));
}

/**
 * Why the user may not act on this stage through this email: the stage belongs to a responsible
 * sector and the email is not in that sector's inbox.
 */
export function sectorRefusal(db: Db, stage: StageRow, email: ItemRow | undefined): string | undefined {
  if (stage.sector_id === null || (email !== undefined && email.inbox_sector_id === stage.sector_id)) return undefined;
  const name = db.prepare<[number], string>('SELECT name FROM sectors WHERE id = ?').pluck().get(stage.sector_id) ?? '';
  return messages.subjects.stageOtherSector(name);
}

/**
 * Encerrar solicitação under a subject that keeps closing to whoever filed (companion §3
 * only_creator_can_close): refused to everyone else, with the reason.
 */
export function closeRefusal(db: Db, stage: StageRow, actor: Viewer): string | undefined {
  const row = db
    .prepare<[number], { created_by: number | null; only_creator_can_close: number | null }>(
      'SELECT d.created_by, s.only_creator_can_close FROM documents d LEFT JOIN subjects s ON s.id = d.subject_id WHERE d.id = ?',
    )
    .get(stage.document_id);
  return row?.only_creator_can_close === 1 && row.created_by !== actor.userId ? messages.subjects.onlyCreatorCloses : undefined;
}

/** The labels of the requirements the document does not meet yet. */
export const missingRequirements = (db: Db, stage: StageRow): string[] =>
  requirementsOf(stage)
    .filter((requirement) => !requirementMet(db, stage.document_id, requirement))
    .map(requirementLabel);

/** Why nothing can be done on this stage now: not the current one, or the flow is over. */
export function notCurrentReason(db: Db, stage: StageRow): string | undefined {
  if (stage.status === 'current') return undefined;
  const current = db.prepare<[number], number>("SELECT count(*) FROM stages WHERE document_id = ? AND status = 'current'").pluck().get(stage.document_id) ?? 0;
  return current === 0 && stage.status === 'done' ? m.flowFinished : m.notCurrent;
}

export type AuthorizationRow = { id: number; number: string; document_id: number; stage_id: number; created_by: number | null; sector_id: number | null; created_at: string };
export const authorizationOfStage = (db: Db, stageId: number): AuthorizationRow | undefined =>
  db.prepare<[number], AuthorizationRow>('SELECT * FROM authorizations WHERE stage_id = ?').get(stageId);

/** The stage a Mover para leads to, among the document's. */
export const moveTarget = (stages: readonly StageRow[], action: StageAction): StageRow | undefined =>
  action.type === 'move_stage_to' ? stages.find((candidate) => candidate.position === action.to_position) : undefined;

export function actionLabel(action: StageAction, target: StageRow | undefined): string {
  if (action.label !== undefined) return action.label;
  if (action.type === 'move_stage_to' && target !== undefined) return m.moveTo(target.name);
  return m.actions[action.type];
}

/** The stage as GET flow/stages/{id} answers it to this user. */
export function flowStageView(db: Db, stage: StageRow, actor: FlowActor, emailUuid?: string): FlowStage {
  const stages = stagesOfDocument(db, stage.document_id);
  const holding = holdingOf(db, stage.document_id, actor, emailUuid);
  const requirements = requirementsOf(stage).map((requirement) => ({
    type: requirement.type,
    name: requirement.type === 'attachment' ? (requirement.name ?? null) : null,
    label: requirementLabel(requirement),
    met: requirementMet(db, stage.document_id, requirement),
  }));
  const missing = requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.label);
  const authorization = authorizationOfStage(db, stage.id);
  const common = holding.refusal ?? sectorRefusal(db, stage, holding.email) ?? notCurrentReason(db, stage) ?? (missing.length > 0 ? m.requirementsMissing(missing) : undefined);
  const actions = actionsOf(stage).map((action) => {
    const target = moveTarget(stages, action);
    let reason = common;
    if (reason === undefined && action.type === 'move_stage_to' && (target === undefined || target.id === stage.id)) reason = m.targetInvalid;
    if (reason === undefined && action.type === 'should_emit_traffic_card' && authorization !== undefined) reason = m.done.alreadyEmitted(authorization.number);
    if (reason === undefined && action.type === 'archive_flow') reason = closeRefusal(db, stage, actor);
    return {
      type: action.type,
      label: actionLabel(action, target),
      to_stage: target === undefined ? null : { id: target.id, position: target.position, name: target.name },
      available: reason === undefined,
      reason: reason ?? null,
    };
  });
  return {
    id: stage.id,
    document_id: stage.document_id,
    position: stage.position,
    name: stage.name,
    status: stage.status,
    due_at: stage.due_at,
    entered_at: stage.entered_at,
    is_current: stage.status === 'current',
    inbox_email_uuid: holding.email?.uuid ?? null,
    requirements,
    actions,
    authorization: authorization === undefined ? null : { id: authorization.id, number: authorization.number, created_at: authorization.created_at },
  };
}
