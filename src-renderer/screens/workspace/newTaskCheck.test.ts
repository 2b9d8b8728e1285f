import { describe, expect, it } from 'vitest';
import { afterNewTaskCheck, initialNewTaskState } from './newTaskCheck';

describe('afterNewTaskCheck', () => {
  it('shows the count of new tasks when the server says there are some', () => {
    expect(afterNewTaskCheck(initialNewTaskState, { ok: true, status: true, count: 3 })).toEqual({ state: { newTasks: 3, failing: false }, toastError: false });
    expect(afterNewTaskCheck(initialNewTaskState, { ok: true, status: true, count: 0 }).state.newTasks).toBe(1);
    expect(afterNewTaskCheck({ newTasks: 2, failing: false }, { ok: true, status: false, count: 0 }).state.newTasks).toBe(0);
  });

  it('toasts a failure once while it keeps failing, and again after a success', () => {
    const first = afterNewTaskCheck(initialNewTaskState, { ok: false });
    expect(first.toastError).toBe(true);
    const second = afterNewTaskCheck(first.state, { ok: false });
    expect(second.toastError).toBe(false);
    const recovered = afterNewTaskCheck(second.state, { ok: true, status: false, count: 0 });
    expect(afterNewTaskCheck(recovered.state, { ok: false }).toastError).toBe(true);
  });

  it('keeps the banner while a check fails', () => {
    expect(afterNewTaskCheck({ newTasks: 4, failing: false }, { ok: false }).state.newTasks).toBe(4);
  });
});
