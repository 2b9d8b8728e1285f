// Auditoria (issue 17 point 4) in the staff web build: the administrator finds their own login and
// a document they viewed, filters by action and period, reads an entry's details, exports the CSV and clears the filters.
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { publishOficio } from './support/apiDocuments';
import { webLogin } from './support/staffWeb';

test.describe('Auditoria', () => {
  test.use({ isolatedServer: true });

  test('the administrator sees their login and a document view, filters by action and exports CSV', async ({ page, server }) => {
    // A document the administrator writes and then opens, through the API as any client would.
    const { token, uuid } = await publishOficio(server.url, 'admin@demo.gov.br', 'Ofício auditado');
    const view = await fetch(`${server.url}/api/inbox/email/${uuid}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
    expect(view.status).toBe(200);

    await webLogin(page, server.url);

    await page.goto(`${server.url}/administration/settings/audit`);
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[data-testid="audit-row"][data-action="login"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="audit-row"][data-action="view"]').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Visualização' }).click();
    await expect(page).toHaveURL(/action=view/);
    await expect(page.locator('[data-testid="audit-row"]:not([data-action="view"])')).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    // Entities by their names, one vocabulary.
    await page.getByRole('combobox', { name: 'Entidade' }).click();
    await page.getByRole('option', { name: 'Item da caixa de entrada' }).click();
    await expect(page).toHaveURL(/entity=inbox-email/);
    await expect(rows.first()).toContainText(`Item da caixa de entrada #${uuid}`);

    await rows.first().getByRole('button').click();
    const details = page.getByTestId('audit-details');
    await expect(details).toContainText('GET /api/inbox/email/:id');
    // Checked once the drawer has finished opening: mid-transition its text is still faint.
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('auditoria.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`;view;inbox-email;${uuid};`);
    expect(csv).not.toContain(';login;');

    // One click clears the filters: the logins are back.
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).not.toHaveURL(/action=/);
    await expect(page.locator('[data-testid="audit-row"][data-action="login"]').first()).toBeVisible();

    // The period: a start in the future leaves nothing, back brings the entries again, and an end
    // before the start is said under the field instead of asked of the server.
    await page.getByLabel('De', { exact: true }).fill('2999-01-01');
    await expect(page).toHaveURL(/from=2999-01-01/);
    await expect(page.getByTestId('audit-empty')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/from=/);
    await expect(rows.first()).toBeVisible();
    await page.getByLabel('De', { exact: true }).fill('2999-01-01');
    await page.getByLabel('Até', { exact: true }).fill('2998-12-31');
    await expect(page.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expectAccessible(page);
  });
});
