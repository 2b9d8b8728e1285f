// Polls check-for-new-tasks while the server is reachable: every minute and when the window
// regains focus, from the newest task the shown page knows about.
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { useServerReachable } from '../../offline/serverStatus';
import { afterNewTaskCheck, initialNewTaskState, NEW_TASK_INTERVAL_MS, type NewTaskState } from './newTaskCheck';

/** An empty inbox has no newest task; any task is then new. */
const EPOCH = '1970-01-01T00:00:00.000Z';

export function useNewTasks(lastTaskTimestamp: string | null | undefined, enabled: boolean): { newTasks: number; dismiss: () => void } {
  const reachable = useServerReachable();
  // The result belongs to the timestamp it was checked against: a reloaded page starts clean.
  const [result, setResult] = useState<{ since: string; state: NewTaskState }>({ since: '', state: initialNewTaskState });
  const latest = useRef(result);
  const since = lastTaskTimestamp ?? EPOCH;
  const active = enabled && reachable && lastTaskTimestamp !== undefined;

  const check = useCallback(async () => {
    let outcome: Parameters<typeof afterNewTaskCheck>[1];
    try {
      const answer = await inboxApi.checkForNewTasks(since);
      outcome = { ok: true, status: answer.status, count: answer.notification_count };
    } catch (error) {
      console.warn('Falha ao verificar novas tarefas', error);
      outcome = { ok: false };
    }
    const previous = latest.current;
    // The failing flag outlives a new timestamp: a failure is told once until a check succeeds.
    const base = previous.since === since ? previous.state : { ...initialNewTaskState, failing: previous.state.failing };
    const next = afterNewTaskCheck(base, outcome);
    latest.current = { since, state: next.state };
    setResult(latest.current);
    if (next.toastError) toast.error(messages.workQueue.newTasksError);
  }, [since]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void check(), NEW_TASK_INTERVAL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [active, check]);

  const dismiss = useCallback(() => {
    latest.current = { since: '', state: { ...initialNewTaskState, failing: latest.current.state.failing } };
    setResult(latest.current);
  }, []);
  return { newTasks: active && result.since === since ? result.state.newTasks : 0, dismiss };
}
