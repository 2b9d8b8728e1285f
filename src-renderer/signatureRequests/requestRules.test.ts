import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { deadlineOfDay, formProblem, requestBody } from './requestRules';

const form = { userIds: [3, 4], includeDocument: true, attachmentIds: [], message: '  ', day: '' };

describe('signature request form', () => {
  it('a chosen day is due at its end in São Paulo; an empty or malformed day is no deadline', () => {
    expect(deadlineOfDay('2026-03-10')).toBe('2026-03-11T02:59:00.000Z');
    expect(deadlineOfDay('')).toBeNull();
    expect(deadlineOfDay('10/03/2026')).toBeNull();
  });

  it('sends only what was given: no blank message, no empty attachment list, the deadline when chosen', () => {
    expect(requestBody('e-1', form)).toEqual({ inbox_email_uuid: 'e-1', user_ids: [3, 4], include_document: true });
    expect(requestBody('e-1', { ...form, includeDocument: false, attachmentIds: [9], message: ' Assine, por favor ', day: '2026-03-10' })).toEqual({
      inbox_email_uuid: 'e-1',
      user_ids: [3, 4],
      include_document: false,
      attachment_ids: [9],
      message: 'Assine, por favor',
      due_at: '2026-03-11T02:59:00.000Z',
    });
  });

  it('needs someone to ask and something to sign', () => {
    expect(formProblem({ ...form, userIds: [] })).toBe(messages.notifications.requestUsersRequired);
    expect(formProblem({ ...form, includeDocument: false })).toBe(messages.signatureRequests.targetsRequired);
    expect(formProblem(form)).toBeNull();
  });
});
