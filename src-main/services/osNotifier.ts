// The operating system's notifications, behind an interface: Electron's Notification in the app
// (src-main/platform/electronNotifier.ts), a recorder in the e2e harness.
export type OsNotifier = {
  /** False where the OS has no notification service (some Linux sessions). */
  isSupported(): boolean;
  show(notice: { title: string; body: string }): void;
};

export function notifyThroughOs(notifier: OsNotifier, notice: { title: string; body: string }): { shown: boolean } {
  if (!notifier.isSupported()) return { shown: false };
  notifier.show(notice);
  return { shown: true };
}
