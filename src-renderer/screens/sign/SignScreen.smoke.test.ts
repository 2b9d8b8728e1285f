// @vitest-environment jsdom
// The signing screen mounted with the API mocked: the rows with their states, the type tabs
// recorded in the query, a GDOC run with the progress bar, and the redirect after success.
import { describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';

const documents = [
  { type: 'doc', id: 1, localId: 'doc-1', title: 'Ofício 1', document_id: 1, hasBeenSigned: false, attachmentHasPassword: false },
  { type: 'attachment', id: 5, localId: 'att-5', title: 'planilha.pdf', document_id: 1, hasBeenSigned: false, attachmentHasPassword: true },
  { type: 'doc', id: 2, localId: 'doc-2', title: 'Ofício 2', document_id: 2, hasBeenSigned: false, attachmentHasPassword: false },
];
const signGdoc = vi.fn(async (id: number) => {
  if (id === 2 && signGdoc.mock.calls.length < 3) throw Object.assign(new Error('x'), {});
  return {};
});
vi.mock('../../api/client', () => ({
  signingApi: {
    session: vi.fn(async () => ({
      documents,
      document_uuid: null,
      document_type: null,
      settings: { canChooseDocs: true, canSignWithIcp: true, canSignWithGdoc: true, hidePasswordField: false, canSignWithGovBR: true },
      signer: { name: 'Ana Souza', cpf: '***.163.579-**', sector: 'Gabinete', photo_link: null },
    })),
    signGdoc: (id: number) => signGdoc(id),
    previewDocument: vi.fn(() => new Promise(() => {})),
    attachmentFile: vi.fn(() => new Promise(() => {})),
  },
}));
vi.mock('../../platform/useAppInfo', () => ({ useAppInfo: () => ({ data: { platform: 'web', capabilities: { signer: false } } }) }));

const wait = async (ok: () => boolean) => {
  for (let i = 0; i < 40 && !ok(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 25)); });
};

describe('SignScreen', () => {
  it('lists, signs with the password and goes back to the queue', async () => {
    window.matchMedia = ((q: string) => ({ matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
    const { createRoot } = await import('react-dom/client');
    const { MantineProvider } = await import('@mantine/core');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { SignScreen } = await import('./SignScreen');
    const router = createMemoryRouter(
      [
        { path: '/sign', element: h(SignScreen) },
        { path: '/workspace/sector/tasks', element: h('p', { id: 'queue' }, 'fila') },
      ],
      { initialEntries: ['/sign?batchType=standard&ids=11111111-1111-4111-8111-111111111111'] },
    );
    const div = document.createElement('div');
    document.body.appendChild(div);
    await act(async () => {
      createRoot(div).render(h(MantineProvider, null, h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router }))));
    });
    const rows = () => [...div.querySelectorAll('[data-testid=sign-document]')].map((row) => `${row.getAttribute('data-local-id')}:${row.getAttribute('data-state')}`);
    await wait(() => rows().length === 3);
    expect(rows()).toEqual(['doc-1:idle', 'att-5:idle', 'doc-2:idle']);
    const checked = () => [...div.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((box) => box.checked);
    expect(checked()).toEqual([true, false, true]);
    // No token bridge: no ICP tab; GDOC first.
    const tabs = () => [...div.querySelectorAll('[role=tab]')].map((tab) => tab.textContent);
    expect(tabs()).toEqual(['Assinatura GDOC', 'Assinatura GOVBR']);
    await act(async () => { (div.querySelectorAll('[role=tab]')[1] as HTMLElement).click(); });
    expect(router.state.location.search).toContain('type=govbr');
    expect(div.textContent).toContain('nível bronze');
    await act(async () => { (div.querySelectorAll('[role=tab]')[0] as HTMLElement).click(); });
    expect(router.state.location.search).toContain('type=gdoc');

    const password = div.querySelector<HTMLInputElement>('input[type=password]')!;
    expect(div.querySelector(`label[for="${password.id}"]`)?.textContent).toContain('Senha');
    const submit = () => [...div.querySelectorAll('button')].find((button) => button.textContent === 'Assinar')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(password, 'segredo');
      password.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // First run: doc-2 fails; doc-1 is signed but its batch failed, so it stays selected.
    await act(async () => { submit().click(); });
    await wait(() => rows().includes('doc-2:error'));
    expect(rows()).toEqual(['doc-1:signed', 'att-5:idle', 'doc-2:error']);
    expect(div.querySelector('[role=progressbar][aria-label="Progresso da assinatura"]')).not.toBeNull();
    expect(div.textContent).toContain('Ocorreu um erro ao finalizar uma das assinaturas: x');
    expect(router.state.location.pathname).toBe('/sign');
    expect(checked()).toEqual([false, false, true]);
    // Second run: the password again; doc-2 goes through and the screen goes to the queue.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(div.querySelector<HTMLInputElement>('input[type=password]')!, 'segredo');
      div.querySelector('input[type=password]')!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => { submit().click(); });
    await wait(() => router.state.location.pathname === '/workspace/sector/tasks');
    expect(router.state.location.pathname).toBe('/workspace/sector/tasks');
    expect(signGdoc.mock.calls.map(([id]) => id)).toEqual([1, 2, 2]);
  });
});
