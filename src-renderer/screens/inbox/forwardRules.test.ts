import { describe, expect, it } from 'vitest';
import type { Recipient } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';
import { dispatchBlocked, forwardBlocked, forwardBody, recipientRefusals } from './forwardRules';

const m = messages.forward;
const open = { box: 'inbox', document_status: 'published', is_closed: false, is_archived: false } as const;
const recipient = (name: string, ids: Partial<Recipient>): Recipient => ({ isCc: false, sector_id: null, person_id: null, broadcast_id: null, responsible_id: null, name, email: '', ...ids });

describe('Encaminhar', () => {
  it('is offered for a published document in the inbox, and says why not for a draft, a closed or an archived one', () => {
    expect(forwardBlocked(open)).toBeUndefined();
    expect(forwardBlocked({ ...open, box: 'draft' })).toBe(m.draft);
    expect(forwardBlocked({ ...open, document_status: 'draft' })).toBe(m.draft);
    expect(forwardBlocked({ ...open, is_closed: true, is_archived: true })).toBe(m.closed);
    expect(forwardBlocked({ ...open, is_archived: true })).toBe(m.archived);
  });

  it('takes a despacho or a nota on the same documents, and says why not in its own words', () => {
    expect(dispatchBlocked(open)).toBeUndefined();
    expect(dispatchBlocked({ ...open, box: 'draft' })).toBe(messages.dispatch.draft);
    expect(dispatchBlocked({ ...open, is_closed: true })).toBe(messages.dispatch.closed);
    expect(dispatchBlocked({ ...open, is_archived: true })).toBe(messages.dispatch.archived);
  });

  it('sends each picked sector, person or list by its id, and the despacho only when written', () => {
    const picked = [recipient('Saúde', { sector_id: 4 }), recipient('Ana', { person_id: 9 }), recipient('Secretarias', { broadcast_id: 2 })];
    expect(forwardBody(picked, '  ')).toEqual({
      recipients: [
        { sector_id: 4, person_id: null, broadcast_id: null },
        { sector_id: null, person_id: 9, broadcast_id: null },
        { sector_id: null, person_id: null, broadcast_id: 2 },
      ],
    });
    expect(forwardBody(picked, ' Para ciência. ').note).toBe('Para ciência.');
  });

  it('names the recipient each refusal is about, and nothing for other failures', () => {
    const picked = [recipient('Saúde', { sector_id: 4 }), recipient('Empresa X', { person_id: 9 })];
    const refused = new ApiError(422, { message: m.userExternal, errors: { 'recipients.1': [m.userExternal] } });
    expect(recipientRefusals(refused, picked)).toEqual([`Empresa X: ${m.userExternal}`]);
    expect(recipientRefusals(new ApiError(0, null), picked)).toEqual([]);
    expect(recipientRefusals(new ApiError(422, { message: 'x', errors: { note: ['y'] } }), picked)).toEqual([]);
  });
});
