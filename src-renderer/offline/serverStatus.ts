// Whether the API server answers. Every call reports its outcome (a response, whatever its
// status, means reachable; no response means unreachable). While unreachable, a probe asks again
// every few seconds, and when the server is back the screens revalidate what they show.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export const PROBE_INTERVAL_MS = 5000;

type ServerStatus = { reachable: boolean };
export const serverStatus = createStore<ServerStatus>(() => ({ reachable: true }));

export const useServerReachable = (): boolean => useStore(serverStatus, (state) => state.reachable);

type Probe = { ask: () => Promise<unknown>; onBack: () => void };
let probe: Probe | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

/** Called once at start-up: how to ask the server, and what to do when it answers again. */
export function installServerProbe(next: Probe): void {
  probe = next;
}

export function reportServerReached(reached: boolean): void {
  const was = serverStatus.getState().reachable;
  if (was === reached) return;
  serverStatus.setState({ reachable: reached });
  if (!reached) {
    timer ??= setInterval(() => void probe?.ask().catch(() => undefined), PROBE_INTERVAL_MS);
    return;
  }
  if (timer) clearInterval(timer);
  timer = null;
  probe?.onBack();
}
