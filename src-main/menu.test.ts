import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from './menu';

const roles = (items: MenuItemConstructorOptions[] | null): string[] =>
  (items ?? []).flatMap((item) => [...(item.role ? [item.role] : []), ...roles(Array.isArray(item.submenu) ? item.submenu : null)]);
const labels = (items: MenuItemConstructorOptions[] | null): string[] =>
  (items ?? []).flatMap((item) => [...(item.label ? [item.label] : []), ...labels(Array.isArray(item.submenu) ? item.submenu : null)]);

describe('menu', () => {
  it('has no menu on Windows and Linux once packaged', () => {
    expect(buildMenuTemplate({ isMac: false, isPackaged: true })).toBeNull();
  });

  it('gives macOS the edit roles, in Portuguese, without DevTools when packaged', () => {
    const template = buildMenuTemplate({ isMac: true, isPackaged: true });
    expect(roles(template)).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll', 'undo', 'redo', 'quit']));
    expect(roles(template)).not.toContain('toggleDevTools');
    expect(labels(template)).toContain('Copiar');
    expect(labels(template).filter((label) => /^(Edit|Copy|Paste|Quit)$/.test(label))).toEqual([]);
  });

  it('adds reload and DevTools to unpackaged builds', () => {
    expect(roles(buildMenuTemplate({ isMac: false, isPackaged: false }))).toEqual(['reload', 'toggleDevTools']);
    expect(roles(buildMenuTemplate({ isMac: true, isPackaged: false }))).toContain('toggleDevTools');
  });
});
