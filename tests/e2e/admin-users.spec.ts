// Issue 17 in the staff web build: the administrator keeps the internal users through the declared
// list and editor (every §3 field, §5's server errors under their fields, §4's status toggle that
// removes the row, Desativar acesso interno, bulk enable/disable with its summary), and every staff
// member reads the telephone directory.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { lastMailTo } from './support/mailDev';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

const rows = (page: Page) => page.getByTestId('users-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function openUsers(page: Page) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: 'Usuários internos' }).click();
  await expect(page).toHaveURL(/\/administration\/settings\/users\?status=enabled$/);
}

/** A Mantine combobox by keyboard: type to filter, arrow to the first option, Enter to choose. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.type(option);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test.describe('administration: internal users', () => {
  test('the sector filter narrows the list by keyboard and is kept in the address', async ({ page, server }) => {
    await webLogin(page, server.url, 'admin@demo.gov.br');
    await openUsers(page);
    await expect(rows(page)).toHaveCount(6);
    await choose(page, 'Setor', 'Gabinete do Prefeito');
    await expect(page).toHaveURL(/[?&]sector=\d+/);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Mariana Costa Ribeiro')).toHaveCount(1);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Setor' })).toHaveValue('Gabinete do Prefeito');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/users\?status=enabled$/);
    await expect(rows(page)).toHaveCount(6);
  });

  test('the administrator creates a clerk with a role and two sectors, by keyboard, past refused inputs and duplicates', async ({ page, server }) => {
    await webLogin(page, server.url, 'admin@demo.gov.br');
    await openUsers(page);
    await expect(page.getByRole('heading', { name: 'Usuários internos' })).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    // The CPF masked, the primary sector first and marked, the role.
    await expect(row(page, 'João Pedro Almeida')).toContainText('371.***.***-73');
    await expect(row(page, 'João Pedro Almeida')).toContainText('PROT (principal)');
    await expect(row(page, 'Mariana Costa Ribeiro')).toContainText('Administrador');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await expect(page).toHaveURL(/\/users\/create$/);

    // Refused here, before sending: a name without a surname and an invalid CPF; nothing typed is lost.
    const name = page.getByLabel('Nome completo');
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await name.focus();
    await page.keyboard.type('Rita');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345678900');
    await page.keyboard.press('Tab');
    await page.keyboard.type('rita.moura@demo.gov.br');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(35) 9 9876 5544');
    await page.getByRole('combobox', { name: 'Matrículas' }).focus();
    await page.keyboard.type('4471');
    await page.keyboard.press('Enter');
    await page.keyboard.type('4472');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Salvar' }).focus();
    await page.keyboard.press('Enter');
    await expect(name).toHaveAccessibleDescription('O nome completo deve conter pelo menos um nome e um sobrenome válidos.');
    await expect(cpf).toHaveAccessibleDescription('CPF inválido');
    await expect(name).toHaveValue('Rita');
    await expect(cpf).toHaveValue('12345678900');
    await expect(email).toHaveValue('rita.moura@demo.gov.br');
    await expectAccessible(page);

    await name.fill('Rita de Cássia Moura');
    // A CPF someone else has: the server's §5 message under the field.
    await cpf.fill('37192584673');
    await page.getByRole('tab', { name: 'Setores e função' }).focus();
    await page.keyboard.press('Enter');
    await choose(page, 'Setores', 'Protocolo Geral');
    await choose(page, 'Setores', 'Arquivo Central');
    await expect(page.getByRole('radio', { name: 'Protocolo Geral' })).toBeChecked();
    // Choosing another primary replaces the first (§4).
    await page.getByRole('radio', { name: 'Protocolo Geral' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Arquivo Central' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Protocolo Geral' })).not.toBeChecked();
    await choose(page, 'Função', 'Servidor');
    await page.getByLabel('Senha inicial').focus();
    await page.keyboard.type('Inicial2026');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('users-save-error')).toHaveText('Cpf existente ou inválido');
    await page.getByRole('tab', { name: 'Dados pessoais' }).click();
    await expect(cpf).toHaveAccessibleDescription('Cpf existente ou inválido');
    await expect(cpf).toHaveValue('37192584673');

    // An e-mail someone else has.
    await cpf.fill('11144477735');
    await email.fill('servidor@demo.gov.br');
    await email.press('Enter');
    await expect(page.getByTestId('users-save-error')).toHaveText('E-mail existente ou inválido');
    await expect(email).toHaveAccessibleDescription('E-mail existente ou inválido');

    await email.fill('rita.moura@demo.gov.br');
    await email.press('Enter');
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar usuário' })).toBeVisible();
    // What the server kept: the cellphone without spaces, the registration list.
    await expect(page.getByLabel('Celular')).toHaveValue('35998765544');
    await expect(page.getByText('4471', { exact: true })).toBeVisible();
    await expect(page.getByText('4472', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Setores e função' }).click();
    await expect(page.getByRole('radio', { name: 'Arquivo Central' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Função' })).toHaveValue('Servidor');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.getByLabel('Pesquisar').fill('rita');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Rita de Cássia Moura');
    await expect(rows(page)).toContainText('111.***.***-35');
    await expect(rows(page)).toContainText('ARQ (principal)');
    await expect(rows(page)).toContainText('PROT');
    await expect(rows(page)).toContainText('Servidor');
  });

  test('a new user without an initial password when "Redefinir a senha no primeiro acesso" is chosen gets the first-access e-mail', async ({ page, server }) => {
    await webLogin(page, server.url, 'admin@demo.gov.br');
    await openUsers(page);
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.getByLabel('Nome completo').fill('Rita de Cássia Moura');
    await page.getByRole('textbox', { name: 'CPF' }).fill('11144477735');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('rita.moura@demo.gov.br');
    await page.getByRole('tab', { name: 'Setores e função' }).click();
    await choose(page, 'Setores', 'Protocolo Geral');
    await choose(page, 'Função', 'Servidor');
    const password = page.getByLabel('Senha inicial');
    const reset = page.getByRole('switch', { name: 'Redefinir a senha no primeiro acesso' });
    // Without the reset the initial password is required, and nothing is sent.
    await password.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('users-save-error')).toHaveText('Informe a senha inicial ou marque “Redefinir a senha no primeiro acesso”');
    await expect(password).toHaveAccessibleDescription('Informe a senha inicial ou marque “Redefinir a senha no primeiro acesso”');
    // With it the password is optional, and the field says the e-mail will be sent.
    await reset.focus();
    await page.keyboard.press('Space');
    await expect(reset).toBeChecked();
    await expect(password).toHaveAccessibleDescription(/recebe por e-mail um link para criar a própria senha/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
    const mail = await lastMailTo(() => server.mailDev.messages(), 'rita.moura@demo.gov.br');
    expect(mail.text).toContain('Olá, Rita de Cássia Moura.');
    expect(mail.text).toMatch(/\/app\/citizen\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  test('status toggles remove the row, bulk disable sums up, and Desativar acesso interno asks first', async ({ page, server }) => {
    await webLogin(page, server.url, 'admin@demo.gov.br');
    await openUsers(page);
    await expect(rows(page)).toHaveCount(6);

    // §4: the toggled row leaves the enabled list, and is found under the disabled ones.
    await page.getByRole('switch', { name: 'Ativar ou desativar Fernanda Oliveira Santos' }).click();
    await expect(row(page, 'Fernanda Oliveira Santos')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(5);
    await page.getByText('Inativos', { exact: true }).click();
    await expect(page).toHaveURL(/\?status=disabled$/);
    await expect(row(page, 'Fernanda Oliveira Santos')).toHaveCount(1);
    await expect(row(page, 'Roberto Fernandes Dias')).toHaveCount(1);
    await page.getByText('Ativos', { exact: true }).click();
    await expect(rows(page)).toHaveCount(5);

    // Nobody disables themselves: the server's refusal is said and the row stays.
    await page.getByRole('switch', { name: 'Ativar ou desativar Mariana Costa Ribeiro' }).click();
    await expect(page.getByText('Você não pode desativar o seu próprio acesso.')).toBeVisible();
    await expect(row(page, 'Mariana Costa Ribeiro')).toHaveCount(1);

    // Bulk: two colleagues and oneself; one failure stops nothing, and the summary says which and why.
    await page.getByRole('checkbox', { name: 'Selecionar Luiz Henrique Barbosa' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar Patrícia Gomes Carvalho' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar Mariana Costa Ribeiro' }).check();
    await expect(page.getByTestId('users-bulk-bar')).toContainText('3 selecionados');
    await expectAccessible(page);
    await page.getByTestId('users-bulk-bar').getByRole('button', { name: 'Desativar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Desativar', exact: true });
    await expect(dialog).toContainText('Desativar 3 usuários selecionados?');
    await dialog.getByRole('button', { name: 'Desativar', exact: true }).click();
    const summary = page.getByTestId('bulk-summary');
    await expect(summary).toContainText('2 concluídos com sucesso');
    await expect(summary).toContainText('1 falhou:');
    await expect(summary).toContainText('Mariana Costa Ribeiro: Você não pode desativar o seu próprio acesso.');
    await expectAccessible(page);
    await summary.getByRole('button', { name: 'Fechar' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, 'Luiz Henrique Barbosa')).toHaveCount(0);
    await expect(row(page, 'Patrícia Gomes Carvalho')).toHaveCount(0);
    await expect(page.getByTestId('users-bulk-bar')).toHaveCount(0);

    // "Select page" takes every row shown.
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await expect(page.getByTestId('users-bulk-bar')).toContainText('3 selecionados');
    await page.getByRole('button', { name: 'Limpar seleção' }).click();

    // A row action from the keyboard: the row's menu, the action, the confirmation.
    await page.getByRole('button', { name: 'Mais ações: Ana Beatriz Souza Lima' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Desativar acesso interno' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Desativar acesso interno' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirmar ação' });
    await expect(confirm).toContainText('Desativar o acesso interno de “Ana Beatriz Souza Lima”?');
    await confirm.getByRole('button', { name: 'Desativar acesso interno' }).click();
    await expect(page.getByText('Acesso interno desativado')).toBeVisible();
    await expect(row(page, 'Ana Beatriz Souza Lima')).toHaveCount(0);
    await page.getByText('Todas', { exact: true }).click();
    await expect(row(page, 'Ana Beatriz Souza Lima')).toHaveCount(0);
    await expect(row(page, 'Luiz Henrique Barbosa')).toHaveCount(1);

    // Bulk enable from the disabled list: the enabled rows leave it.
    await page.getByText('Inativos', { exact: true }).click();
    await expect(rows(page)).toHaveCount(4);
    await page.getByRole('checkbox', { name: 'Selecionar Fernanda Oliveira Santos' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar Luiz Henrique Barbosa' }).check();
    await expect(page.getByTestId('users-bulk-bar').getByRole('button', { name: 'Desativar', exact: true })).toBeDisabled();
    await page.getByTestId('users-bulk-bar').getByRole('button', { name: 'Ativar', exact: true }).click();
    const enabling = page.getByRole('dialog', { name: 'Ativar', exact: true });
    await expect(enabling).toContainText('Ativar 2 usuários selecionados?');
    await enabling.getByRole('button', { name: 'Ativar', exact: true }).click();
    await expect(page.getByTestId('bulk-summary')).toContainText('2 concluídos com sucesso');
    await expect(page.getByTestId('bulk-summary')).not.toContainText('falh');
    await page.getByTestId('bulk-summary').getByRole('button', { name: 'Fechar' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, 'Roberto Fernandes Dias')).toHaveCount(1);
    await expect(row(page, 'Patrícia Gomes Carvalho')).toHaveCount(1);
  });

  test('a clerk finds a colleague in the telephone directory', async ({ page, server }) => {
    await webLogin(page, server.url, 'servidor@demo.gov.br');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Lista telefônica' }).click();
    await expect(page).toHaveURL(/\/administration\/telephones$/);
    await expect(page.getByRole('heading', { name: 'Lista telefônica' })).toBeVisible();
    await expect(page.getByTestId('telephones-row').first()).toBeVisible();
    await expectAccessible(page);

    // The sector filter, by keyboard, kept in the address; Limpar filtros brings the whole list back.
    await choose(page, 'Setor', 'Secretaria Municipal de Educação');
    await expect(page).toHaveURL(/\/administration\/telephones\?sector=\d+$/);
    await expect(page.getByTestId('telephones-row')).toHaveCount(1);
    await expect(page.getByTestId('telephones-row')).toContainText('Fernanda Oliveira Santos');
    await page.getByTestId('telephones-clear-filters').click();
    await expect(page).toHaveURL(/\/administration\/telephones$/);

    await page.getByLabel('Pesquisar').fill('fernanda');
    await expect(page).toHaveURL(/\/administration\/telephones\?search=fernanda$/);
    const found = page.getByTestId('telephones-row');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Fernanda Oliveira Santos');
    await expect(found).toContainText('Secretaria Municipal de Educação');
    await expect(found).toContainText('Ramal 1300');
    await expect(found.getByRole('link', { name: /^Ligar para Secretaria Municipal de Educação/ })).toHaveAttribute('href', 'tel:3534211300');
    await expect(found.getByRole('link', { name: /^Escrever para Fernanda Oliveira Santos/ })).toHaveAttribute('href', 'mailto:contatos@demo.gov.br');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(found).toContainText('Fernanda Oliveira Santos');
    await expectAccessible(page);

    await page.getByLabel('Pesquisar').fill('ninguém com este nome');
    await expect(page.getByTestId('telephones-empty')).toHaveText('Nenhum servidor encontrado');
  });
});
