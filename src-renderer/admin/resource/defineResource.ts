// The administration's declared resource (issue 17): one declaration says what a list and its
// editor are — schema, columns, filters, editor tabs, permissions and API calls — and the generic
// screens (ResourceListScreen, ResourceEditorScreen) render it. A read-only resource (the audit
// trail) declares no editor: a detail drawer per row and list exports instead. A new
// administration screen is a new declaration, not a copy of the last screen.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Page } from '../../../src-shared/api/page';
import type { ListQuery } from './listQuery';

export type ResourceItem = { id: number };

/** Each action opens for a user holding ANY of its names (§6), as routes do. */
export type ResourcePermissions = { list: readonly string[]; create: readonly string[]; update: readonly string[]; delete: readonly string[] };

/** A list open to every staff member whatever they hold (the telephone directory), as the route's `everyStaff`. */
export const EVERY_STAFF = 'everyStaff';
/** Who may read a list: a holder of ANY of the names, or every staff member. */
export type ListPermission = readonly string[] | typeof EVERY_STAFF;

export type ResourceColumn<Item> = {
  key: string;
  label: string;
  render: (item: Item) => ReactNode;
  /** The column whose cell links to the editor (one per resource; the first column otherwise). */
  primary?: boolean;
};

export type FilterOption = { value: string; label: string };

/**
 * A declared filter beyond search and status, kept in the URL under its parameter(s) and passed to
 * api.list in ListQuery.filters: a select over static options or options a query loads (loaded
 * options are checked by the server), a text (sent once typing settles), or a period of two days.
 */
export type ResourceFilter =
  | {
      kind: 'select';
      param: string;
      label: string;
      placeholder?: string;
      options: readonly FilterOption[] | { load: (signal: AbortSignal) => Promise<readonly FilterOption[]>; failed: string };
      searchable?: boolean;
    }
  | { kind: 'text'; param: string; label: string; maxLength?: number }
  | { kind: 'dateRange'; label: string; from: { param: string; label: string }; to: { param: string; label: string } };

export type ResourceFilters = {
  /** A search box; its placeholder says what the search reads when it is not the common one. */
  search?: boolean | { placeholder: string };
  /** A status filter over enabled/disabled ('all' shows both). */
  status?: { default: 'enabled' | 'disabled' | 'all' };
  extra?: readonly ResourceFilter[];
};

type KeysOf<Input> = Extract<keyof Input, string>;

/** A declared editor field: the generic editor draws it and puts the server's field error under it. */
export type ResourceField<Input> =
  | { kind: 'text'; name: KeysOf<Input>; label: string; required?: boolean; maxLength?: number }
  | { kind: 'textarea'; name: KeysOf<Input>; label: string; required?: boolean; maxLength?: number }
  /** HTML written in the product's rich text editor (the server sanitises it on save). */
  | { kind: 'richText'; name: KeysOf<Input>; label: string; required?: boolean }
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
  /** A tab open only to a holder of ANY of these names (§2: the sector's Usuários needs manage-sector-users). */
  permissions?: readonly string[];
};

