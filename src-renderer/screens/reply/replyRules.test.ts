import { describe, expect, it } from 'vitest';
import { documentBodySchema } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { replyPath } from '../../drafts/draftEditorPath';
import { localDraftEntry, replyAllOffered, replyBlocked, replyContentError, replyRecipients } from './replyRules';

const m = messages.reply;
const UUID = '0b5f2b7e-52f4-4d8e-9a7e-3f1d2c4b5a69';
const LOCAL = '6f1c1c52-3f8b-4a5e-9d2e-1b2c3d4e5f60';
const item = (patch: Partial<Parameters<typeof replyBlocked>[0]> = {}) => ({
  box: 'inbox' as const,
  document_status: 'published',
  is_closed: false,
  is_archived: false,
  reply_targets: { to: 'Gabinete do Prefeito', all: ['Gabinete do Prefeito', 'Secretaria Municipal de Saúde'] },
  ...patch,
});

describe('Responder is offered only where the server would take the reply', () => {
  it('answers a live received copy', () => {
    expect(replyBlocked(item())).toBeUndefined();
  });
  it('says why not on a draft, a closed or archived document, a sent copy, or with nobody to answer', () => {
    expect(replyBlocked(item({ box: 'draft' }))).toBe(m.draft);
    expect(replyBlocked(item({ is_closed: true, is_archived: true }))).toBe(m.closed);
    expect(replyBlocked(item({ is_archived: true }))).toBe(m.archived);
    expect(replyBlocked(item({ box: 'sent' }))).toBe(m.sent);
    expect(replyBlocked(item({ reply_targets: { to: null, all: [] } }))).toBe(m.noSender);
  });
  it('leaves a copy cached before replies existed to the server', () => {
    expect(replyBlocked(item({ reply_targets: undefined }))).toBeUndefined();
  });
  it('offers Responder a todos only where the dispatch reached several inboxes', () => {
    expect(replyAllOffered(item())).toBe(true);
    expect(replyAllOffered(item({ reply_targets: { to: 'Gabinete do Prefeito', all: ['Gabinete do Prefeito'] } }))).toBe(false);
    expect(replyAllOffered(item({ is_archived: true }))).toBe(false);
  });
});

describe('the reply screen', () => {
  it('lives under the inbox, with ?all=1 for everyone and ?draft= to resume', () => {
    expect(replyPath('sector', UUID)).toBe(`/inbox/sector/reply/${UUID}`);
    expect(replyPath('personal', UUID, { all: true, draft: LOCAL })).toBe(`/inbox/personal/reply/${UUID}?all=1&draft=${LOCAL}`);
  });
  it('says whom the reply goes to', () => {
    expect(replyRecipients(item(), false)).toBe('Gabinete do Prefeito');
    expect(replyRecipients(item(), true)).toBe('Gabinete do Prefeito, Secretaria Municipal de Saúde');
    expect(replyRecipients(item({ reply_targets: { to: null, all: [] } }), false)).toBe(m.screen.nobody);
  });
  it('asks for text, and only for text', () => {
    expect(replyContentError({ content: '<p> </p>' })).toBe(m.contentRequired);
    expect(replyContentError({ content: '<p>Ok</p>' })).toBeUndefined();
  });
});

describe('reply drafts in the list of this computer’s drafts', () => {
  it('resume in the reply screen of their own inbox, named by their text', () => {
    const body = documentBodySchema.parse({ from: 'personal', content: '<p>Segue o orçamento.</p>', reply_to: { inbox_email_uuid: UUID, all: true } });
    expect(localDraftEntry({ localId: LOCAL, body }, 'sector')).toEqual({ label: 'Segue o orçamento.', badge: 'Resposta', to: `/inbox/personal/reply/${UUID}?all=1&draft=${LOCAL}` });
  });
  it('mark a despacho or nota written offline as such, resuming in the same screen for that kind', () => {
    const body = documentBodySchema.parse({ from: 'sector', content: '<p>Junte-se o laudo.</p>', reply_to: { inbox_email_uuid: UUID, kind: 'add-dispatch' } });
    expect(localDraftEntry({ localId: LOCAL, body }, 'sector')).toEqual({ label: 'Junte-se o laudo.', badge: 'Despacho', to: `/inbox/sector/reply/${UUID}?kind=add-dispatch&draft=${LOCAL}` });
    const note = { ...body, reply_to: { inbox_email_uuid: UUID, all: false, kind: 'note' as const } };
    expect(localDraftEntry({ localId: LOCAL, body: note }, 'sector').badge).toBe('Nota');
  });
  it('leave documents to Novo documento', () => {
    const body = documentBodySchema.parse({ subject: 'Ofício' });
    expect(localDraftEntry({ localId: LOCAL, body }, 'sector')).toEqual({ label: 'Ofício', badge: null, to: `/inbox/sector/document/create?draft=${LOCAL}` });
  });
});
