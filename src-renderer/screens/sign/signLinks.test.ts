import { describe, expect, it } from 'vitest';
import type { SigningDocument } from '../../../src-shared/api/signingSession';
import { itemSignState, queueSignPlan, signPath } from './signLinks';
import { readSignQuery } from './signRules';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const doc = (localId: string, hasBeenSigned: boolean): SigningDocument => ({
  type: localId.startsWith('att') ? 'attachment' : 'doc',
  id: 1,
  localId,
  title: localId,
  document_id: 1,
  hasBeenSigned,
  attachmentHasPassword: false,
});

describe('signing from the work queue (issue 19 §1)', () => {
  it('opens /sign with the selected emails and the queue view, filters included, to return to', () => {
    const plan = queueSignPlan([uuid(1), uuid(2)], '/workspace/sector/tasks?filter=tasks&types=oficio&page=2');
    expect(plan.kind).toBe('go');
    const to = plan.kind === 'go' ? plan.to : '';
    expect(to.startsWith('/sign?')).toBe(true);
    // The screen reads back exactly what was asked.
    expect(readSignQuery(new URL(to, 'http://app.invalid').searchParams)).toEqual({
      batchType: 'emails',
      ids: [uuid(1), uuid(2)],
      requestUuid: null,
      onSign: '/workspace/sector/tasks?filter=tasks&types=oficio&page=2',
    });
  });

  it('takes up to 200 items at once and refuses more, saying how many are selected', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => uuid(index));
    expect(queueSignPlan(many(200), '/workspace/sector/tasks').kind).toBe('go');
    expect(queueSignPlan(many(201), '/workspace/sector/tasks')).toEqual({
      kind: 'too-many',
      message: 'Selecione no máximo 200 itens para assinar de uma vez (201 selecionados).',
    });
    expect(queueSignPlan([], '/workspace/sector/tasks')).toEqual({ kind: 'none' });
  });

  it('signPath leaves ids out for the request batches', () => {
    expect(signPath('batch-request-signature-pending', [], '/')).toBe('/sign?batchType=batch-request-signature-pending&onSign=%2F');
  });
});

describe('Assinar in the item view (issue 19 §1)', () => {
  const may = new Set(['signature-sign']);
  const state = (input: Partial<Parameters<typeof itemSignState>[0]>) =>
    itemSignState({ permissions: may, isDraft: false, session: undefined, loading: false, ...input });

  it('is hidden without signature-sign and on a draft', () => {
    expect(state({ permissions: new Set(['signature-list', 'signature-request']), session: { documents: [doc('doc-1', false)] } })).toBe('hidden');
    expect(state({ isDraft: true, session: { documents: [doc('doc-1', false)] } })).toBe('hidden');
  });

  it('is offered while the document or an attachment is left to sign, and says Assinado once all are signed', () => {
    expect(state({ session: { documents: [doc('doc-1', false), doc('att-2', false)] } })).toBe('sign');
    expect(state({ session: { documents: [doc('doc-1', true), doc('att-2', false)] } })).toBe('sign');
    expect(state({ session: { documents: [doc('doc-1', false), doc('att-2', true)] } })).toBe('sign');
    expect(state({ session: { documents: [doc('doc-1', true), doc('att-2', true)] } })).toBe('signed');
  });

  it('waits for the session, offers Assinar when it cannot be asked, and hides when the email lists nothing to sign', () => {
    expect(state({ loading: true })).toBe('loading');
    expect(state({ loading: false })).toBe('sign');
    expect(state({ session: { documents: [] } })).toBe('hidden');
  });
});
