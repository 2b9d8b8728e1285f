// The work queue (issue 4, spec §2–§4): lists, paging by next/prev_page_url, quick search and the
// advanced filter, bulk archive with one item failing, and the keyboard.
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Page = { total: number; data: { inbox_email_uuid: string; title: string; number: string }[] };

/** What the server says a list holds, asked directly as another client would. */
async function serverPage(serverUrl: string, token: string, query: string, inboxType = 'sector'): Promise<Page> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector?${query}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-InboxType': inboxType },
  });
  return (await response.json()) as Page;
}

const range = (from: number, total: number, perPage = 50) => `${from}–${Math.min(from + perPage - 1, total)} de ${total}`;

test.describe('the work queue', () => {
  test('lists the sector tasks, pages by the server’s links, searches and filters', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const all = await serverPage(server.url, token, 'per_page=1');
    expect(all.total).toBeGreaterThan(100);

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, all.total));
    await expect(page.getByTestId('inbox-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByTestId('queue-range')).toHaveText(range(51, all.total));
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, all.total));

    // Quick search by a document number: exactly the items the server finds.
    const target = (await serverPage(server.url, token, 'per_page=1&page=7')).data[0]!;
    const byNumber = await serverPage(server.url, token, `per_page=1&search=${encodeURIComponent(target.number)}`);
    await page.getByLabel('Buscar na fila').fill(target.number);
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, byNumber.total));
    await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${target.inbox_email_uuid}"]`)).toBeVisible();
    await page.getByLabel('Buscar na fila').fill('');
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, all.total));

    // Advanced filter: processes only.
    const processes = await serverPage(server.url, token, 'per_page=1&types=processo');
    await page.getByRole('button', { name: /Filtro avançado/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtro avançado' });
    await drawer.getByLabel('Tipos de documento').click();
    await page.getByRole('option', { name: 'Processo' }).click();
    await drawer.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, processes.total));
    await expect(page).toHaveURL(/types=processo/);
    await page.reload();
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, processes.total));
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, all.total));

    // The other lists.
    const sent = await serverPage(server.url, token, 'per_page=1&filter=sent');
    await page.getByRole('tab', { name: 'Enviados' }).click();
    await expect(page.getByTestId('queue-range')).toHaveText(sent.total === 0 ? /.*/ : range(1, sent.total));
  });

  test('the personal queue lists the user’s own inbox', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const personal = await serverPage(server.url, token, 'per_page=1', 'personal');
    expect(personal.total).toBeGreaterThan(0);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/workspace/personal/tasks');
    await expect(page.getByRole('heading', { name: 'Fila de Trabalho — Pessoal' })).toBeVisible();
    await expect(page.getByTestId('queue-range')).toHaveText(range(1, personal.total));
  });

  test.describe('changing the queue', () => {
    test.use({ isolatedServer: true });

    test('bulk archive reports the one item that failed and archives the rest', async ({ page, server, staff }) => {
      const token = await apiLogin(server.url, 'servidor@demo.gov.br');
      await staff.login('servidor@demo.gov.br');
      const rows = page.getByTestId('inbox-row');
      await expect(rows.nth(2)).toBeVisible();
      const picked: { uuid: string; title: string }[] = [];
      for (let index = 0; index < 3; index += 1) {
        const row = rows.nth(index);
        const uuid = (await row.getAttribute('data-uuid'))!;
        const checkbox = row.getByRole('checkbox');
        const title = (await checkbox.getAttribute('aria-label'))!.replace(/^Selecionar /, '');
        await checkbox.check();
        picked.push({ uuid, title });
      }
      await expect(page.getByTestId('bulk-toolbar')).toBeVisible();

      // Meanwhile a colleague removes one of them from the inbox.
      const gone = picked[1]!;
      const removed = await fetch(`${server.url}/api/inbox/email/${gone.uuid}/remove-email`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' },
      });
      expect(removed.status).toBe(204);

      await page.getByTestId('bulk-toolbar').getByRole('button', { name: 'Arquivar', exact: true }).click();
      await expect(page.getByText(`Erro ao arquivar o email: ${gone.title}`)).toHaveCount(1);
      for (const { uuid } of [picked[0]!, picked[2]!]) {
        const email = await fetch(`${server.url}/api/inbox/email/${uuid}/`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
        expect(((await email.json()) as { is_archived: boolean }).is_archived).toBe(true);
        await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${uuid}"]`)).toHaveCount(0);
      }
      await expect(page.getByText(/Erro ao arquivar o email/)).toHaveCount(1);
    });

    test('j/k move, x selects, Enter opens, e archives, ? lists the shortcuts', async ({ page, server, staff }) => {
      const token = await apiLogin(server.url, 'servidor@demo.gov.br');
      await staff.login('servidor@demo.gov.br');
      const rows = page.getByTestId('inbox-row');
      await expect(rows.nth(1)).toBeVisible();
      const second = (await rows.nth(1).getAttribute('data-uuid'))!;
      const first = (await rows.nth(0).getAttribute('data-uuid'))!;

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.keyboard.press('j');
      await page.keyboard.press('j');
      await page.keyboard.press('k');
      await page.keyboard.press('x');
      await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${first}"]`)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('x');
      await page.keyboard.press('j');
      await page.keyboard.press('e');
      await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${second}"]`)).toHaveCount(0);
      const archived = await fetch(`${server.url}/api/inbox/email/${second}/`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
      expect(((await archived.json()) as { is_archived: boolean }).is_archived).toBe(true);

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/inbox\/sector\/view\/(document|process)\//);
    });
  });
});
