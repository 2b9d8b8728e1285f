import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentBodySchema } from '../../src-shared/api/documents';
import { AUTOSAVE_DEBOUNCE_MS, createDebouncer, htmlHasContent, isBodyEmpty, shouldAutosave } from './autosave';

const body = (partial: Record<string, unknown> = {}) => documentBodySchema.parse(partial);

describe('autosave rules (§4)', () => {
  it('an empty editor has no content', () => {
    expect(htmlHasContent('')).toBe(false);
    expect(htmlHasContent('<p></p>')).toBe(false);
    expect(htmlHasContent('<p>&nbsp; </p><p><br></p>')).toBe(false);
    expect(htmlHasContent('<p>Olá</p>')).toBe(true);
    expect(htmlHasContent('<p><img src="data:image/png;base64,AA"></p>')).toBe(true);
  });

  it('choices alone leave the body empty; typing does not', () => {
    expect(isBodyEmpty(body({ type: 'oficio', subjectId: 3, priority_id: 3 }))).toBe(true);
    expect(isBodyEmpty(body({ subject: 'Título' }))).toBe(false);
    expect(isBodyEmpty(body({ content: '<p>texto</p>' }))).toBe(false);
    expect(isBodyEmpty(body({ customFields: { protocolo: '12' } }))).toBe(false);
  });

  it('saves a new draft only once something was typed', () => {
    expect(shouldAutosave({ documentStatus: 'draft', publishing: false, hasId: false, body: body() })).toBe(false);
    expect(shouldAutosave({ documentStatus: 'draft', publishing: false, hasId: false, body: body({ content: '<p>a</p>' }) })).toBe(true);
  });

  it('keeps saving a draft that has an id, even emptied', () => {
    expect(shouldAutosave({ documentStatus: 'draft', publishing: false, hasId: true, body: body() })).toBe(true);
  });

  it('never saves while publishing or after publish', () => {
    const typed = body({ subject: 'x' });
    expect(shouldAutosave({ documentStatus: 'draft', publishing: true, hasId: true, body: typed })).toBe(false);
    expect(shouldAutosave({ documentStatus: 'published', publishing: false, hasId: true, body: typed })).toBe(false);
  });
});

describe('autosave debounce (800 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 800 ms after the last change and runs once', () => {
    const debouncer = createDebouncer();
    const save = vi.fn();
    debouncer.schedule(() => save('a'));
    vi.advanceTimersByTime(500);
    debouncer.schedule(() => save('ab'));
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the waiting save (a publish starting), flush runs it now', () => {
    const debouncer = createDebouncer();
    const save = vi.fn();
    debouncer.schedule(save);
    debouncer.cancel();
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
    debouncer.schedule(save);
    expect(debouncer.pending()).toBe(true);
    debouncer.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(debouncer.pending()).toBe(false);
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
