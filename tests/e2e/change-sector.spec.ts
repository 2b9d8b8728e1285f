import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_FILE } from '../../src-main/services/sessionStore';
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

test('says Erro alterar setor when the choice cannot be saved, and stays where it was', async ({ page, staff }, testInfo) => {
  await staff.login('admin@demo.gov.br');
  await expect(page.getByTestId('connected-sector')).toHaveText('Gabinete do Prefeito');
  // The disk refuses the session file (a folder now stands where it goes).
  const file = join(testInfo.outputPath('user-data'), SESSION_FILE);
  rmSync(file, { force: true });
  mkdirSync(join(file, 'bloqueio'), { recursive: true });

  await page.getByTestId('connected-sector').click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Setor' });
  await dialog.getByRole('combobox', { name: 'Setor' }).click();
  await page.getByRole('option', { name: 'Recursos Humanos' }).click();
  await dialog.getByRole('button', { name: 'Alterar' }).click();
  await expect(page.getByText('Erro alterar setor')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('connected-sector')).toHaveText('Gabinete do Prefeito');
});
