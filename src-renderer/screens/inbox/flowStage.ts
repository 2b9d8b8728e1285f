// What the Etapas tab says about the current stage's actions: the reasons an action is off (the
// server's, or that the server cannot be reached), each once.
import type { FlowStage } from '../../../src-shared/api/flow';

export type FlowActionView = FlowStage['actions'][number] & { disabledReason: string | undefined };

/** Each action with why it is off now: offline first (nothing can be asked), then the server's reason. */
export function flowActionsView(stage: Pick<FlowStage, 'actions'>, offlineReason: string | undefined): FlowActionView[] {
  return stage.actions.map((action) => ({ ...action, disabledReason: offlineReason ?? (action.available ? undefined : (action.reason ?? undefined)) }));
}

/** The distinct reasons the actions are off, to say once under them. */
export const offReasons = (actions: readonly FlowActionView[]): string[] => [...new Set(actions.flatMap((action) => (action.disabledReason === undefined ? [] : [action.disabledReason])))];
