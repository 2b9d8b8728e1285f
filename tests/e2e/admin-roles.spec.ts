// Issue 17 in the staff web build: the administrator keeps roles (with their permissions) and
// absence reasons through the administration's declared list and editor screens.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

async function openSettings(page: Page, entry: string) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test.describe('administration: roles and absence reasons', () => {
  test('the administrator creates a role with permissions, edits it, meets a field error and deletes it', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openSettings(page, 'Funções');
    await expect(page).toHaveURL(/\/administration\/settings\/roles$/);
    await expect(page.getByRole('heading', { name: 'Funções' })).toBeVisible();
    await expect(page.getByTestId('roles-row')).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nova função' }).click();
    await expect(page).toHaveURL(/\/roles\/create$/);
    await page.getByLabel('Nome').fill('Protocolista');
    await page.getByLabel('Descrição').fill('Recebe e registra requerimentos');
    await page.getByRole('tab', { name: 'Permissões' }).click();
    await page.getByRole('checkbox', { name: 'Listar auditoria' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar todas de Relatórios' }).check();
    await expect(page.getByRole('checkbox', { name: 'Acessar estatística de uso' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar função' })).toBeVisible();

    // A name another role has: the server's field error under the field, and as the save's message.
    await page.getByLabel('Nome').fill('servidor');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('roles-save-error')).toHaveText('Já existe uma função com este nome');
    await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nome')).toHaveValue('servidor');
    await expectAccessible(page);

    await page.getByLabel('Nome').fill('Protocolista geral');
    await page.getByRole('tab', { name: 'Permissões' }).click();
    await expect(page.getByRole('checkbox', { name: 'Listar auditoria' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Listar auditoria' }).uncheck();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('roles-save-error')).toHaveCount(0);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.getByLabel('Pesquisar').fill('protocol');
    await expect(page).toHaveURL(/\/roles\?search=protocol$/);
    await expect(page.getByTestId('roles-row')).toHaveCount(1);
    await expect(page.getByTestId('roles-row')).toContainText('Protocolista geral');
    await expect(page.getByTestId('roles-row')).toContainText('2');

    // A role users hold stays, and the dialog says why.
    await page.getByLabel('Pesquisar').fill('');
    await expect(page.getByTestId('roles-row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Excluir função: Servidor' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByTestId('delete-error')).toContainText('não pode ser excluída');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Excluir função: Protocolista geral' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(dialog).toContainText('Excluir “Protocolista geral”?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByTestId('roles-row')).toHaveCount(2);
    await expect(page.getByText('Protocolista geral')).toHaveCount(0);
  });

  test('the administrator creates, edits and deletes an absence reason', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openSettings(page, 'Motivos de ausência');
    await expect(page).toHaveURL(/\/administration\/settings\/absence-reasons$/);
    await expect(page.getByTestId('absence-reasons-row')).toHaveCount(5);
    await expect(page.getByTestId('absence-reasons-row').first()).toContainText('Capacitação');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Novo motivo de ausência' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('absence-reasons-save-error')).toHaveText('Campo obrigatório');
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Júri');
    await page.getByLabel('Descrição').fill('Convocação para o tribunal do júri');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/absence-reasons\/\d+\/edit$/);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Motivo' }).fill('Serviço do júri');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    await page.getByRole('button', { name: 'Excluir motivo de ausência' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/absence-reasons$/);
    await expect(page.getByTestId('absence-reasons-row')).toHaveCount(5);
    await expect(page.getByText('Serviço do júri')).toHaveCount(0);
  });
});
