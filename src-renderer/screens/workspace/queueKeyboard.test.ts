import { describe, expect, it } from 'vitest';
import { archiveTargets, commandOfKey, initialQueueState, isEditableTarget, pageSelection, queueReducer, type QueueState } from './queueKeyboard';

const key = (value: string, extra: Partial<Parameters<typeof commandOfKey>[0]> = {}) => commandOfKey({ key: value, fromEditable: false, ...extra });
const el = (tagName: string, attributes: Record<string, string> = {}, isContentEditable = false) => ({
  tagName,
  isContentEditable,
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('commandOfKey', () => {
  it('maps the shortcuts', () => {
    expect([key('j'), key('k'), key('x'), key('Enter'), key('e'), key('?'), key('J')]).toEqual(['next', 'previous', 'toggle', 'open', 'archive', 'help', 'next']);
    // Assinar the selection or the focused row (issue 19), as e archives them.
    expect([key('s'), key('S'), key('s', { ctrlKey: true }), key('s', { fromEditable: true })]).toEqual(['sign', 'sign', null, null]);
  });

  it('ignores other keys, modifiers and typing', () => {
    expect(key('a')).toBeNull();
    expect(key('j', { ctrlKey: true })).toBeNull();
    expect(key('e', { metaKey: true })).toBeNull();
    expect(key('x', { altKey: true })).toBeNull();
    expect(key('j', { fromEditable: true })).toBeNull();
  });
});

describe('isEditableTarget', () => {
  it('treats text fields and comboboxes as editable, checkboxes and buttons not', () => {
    expect(isEditableTarget(el('INPUT'))).toBe(true);
    expect(isEditableTarget(el('input', { type: 'search' }))).toBe(true);
    expect(isEditableTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isEditableTarget(el('TEXTAREA'))).toBe(true);
    expect(isEditableTarget(el('DIV', {}, true))).toBe(true);
    expect(isEditableTarget(el('DIV', { role: 'combobox' }))).toBe(true);
    expect(isEditableTarget(el('BUTTON'))).toBe(false);
    expect(isEditableTarget(el('DIV', { role: 'row' }))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('queueReducer', () => {
  const at = (focused: number, selected: string[] = []): QueueState => ({ focused, selected });

  it('moves to the first row first, then within the page bounds', () => {
    expect(queueReducer(initialQueueState, { type: 'move', delta: 1, count: 3 }).focused).toBe(0);
    expect(queueReducer(initialQueueState, { type: 'move', delta: -1, count: 3 }).focused).toBe(0);
    expect(queueReducer(at(0), { type: 'move', delta: 1, count: 3 }).focused).toBe(1);
    expect(queueReducer(at(2), { type: 'move', delta: 1, count: 3 }).focused).toBe(2);
    expect(queueReducer(at(0), { type: 'move', delta: -1, count: 3 }).focused).toBe(0);
    expect(queueReducer(at(1), { type: 'move', delta: 1, count: 0 }).focused).toBe(-1);
  });

  it('returns the same state when nothing changes', () => {
    const state = at(2);
    expect(queueReducer(state, { type: 'move', delta: 1, count: 3 })).toBe(state);
    expect(queueReducer(state, { type: 'clearSelection' })).toBe(state);
  });

  it('toggles, adds and removes selections', () => {
    let state = queueReducer(initialQueueState, { type: 'toggle', uuid: 'a' });
    expect(state.selected).toEqual(['a']);
    state = queueReducer(state, { type: 'select', uuids: ['a', 'b', 'c'] });
    expect(state.selected).toEqual(['a', 'b', 'c']);
    state = queueReducer(state, { type: 'toggle', uuid: 'b' });
    expect(state.selected).toEqual(['a', 'c']);
    state = queueReducer(state, { type: 'unselect', uuids: ['a'] });
    expect(state.selected).toEqual(['c']);
    state = queueReducer(state, { type: 'replaceSelection', uuids: ['x', 'x', 'y'] });
    expect(state.selected).toEqual(['x', 'y']);
    expect(queueReducer(state, { type: 'clearSelection' }).selected).toEqual([]);
  });

  it('keeps the focus within a shorter page and resets', () => {
    expect(queueReducer(at(9), { type: 'pageChanged', count: 4 }).focused).toBe(3);
    expect(queueReducer(at(-1), { type: 'pageChanged', count: 4 }).focused).toBe(-1);
    expect(queueReducer(at(2), { type: 'pageChanged', count: 0 }).focused).toBe(-1);
    expect(queueReducer(at(2, ['a']), { type: 'reset' })).toEqual(initialQueueState);
    expect(queueReducer(at(2), { type: 'focus', index: 0 }).focused).toBe(0);
  });
});

describe('archiveTargets and pageSelection', () => {
  const rows = ['a', 'b', 'c'];
  it('archives the selection, else the focused row, else nothing', () => {
    expect(archiveTargets({ focused: 0, selected: ['z', 'b'] }, rows)).toEqual(['z', 'b']);
    expect(archiveTargets({ focused: 1, selected: [] }, rows)).toEqual(['b']);
    expect(archiveTargets({ focused: -1, selected: [] }, rows)).toEqual([]);
  });

  it('tells whether the page is all, partly or not selected', () => {
    expect(pageSelection({ focused: -1, selected: ['a', 'b', 'c', 'z'] }, rows)).toBe('all');
    expect(pageSelection({ focused: -1, selected: ['b'] }, rows)).toBe('some');
    expect(pageSelection({ focused: -1, selected: ['z'] }, rows)).toBe('none');
    expect(pageSelection({ focused: -1, selected: [] }, [])).toBe('none');
  });
});
