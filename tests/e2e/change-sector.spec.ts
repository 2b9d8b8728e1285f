import { expect, expectAccessible, test } from './fixtures';

test.describe('Alterar Setor (§2, §4)', () => {
  test('lists the user’s sectors with sub-sectors indented, then reconnects and reloads at the root', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await expect(page.getByTestId('connected-sector')).toHaveText('Gabinete do Prefeito');

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Alterar Setor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Setor' });
    const select = dialog.getByRole('combobox', { name: 'Setor' });
    await expect(select).toHaveValue('Gabinete do Prefeito');
    await expectAccessible(page);

    await select.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      'Gabinete do Prefeito',
      'Secretaria Municipal de Administração',
      'Protocolo Geral',
      'Arquivo Central',
      'Recursos Humanos',
      'Setor de Importação de Dados',
    ]);
    const indent = async (name: string) =>
      options.filter({ hasText: name }).locator('span').first().evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
    expect(await indent('Secretaria Municipal de Administração')).toBe(0);
    expect(await indent('Protocolo Geral')).toBeGreaterThan(0);
    expect(await indent('Arquivo Central')).toBeGreaterThan(await indent('Protocolo Geral'));

    await options.filter({ hasText: 'Protocolo Geral' }).click();
    await dialog.getByRole('button', { name: 'Alterar' }).click();

    await expect(page.getByText('Setor alterado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('connected-sector')).toHaveText('Protocolo Geral');
    expect(staff.harness.main.session.load()).toMatchObject({ connectedSector: { name: 'Protocolo Geral' }, inboxType: 'sector' });
  });

  test('requires a sector and offers no way to clear it', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await page.getByTestId('connected-sector').click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Setor' });
    await expect(dialog.getByRole('combobox', { name: 'Setor' })).toHaveAttribute('required', '');
    await dialog.getByRole('combobox', { name: 'Setor' }).click();
    await page.getByRole('option', { name: 'Protocolo Geral' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Setor' })).toHaveValue('Protocolo Geral');
    await expect(dialog.getByRole('button', { name: /limpar|clear/i })).toHaveCount(0);
  });
});