/** What the list calls: every resource lists; removing and toggling are an editable resource's. */
export type ResourceListApi<Item extends ResourceItem> = {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<Page<Item>>;
  remove?: (id: number) => Promise<void>;
  toggleStatus?: (item: Item, status: 'enabled' | 'disabled') => Promise<unknown>;
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

/** What every list says. */
export type ResourceListTexts = {
  title: string;
  /** A line under the title saying what the list holds. */
  intro?: string;
  /** §8: what a failed list or load says. */
  loadFailed: string;
  /** What an empty list says, when not the common "Sem resultados". */
  empty?: string;
};

export type ResourceTexts = ResourceListTexts & {
  /** The one item's noun, lower case, for action labels ("Editar função"). */
  singular: string;
  create: string;
  editTitle: string;
  /**
   * §7 Roles: the save's generic error, when the server names neither a field nor a message; or,
   * as a function, the whole message from the first error (null when there is none) — §8 Sector:
   * "Erro ao salvar setor: {first error}" or "Erro ao salvar setor".
   */
  saveFailed: SaveFailedText;
};

export type SaveFailedText = string | ((first: string | null) => string);

/** One section of a row's detail drawer; a labelled section has its heading. */
export type ResourceDetailSection<Item> = { key: string; label?: string; render: (item: Item) => ReactNode };

/** A drawer per row, opened from the row's details button. */
export type ResourceDetail<Item> = {
  /** The button's accessible name for a row, and the drawer's title. */
  openLabel: (item: Item) => string;
  title: (item: Item) => string;
  sections: ReadonlyArray<ResourceDetailSection<Item>>;
};

/** A file of the list as filtered now (every page), from a declared call; its button is `${name}-${key}`. */
export type ResourceExport = {
  key: string;
  label: string;
  fileName: string;
  run: (query: ListQuery) => Promise<Blob>;
  failed: string;
};

/** What the list screen draws, common to editable and read-only resources. */
type ResourceListDefinition<Item extends ResourceItem> = {
  /** The query-key root and data-testid prefix (rows are `${name}-row`). */
  name: string;
  /** The list's path; an editable resource's editor is at `${path}/create` and `${path}/:id/edit`. */
  path: string;
  columns: ReadonlyArray<ResourceColumn<Item>>;
  filters: ResourceFilters;
  /** How an item is named in confirmations and labels. */
  titleOf: (item: Item) => string;
  /** Extra data-* attributes of a row (`{ action: 'view' }` is data-action="view"). */
  rowData?: (item: Item) => Readonly<Record<string, string>>;
  detail?: ResourceDetail<Item>;
  exports?: readonly ResourceExport[];
  /** Other views of the list (the sectors' organisation chart), chosen beside the table's and kept in the URL's `view`. */
  views?: readonly ResourceListView[];
};

/** A view of the list other than the table: it draws its own filters and content. */
export type ResourceListView = { key: string; label: string; render: () => ReactNode };

export type ResourceDefinition<Item extends ResourceItem, Input extends object> = ResourceListDefinition<Item> & {
  texts: ResourceTexts;
  permissions: ResourcePermissions;
  /**
   * The input schema of src-shared/api the server checks, checked here before sending; the api's
   * create and update take its input type, which ties the form's Input to it.
   */
  schema: z.ZodType;
  editor: {
    tabs: ReadonlyArray<ResourceTab<Input>>;
    /** A new record's values; the create URL's query may preset some (/create?parent=3). */
    empty: (params: URLSearchParams) => Input;
    fromItem: (item: Item) => Input;
  };
  api: ResourceApi<Item, Input>;
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

/**
 * A resource the administration only reads: listed, filtered, detailed and exported, never edited.
 * It has no editor, schema, writes, status, row or bulk actions, and a declaration giving any of
 * them does not compile.
 */
export type ReadOnlyResourceDefinition<Item extends ResourceItem> = ResourceListDefinition<Item> & {
  texts: ResourceListTexts;
  permissions: { list: ListPermission };
  api: { list: ResourceListApi<Item>['list'] };
  editor?: never;
  schema?: never;
};

/** What the list screen takes: either kind of resource. */
export type ListedResource<Item extends ResourceItem> = ResourceListDefinition<Item> & {
  texts: ResourceListTexts & Partial<ResourceTexts>;
  permissions: { list: ListPermission } & Partial<Omit<ResourcePermissions, 'list'>>;
  api: ResourceListApi<Item>;
  editor?: unknown;
  statusOf?: (item: Item) => 'enabled' | 'disabled';
  afterStatusToggle?: 'reload' | 'remove';
  rowActions?: ReadonlyArray<ResourceRowAction<Item>>;
  bulkActions?: ReadonlyArray<ResourceBulkAction<Item>>;
  listActions?: () => ReactNode;
};

/** Identity, for inference: `defineReadOnlyResource({...})` checks the declaration against its types. */
export function defineReadOnlyResource<Item extends ResourceItem>(definition: ReadOnlyResourceDefinition<Item>): ReadOnlyResourceDefinition<Item> {
  return definition;
}

/** Identity, for inference: `defineResource({...})` checks the declaration against its types. */
export function defineResource<Item extends ResourceItem, Input extends object>(
  definition: ResourceDefinition<Item, Input>,
): ResourceDefinition<Item, Input> {
  return definition;
}

export const createPath = (resource: { path: string }) => `${resource.path}/create`;
export const editPath = (resource: { path: string }, id: number) => `${resource.path}/${id}/edit`;

/**
 * Tabs open unless they declare otherwise; a tab that needs an id stays shut while creating, and a
 * tab needing permissions stays shut for whoever holds none of them (or while they load).
 */
export const tabEnabled = <Input>(tab: Pick<ResourceTab<Input>, 'enabledWhen' | 'permissions'>, state: EditorState, held?: ReadonlySet<string>): boolean =>
  (tab.enabledWhen === undefined || tab.enabledWhen(state)) &&
  (tab.permissions === undefined || tab.permissions.length === 0 || (held !== undefined && tab.permissions.some((name) => held.has(name))));

/** Tab declaration helper: enabled only once the record exists (id > 0). */
export const onceSaved = (state: EditorState) => state.id > 0;
