// @vitest-environment jsdom
// The panel mounted in jsdom with the medias API mocked: the draft note, the limit said before
// upload, the pre-upload refusal toast, one progress bar per file and the list after upload.
import { describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';

const media = (id: number, name: string) => ({
  id, name, groupName: 'Anexos', extensionType: name.split('.').pop() ?? '', type: 'application/pdf', size: 2048, created_at: '2026-01-01T10:00:00.000Z',
  remote_file_key: `k${id}`, rejected_status: null, rejected_message: null, attachment_has_been_signed: false,
});

const uploads: { name: string; progress: (p: { loaded: number; total: number }) => void; finish: () => void }[] = [];
vi.mock('../api/mediasApi', () => ({
  mediasApi: {
    settings: vi.fn(async () => ({ document_types: [], fonts: [], max_upload_bytes: 20 * 1024 * 1024, allowed_mime_types: ['application/pdf'] })),
    list: vi.fn(async () => [media(1, 'existente.pdf')]),
    upload: vi.fn(
      (_uuid: string, files: File[], options: { onProgress: (p: { loaded: number; total: number }) => void }) =>
        new Promise((resolve) => {
          const file = files[0]!;
          uploads.push({ name: file.name, progress: options.onProgress, finish: () => resolve([media(2, file.name)]) });
        }),
    ),
    remove: vi.fn(),
    reject: vi.fn(),
    link: vi.fn(async () => 'https://gdoc.gov.br/api/upload?key=k'),
  },
}));
const toastError = vi.fn();
vi.mock('../app/toasts', () => ({ toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() } }));

describe('AttachmentsPanel', () => {
  it('says the limit, refuses before upload, shows progress per file and lists the result', async () => {
    window.matchMedia = ((q: string) => ({ matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
    const { createRoot } = await import('react-dom/client');
    const { MantineProvider } = await import('@mantine/core');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { AttachmentsPanel } = await import('./AttachmentsPanel');
    const qc = new QueryClient();
    const div = document.createElement('div');
    document.body.appendChild(div);
    const root = createRoot(div);
    const render = async (uuid: string | null) =>
      act(async () => {
        root.render(h(MantineProvider, null, h(QueryClientProvider, { client: qc }, h(AttachmentsPanel, { inboxEmailUuid: uuid, editable: true, canRequestReview: true }))));
      });
    const settle = async () => {
      for (let i = 0; i < 10; i++) await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    };

    await render(null);
    await settle();
    expect(div.querySelector('[data-testid=attachments-draft-note]')?.textContent).toBe('Os anexos ficam disponíveis assim que o rascunho for salvo no servidor.');
    const input = () => div.querySelector<HTMLInputElement>('[data-testid=attachments-dropzone] input[type=file]')!;
    expect(input().multiple).toBe(true);
    expect(input().disabled).toBe(true);

    await render('u-1');
    await settle();
    expect(div.querySelector('[data-testid=attachments-draft-note]')).toBeNull();
    expect(div.querySelector('[data-testid=attachments-max-size]')?.textContent).toBe('Tamanho máximo por arquivo: 20 MB');
    expect([...div.querySelectorAll('[data-testid=attachment]')].map((e) => e.getAttribute('data-name'))).toEqual(['existente.pdf']);
    expect(input().disabled).toBe(false);

    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    const files = [new File(['%PDF-1'], 'um.pdf', { type: 'application/pdf' }), new File(['%PDF-2'], 'dois.pdf', { type: 'application/pdf' }), big, new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' })];
    await act(async () => {
      Object.defineProperty(input(), 'files', { value: files, configurable: true });
      input().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(toastError).toHaveBeenCalledWith(
      'Erro ao adicionar anexo(s). Motivo: "grande.pdf" excede o tamanho máximo de 20 MB; "x.exe" é de um tipo de arquivo não permitido',
    );
    expect(uploads.map((u) => u.name)).toEqual(['um.pdf', 'dois.pdf']);
    await act(async () => uploads[0]!.progress({ loaded: 30, total: 100 }));
    const bars = [...div.querySelectorAll('[role=progressbar]')];
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Enviando um.pdf', '30'],
      ['Enviando dois.pdf', '0'],
    ]);
    expect(div.textContent).toContain('30%');
    await act(async () => uploads[0]!.finish());
    await settle();
    expect(div.querySelectorAll('[role=progressbar]')).toHaveLength(1);
    expect([...div.querySelectorAll('[data-testid=attachment]')].map((e) => e.getAttribute('data-name'))).toEqual(['existente.pdf', 'um.pdf']);
    await act(async () => root.unmount());
  });
});
