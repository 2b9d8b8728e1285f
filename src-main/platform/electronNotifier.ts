// Electron's Notification behind the OsNotifier interface. Clicking one brings the window forward.
import { Notification } from 'electron';
import type { OsNotifier } from '../services/osNotifier';

export function createElectronNotifier(onClick: () => void): OsNotifier {
  return {
    isSupported: () => Notification.isSupported(),
    show({ title, body }) {
      const notification = new Notification({ title, body, silent: false });
      notification.on('click', onClick);
      notification.show();
    },
  };
}
