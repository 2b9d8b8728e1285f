import { describe, expect, it } from 'vitest';
import type { InboxItem, ViewedEmail } from '../../../src-shared/api/inbox';
import { ApiError } from '../../api/ApiError';
import { failureMessage, mergeItem, successMessage } from './itemActions';

describe('item action messages', () => {
  it('says what happened, in the catalogue’s words or ours', () => {
    expect(successMessage({ kind: 'email', action: 'archive' })).toBe('Documento arquivado');
    expect(successMessage({ kind: 'email', action: 'reopen' })).toBe('Documento desarquivado');
    expect(successMessage({ kind: 'email', action: 'close' })).toBe('Documento finalizado');
    expect(successMessage({ kind: 'responsible', id: 3 })).toBe('Responsável definido com sucesso');
    expect(successMessage({ kind: 'responsible', id: null })).toBe('Responsável removido com sucesso');
  });

  it('prefers the server’s reason for a refused action, ours for an outage', () => {
    const refused = new ApiError(422, { message: 'Somente documentos arquivados podem ser reabertos.' });
    expect(failureMessage(refused, 'Erro ao desarquivar o documento')).toBe('Somente documentos arquivados podem ser reabertos.');
    expect(failureMessage(new ApiError(0, null), 'Erro ao arquivar o documento')).toBe('Erro ao arquivar o documento');
    expect(failureMessage(new ApiError(500, { message: 'SQLITE_BUSY' }), 'Erro ao arquivar o documento')).toBe('Erro ao arquivar o documento');
    expect(failureMessage(new Error('x'), 'Erro ao finalizar o documento')).toBe('Erro ao finalizar o documento');
  });

  it('folds the action’s answer into the viewed email, keeping content and dispatches', () => {
    const viewed = { title: 'A', is_archived: false, content: '<p>x</p>', dispatches: [], stages: [] } as unknown as ViewedEmail;
    const item = { title: 'A', is_archived: true } as unknown as InboxItem;
    expect(mergeItem(viewed, item)).toMatchObject({ is_archived: true, content: '<p>x</p>', dispatches: [] });
  });
});
