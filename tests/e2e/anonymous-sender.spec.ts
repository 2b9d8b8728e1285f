// An anonymous document on the recipient's screens (issue 14, point 4): the queue row, the timeline
// and Detalhes say "Anônimo" where the author would be, never the author and never a blank.
import { apiLogin, expect, test } from './fixtures';

test.describe('an anonymous document', () => {
  test.use({ isolatedServer: true });

  test('reaches the Protocolo as "Anônimo": queue row, timeline and details', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'admin@demo.gov.br');
    const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector', 'Content-Type': 'application/json' };
    const sectors = (await (await fetch(`${server.url}/api/contacts?kind=sector&search=Protocolo`, { headers })).json()) as { data: { id: number }[] };
    const title = 'Denúncia anônima sobre o almoxarifado';
    const created = await fetch(`${server.url}/api/inbox/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'oficio', subject: title, content: '<p>Relato.</p>', identification: 'anonymous', recipients: [{ sector_id: sectors.data[0]!.id }] }),
    });
    expect(created.status).toBe(201);
    const { inbox_email_uuid: draft } = (await created.json()) as { inbox_email_uuid: string };
    expect((await fetch(`${server.url}/api/inbox/email/${draft}/publish`, { method: 'POST', headers: { Authorization: headers.Authorization } })).status).toBe(200);

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByLabel('Buscar na fila').fill('almoxarifado');
    const row = page.locator('[data-testid="inbox-row"]').filter({ hasText: title });
    await expect(row).toContainText('Anônimo');
    await expect(row).not.toContainText('Mariana');

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('De: Anônimo');
    await page.getByRole('tab', { name: 'Detalhes' }).click();
    const details = page.getByRole('tabpanel');
    await expect(details.getByRole('row', { name: /^Remetente/ })).toContainText('Anônimo');
    await expect(details.getByRole('row', { name: /^Setor remetente/ })).toContainText('Anônimo');
    await expect(page.getByRole('main')).not.toContainText('Mariana Costa Ribeiro');
  });
});
