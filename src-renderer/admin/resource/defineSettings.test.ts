// The settings screen's tabs (companion §2 Organisation settings): hidden tabs are not shown, a tab
// opens for a holder of any of its permissions and is otherwise disabled, and an address naming a
// tab the user may not open lands on the first one they may.
import { describe, expect, it } from 'vitest';
import { landingTab, settingsTabStates } from './defineSettings';

const tabs = [
  { key: 'general', label: 'Geral', permissions: ['manage-organization'] },
  { key: 'documents', label: 'Configuração de documentos', permissions: ['manage-doc-settings'] },
  { key: 'layout', label: 'Layout de Impressão', permissions: ['manage-organization'] },
  { key: 'backup', label: 'Backup', permissions: ['manage-organization'], hidden: true },
];

describe('settingsTabStates', () => {
  it('leaves hidden tabs out and disables those whose permission the user lacks', () => {
    expect(settingsTabStates(tabs, new Set(['manage-doc-settings']))).toEqual([
      { key: 'general', label: 'Geral', enabled: false },
      { key: 'documents', label: 'Configuração de documentos', enabled: true },
      { key: 'layout', label: 'Layout de Impressão', enabled: false },
    ]);
    expect(settingsTabStates(tabs, new Set(['manage-organization', 'manage-doc-settings'])).every((tab) => tab.enabled)).toBe(true);
  });

  it('enables nothing while the permissions are unknown', () => {
    expect(settingsTabStates(tabs, undefined).some((tab) => tab.enabled)).toBe(false);
  });
});

describe('landingTab', () => {
  it('keeps the tab asked for when it is open to the user', () => {
    expect(landingTab(settingsTabStates(tabs, new Set(['manage-organization'])), 'layout')).toBe('layout');
  });

  it('moves a user without manage-organization from Geral to the first tab they may open; unknown and hidden tabs too', () => {
    const docsOnly = settingsTabStates(tabs, new Set(['manage-doc-settings']));
    expect(landingTab(docsOnly, 'general')).toBe('documents');
    expect(landingTab(settingsTabStates(tabs, new Set(['manage-organization'])), 'backup')).toBe('general');
    expect(landingTab(docsOnly, 'nada')).toBe('documents');
  });

  it('is null when no tab is open', () => {
    expect(landingTab(settingsTabStates(tabs, new Set()), 'general')).toBeNull();
  });
});
