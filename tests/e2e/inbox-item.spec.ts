// The inbox item view (issue 4, spec §2 "Inbox item view", §4): tabs with their own paths, the
// Sumário, Voltar, the actions, and citizen HTML that never runs.
import { UNSAFE_CONTENT_MARKER, UNSAFE_CONTENT_PROBE } from '../../src-server/db/seed/inbox';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Item = { inbox_email_uuid: string; title: string; kind: 'document' | 'process'; dispatches_count: number };

async function firstItem(serverUrl: string, token: string, query: string): Promise<Item> {
  const response = await fetch(`${serverUrl}/api/inbox/query/?per_page=1&${query}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  const page = (await response.json()) as { data: Item[] };
  if (!page.data[0]) throw new Error(`no inbox item for ${query}`);
  return page.data[0];
}

/** The seeded unsafe requerimento in the Gabinete's inbox, in whichever list the generator left it. */
async function unsafeItem(serverUrl: string, token: string): Promise<Item> {
  const content = `content=${encodeURIComponent(UNSAFE_CONTENT_MARKER)}`;
  for (const filter of ['tasks', 'archived', 'closed']) {
    const item = await firstItem(serverUrl, token, `filter=${filter}&${content}`).catch(() => undefined);
    if (item) return item;
  }
  throw new Error('the seeded unsafe requerimento is in no list of the Gabinete');
}

async function emailState(serverUrl: string, token: string, uuid: string) {
  const response = await fetch(`${serverUrl}/api/inbox/email/${uuid}/`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  return (await response.json()) as { is_archived: boolean; is_closed: boolean; is_favorite: boolean; responsible: { id: number; name: string } | null };
}

test.describe('the inbox item view', () => {
  test('opens from the queue with each tab at its own path, the Sumário, and Voltar back to the same queue', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const item = await firstItem(server.url, token, 'types=oficio&withDispatches=true');
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByLabel('Buscar na fila').fill(item.title);
    await page.locator(`[data-testid="inbox-row"][data-uuid="${item.inbox_email_uuid}"]`).click();
    const base = `/inbox/sector/view/document/${item.inbox_email_uuid}`;
    await expect(page).toHaveURL(new RegExp(`${base}\\?fromWorkTree=true$`));
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sumário' })).toBeVisible();
    await expect(page.getByTestId('summary-count')).toHaveText(item.dispatches_count === 1 ? '1 despacho' : `${item.dispatches_count} despachos`);
    await expectAccessible(page);

    for (const [tab, path] of [
      ['Documentos', 'documents'],
      ['Detalhes', 'details'],
      ['Prazos', 'deadlines'],
      ['Timeline', ''],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`${base}${path ? `/${path}` : ''}\\?fromWorkTree=true$`));
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByTestId('document-content')).toBeVisible();
    await expectAccessible(page);

    // With fromWorkTree, Voltar goes back in history: the queue keeps its search.
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks\?.*search=/);

    // Opened directly, Voltar goes to the sector queue.
    await staff.goto(`${base}/details`);
    await expect(page.getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('a process has Conversação, Etapas, Processo and Participantes', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const process = await firstItem(server.url, token, 'types=processo');
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/process/${process.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: process.title })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Conversação', 'Etapas', 'Processo', 'Participantes']);
    for (const tab of ['Etapas', 'Processo', 'Participantes', 'Conversação']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await expectAccessible(page);
  });

  test('citizen HTML is shown sanitised: nothing in it runs', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'admin@demo.gov.br');
    const unsafe = await unsafeItem(server.url, token);
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${unsafe.inbox_email_uuid}/documents`);
    const content = page.getByTestId('document-content');
    await expect(content).toContainText(UNSAFE_CONTENT_MARKER);
    await page.waitForTimeout(500); // let any injected handler (onerror, onload) fire, if one survived
    expect(await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], UNSAFE_CONTENT_PROBE)).toBeUndefined();
    expect(await content.locator('script, iframe, svg, form, [onerror], [onload], [href^="javascript"]').count()).toBe(0);
  });

  test.describe('actions', () => {
    test.use({ isolatedServer: true });

    test('favourite, responsible, archive, unarchive to the new child email, and close', async ({ page, server, staff }) => {
      const token = await apiLogin(server.url, 'servidor@demo.gov.br');
      const item = await firstItem(server.url, token, 'types=memorando');
      await staff.login('servidor@demo.gov.br');
      await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
      await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

      await page.getByRole('button', { name: 'Favoritar' }).click();
      await expect(page.getByText('Documento adicionado aos favoritos')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Desfavoritar' })).toBeVisible();
      expect((await emailState(server.url, token, item.inbox_email_uuid)).is_favorite).toBe(true);

      await page.getByRole('button', { name: 'Responsável', exact: true }).click();
      await page.getByRole('combobox', { name: 'Responsável pelo documento' }).click();
      const option = page.getByRole('option').first();
      const chosen = (await option.textContent())!.trim();
      await option.click();
      await expect(page.getByText('Responsável definido com sucesso')).toBeVisible();
      expect((await emailState(server.url, token, item.inbox_email_uuid)).responsible?.name).toBe(chosen);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Arquivar', exact: true }).click();
      await expect(page.getByText('Documento arquivado')).toBeVisible();
      expect((await emailState(server.url, token, item.inbox_email_uuid)).is_archived).toBe(true);

      await page.getByRole('button', { name: 'Desarquivar' }).click();
      await expect(page.getByText('Documento desarquivado')).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(item.inbox_email_uuid));
      const child = /\/view\/document\/([0-9a-f-]{36})/.exec(page.url())![1]!;
      const childState = await emailState(server.url, token, child);
      expect(childState.is_archived).toBe(false);

      await page.getByRole('button', { name: 'Finalizar' }).click();
      await expect(page.getByText('Documento finalizado')).toBeVisible();
      const closed = await emailState(server.url, token, child);
      expect(closed).toMatchObject({ is_closed: true, is_archived: true });
      await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    });
  });
});
