// eMAG in the citizen portal: the four landmarks the skip links and Alt+1…Alt+4 reach, the text
// size steps of A+ / A- / A, and the reader's choices (high contrast, text size) kept in this
// browser's localStorage.

/** The landmarks, in the order of their access keys (Alt+1 content … Alt+4 footer). */
export const LANDMARKS = ['main-content', 'menu', 'search', 'footer'] as const;
export type Landmark = (typeof LANDMARKS)[number];

type KeyLike = { altKey: boolean; ctrlKey: boolean; metaKey: boolean; code: string; key: string };

/**
 * The landmark an access key asks for: Alt+1…Alt+4 (Alt+Shift too, as Firefox names its access
 * keys), read from the physical key, since Alt+digit types other characters on some layouts.
 */
export function accessKeyTarget(event: KeyLike): Landmark | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const digit = /^(?:Digit|Numpad)([1-4])$/.exec(event.code)?.[1] ?? (/^[1-4]$/.test(event.key) ? event.key : undefined);
  return digit === undefined ? null : (LANDMARKS[Number(digit) - 1] ?? null);
}

/** Moves the focus to a landmark: its first field when it is a search form, else itself. */
export function focusLandmark(landmark: Landmark, doc: Document = document): boolean {
  const element = doc.getElementById(landmark);
  if (element === null) return false;
  const target = landmark === 'search' ? (element.querySelector<HTMLElement>('input') ?? element) : element;
  target.focus();
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'nearest' });
  return doc.activeElement === target;
}

/** Root font sizes in percent of the browser's own; A resets to 100. */
export const TEXT_SIZES = [87.5, 100, 112.5, 125, 150, 175] as const;
export const NORMAL_TEXT_SIZE = 100;

export function stepTextSize(current: number, direction: 1 | -1): number {
  const index = TEXT_SIZES.findIndex((size) => size === current);
  const from = index < 0 ? TEXT_SIZES.indexOf(NORMAL_TEXT_SIZE) : index;
  return TEXT_SIZES[Math.min(Math.max(from + direction, 0), TEXT_SIZES.length - 1)] ?? NORMAL_TEXT_SIZE;
}

export const STORAGE_KEYS = { contrast: 'gdoc.citizen.highContrast', textSize: 'gdoc.citizen.textSize' } as const;

export type AccessibilityPrefs = { highContrast: boolean; textSize: number };

/** What the reader chose before; anything unreadable falls back to the defaults. */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined): AccessibilityPrefs {
  const stored = Number(storage?.getItem(STORAGE_KEYS.textSize));
  return {
    highContrast: storage?.getItem(STORAGE_KEYS.contrast) === '1',
    textSize: TEXT_SIZES.some((size) => size === stored) ? stored : NORMAL_TEXT_SIZE,
  };
}

export function writePrefs(storage: Pick<Storage, 'setItem'> | undefined, prefs: AccessibilityPrefs): void {
  try {
    storage?.setItem(STORAGE_KEYS.contrast, prefs.highContrast ? '1' : '0');
    storage?.setItem(STORAGE_KEYS.textSize, String(prefs.textSize));
  } catch {
    // A browser that refuses storage (private mode, quota) keeps the choice for this visit only.
  }
}

/** Applies the choices to the page: a root font size and the high-contrast flag the CSS reads. */
export function applyPrefs(root: HTMLElement, prefs: AccessibilityPrefs): void {
  root.style.fontSize = prefs.textSize === NORMAL_TEXT_SIZE ? '' : `${prefs.textSize}%`;
  if (prefs.highContrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
}
