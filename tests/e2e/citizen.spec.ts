import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const PUBLIC_PAGES = ['/app/citizen/service-letter', '/app/citizen/lai', '/app/citizen/reports'];

/** Follows every link of the home's content and checks that none is a placeholder. */
async function expectHomeLinksToBuiltScreens(page: Page, home: string): Promise<string[]> {
  await page.goto(home);
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const [index] of targets.entries()) {
    await page.goto(home);
    await page.getByRole('main').getByRole('link').nth(index).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Em implantação')).toHaveCount(0);
  }
  return targets;
}

test.describe('citizen portal (/app/citizen)', () => {
  test.use({ isolatedServer: true });

  test('shows the organisation’s layout to a visitor, with Entrar', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen`);
    const header = page.getByRole('banner');
    await expect(header.getByText('Prefeitura Municipal de Vale Verde')).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', /\/api\/organization\/1\/logo(\?v=\d+)?$/);
    await expect(header.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Minhas solicitações' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Vale Verde');
    await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Termos de uso' })).toBeVisible();
    const width = await page.locator('main > div').first().evaluate((element) => parseFloat(getComputedStyle(element).maxWidth));
    expect(width).toBe(1200);
    await expectAccessible(page);
  });

  test('logs a citizen in at /citizen/v2/login and out again', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen`);
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login$/);
    await expectAccessible(page);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('cidadao@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/citizen$/);
    await expect(page.getByRole('heading', { name: 'Olá, Carlos' })).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('citizen-profile-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Meu Perfil', 'Sair']);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao Portal do Cidadão' })).toBeVisible();
  });

  test('sends a visitor of a private page to the login and back after it', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/inbox?tab=opened_by_me`);
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login\?redirectTo=%2Fcitizen%2Finbox%3Ftab%3Dopened_by_me$/);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('519.374.682-91');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/inbox\?tab=opened_by_me$/);
    await expect(page.getByRole('heading', { name: 'Minhas solicitações' })).toBeVisible();
  });

  test('shows the server’s message to staff who try the citizen login, and the catalogue’s otherwise', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(/exclusivo para cidadãos/);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('cidadao@demo.gov.br');
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
  });

  test('offers the navigation drawer, on a phone too', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/app/citizen`);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navegação' });
    const nav = drawer.getByRole('navigation', { name: 'Navegação' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText([
      'Home', 'Minhas solicitações', 'Serviços', 'Carta de Serviço', 'Autenticidade de Documentos', 'Transparência', 'LAI - Acesso à Informação',
      'Dados públicos', 'Acessibilidade',
    ]);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Autenticidade de Documentos' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/authenticity$/);
  });

  test('a 404 inside the portal keeps the portal’s header and footer and leads back to the citizen home', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/nao-existe`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Prefeitura Municipal de Vale Verde')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('citizen-404.png'), fullPage: true });
    await page.getByRole('main').getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/app\/citizen$/);
  });

  test('says on the home what the portal does today and links only to that', async ({ page, server }) => {
    const home = `${server.url}/app/citizen`;
    await page.goto(home);
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Abra solicitações');
    await expect(main).toContainText('Abrir solicitações pelo portal ainda não é possível');
    await expect(main.getByRole('link')).toHaveText([/Entrar na sua conta/, /Carta de Serviços/, /Acesso à Informação/, /Dados públicos/]);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('citizen-home-visitor.png'), fullPage: true });
    expect(await expectHomeLinksToBuiltScreens(page, home)).toEqual(['/app/citizen/v2/login', ...PUBLIC_PAGES]);

    await page.goto(`${home}/v2/login`);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('cidadao@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Carlos' })).toBeVisible();
    await expect(main.getByRole('link')).toHaveText([/Nova solicitação/, /Minhas solicitações/, /Atualizar contatos/, /Alterar senha/, /Carta de Serviços/, /Acesso à Informação/, /Dados públicos/]);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('citizen-home-logged.png'), fullPage: true });
    expect(await expectHomeLinksToBuiltScreens(page, home)).toEqual(['/app/inbox/citizen/document/create', '/app/citizen/inbox?tab=opened_by_me', '/app/citizen/update/contact', '/app/citizen/change-password', ...PUBLIC_PAGES]);

    // What the home offers works: the contacts are saved and the citizen is back home.
    await page.goto(home);
    await main.getByRole('link', { name: /Atualizar contatos/ }).click();
    await expect(page.getByRole('heading', { name: 'Atualize seus contatos' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar contatos' }).click();
    await expect(page).toHaveURL(/\/app\/citizen$/);
  });
});
