// The autosave rules of spec §4: a draft is saved automatically only while its status is draft
// and no publish is under way, and only once it has an id (saved before) or something was typed;
// saves are debounced 800 ms (§9) so typing makes one save per pause, not one per key.
import type { DocumentBody } from '../../src-shared/api/documents';

export const AUTOSAVE_DEBOUNCE_MS = 800;

/** Whether an editor's HTML holds anything: text, or an image or table without text. */
export function htmlHasContent(html: string): boolean {
  if (/<(img|table|hr)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}

/** Nothing the user typed: no title, text, description, custom field or address. Choices alone don't count. */
export function isBodyEmpty(body: DocumentBody): boolean {
  return (
    !body.subject.trim() &&
    !htmlHasContent(body.content) &&
    !body.description.trim() &&
    Object.values(body.customFields).every((value) => !value.trim()) &&
    !body.address.zip.trim() &&
    !body.address.street.trim()
  );
}

export type AutosaveState = {
  documentStatus: 'draft' | 'published';
  publishing: boolean;
  /** The draft already exists (a local id on the desktop, a server uuid on the web). */
  hasId: boolean;
  body: DocumentBody;
};

export function shouldAutosave({ documentStatus, publishing, hasId, body }: AutosaveState): boolean {
  if (documentStatus !== 'draft' || publishing) return false;
  return hasId || !isBodyEmpty(body);
}

export type Debouncer = {
  /** (Re)starts the wait; the last call's action runs once the wait ends. */
  schedule(action: () => void): void;
  cancel(): void;
  /** Runs the waiting action now, if any. */
  flush(): void;
  pending(): boolean;
};

export function createDebouncer(ms = AUTOSAVE_DEBOUNCE_MS): Debouncer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: (() => void) | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    waiting = null;
  };
  const flush = () => {
    const action = waiting;
    cancel();
    action?.();
  };
  return {
    schedule(action) {
      if (timer) clearTimeout(timer);
      waiting = action;
      timer = setTimeout(flush, ms);
    },
    cancel,
    flush,
    pending: () => waiting !== null,
  };
}
