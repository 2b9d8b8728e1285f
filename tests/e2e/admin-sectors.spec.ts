// Issue 18 in the staff web build: the administrator keeps the organisation's sectors and work
// groups through the declared list, its organisation chart and the sector editor's tabs; a sector
// manager without manage-sector-users meets the Usuários tab shut, and Meu Setor opens the sector
// the user is connected to.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { giveOnlyRole } from './support/serverDatabase';
import { topMenu, webLogin } from './support/staffWeb';

test.use({ isolatedServer: true });

const LATER_TABS = ['Usuários', 'Perfis', 'Assuntos', 'Subsetores', 'Modelos', 'Contatos', 'Relatório', 'Lista de transmissão'];

async function openSectors(page: Page) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: 'Setores' }).click();
  await expect(page).toHaveURL(/\/administration\/settings\/sector\?status=enabled$/);
}

/** The row whose name cell is exactly `name`. */
const row = (page: Page, name: string) => page.getByTestId('sectors-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('administration: sectors', () => {
  test('the administrator creates a sector, a sub-sector and a work group, toggles a status in place and finds them in the chart', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openSectors(page);
    await expect(page.getByRole('heading', { name: 'Setores' })).toBeVisible();
    await expect(row(page, 'Protocolo Geral')).toContainText('Secretaria Municipal de Administração');
    await expectAccessible(page);

    // A new sector: every tab but the first shut until it is saved.
    await page.getByRole('link', { name: 'Novo setor' }).click();
    await expect(page).toHaveURL(/\/sector\/create$/);
    for (const tab of LATER_TABS) await expect(page.getByRole('tab', { name: tab })).toBeDisabled();
    await page.getByLabel('Nome').fill('Ouvidoria Geral');
    await page.getByLabel('Sigla').fill('OUV1');
    await page.getByLabel('Ramal').fill('1600');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // A bad symbol: the §8 message, the field marked, nothing typed lost.
    await expect(page.getByTestId('sectors-save-error')).toHaveText('Erro ao salvar setor: Somente letras, de 2 a 10 caracteres');
    await expect(page.getByLabel('Sigla')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nome')).toHaveValue('Ouvidoria Geral');
    await expect(page.getByLabel('Ramal')).toHaveValue('1600');
    await expectAccessible(page);
    await page.getByLabel('Sigla').fill('ouv');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();
    await expect(page.getByLabel('Sigla')).toHaveValue('OUV');
    for (const tab of LATER_TABS) await expect(page.getByRole('tab', { name: tab })).toBeEnabled();

    // Usuários: a clerk joins (their primary sector stays theirs) and leaves again.
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('combobox', { name: 'Usuário a adicionar' }).focus();
    await page.keyboard.type('servidora@demo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    await expect(page.getByTestId('sector-users-row')).toHaveCount(1);
    await expect(page.getByTestId('sector-users-row')).toContainText('Não');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Remover .* do setor$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByTestId('sector-users-row')).toHaveCount(0);

    // Its sub-sector, from the Subsetores tab, with the parent preset.
    await page.getByRole('tab', { name: 'Subsetores' }).click();
    await expect(page.getByTestId('sectors-empty')).toBeVisible();
    await page.getByRole('link', { name: 'Novo subsetor' }).click();
    await expect(page).toHaveURL(/\/sector\/create\?parent=\d+$/);
    await expect(page.getByRole('combobox', { name: 'Setor superior' })).toHaveValue('Ouvidoria Geral (OUV)');
    await page.getByLabel('Nome').fill('Atendimento ao Cidadão');
    await page.getByLabel('Sigla').fill('ATC');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await expect(page.getByTestId('sector-contact-card')).toContainText('Não informado');
    await page.getByRole('tab', { name: 'Relatório' }).click();
    await expect(page.locator('[data-figure="users"]')).toHaveText('0');
    await expectAccessible(page);

    // A work group.
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.getByRole('link', { name: 'Novo setor' }).click();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Grupo de Trabalho' }).click();
    await page.getByLabel('Nome').fill('Comissão de Ética');
    await page.getByLabel('Sigla').fill('CETICA');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);

    // The list: the sub-sector under its parent, the work group's type label.
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await expect(row(page, 'Atendimento ao Cidadão')).toContainText('Ouvidoria Geral');
    await expect(row(page, 'Comissão de Ética')).toContainText('Grupo de Trabalho');

    // The organisation chart: the sub-sector one level under its parent; the keyboard closes the branch.
    await page.getByText('Organograma', { exact: true }).click();
    await expect(page).toHaveURL(/view=chart/);
    const tree = page.getByRole('tree', { name: 'Organograma dos setores' });
    const parent = tree.getByRole('treeitem', { name: /^Ouvidoria Geral OUV/ });
    const child = tree.getByRole('treeitem', { name: /^Atendimento ao Cidadão ATC/ });
    await expect(parent).toHaveAttribute('aria-level', '1');
    await expect(child).toHaveAttribute('aria-level', '2');
    await expect(parent).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await tree.getByRole('treeitem').first().focus();
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem').last()).toBeFocused();
    await parent.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(parent).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(child).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(child).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
    await expect(page.getByLabel('Nome')).toHaveValue('Atendimento ao Cidadão');

    // A parent with an enabled sub-sector is not disabled, and the toast says why.
    await page.goto(`${server.url}/administration/settings/sector?status=all&search=Ouvidoria`);
    await row(page, 'Ouvidoria Geral').getByRole('switch', { name: 'Ativar ou desativar Ouvidoria Geral' }).click();
    await expect(page.getByText('Desative antes os subsetores ativos: Atendimento ao Cidadão')).toBeVisible();
    await expect(row(page, 'Ouvidoria Geral').getByText('Ativo', { exact: true })).toBeVisible();

    // The status switch: the row is reloaded where it is (all statuses shown).
    await page.goto(`${server.url}/administration/settings/sector?status=all&search=Atendimento`);
    const toggled = row(page, 'Atendimento ao Cidadão');
    await expect(toggled).toHaveCount(1);
    await toggled.getByRole('switch', { name: 'Ativar ou desativar Atendimento ao Cidadão' }).click();
    await expect(toggled.getByText('Inativo', { exact: true })).toBeVisible();
    await expect(page.getByTestId('sectors-row')).toHaveCount(1);
  });

  test('a sector manager without manage-sector-users finds the Usuários tab shut', async ({ page, server }) => {
    giveOnlyRole(server.dataDir, 'servidor@demo.gov.br', 'Gestor de setores', ['workspaceAccess', 'sector-list', 'sector-create-update', 'sector-settings-access']);
    await webLogin(page, server.url, 'servidor@demo.gov.br');
    await openSectors(page);
    await row(page, 'Recursos Humanos').getByRole('link', { name: 'Recursos Humanos', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Usuários' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Subsetores' })).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'Perfis' })).toBeDisabled();

    await expectAccessible(page);
  });

  test('Meu Setor opens the connected sector for a user holding sector-settings-access alone, who may save it but not move it', async ({ page, server }) => {
    giveOnlyRole(server.dataDir, 'servidora@demo.gov.br', 'Chefe de setor', ['workspaceAccess', 'sector-settings-access']);
    await webLogin(page, server.url, 'servidora@demo.gov.br');
    await page.goto(`${server.url}/administration/settings/my-sector`);
    await expect(page.getByRole('heading', { name: 'Meu setor' })).toBeVisible();
    // Her primary sector, the one she is connected to.
    await expect(page.getByLabel('Nome')).toHaveValue('Secretaria Municipal de Saúde');
    await expect(page.getByRole('combobox', { name: 'Tipo' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Setor superior' })).toBeDisabled();
    for (const tab of ['Usuários', 'Perfis', 'Subsetores']) await expect(page.getByRole('tab', { name: tab })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Voltar à lista' })).toHaveCount(0);
    await page.getByLabel('Ramal').fill('1299');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await expect(page.getByTestId('sector-contact-card')).toContainText('1299');
    await expectAccessible(page);
  });
});
