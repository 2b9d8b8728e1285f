// Whether the browser's Back would stay inside the app. The router numbers the history entries
// it creates in this window (history.state.idx, 0 for the first one, kept by redirects that
// replace it), so an entry above 0 always has an app page behind it.
const entryIndexOf = (state: unknown): number => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

export const hasInAppHistory = (): boolean => entryIndexOf(window.history.state) > 0;
