// The new-task check (spec §7, §8): every minute and when the window regains focus. A failure is
// told once; while it keeps failing the user is not toasted again every minute, and the next
// success re-arms the toast.
export const NEW_TASK_INTERVAL_MS = 60_000;

export type NewTaskState = { newTasks: number; failing: boolean };
export type NewTaskOutcome = { ok: true; status: boolean; count: number } | { ok: false };

export const initialNewTaskState: NewTaskState = { newTasks: 0, failing: false };

export function afterNewTaskCheck(state: NewTaskState, outcome: NewTaskOutcome): { state: NewTaskState; toastError: boolean } {
  if (!outcome.ok) return { state: { ...state, failing: true }, toastError: !state.failing };
  // status true with a zero count still means "something new": show at least one.
  const newTasks = outcome.status ? Math.max(outcome.count, 1) : 0;
  return { state: { newTasks, failing: false }, toastError: false };
}
