// Encaminhar (issue 15 §2): from the item view to another sector with a despacho; the other
// sector's queue has it, the Sumário counts the forward, the sender keeps a copy in Enviados, and
// an archived document says why it cannot be forwarded.
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Listed = { data: { inbox_email_uuid: string; title: string; dispatches_count: number }[] };

const listed = async (serverUrl: string, token: string, query: string): Promise<Listed> =>
  (await (await fetch(`${serverUrl}/api/inbox/query/?per_page=100&${query}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } })).json()) as Listed;

test.describe('forwarding from the item view', () => {
  test.use({ isolatedServer: true });

  test('forwards to another sector with a despacho: its queue has it, the Sumário counts it, Enviados keeps a copy', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    const item = (await listed(server.url, clerk, 'filter=tasks&types=oficio')).data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByTestId('summary-count')).toBeVisible();
    const countBefore = await page.getByTestId('summary-count').textContent();

    await page.getByRole('button', { name: 'Encaminhar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Encaminhar documento' });
    // Nothing picked: said on the field, nothing sent.
    await dialog.getByRole('button', { name: 'Encaminhar' }).click();
    await expect(dialog.getByText('Informe ao menos um destinatário')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Despacho (opcional)' }).fill('Para análise e parecer da Saúde.');
    await dialog.getByRole('combobox', { name: 'Destinatários' }).fill('Saúde');
    await page.getByRole('option', { name: 'Secretaria Municipal de Saúde', exact: true }).click();
    // The list stays open for more picks; Tab moves on and closes it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('option', { name: 'Secretaria Municipal de Saúde', exact: true })).toBeHidden();
    await dialog.getByRole('button', { name: 'Encaminhar' }).click();

    await expect(page.getByText('Documento encaminhado', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('summary-count')).not.toHaveText(countBefore ?? '');
    await expect(page.getByText('Para análise e parecer da Saúde.').first()).toBeVisible();

    // The Saúde's queue has it, unread, and the Protocolo's Enviados keeps a copy.
    const health = await apiLogin(server.url, 'servidora@demo.gov.br');
    await expect.poll(async () => (await listed(server.url, health, `filter=tasks&search=${encodeURIComponent(item.title)}`)).data.length).toBeGreaterThan(0);
    expect((await listed(server.url, clerk, `filter=sent&search=${encodeURIComponent(item.title)}`)).data.map((row) => row.title)).toContain(item.title);
  });

  test('an archived document offers Encaminhar off, saying why', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    const item = (await listed(server.url, clerk, 'filter=archived')).data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    const forward = page.getByRole('button', { name: 'Encaminhar' });
    await expect(forward).toBeDisabled();
    await expect(forward).toHaveAttribute('aria-description', 'Documento arquivado: desarquive-o antes de encaminhar');
  });
});
