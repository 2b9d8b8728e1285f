// The offline state: set by the outcome of calls, left by a probe that keeps asking the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installServerProbe, PROBE_INTERVAL_MS, reportServerReached, serverStatus } from './serverStatus';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  reportServerReached(true);
  vi.useRealTimers();
});

describe('server status', () => {
  it('goes offline on an unanswered call and probes until the server answers, then revalidates once', async () => {
    const onBack = vi.fn();
    let up = false;
    const ask = vi.fn(async () => reportServerReached(up));
    installServerProbe({ ask, onBack });

    reportServerReached(false);
    expect(serverStatus.getState().reachable).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(onBack).not.toHaveBeenCalled();

    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(serverStatus.getState().reachable).toBe(true);
    expect(onBack).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('does not probe or revalidate while calls keep getting answers', async () => {
    const ask = vi.fn(async () => undefined);
    const onBack = vi.fn();
    installServerProbe({ ask, onBack });
    reportServerReached(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(ask).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
  });
});
