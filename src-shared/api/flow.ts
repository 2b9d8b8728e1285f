// Flow stages (spec staff-area §7 "GET flow/stages/{id}; POST flow/stages/{id}/action {data, type}";
// companion §3 Flow action types): what a stage offers (Mover para, Encerrar solicitação, Emitir
// Autorização), what it needs first, and the answers of the flow calls. Shared by the reference
// server and the renderer.
import { z } from 'zod';
import { messages } from '../messages';

export const FLOW_ACTION_TYPES = ['move_stage_to', 'archive_flow', 'should_emit_traffic_card'] as const;
export type FlowActionType = (typeof FLOW_ACTION_TYPES)[number];

export const stageActionSchema = z.object({
  type: z.enum(FLOW_ACTION_TYPES),
  /** The button's text when the subject names it otherwise than the catalogue. */
  label: z.string().trim().min(1).max(120).optional(),
  /** Mover para: the position of the stage it moves to (default: the next one). */
  to_position: z.number().int().positive().optional(),
});
export type StageAction = z.infer<typeof stageActionSchema>;

/** An attachment whose name contains `name` (any attachment when none is given), or a signature. */
export const stageRequirementSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('attachment'), name: z.string().trim().min(1).max(255).optional() }),
  z.object({ type: z.literal('signature') }),
]);
export type StageRequirement = z.infer<typeof stageRequirementSchema>;

/** What a stage of a subject says about its flow; both optional, with defaultStageActions filling the actions. */
export const stageFlowSchema = z.object({
  actions: z.array(stageActionSchema).max(10).optional(),
  requirements: z.array(stageRequirementSchema).max(10).optional(),
});

/** The default flow: every stage but the last moves on to the next, the last closes the request. */
export function defaultStageActions(position: number, positions: readonly number[]): StageAction[] {
  const next = positions.filter((candidate) => candidate > position).sort((a, b) => a - b)[0];
  return next === undefined ? [{ type: 'archive_flow' }] : [{ type: 'move_stage_to', to_position: next }];
}

/**
 * The stage's actions as stored: the given ones, a Mover para without a target going to the next
 * stage (and dropped on the last, which has none); the default when nothing is left.
 */
export function stageActionsOf(position: number, positions: readonly number[], given: readonly StageAction[] | undefined): StageAction[] {
  const fallback = defaultStageActions(position, positions);
  const next = fallback[0]?.to_position;
  const actions = (given ?? []).flatMap((action): StageAction[] => {
    if (action.type !== 'move_stage_to' || action.to_position !== undefined) return [action];
    return next === undefined ? [] : [{ ...action, to_position: next }];
  });
  return actions.length > 0 ? actions : fallback;
}

const stageRefSchema = z.object({ id: z.number().int(), position: z.number().int(), name: z.string() });

/** GET flow/stages/{id}: the stage, its requirements met or not, its actions and whether this user may take each. */
export const flowStageSchema = z.object({
  id: z.number().int(),
  document_id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  status: z.string(),
  due_at: z.string().nullable(),
  entered_at: z.string().nullable(),
  is_current: z.boolean(),
  /** The live inbox email the user acts through, when it holds one. */
  inbox_email_uuid: z.string().nullable(),
  requirements: z.array(z.object({ type: z.enum(['attachment', 'signature']), name: z.string().nullable(), label: z.string(), met: z.boolean() })),
  actions: z.array(
    z.object({
      type: z.enum(FLOW_ACTION_TYPES),
      label: z.string(),
      to_stage: stageRefSchema.nullable(),
      available: z.boolean(),
      /** Why it is not available, in the catalogue's words. */
      reason: z.string().nullable(),
    }),
  ),
  authorization: z.object({ id: z.number().int(), number: z.string(), created_at: z.string() }).nullable(),
});
export type FlowStage = z.infer<typeof flowStageSchema>;

/** POST flow/stages/{id}/action. */
export const flowActionBodySchema = z.object({
  type: z.enum(FLOW_ACTION_TYPES, { error: messages.flow.actionUnknown }),
  data: z
    .object({
      /** Mover para: the stage to move to, by id or by position (default: the action's own target). */
      stage_id: z.number().int().positive().optional(),
      to_position: z.number().int().positive().optional(),
      /** The inbox email the user acts through (the item view's); default: the one it holds live. */
      inbox_email_uuid: z.string().max(64).optional(),
    })
    .default({}),
});
export type FlowActionBody = z.input<typeof flowActionBodySchema>;

export const flowActionResultSchema = z.object({
  message: z.string(),
  stage: flowStageSchema.nullable(),
  authorization: z.object({ id: z.number().int(), number: z.string(), created_at: z.string() }).nullable(),
});
export type FlowActionResult = z.infer<typeof flowActionResultSchema>;

/** A transition as the item's timeline shows it: which action, from and to which stage, who and when. */
export const stageTransitionSchema = z.object({
  id: z.number().int(),
  action_type: z.enum(FLOW_ACTION_TYPES),
  from_stage: z.string().nullable(),
  to_stage: z.string().nullable(),
  authorization_number: z.string().nullable(),
  user: z.string(),
  sector: z.string().nullable(),
  created_at: z.string(),
});
export type StageTransition = z.infer<typeof stageTransitionSchema>;
