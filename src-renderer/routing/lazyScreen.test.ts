// A lazy screen's import runs once however many menus and idle callbacks ask for it, and a failed
// one (a prefetch while offline) is not kept: the next request tries the network again.
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Screen = () => null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazy screen', () => {
  it('imports its module once however often it is prefetched', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const screen = lazyScreen(load, 'Screen');
    screen.prefetch();
    screen.prefetch();
    await settle();
    screen.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after it failed, instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ Screen });
    const screen = lazyScreen(load as () => Promise<{ Screen: typeof Screen }>, 'Screen');
    screen.prefetch();
    await settle();
    screen.prefetch();
    await settle();
    screen.prefetch();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
