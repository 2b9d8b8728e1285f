// Keyboard use of the queue: j/k move the focused row, x toggles its selection, Enter opens it,
// e archives it (or the selection), s signs it (or the selection), ? lists the shortcuts. Pure, so the rules are tested without
// a DOM; the screen only turns events into actions and effects.

export type QueueCommand = 'next' | 'previous' | 'toggle' | 'open' | 'archive' | 'sign' | 'help';

export type KeyInput = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The event comes from a text field, select, editable element or open menu: typing wins. */
  fromEditable: boolean;
};

const KEYS: Record<string, QueueCommand> = {
  j: 'next',
  J: 'next',
  k: 'previous',
  K: 'previous',
  x: 'toggle',
  X: 'toggle',
  Enter: 'open',
  e: 'archive',
  E: 'archive',
  s: 'sign',
  S: 'sign',
  '?': 'help',
};

export function commandOfKey(input: KeyInput): QueueCommand | null {
  if (input.fromEditable || input.ctrlKey || input.metaKey || input.altKey) return null;
  return KEYS[input.key] ?? null;
}

/** Whether an element takes typed text (the shortcuts must not steal its keys). */
export function isEditableTarget(target: { tagName?: string; isContentEditable?: boolean; getAttribute?: (name: string) => string | null } | null): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  if (target.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target.getAttribute?.('type') ?? 'text').toLowerCase();
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'menuitem';
}

export type QueueState = {
  /** Index of the focused row on this page, -1 before the user moves. */
  focused: number;
  /** Selected inbox email uuids, possibly beyond this page ("select all N"). */
  selected: readonly string[];
};

export type QueueAction =
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'focus'; index: number }
  | { type: 'toggle'; uuid: string }
  | { type: 'select'; uuids: readonly string[] }
  | { type: 'unselect'; uuids: readonly string[] }
  | { type: 'replaceSelection'; uuids: readonly string[] }
  | { type: 'clearSelection' }
  | { type: 'pageChanged'; count: number }
  | { type: 'reset' };

export const initialQueueState: QueueState = { focused: -1, selected: [] };

const clamp = (value: number, count: number) => (count <= 0 ? -1 : Math.min(Math.max(value, 0), count - 1));

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'move': {
      if (action.count <= 0) return state.focused === -1 ? state : { ...state, focused: -1 };
      // The first move lands on the first row whichever way it goes.
      const focused = state.focused < 0 ? 0 : clamp(state.focused + action.delta, action.count);
      return focused === state.focused ? state : { ...state, focused };
    }
    case 'focus':
      return action.index === state.focused ? state : { ...state, focused: action.index };
    case 'toggle':
      return {
        ...state,
        selected: state.selected.includes(action.uuid) ? state.selected.filter((uuid) => uuid !== action.uuid) : [...state.selected, action.uuid],
      };
    case 'select': {
      const added = action.uuids.filter((uuid) => !state.selected.includes(uuid));
      return added.length === 0 ? state : { ...state, selected: [...state.selected, ...new Set(added)] };
    }
    case 'unselect': {
      const removed = new Set(action.uuids);
      return { ...state, selected: state.selected.filter((uuid) => !removed.has(uuid)) };
    }
    case 'replaceSelection':
      return { ...state, selected: [...new Set(action.uuids)] };
    case 'clearSelection':
      return state.selected.length === 0 ? state : { ...state, selected: [] };
    case 'pageChanged': {
      const focused = state.focused < 0 ? -1 : clamp(state.focused, action.count);
      return focused === state.focused ? state : { ...state, focused };
    }
    case 'reset':
      return initialQueueState;
  }
}

/** What e archives and s signs: the selection if there is one, else the focused row. */
export function archiveTargets(state: QueueState, rowUuids: readonly string[]): string[] {
  if (state.selected.length > 0) return [...state.selected];
  const focused = rowUuids[state.focused];
  return focused === undefined ? [] : [focused];
}

/** The page's checkbox in the header: all, some or none of this page's rows selected. */
export function pageSelection(state: QueueState, rowUuids: readonly string[]): 'all' | 'some' | 'none' {
  const selected = new Set(state.selected);
  const count = rowUuids.filter((uuid) => selected.has(uuid)).length;
  if (count === 0) return 'none';
  return count === rowUuids.length ? 'all' : 'some';
}
