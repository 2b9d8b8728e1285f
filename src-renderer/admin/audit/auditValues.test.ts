import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, shownValue } from './auditValues';

describe('audit entry values as the list and drawer show them', () => {
  it('shows a change value as text, JSON or a dash', () => {
    expect(shownValue('Ana')).toBe('Ana');
    expect(shownValue(1)).toBe('1');
    expect(shownValue(null)).toBe('—');
    expect(shownValue('')).toBe('—');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
  });

  it('names known actions in Portuguese and shows unknown ones as recorded', () => {
    expect(actionLabel('view')).toBe('Visualização');
    expect(actionLabel('login_failed')).toBe('Login com falha');
    expect(actionLabel('something_new')).toBe('something_new');
  });

  it('joins the entity and its id, or shows the entity alone', () => {
    expect(entityLabel('user', '12')).toBe('Usuário #12');
    // Entries written before the entity vocabulary name a route path: shown as stored.
    expect(entityLabel('inbox/email', '7')).toBe('inbox/email #7');
    expect(entityLabel('session', '')).toBe('session');
  });
});
