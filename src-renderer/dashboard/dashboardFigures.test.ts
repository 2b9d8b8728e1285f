import { describe, expect, it } from 'vitest';
import { figureHref, figureText } from './dashboardFigures';

const link = { path: '/workspace/sector/tasks', query: 'deadline=overdue' };

describe('a dashboard figure', () => {
  it('reads counts as numbers and the median as a duration in words', () => {
    expect(figureText('overdue', { value: 1234, link })).toBe('1.234');
    expect(figureText('median_first_response', { value: 9000, link })).toBe('2 h 30 min');
    expect(figureText('median_first_response', { value: null, link })).toBe('Sem respostas');
  });

  it('links to the work queue with its query', () => {
    expect(figureHref({ value: 1, link })).toBe('/workspace/sector/tasks?deadline=overdue');
    expect(figureHref({ value: 1, link: { path: '/workspace/sector/tasks', query: '' } })).toBe('/workspace/sector/tasks');
  });
});
