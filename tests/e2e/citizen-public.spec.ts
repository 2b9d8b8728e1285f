// The citizen portal's public pages (issue 16) and eMAG: Carta de Serviços, LAI, public figures and
// Acessibilidade pass axe at 390 px and 1440 px, in high contrast too; skip links and Alt+1…Alt+4
// reach the content, the menu, the search and the footer; text size and contrast survive a reload;
// "Solicitar" files a request of the service's subject, through the login for a visitor.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const PAGES = [
  { path: '/citizen', heading: 'Bem-vindo ao Portal do Cidadão' },
  { path: '/citizen/service-letter', heading: 'Carta de Serviços' },
  { path: '/citizen/lai', heading: 'LAI – Acesso à Informação' },
  { path: '/citizen/reports', heading: 'Dados públicos' },
  { path: '/citizen/accessibility', heading: 'Acessibilidade' },
];

/** Waits for what each page loads, so axe reads the finished page. */
async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
  if (url.endsWith('/service-letter')) await expect(page.getByTestId('service-list').first()).toBeVisible();
  if (url.endsWith('/reports')) await expect(page.getByTestId('figures-total')).toBeVisible();
  if (url.endsWith('/lai')) await expect(page.getByTestId('lai-request')).toBeVisible();
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('citizen public pages and eMAG', () => {
  for (const width of [390, 1440]) {
    test(`every public page passes axe at ${width} px, in high contrast too, without scrolling sideways`, async ({ page, server }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const contrast of [false, true]) {
        for (const { path, heading } of PAGES) {
          await open(page, `${server.url}/app${path}`, heading);
          if (contrast !== (await page.locator('html[data-contrast="high"]').count()) > 0) {
            await page.getByRole('switch', { name: 'Alto contraste' }).click();
          }
          await expect(page.locator('html[data-contrast="high"]')).toHaveCount(contrast ? 1 : 0);
          await expectAccessible(page);
          const wide = await page.evaluate((limit) => [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > limit).slice(0, 8).map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`), width);
          expect(wide, path).toEqual([]);
          await page.screenshot({ path: test.info().outputPath(`${path.replaceAll('/', '_')}-${width}${contrast ? '-contrast' : ''}.png`), fullPage: true });
        }
      }
    });
  }

  test('skip links and Alt+1…Alt+4 move the focus to the content, the menu, the search and the footer', async ({ page, server }) => {
    await open(page, `${server.url}/app/citizen/service-letter`, 'Carta de Serviços');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Ir para o conteúdo [1]');
    await expect(page.getByTestId('skip-link')).toHaveText(['Ir para o conteúdo [1]', 'Ir para o menu [2]', 'Ir para a busca [3]', 'Ir para o rodapé [4]']);
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('main-content');

    await page.keyboard.press('Alt+4');
    expect(await focusedId(page)).toBe('footer');
    await page.keyboard.press('Alt+2');
    expect(await focusedId(page)).toBe('menu');
    await page.keyboard.press('Alt+1');
    expect(await focusedId(page)).toBe('main-content');
    // The menu: its drawer opens, is walked and closes with the keyboard alone.
    await page.keyboard.press('Alt+2');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navegação' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press('Tab');
      if (await drawer.getByRole('link', { name: 'Dados públicos' }).evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/citizen\/reports$/);
    await expect(drawer).toBeHidden();

    await page.keyboard.press('Alt+3');
    await expect(page.getByRole('search').getByRole('textbox', { name: 'Buscar serviços' })).toBeFocused();
    // The search finds services in the Carta de Serviços.
    await page.keyboard.type('iptu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/citizen\/service-letter\?search=iptu$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Parcelamento de débitos de IPTU' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 serviço encontrado');
  });

  test('text size and high contrast change the whole page and survive a reload', async ({ page, server }) => {
    await open(page, `${server.url}/app/citizen/accessibility`, 'Acessibilidade');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootSize()).toBe('16px');
    await page.getByRole('button', { name: 'A+ Aumentar o tamanho do texto', exact: true }).click();
    await page.getByRole('button', { name: 'A+ Aumentar o tamanho do texto', exact: true }).click();
    expect(await rootSize()).toBe('20px');
    await page.getByRole('switch', { name: 'Alto contraste' }).check();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
    expect(await rootSize()).toBe('20px');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('switch', { name: 'Alto contraste' })).toBeChecked();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
    await page.getByRole('button', { name: 'A- Diminuir o tamanho do texto', exact: true }).click();
    expect(await rootSize()).toBe('18px');
    await page.getByRole('button', { name: 'A Tamanho normal do texto', exact: true }).click();
    await page.getByRole('switch', { name: 'Alto contraste' }).uncheck();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
    expect(await rootSize()).toBe('16px');
    await expect(page.locator('html[data-contrast]')).toHaveCount(0);
  });

  test('the Carta de Serviços searches without accents, and Solicitar goes through the login to the filing of that subject', async ({ page, server }) => {
    await open(page, `${server.url}/app/citizen/service-letter`, 'Carta de Serviços');
    await expect(page.getByRole('heading', { level: 2, name: 'Vigilância Sanitária' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar serviço' }).fill('licenca');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 serviço encontrado');
    await expect(page).toHaveURL(/\?search=licenca$/);
    const service = page.getByRole('button', { name: 'Licença sanitária de funcionamento' });
    await service.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Taxa conforme o Código Tributário Municipal, paga por boleto.')).toBeVisible();
    await expect(page.getByText('Empresas e profissionais autônomos.')).toBeVisible();
    const solicitar = page.getByRole('link', { name: 'Solicitar: Licença sanitária de funcionamento' });
    const href = await solicitar.getAttribute('href');
    expect(href).toMatch(/^\/app\/citizen\/v2\/login\?redirectTo=%2Finbox%2Fcitizen%2Fdocument%2Fcreate%3Fsubject%3D\d+$/);
    await solicitar.click();
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login\?redirectTo=/);
    await page.getByLabel('CPF, CNPJ ou e-mail').fill('cidadao@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app\/inbox\/citizen\/document\/create\?subject=\d+$/);

    // Logged in, Solicitar opens the filing at once; free services say so.
    await open(page, `${server.url}/app/citizen/service-letter?search=transporte`, 'Carta de Serviços');
    await page.getByRole('button', { name: 'Transporte escolar' }).click();
    await expect(page.getByText('Gratuito', { exact: true })).toBeVisible();
    expect(await page.getByRole('link', { name: 'Solicitar: Transporte escolar' }).getAttribute('href')).toMatch(/^\/app\/inbox\/citizen\/document\/create\?subject=\d+$/);

    await page.getByRole('searchbox', { name: 'Buscar serviço' }).fill('nada parecido com isto');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Nenhum serviço encontrado.');
  });

  test('LAI shows the SIC, the deadlines and files an information request; the figures follow the period', async ({ page, server }) => {
    await open(page, `${server.url}/app/citizen/lai`, 'LAI – Acesso à Informação');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Serviço de Informação ao Cidadão (SIC)' })).toContainText('Praça Tiradentes, 100');
    await expect(main.getByRole('region', { name: 'Prazos' })).toContainText('20 dias');
    await expect(main.getByRole('region', { name: 'Prazos' })).toContainText('10 dias');
    expect(await page.getByTestId('lai-request').getAttribute('href')).toMatch(/redirectTo=%2Finbox%2Fcitizen%2Fdocument%2Fcreate%3Fsubject%3D\d+$/);
    await main.getByRole('link', { name: 'Ver os dados públicos' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dados públicos' })).toBeVisible();
    const total = page.getByTestId('figures-total');
    await expect(total).toHaveText(/^[\d.]+ solicitações no período$/);
    const lastYear = await total.textContent();
    await expect(page.getByRole('table', { name: 'Solicitações por mês, em andamento e encerradas' }).getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('table', { name: 'Solicitações por assunto, em andamento e encerradas' })).toBeVisible();
    const from = page.getByTestId('figures-from');
    const oldest = await from.locator('option').last().getAttribute('value');
    await from.selectOption(oldest ?? '');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByRole('table', { name: 'Solicitações por mês, em andamento e encerradas' }).getByRole('row')).toHaveCount(61);
    await expect(total).not.toHaveText(lastYear ?? '');
  });
});
