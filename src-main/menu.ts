// A minimal menu. On Windows and Linux the packaged app needs none (Chromium handles copy/paste
// keys itself). macOS routes those keys through the menu, so it gets the application and Edit
// menus, labelled in pt-BR (role labels are English). Unpackaged builds add reload and DevTools.
import type { MenuItemConstructorOptions } from 'electron';
import { messages } from '../src-shared/messages';

export function buildMenuTemplate({ isMac, isPackaged }: { isMac: boolean; isPackaged: boolean }): MenuItemConstructorOptions[] | null {
  const text = messages.desktopMenu;
  const devItems: MenuItemConstructorOptions[] = isPackaged
    ? []
    : [{ type: 'separator' }, { role: 'reload', label: text.reload }, { role: 'toggleDevTools', label: text.devTools }];
  if (!isMac) return isPackaged ? null : [{ label: text.view, submenu: devItems.slice(1) }];
  return [
    {
      label: messages.app.name,
      submenu: [
        { role: 'about', label: text.about },
        { type: 'separator' },
        { role: 'hide', label: text.hide },
        { role: 'hideOthers', label: text.hideOthers },
        { role: 'unhide', label: text.unhide },
        { type: 'separator' },
        { role: 'quit', label: text.quit },
      ],
    },
    {
      label: text.edit,
      submenu: [
        { role: 'undo', label: text.undo },
        { role: 'redo', label: text.redo },
        { type: 'separator' },
        { role: 'cut', label: text.cut },
        { role: 'copy', label: text.copy },
        { role: 'paste', label: text.paste },
        { role: 'selectAll', label: text.selectAll },
      ],
    },
    {
      label: text.window,
      submenu: [{ role: 'minimize', label: text.minimize }, { role: 'close', label: text.close }, ...devItems],
    },
  ];
}
