// eMAG's access keys and text size: Alt+1…Alt+4 name the content, the menu, the search and the
// footer; other keys name nothing; A+ / A- step through the sizes and stop at the ends; the
// reader's choices survive a new visit and a corrupted store.
import { describe, expect, it } from 'vitest';
import { accessKeyTarget, NORMAL_TEXT_SIZE, readPrefs, stepTextSize, STORAGE_KEYS, TEXT_SIZES, writePrefs } from './accessibility';

const key = (code: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; key: string }> = {}) => ({
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  key: code.replace(/^(Digit|Numpad)/, ''),
  code,
  ...mods,
});

describe('access keys', () => {
  it('Alt+1…Alt+4 lead to the content, the menu, the search and the footer', () => {
    expect(['Digit1', 'Digit2', 'Digit3', 'Digit4'].map((code) => accessKeyTarget(key(code)))).toEqual(['main-content', 'menu', 'search', 'footer']);
    expect(accessKeyTarget(key('Numpad3'))).toBe('search');
  });

  it('reads the physical key, whatever character the layout types with Alt', () => {
    expect(accessKeyTarget(key('Digit2', { key: '™' }))).toBe('menu');
  });

  it('ignores other digits, no Alt, and Ctrl or Meta combinations', () => {
    expect(accessKeyTarget(key('Digit5'))).toBeNull();
    expect(accessKeyTarget(key('Digit1', { altKey: false }))).toBeNull();
    expect(accessKeyTarget(key('Digit1', { ctrlKey: true }))).toBeNull();
    expect(accessKeyTarget(key('Digit1', { metaKey: true }))).toBeNull();
    expect(accessKeyTarget(key('KeyA', { key: 'a' }))).toBeNull();
  });
});

describe('text size', () => {
  it('A+ and A- step from the normal size and stop at the smallest and largest', () => {
    expect(stepTextSize(NORMAL_TEXT_SIZE, 1)).toBe(112.5);
    expect(stepTextSize(NORMAL_TEXT_SIZE, -1)).toBe(87.5);
    expect(stepTextSize(TEXT_SIZES[0], -1)).toBe(TEXT_SIZES[0]);
    expect(stepTextSize(TEXT_SIZES.at(-1) as number, 1)).toBe(TEXT_SIZES.at(-1));
    expect(stepTextSize(333, 1)).toBe(112.5);
  });
});

describe('stored choices', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (name: string) => items.get(name) ?? null, setItem: (name: string, value: string) => void items.set(name, value) };
  };

  it('come back as they were written', () => {
    const storage = memory();
    expect(readPrefs(storage)).toEqual({ highContrast: false, textSize: NORMAL_TEXT_SIZE });
    writePrefs(storage, { highContrast: true, textSize: 125 });
    expect(readPrefs(storage)).toEqual({ highContrast: true, textSize: 125 });
  });

  it('fall back to the defaults when unreadable', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.textSize, '9000');
    storage.setItem(STORAGE_KEYS.contrast, 'yes');
    expect(readPrefs(storage)).toEqual({ highContrast: false, textSize: NORMAL_TEXT_SIZE });
    expect(readPrefs(undefined)).toEqual({ highContrast: false, textSize: NORMAL_TEXT_SIZE });
  });
});
