// The administration's declared resource (issue 17): one declaration says what a list and its
// editor are — schema, columns, filters, editor tabs, permissions and API calls — and the generic
// screens (ResourceListScreen, ResourceEditorScreen) render it. A new administration screen is a
// new declaration, not a copy of the last screen.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Page } from '../../../src-shared/api/page';
import type { ListQuery } from './listQuery';

export type ResourceItem = { id: number };

/** Each action opens for a user holding ANY of its names (§6), as routes do. */
export type ResourcePermissions = { list: readonly string[]; create: readonly string[]; update: readonly string[]; delete: readonly string[] };

export type ResourceColumn<Item> = {
  key: string;
  label: string;
  render: (item: Item) => ReactNode;
  /** The column whose cell links to the editor (one per resource; the first column otherwise). */
  primary?: boolean;
};

export type ResourceFilters = {
  search?: boolean;
  /** A status filter over enabled/disabled ('all' shows both). */
  status?: { default: 'enabled' | 'disabled' | 'all' };
};

type KeysOf<Input> = Extract<keyof Input, string>;

/** A declared editor field: the generic editor draws it and puts the server's field error under it. */
export type ResourceField<Input> =
  | { kind: 'text'; name: KeysOf<Input>; label: string; required?: boolean; maxLength?: number }
  | { kind: 'textarea'; name: KeysOf<Input>; label: string; required?: boolean; maxLength?: number }
  | { kind: 'switch'; name: KeysOf<Input>; label: string; description?: string }
  | { kind: 'custom'; name: KeysOf<Input>; render: (props: FieldRenderProps<Input>) => ReactNode };

export type FieldRenderProps<Input> = {
  values: Input;
  /** What was loaded (undefined while creating), for options that must include the current value. */
  item: unknown;
  setValue: <Key extends keyof Input>(name: Key, value: Input[Key]) => void;
  /** The server's first message for this field, if any. */
  error: string | undefined;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
};

export type EditorState = { id: number };

export type ResourceTab<Input> = {
  key: string;
  label: string;
  fields?: ReadonlyArray<ResourceField<Input>>;
  render?: (props: Omit<FieldRenderProps<Input>, 'error'>) => ReactNode;
  /** A tab that makes sense only once saved says so (§2: tabs disabled until there is an id). */
  enabledWhen?: (state: EditorState) => boolean;
};

export type ResourceApi<Item extends ResourceItem, Input> = {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<Page<Item>>;
  get: (id: number, signal?: AbortSignal) => Promise<Item>;
  create: (input: Input) => Promise<Item>;
  update: (id: number, input: Input) => Promise<Item>;
  /** Absent where records are never deleted (internal users are disabled instead); delete is then never offered. */
  remove?: (id: number) => Promise<void>;
  toggleStatus?: (item: Item, status: 'enabled' | 'disabled') => Promise<unknown>;
};

/**
 * An extra action of one row, drawn in the row's actions menu for a user holding ANY of its
 * permissions; with `confirm` it asks first. `removesRow`: the row leaves the filtered list after
 * it (the list drops it at once, then reloads).
 */
export type ResourceRowAction<Item> = {
  key: string;
  label: string;
  permissions: readonly string[];
  confirm?: (item: Item) => string;
  run: (item: Item) => Promise<unknown>;
  removesRow?: boolean;
  /** Offered only for the rows it applies to. */
  applies?: (item: Item) => boolean;
  /** The success toast, and the failure's message when the server gives none. */
  done: string;
  failed: string;
  color?: 'red';
};

/**
 * An action on the selected rows: a confirmation naming the count, then `run` for each item one
 * after the other (one failure stops nothing), a progress bar, and a summary of what succeeded and
 * what failed and why. Offered for the rows it `applies` to.
 */
export type ResourceBulkAction<Item> = {
  key: string;
  label: string;
  permissions: readonly string[];
  confirm: (count: number) => string;
  run: (item: Item) => Promise<unknown>;
  removesRow?: boolean;
  applies?: (item: Item) => boolean;
  /** A failed item's reason when the server gives none. */
  failed: string;
  color?: 'red';
};

export type ResourceTexts = {
  title: string;
  /** The one item's noun, lower case, for action labels ("Editar função"). */
  singular: string;
  create: string;
  editTitle: string;
  /** §8: what a failed list or load says. */
  loadFailed: string;
  /** §7 Roles: the save's generic error, when the server names neither a field nor a message. */
  saveFailed: string;
};

export type ResourceDefinition<Item extends ResourceItem, Input extends object> = {
  /** The query-key root and data-testid prefix. */
  name: string;
  texts: ResourceTexts;
  /** The list's path; the editor is at `${path}/create` and `${path}/:id/edit`. */
  path: string;
  permissions: ResourcePermissions;
  /**
   * The input schema of src-shared/api the server checks, checked here before sending; the api's
   * create and update take its input type, which ties the form's Input to it.
   */
  schema: z.ZodType;
  columns: ReadonlyArray<ResourceColumn<Item>>;
  filters: ResourceFilters;
  editor: {
    tabs: ReadonlyArray<ResourceTab<Input>>;
    empty: () => Input;
    fromItem: (item: Item) => Input;
  };
  api: ResourceApi<Item, Input>;
  /** How an item is named in confirmations and labels. */
  titleOf: (item: Item) => string;
  statusOf?: (item: Item) => 'enabled' | 'disabled';
  /**
   * What the list does with a row whose status was toggled: reload it in place ('reload', the
   * default), or drop it from the filtered list at once ('remove', companion §4 for internal users
   * and external contacts).
   */
  afterStatusToggle?: 'reload' | 'remove';
  rowActions?: ReadonlyArray<ResourceRowAction<Item>>;
  bulkActions?: ReadonlyArray<ResourceBulkAction<Item>>;
  /** Extra controls in the list's header, next to Novo (an import button, for one). */
  listActions?: () => ReactNode;
};

/** Identity, for inference: `defineResource({...})` checks the declaration against its types. */
export function defineResource<Item extends ResourceItem, Input extends object>(
  definition: ResourceDefinition<Item, Input>,
): ResourceDefinition<Item, Input> {
  return definition;
}

export const createPath = (resource: { path: string }) => `${resource.path}/create`;
export const editPath = (resource: { path: string }, id: number) => `${resource.path}/${id}/edit`;

/** Tabs open unless they declare otherwise; a tab that needs an id stays shut while creating. */
export const tabEnabled = <Input>(tab: Pick<ResourceTab<Input>, 'enabledWhen'>, state: EditorState): boolean =>
  tab.enabledWhen === undefined || tab.enabledWhen(state);

/** Tab declaration helper: enabled only once the record exists (id > 0). */
export const onceSaved = (state: EditorState) => state.id > 0;
