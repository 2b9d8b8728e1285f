// Housekeeping in the item view (issue 15 §6): Remover da caixa takes a received document out of
// this inbox only, Excluir rascunho deletes a draft; both ask first and lead back to the queue.
import { apiLogin, expect, test } from './fixtures';

type Listed = { data: { inbox_email_uuid: string; title: string }[] };

const api = (serverUrl: string, token: string, inboxType: 'sector' | 'personal' = 'sector') => {
  const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': inboxType };
  return {
    list: async (query: string) => (await (await fetch(`${serverUrl}/api/inbox/query/?per_page=100&${query}`, { headers })).json()) as Listed,
    status: async (uuid: string) => (await fetch(`${serverUrl}/api/inbox/email/${uuid}/`, { headers })).status,
  };
};

test.describe('removing from the box and deleting a draft', () => {
  test.use({ isolatedServer: true });

  test('Remover da caixa asks first, then the document leaves this inbox only and the queue no longer lists it', async ({ page, server, staff }) => {
    const clerk = api(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    const item = (await clerk.list('filter=tasks&types=oficio')).data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

    await page.getByRole('button', { name: 'Remover da caixa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover da caixa' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    expect(await clerk.status(item.inbox_email_uuid)).toBe(200);

    await page.getByRole('button', { name: 'Remover da caixa' }).click();
    await page.getByRole('dialog', { name: 'Remover da caixa' }).getByRole('button', { name: 'Remover da caixa' }).click();
    await expect(page.getByText('Documento removido da caixa', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${item.inbox_email_uuid}"]`)).toHaveCount(0);
    expect(await clerk.status(item.inbox_email_uuid)).toBe(404);
  });

  test('Excluir rascunho deletes the draft after asking, and it leaves Rascunhos and this computer', async ({ page, server, staff }) => {
    const clerk = api(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'), 'personal');
    const draft = (await clerk.list('filter=draft')).data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // Opened in the editor once, so this computer keeps a copy of it.
    await staff.goto(`/inbox/personal/view/document/${draft.inbox_email_uuid}`);
    await page.getByRole('link', { name: 'Continuar editando' }).click();
    await expect(page.getByTestId('draft-state')).toBeVisible();
    await expect.poll(() => staff.harness.main.drafts.list().some((record) => record.serverUuid === draft.inbox_email_uuid)).toBe(true);
    await staff.goto(`/inbox/personal/view/document/${draft.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover da caixa' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Excluir rascunho' }).click();
    await page.getByRole('dialog', { name: 'Excluir rascunho' }).getByRole('button', { name: 'Excluir rascunho' }).click();
    await expect(page.getByText('Rascunho excluído', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/personal\/tasks$/);
    expect(await clerk.status(draft.inbox_email_uuid)).toBe(404);
    expect((await clerk.list('filter=draft')).data.map((row) => row.inbox_email_uuid)).not.toContain(draft.inbox_email_uuid);
    expect(staff.harness.main.drafts.list().some((record) => record.serverUuid === draft.inbox_email_uuid)).toBe(false);
  });
});
