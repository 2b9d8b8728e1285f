import { expect, expectAccessible, test } from './fixtures';

test.describe('where staff land after login (§4 Session)', () => {
  test.use({ isolatedServer: true });

  test('redirectTo first: a page opened before login comes back after it', async ({ page, staff }) => {
    await staff.goto('/administration/settings/audit?page=2');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadministration%2Fsettings%2Faudit%3Fpage%3D2$/);
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/administration\/settings\/audit\?page=2$/);
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  });

  test('a redirectTo that leaves the app is ignored', async ({ page, staff }) => {
    await staff.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('an imported user on first access sets a password on the profile, then goes on', async ({ page, staff }) => {
    await staff.login('importacao@demo.gov.br');
    await expect(page).toHaveURL(/\/profile\?new=true$/);
    await expect(page.getByText('Primeiro acesso: defina sua senha abaixo.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Setores' }).getByText('Setor de Importação de Dados · principal')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Senha atual').fill('demo1234');
    await page.getByLabel(/^Nova senha/).fill('curta');
    await page.getByLabel('Confirme a nova senha').fill('outra');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByText('Senha deve conter 8 dígitos e deve ser composta por letras e números')).toBeVisible();
    await expect(page.getByText('senha não se coincidem')).toBeVisible();

    await page.getByLabel(/^Nova senha/).fill('novasenha1');
    await page.getByLabel('Confirme a nova senha').fill('novasenha1');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByText('Senha atualizada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('a user who must update contacts is asked for them, and the server checks them too', async ({ page, staff }) => {
    await staff.login('contatos@demo.gov.br');
    await expect(page).toHaveURL(/\/update\/contact$/);
    await expectAccessible(page);

    await page.getByLabel('Celular').fill('(00) 1234');
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page.getByText('Número de telefone inválido')).toBeVisible();

    // The saved e-mail needs no password; a new one asks for the current password, and the server checks it.
    await expect(page.getByLabel('Senha atual')).toHaveCount(0);
    await page.getByLabel('E-mail').fill('admin@demo.gov.br');
    await page.getByLabel('Celular').fill('35991234567');
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await page.getByLabel('Senha atual').fill('demo1234');
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page.getByText('E-mail existente ou inválido')).toBeVisible();

    await page.getByLabel('E-mail').fill('contatos.novo@demo.gov.br');
    await page.getByLabel('Senha atual').fill('errada123');
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page.getByText('Senha atual incorreta')).toBeVisible();
    await page.getByLabel('Senha atual').fill('demo1234');
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    // Logging in again no longer asks.
    await staff.harness.main.session.clear();
    await staff.goto('/login');
    await staff.login('contatos.novo@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('a user who must update the password is asked for it', async ({ page, staff }) => {
    await staff.login('senha@demo.gov.br');
    await expect(page).toHaveURL(/\/update\/password$/);
    await page.getByLabel('Senha atual').fill('errada123');
    await page.getByLabel(/^Nova senha/).fill('novasenha1');
    await page.getByLabel('Confirme a nova senha').fill('novasenha1');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByText('Senha atual incorreta')).toBeVisible();
    await page.getByLabel('Senha atual').fill('demo1234');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });
});

test.describe('guards (§6)', () => {
  test('a visitor without a token is sent to /login with the page to come back to', async ({ page, staff }) => {
    await staff.goto('/workspace/personal/tasks');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fworkspace%2Fpersonal%2Ftasks$/);
  });

  test('a route the user has no permission for goes to /403', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/administration/settings/audit');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('a public route name opens without any permission', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/documents/search');
    await expect(page.getByRole('heading', { name: 'Localizar Documentos' })).toBeVisible();
    await expect(page.getByLabel('Buscar por título, remetente, número ou conteúdo')).toBeVisible();
  });
});
