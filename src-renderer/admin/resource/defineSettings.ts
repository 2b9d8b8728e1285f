// A singleton settings screen declared in the spirit of the resource pattern (issue 18): one record
// (the organisation), edited in tabs, each tab with its permission, its fields (the pattern's field
// kinds, drawn by ResourceFieldView) and the form it belongs to. A form is one load and one save
// call; tabs of the same form share its unsaved values, so switching tabs loses nothing. A tab
// whose permission the user lacks is shown disabled with a tooltip; a hidden tab is not shown.
import type { ReactNode } from 'react';
import type { FieldRenderProps, ResourceField } from './defineResource';

/** A form's own check before sending: the body to send, or errors keyed by the form's field names. */
export type FormCheck<Output> = { input: Output } | { errors: Record<string, string> };

export type SettingsForm<Loaded, Form extends object, Output> = {
  key: string;
  /** The query the form loads from; a save writes the saved record there (other screens reading it update at once). */
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<Loaded>;
  fromLoaded: (loaded: Loaded) => Form;
  toInput: (form: Form) => FormCheck<Output>;
  save: (input: Output) => Promise<Loaded>;
  /** The form's field for a server error key (a dot path), when they differ. */
  fieldOf?: (serverKey: string) => string;
  saveFailed: string;
  loadFailed: string;
};

export type SettingsRenderProps<Form> = Omit<FieldRenderProps<Form>, 'error'>;

export type SettingsTab<Loaded, Form extends object, Output> = {
  /** The tab's address segment (…/organization/{key}). */
  key: string;
  label: string;
  /** The tab opens for a holder of ANY of these. */
  permissions: readonly string[];
  hidden?: boolean;
  form: SettingsForm<Loaded, Form, Output>;
  fields?: ReadonlyArray<ResourceField<Form>>;
  render?: (props: SettingsRenderProps<Form>) => ReactNode;
  /** What the tab shows besides its form's fields and save (the logo upload, the preview). */
  extra?: (props: SettingsRenderProps<Form>) => ReactNode;
};

/** A tab with its form's types erased, so one definition holds tabs of different forms. */
export type AnySettingsTab = SettingsTab<unknown, Record<string, unknown>, unknown>;

export const settingsTab = <Loaded, Form extends object, Output>(tab: SettingsTab<Loaded, Form, Output>): AnySettingsTab =>
  tab as unknown as AnySettingsTab;

export type SettingsDefinition = {
  /** data-testid prefix. */
  name: string;
  title: string;
  path: (tab: string) => string;
  tabs: readonly AnySettingsTab[];
  /** The disabled tab's tooltip. */
  noPermission: string;
  saved: string;
  save: string;
};

export type SettingsTabState = { key: string; label: string; enabled: boolean };

/** The tabs shown (hidden ones left out), each enabled when the user holds any of its permissions. */
export function settingsTabStates(tabs: readonly Pick<AnySettingsTab, 'key' | 'label' | 'permissions' | 'hidden'>[], permissions: ReadonlySet<string> | undefined): SettingsTabState[] {
  return tabs
    .filter((tab) => tab.hidden !== true)
    .map((tab) => ({ key: tab.key, label: tab.label, enabled: permissions !== undefined && tab.permissions.some((name) => permissions.has(name)) }));
}

/** The tab to show for the address's `requested`: itself when enabled, else the first enabled one; null when none is. */
export function landingTab(states: readonly SettingsTabState[], requested: string | undefined): string | null {
  const wanted = states.find((state) => state.key === requested && state.enabled);
  return wanted?.key ?? states.find((state) => state.enabled)?.key ?? null;
}
