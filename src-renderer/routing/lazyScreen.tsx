// One screen's code, loaded when first needed: the route renders its Component (React.lazy) and the
// menus and the idle prefetch call prefetch(), which starts the same import, so a hovered entry's
// chunk is often in by the time it is clicked. The import is kept only once it succeeded: a failed
// prefetch (offline) must not make the screen fail later when the network is back.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ScreenSkeleton } from '../components/ScreenSkeleton';

// React.lazy's own constraint is ComponentType<any>; the props are the screen's and are checked where it is drawn.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyScreen<C extends AnyComponent> = { Component: LazyExoticComponent<C>; prefetch: () => void };

export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen<M[K]> {
  let pending: Promise<M> | null = null;
  const loadOnce = (): Promise<M> =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    Component: lazy(async () => ({ default: (await loadOnce())[name] })),
    prefetch: () => {
      // Only a head start: the route's own load reports a failure, with its Recarregar.
      loadOnce().catch(() => undefined);
    },
  };
}

/** Runs the task when the browser is idle (requestIdleCallback; Safari has none, so a timer stands in). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1_500);
  return () => window.clearTimeout(id);
}

/** Mounted beside the screen inside its Suspense, so it runs once the screen has drawn, not while its chunk loads. */
function PrefetchWhenIdle({ screens }: { screens: readonly { prefetch: () => void }[] }) {
  useEffect(() => whenIdle(() => screens.forEach((screen) => screen.prefetch())), [screens]);
  return null;
}

/**
 * A lazy screen in its route: the skeleton while the chunk loads (inside the layout, so the top
 * bar stays), then the screen, then, when idle, the chunks of the screens likely opened next.
 */
export function ScreenSlot({ children, next = [] }: { children: ReactNode; next?: readonly { prefetch: () => void }[] }) {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      {children}
      {next.length > 0 && <PrefetchWhenIdle screens={next} />}
    </Suspense>
  );
}

/** A menu link's pointer and focus handlers that start loading its screen before the click. */
export const prefetchOnIntent = (prefetch: () => void) => ({ onMouseEnter: prefetch, onFocus: prefetch });
