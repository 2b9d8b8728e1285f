// @vitest-environment jsdom
// The screen mounted in jsdom with the API mocked: tabs by path, the side summary, the actions and
// no citizen script running. Only this file needs a DOM; the rules themselves are tested in Node.
import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { act } from 'react';

const code = '11111111-1111-4111-8111-111111111111';
const dispatch = (id: number, content: string) => ({ email_id: id, dispatch_uuid: `d${id}`, name: 'Gabinete', type: id === 1 ? 'dispatch' : 'reply', from: 'Ana', to: 'Obras', content, created_at: '2026-01-02T10:00:00.000Z', have_i_been_signed: false, document_has_pending_signature: false, is_canceled: false, attachments: [], signatures: [], can_sign: false });
const email = {
  inbox_email_uuid: code, email_uuid: 'e', title: 'Pedido de poda', number: 'Requerimento nº 1/2026', kind: 'document', type: 'requerimento', subject: null,
  document_status: 'published', priority: 2, is_urgent: true, confidentiality: 'anonymous', box: 'inbox', is_read: true, is_favorite: false, is_archived: false,
  is_reopened: false, is_closed: false, sender: 'Maria', sender_sector: null, inbox_sector: { id: 1, name: 'Gabinete', symbol: 'GAB' }, folder_id: null,
  responsible: null, tags: [], has_address: false, dispatches_count: 2, attachments_count: 1, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
  document_created_at: '2026-01-01T10:00:00.000Z', doc_id: 1, content: '<p>Oi</p><img src=x onerror="window.__x=1"><script>window.__x=2</script>', is_informative: false,
  current_stage: null, stages: [{ id: 1, position: 1, name: 'Protocolo', status: 'current', due_at: '2020-01-01T00:00:00.000Z' }], due_at: null, deadline_changes: [],
  attachments: [{ id: 1, name: 'a.pdf', groupName: 'Anexos', extensionType: 'pdf', type: 'application/pdf', size: 2048, created_at: '2026-01-01T10:00:00.000Z', rejected_status: 'REJECTED', attachment_has_been_signed: true }],
  dispatches: [dispatch(1, '<b>um</b>'), dispatch(2, '<svg onload=alert(1)>dois')],
};
vi.mock('../../api/client', () => ({
  inboxApi: {
    email: vi.fn(async () => email),
    summary: vi.fn(async () => ({ data: email.dispatches })),
    timeline: vi.fn(async () => ({ data: [], has_new: false })),
    responsibles: vi.fn(async () => ({ users: [] })),
    action: vi.fn(),
    setResponsible: vi.fn(),
  },
  // The drafts' sync loop is built with it when Excluir rascunho's module loads; never called here.
  documentsApi: {},
  // Assinar asks for the permissions and, with signature-sign, what is left to sign; logged out here, it is hidden.
  sessionApi: { me: vi.fn(), permissions: vi.fn() },
  signingApi: { session: vi.fn() },
}));

describe('InboxItemScreen', () => {
  it('shows the item with its tabs, summary and actions, and runs none of its scripts', async () => {
    window.matchMedia = ((q: string) => ({ matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
    // jsdom has no font loading API; the Prazos tab's autosizing reason field listens to it.
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
    const { createRoot } = await import('react-dom/client');
    const { MantineProvider } = await import('@mantine/core');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { InboxItemScreen } = await import('./InboxItemScreen');
    const qc = new QueryClient();
    const router = createMemoryRouter([{ path: '/inbox/:inboxType/view/:type/:code/:tab?', element: h(InboxItemScreen) }], { initialEntries: [`/inbox/sector/view/document/${code}?email_dispatch_id=2`] });
    const div = document.createElement('div');
    document.body.appendChild(div);
    await act(async () => {
      createRoot(div).render(h(MantineProvider, null, h(QueryClientProvider, { client: qc }, h(RouterProvider, { router }))));
    });
    for (let i = 0; i < 20 && !div.querySelector('h1'); i++) await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    const text = (selector: string) => [...div.querySelectorAll(selector)].map((element) => element.textContent);
    const panels = () => text('[role=tabpanel]').join('');
    expect(text('[role=tab]')).toEqual(['Timeline', 'Documentos', 'Detalhes', 'Prazos']);
    expect(div.querySelector('h1')?.textContent).toBe('Pedido de poda');
    expect(div.querySelector('[data-testid=summary-count]')?.textContent).toBe('2 despachos');
    expect(text('button')).toEqual(expect.arrayContaining(['Voltar', 'Arquivar', 'Finalizar', 'Favoritar', 'Responsável']));
    expect(text('a')).not.toContain('Assinar');
    expect(div.querySelector('[data-testid=timeline-item][aria-current=true]')?.textContent).toContain('Resposta');
    expect(div.querySelectorAll('svg[onload]')).toHaveLength(0);
    await act(async () => { await router.navigate(`/inbox/sector/view/document/${code}/documents`); });
    expect(div.querySelector('[data-testid=document-content]')?.innerHTML).toBe('<p>Oi</p><img>');
    expect(panels()).toContain('Revisão solicitada');
    expect(panels()).toContain('2 KB');
    await act(async () => { await router.navigate(`/inbox/sector/view/document/${code}/details`); });
    expect(panels()).toContain('Anônimo');
    await act(async () => { await router.navigate(`/inbox/sector/view/document/${code}/deadlines`); });
    expect(panels()).toContain('Atrasada');
    await act(async () => { await router.navigate(`/inbox/sector/view/process/${code}/participants`); });
    expect(text('[role=tab]')).toEqual(['Conversação', 'Etapas', 'Processo', 'Participantes']);
    expect(panels()).toContain('Maria');
    expect((window as unknown as Record<string, unknown>).__x).toBeUndefined();
  });
});
