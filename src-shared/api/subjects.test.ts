// The one due-date rule (issue 18; companion §9 deadline units hours, days, months, years) and the
// flow's shape rules the editor and the server both check.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { dueDateFrom, stageErrors, subjectInputSchema } from './subjects';

const m = messages.subjects;

describe('dueDateFrom', () => {
  const at = '2026-01-31T13:45:00.000Z';
  it('adds hours and days as such', () => {
    expect(dueDateFrom(at, 5, 'hours')).toBe('2026-01-31T18:45:00.000Z');
    expect(dueDateFrom(at, 2, 'days')).toBe('2026-02-02T13:45:00.000Z');
  });
  it('counts months and years on the calendar, ending at the last day of a shorter month', () => {
    expect(dueDateFrom(at, 1, 'months')).toBe('2026-02-28T13:45:00.000Z');
    expect(dueDateFrom(at, 13, 'months')).toBe('2027-02-28T13:45:00.000Z');
    expect(dueDateFrom('2028-02-29T10:00:00.000Z', 1, 'years')).toBe('2029-02-28T10:00:00.000Z');
    expect(dueDateFrom('2026-03-15T10:00:00.000Z', 2, 'years')).toBe('2028-03-15T10:00:00.000Z');
  });
  it('gives no due date without a deadline', () => {
    expect(dueDateFrom(at, null, null)).toBeNull();
    expect(dueDateFrom(at, 3, null)).toBeNull();
  });
});

describe('stageErrors', () => {
  it('accepts stages numbered 1…n aimed at one another', () => {
    expect(stageErrors([{ name: 'A', position: 1, actions: [{ type: 'move_stage_to', to_position: 2 }] }, { name: 'B', position: 2, actions: [{ type: 'archive_flow' }] }])).toEqual([]);
  });
  it('names the field of each fault', () => {
    expect(stageErrors([{ name: 'Análise', position: 2 }, { name: 'ANALISE', position: 2, actions: [{ type: 'move_stage_to', to_position: 2 }, { type: 'move_stage_to', to_position: 9 }] }])).toEqual([
      { path: ['stages', 0, 'position'], message: m.stagePositions },
      { path: ['stages', 1, 'name'], message: m.stageNameRepeated },
      { path: ['stages', 1, 'actions', 0, 'to_position'], message: m.moveTargetSelf },
      { path: ['stages', 1, 'actions', 1, 'to_position'], message: m.moveTargetMissing },
    ]);
  });
});

describe('subjectInputSchema', () => {
  it('defaults as §9 says: identified creation on, recipients opened, priority Média', () => {
    expect(subjectInputSchema.parse({ name: 'Alvará' })).toMatchObject({ users_can_create_identified: true, recipients_type: 'opened', priority: 2, if_has_internal_can_create: true });
  });
  it('wants some identification allowed and an address to redirect to', () => {
    const result = subjectInputSchema.safeParse({ name: 'X', users_can_create_identified: false, redirect_to_external_app: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['redirect_to_external_app_url', m.redirectUrlRequired],
      ['users_can_create_identified', m.identificationRequired],
    ]);
  });
  it('redirects only to an http(s) address (the create forms link to it)', () => {
    const result = subjectInputSchema.safeParse({ name: 'X', redirect_to_external_app: true, redirect_to_external_app_url: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['redirect_to_external_app_url', m.redirectUrlInvalid]]);
    expect(subjectInputSchema.safeParse({ name: 'X', redirect_to_external_app: true, redirect_to_external_app_url: 'https://iptu.valeverde.example/' }).success).toBe(true);
  });
  it('wants each form field named, with a key of its own', () => {
    const result = subjectInputSchema.safeParse({
      name: 'X',
      fields: [
        { key: 'placa', label: 'Placa', type: 'text', required: true },
        { key: 'placa', label: ' ', type: 'text', required: false },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fields.1.label', m.fieldLabelRequired],
      ['fields.1.key', m.fieldKeyRepeated],
    ]);
  });
});
