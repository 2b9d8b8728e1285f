// Electron's native dialogs behind the NativeDialogs interface, attached to the app's window when
// there is one (modal to it, so the page cannot go on meanwhile).
import { dialog, type BrowserWindow } from 'electron';
import { messages } from '../../src-shared/messages';
import type { NativeDialogs } from '../services/nativeDialogs';

const t = messages.certificates;
const s = messages.serverSettings;

export function createElectronDialogs(window: () => BrowserWindow | null): NativeDialogs {
  return {
    async chooseTokenLibrary() {
      const options: Electron.OpenDialogOptions = {
        title: t.chooseLibraryTitle,
        buttonLabel: t.chooseLibraryButton,
        properties: ['openFile', 'dontAddToRecent'],
        // Versioned Linux libraries (libaetpkss.so.3) match no extension filter; main checks the name.
        filters: [
          { name: t.libraryFilter, extensions: ['dll', 'so', 'dylib'] },
          { name: t.allFilesFilter, extensions: ['*'] },
        ],
      };
      const parent = window();
      const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async confirmServerChange({ from, to }) {
      const options: Electron.MessageBoxOptions = {
        type: 'warning',
        title: s.confirmTitle,
        message: s.confirmMessage(from, to),
        detail: s.confirmDetail,
        buttons: [s.confirmButton, s.cancelButton],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      };
      const parent = window();
      const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
      return response === 0;
    },
  };
}
