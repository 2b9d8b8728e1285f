// @vitest-environment jsdom
// The import button mounted in jsdom with the server's calls mocked: a .csv is checked at once
// (the dry run) and its report shown (counts and a line/column/problem table), nothing is written
// until *Importar*, whose final report replaces the preview and tells the list; the focus follows
// (to the report's title when a report comes, to the file field when a file is to be chosen again),
// since the control it was on is disabled or goes away at each step; another file type
// is refused before any call, and the server's refusal of the file is said under the field. The
// open modal passes axe.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as h } from 'react';
import type { CsvImportReport } from '../../../src-shared/api/csvImport';
import { messages } from '../../../src-shared/messages';
import { ApiError } from '../../api/ApiError';

const t = messages.csvImport.modal;

const PREVIEW: CsvImportReport = {
  dryRun: true,
  total: 3,
  created: 2,
  failed: [
    { line: 3, field: 'cpf', message: 'Cpf existente ou inválido' },
    { line: 3, field: 'e-mail', message: 'E-mail existente ou inválido' },
  ],
  warnings: [],
};
const RESULT: CsvImportReport = { ...PREVIEW, dryRun: false, warnings: [{ line: 4, message: messages.csvImport.server.firstAccessNotSent }] };

afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

async function mount(importFn: (file: File, dryRun: boolean) => Promise<CsvImportReport>) {
  // Reduced motion (with the theme respecting it): the modal opens and closes without a transition.
  window.matchMedia = ((q: string) => ({ matches: q.includes('prefers-reduced-motion'), media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
  const { createRoot } = await import('react-dom/client');
  const { MantineProvider } = await import('@mantine/core');
  const { CsvImportButton } = await import('./CsvImportButton');
  const onImported = vi.fn();
  const div = document.createElement('div');
  document.body.appendChild(div);
  await act(async () => {
    createRoot(div).render(h(MantineProvider, { theme: { respectReducedMotion: true } }, h(CsvImportButton, { importFn, onImported })));
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  };
  const byTestId = <E extends HTMLElement = HTMLElement>(id: string) => document.querySelector<E>(`[data-testid="${id}"]`);
  const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name);
  const open = async () => {
    await act(async () => byTestId('csv-import')!.click());
    await settle();
  };
  const pick = async (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
  };
  const rows = (testId: string) => [...(byTestId(testId)?.querySelectorAll('tbody tr') ?? [])].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
  return { onImported, settle, byTestId, buttonNamed, open, pick, rows };
}

const csv = (name = 'usuarios.csv') => new File(['nome;cpf\n'], name, { type: 'text/csv' });

describe('CsvImportButton', () => {
  it('checks the file first, shows the report, and imports only on Importar', async () => {
    const importFn = vi.fn(async (_file: File, dryRun: boolean) => (dryRun ? PREVIEW : RESULT));
    const ui = await mount(importFn);
    await ui.open();
    expect(document.querySelector('[role=dialog]')?.textContent).toContain(t.title);
    const file = csv();
    await ui.pick(file);
    expect(importFn).toHaveBeenCalledTimes(1);
    expect(importFn).toHaveBeenCalledWith(file, true);
    expect(ui.byTestId('csv-import-report')?.textContent).toContain(t.previewTitle);
    expect(ui.byTestId('csv-import-total')?.textContent).toBe('3');
    expect(ui.byTestId('csv-import-created')?.textContent).toBe('2');
    expect(ui.byTestId('csv-import-failed')?.textContent).toBe('1');
    expect(document.activeElement).toBe(ui.byTestId('csv-import-report-title'));
    expect(document.activeElement?.textContent).toBe(t.previewTitle);
    expect(ui.rows('csv-import-errors')).toEqual([
      ['3', 'cpf', 'Cpf existente ou inválido'],
      ['3', 'e-mail', 'E-mail existente ou inválido'],
    ]);
    expect(ui.onImported).not.toHaveBeenCalled();

    const confirm = ui.byTestId('csv-import-confirm')!;
    expect(confirm.textContent).toBe(t.confirm(2));
    confirm.focus();
    await act(async () => confirm.click());
    await ui.settle();
    expect(importFn).toHaveBeenLastCalledWith(file, false);
    expect(ui.onImported).toHaveBeenCalledWith(RESULT);
    expect(ui.byTestId('csv-import-report')?.textContent).toContain(t.resultTitle);
    expect(ui.rows('csv-import-warnings')).toEqual([['4', t.noField, messages.csvImport.server.firstAccessNotSent]]);
    expect(ui.byTestId('csv-import-confirm')).toBeNull();
    expect(document.activeElement).toBe(ui.byTestId('csv-import-report-title'));
    expect(document.activeElement?.textContent).toBe(t.resultTitle);

    // Another file: the report goes, and so does the button; the focus is on the file field again.
    const another = ui.buttonNamed(t.chooseAnother)!;
    another.focus();
    await act(async () => another.click());
    await ui.settle();
    expect(ui.byTestId('csv-import-report')).toBeNull();
    expect(document.activeElement).toBe(ui.byTestId('csv-import-file'));
  });

  it('puts the focus on the file field when it opens, and closes with Escape', async () => {
    const ui = await mount(vi.fn(async () => PREVIEW));
    await ui.open();
    const dialog = document.querySelector('[role=dialog]')!;
    expect(document.activeElement).toBe(ui.byTestId('csv-import-file'));
    await act(async () => {
      (document.activeElement ?? dialog).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    });
    await ui.settle();
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });

  it('offers no import when no line can be imported', async () => {
    const ui = await mount(vi.fn(async () => ({ ...PREVIEW, created: 0 })));
    await ui.open();
    await ui.pick(csv());
    expect(ui.byTestId('csv-import-report')?.textContent).toContain(t.nothingToImport);
    expect(ui.byTestId('csv-import-confirm')).toBeNull();
  });

  it('refuses a file that is not .csv before calling the server', async () => {
    const importFn = vi.fn(async () => PREVIEW);
    const ui = await mount(importFn);
    await ui.open();
    await ui.pick(new File(['PK'], 'usuarios.xlsx'));
    expect(importFn).not.toHaveBeenCalled();
    expect(document.querySelector('[role=dialog]')?.textContent).toContain(t.onlyCsv);
  });

  it("says the server's refusal of the file under the field", async () => {
    const refusal = messages.csvImport.server.missingColumns(['cpf']);
    const ui = await mount(vi.fn(async () => Promise.reject(new ApiError(422, { message: 'Os dados enviados são inválidos', errors: { file: [refusal] } }))));
    await ui.open();
    await ui.pick(csv());
    expect(document.querySelector('[role=dialog]')?.textContent).toContain(refusal);
    expect(ui.byTestId('csv-import-report')).toBeNull();
    expect(document.activeElement).toBe(ui.byTestId('csv-import-file'));
  });

  it('passes axe with the report open', async () => {
    const ui = await mount(vi.fn(async () => PREVIEW));
    await ui.open();
    await ui.pick(csv());
    expect(ui.byTestId('csv-import-errors')).not.toBeNull();
    const axe = (await import('axe-core')).default;
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
