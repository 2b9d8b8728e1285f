import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_FILE } from '../../src-main/services/sessionStore';
import { DEMO_USERS } from '../../src-server/db/seed/demoUsers';
import { expect, expectAccessible, test } from './fixtures';

const servidor = DEMO_USERS.find((user) => user.email === 'servidor@demo.gov.br')!;

test.describe('staff login (/login)', () => {
  test('logs in by e-mail and lands in the workspace shell of the primary sector', async ({ page, staff }) => {
    await staff.goto('/login');
    await expect(page.getByRole('heading', { name: 'Acesso do servidor' })).toBeVisible();
    await expect(page.getByText('Prefeitura Municipal de Vale Verde')).toBeVisible();
    await expectAccessible(page);

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByRole('heading', { name: 'Fila de Trabalho — Setor' })).toBeVisible();
    await expect(page.getByTestId('connected-sector')).toHaveText('Protocolo Geral');
    await expect(page.getByTestId('profile-menu')).toContainText(servidor.name);
    await expectAccessible(page);
  });

  test('logs in by a masked CPF', async ({ page, staff }) => {
    const cpf = servidor.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    await staff.login(cpf);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('keeps the token in main, encrypted, and never in the page’s storage', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const stored = staff.harness.main.session.load();
    expect(stored?.token).toBeTruthy();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(stored!.token);
    // A restart reads it back: the user is still logged in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fila de Trabalho — Setor' })).toBeVisible();
  });

  test('checks the fields before calling the server', async ({ page, staff }) => {
    await staff.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    await page.getByLabel('CPF ou e-mail').fill('123.456.789-00');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe um CPF, CNPJ ou e-mail válido')).toBeVisible();
    await expectAccessible(page);
  });

  test('says Credenciais inválidas on a wrong password (401)', async ({ page, staff }) => {
    await staff.login('servidora@demo.gov.br', 'errada123');
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('says Credenciais inválidas when the server refuses the data (422)', async ({ page, staff }) => {
    await staff.login('servidora@demo.gov.br', 'x'.repeat(300));
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
  });

  test('shows the server’s message on a 400: a citizen at the staff login', async ({ page, staff }) => {
    await staff.login('cidadao@demo.gov.br');
    await expect(page.getByRole('alert')).toHaveText(/exclusivo para servidores/);
  });

  test('says Erro ao autenticar when the server cannot be reached', async ({ page, staffOffline }) => {
    await staffOffline.login('servidor@demo.gov.br');
    await expect(page.getByRole('alert')).toHaveText('Erro ao autenticar');
  });

  test('sends a disabled user to the disabled-user page, with no session kept', async ({ page, staff }) => {
    await staff.login('desativado@demo.gov.br');
    await expect(page).toHaveURL(/\/disabled-user$/);
    await expect(page.getByRole('heading', { name: 'Usuário desativado' })).toBeVisible();
    expect(staff.harness.main.session.load()).toBeNull();
    await expectAccessible(page);
  });
});

test.describe('a desktop without an OS keychain', () => {
  test.use({ secureStorage: false });

  test('keeps the session in memory only, says so, and writes no token to disk', async ({ page, staff }, testInfo) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByText('O armazenamento seguro do sistema não está disponível')).toBeVisible();
    expect(existsSync(join(testInfo.outputPath('user-data'), SESSION_FILE))).toBe(false);
  });
});

test.describe('server address on the desktop', () => {
  test('IT staff point the app at another server from the login screen', async ({ page, server, staff }) => {
    await staff.goto('/login');
    await page.getByRole('button', { name: 'Configurar servidor' }).click();
    const address = page.getByLabel('Endereço do servidor');
    await expect(address).toHaveValue(server.url);

    await address.fill('http://10.0.0.5:3100');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Endereço do servidor inválido. Use https:// (http:// só para 127.0.0.1 ou localhost).')).toBeVisible();

    // main asks in a native message box; a no keeps the address, and nothing is said.
    const { dialogs, settings } = staff.harness.main;
    const sameServerByName = server.url.replace('127.0.0.1', 'localhost');
    dialogs.confirmServerChanges = false;
    await address.fill(`${sameServerByName}/`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.serverChangesAsked).toEqual([{ from: server.url, to: sameServerByName }]);
    expect(settings.get().serverUrl).toBe(server.url);
    await expect(page.getByText('Endereço do servidor inválido', { exact: false })).toHaveCount(0);

    dialogs.confirmServerChanges = true;
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => settings.get().serverUrl).toBe(sameServerByName);
    await expect(page.getByRole('button', { name: 'Configurar servidor' })).toBeVisible();
    expect(dialogs.serverChangesAsked).toHaveLength(2);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });
});

test.describe('keyboard', () => {
  test('the top bar menu opens and follows with the keyboard alone', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByRole('banner').getByRole('button', { name: 'Fila de Trabalho' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Setor' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Pessoal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\/personal\/tasks$/);
  });
});
