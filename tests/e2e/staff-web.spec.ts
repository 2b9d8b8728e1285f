import { expect, expectAccessible, test } from './fixtures';

test.describe('the staff app in a plain browser (web build of the same renderer)', () => {
  test('logs in through the web bridge, which reports desktop capabilities absent', async ({ page, server }) => {
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('heading', { name: 'Acesso do servidor' })).toBeVisible();
    // No server address to configure: the web build talks to the server it came from.
    await expect(page.getByRole('button', { name: 'Configurar servidor' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sou cidadão: acessar o Portal do Cidadão' })).toHaveAttribute('href', '/app/citizen/v2/login');
    await expectAccessible(page);

    await page.getByLabel('CPF ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('connected-sector')).toHaveText('Protocolo Geral');
  });
});
