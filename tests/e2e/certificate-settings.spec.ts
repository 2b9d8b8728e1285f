// The token diagnostics and library settings screen (/settings/certificates), against the real
// signer process and the SoftHSM2 test tokens (see fixtures.ts).
import { writeFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '../../src-server/db/seed/demoUsers';
import { expect, expectAccessible, test } from './fixtures';

const MARIANA = 'MARIANA COSTA RIBEIRO';

test.describe('certificates screen (/settings/certificates)', () => {
  test('is reached from the login screen and lists the SoftHSM module, both tokens and their certificates', async ({ page, staff }) => {
    await staff.goto('/login');
    await page.getByRole('link', { name: 'Certificados digitais' }).click();
    await expect(page).toHaveURL(/\/settings\/certificates$/);
    await expect(page.getByRole('heading', { name: 'Certificados digitais', level: 1 })).toBeVisible();
    // Nobody is logged in: no top bar, as on the login screen it came from.
    await expect(page.getByRole('banner')).toHaveCount(0);

    const softHsm = page.getByTestId('token-module').filter({ hasText: 'libsofthsm2.so' }).filter({ hasText: 'Carregada' });
    await expect(softHsm).toHaveCount(1);
    await expect(softHsm.getByRole('heading', { name: 'Token GDOC TESTE', exact: true })).toBeVisible();
    await expect(softHsm.getByRole('heading', { name: 'Token GDOC TESTE 2', exact: true })).toBeVisible();
    await expect(softHsm.getByTestId('token-slot').filter({ hasText: 'Token GDOC TESTE 2' })).toContainText('Exige PIN');
    // Built-in libraries of vendors not installed here are summed up, their paths on demand.
    const notInstalled = page.getByTestId('modules-not-installed');
    await expect(notInstalled).toContainText(/\d+ bibliotecas da lista padrão não estão instaladas neste computador/);
    await notInstalled.getByRole('button', { name: 'Mostrar os caminhos procurados' }).click();
    await expect(notInstalled.getByRole('listitem').first()).toBeVisible();

    const certificateCard = (holder: string) =>
      page.getByTestId('certificate-details').filter({ has: page.getByRole('heading', { name: holder, exact: true }) });
    const mariana = certificateCard(MARIANA);
    await expect(mariana).toContainText('e-CPF (pessoa física)');
    await expect(mariana).toContainText('284.163.579-19');
    await expect(mariana).toContainText('14/03/1982');
    await expect(mariana).toContainText('12074589631');
    await expect(mariana).toContainText('MG12345678');
    await expect(mariana).toContainText('AC GDoc Testes v1');
    await expect(mariana).toContainText('Assinatura digital, Não repúdio');
    await expect(mariana).toContainText('RSA de 2048 bits');
    await expect(mariana).toContainText('Pronto para uso');

    const company = certificateCard('PREFEITURA MUNICIPAL DE VALE VERDE');
    await expect(company).toContainText('e-CNPJ (pessoa jurídica)');
    await expect(company).toContainText('18.374.652/0001-51');
    await expect(company).toContainText(MARIANA);
    await expect(certificateCard(`${MARIANA} VENCIDO`)).toContainText(/Certificado vencido em \d{2}\/\d{2}\/\d{4}/);
    await expectAccessible(page);
  });

  test('reads the tokens again on Atualizar', async ({ page, staff }) => {
    await staff.goto('/settings/certificates');
    const scanned = page.getByTestId('scanned-at');
    await expect(scanned).toHaveText(/Verificado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const before = await scanned.getAttribute('data-scanned-at');
    const refresh = page.getByRole('button', { name: 'Atualizar' });
    await refresh.click();
    await expect(scanned).not.toHaveAttribute('data-scanned-at', before ?? '');
    await expect(refresh).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Token GDOC TESTE', exact: true })).toBeVisible();
  });

  test('adds a token library chosen in the system file chooser, refusing one on a network share, and removes it', async ({ page, staff }, testInfo) => {
    await staff.goto('/settings/certificates');
    const { dialogs, settings } = staff.harness.main;
    const add = page.getByRole('button', { name: 'Adicionar biblioteca' });
    // The page names no file: there is nowhere to type a path.
    await expect(page.getByRole('textbox')).toHaveCount(0);

    dialogs.nextLibrary = '\\\\servidor\\drivers\\eTPKCS11.dll';
    await add.click();
    await expect(page.getByTestId('library-error')).toHaveText(
      'Bibliotecas em pastas de rede não são aceitas. Instale o driver do token neste computador e escolha o arquivo instalado.',
    );
    expect(settings.get().tokenLibraries).toEqual([]);
    await expectAccessible(page);

    // Closing the chooser changes nothing and says nothing.
    await add.click();
    await expect(page.getByTestId('library-error')).toHaveCount(0);
    expect(dialogs.librariesAsked).toBe(2);

    const path = testInfo.outputPath('libtokenteste.so');
    writeFileSync(path, 'não é uma biblioteca de verdade');
    dialogs.nextLibrary = path;
    await add.click();
    await expect(page.getByTestId('user-library')).toHaveText(new RegExp(path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    expect(settings.get().tokenLibraries).toEqual([path]);
    const added = page.getByTestId('token-module').filter({ hasText: path });
    await expect(added).toContainText('Com falha');
    await expect(added).toContainText('Adicionada por você');

    await page.getByRole('button', { name: `Remover ${path}` }).click();
    await expect(page.getByTestId('user-library')).toHaveCount(0);
    await expect(added).toHaveCount(0);
    expect(settings.get().tokenLibraries).toEqual([]);
  });

  test('opens inside the staff layout for a logged user, from the profile menu, and goes back', async ({ page, staff }) => {
    // Logged in by hand: the login screen now has two buttons whose names start with "Entrar".
    await staff.goto('/login');
    await page.getByLabel('CPF ou e-mail').fill('admin@demo.gov.br');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Documentos' }).click();
    await page.getByRole('menuitem', { name: 'Localizar Documentos' }).click();
    await expect(page).toHaveURL(/\/documents\/search$/);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Certificados digitais' }).click();
    await expect(page.getByRole('heading', { name: 'Certificados digitais', level: 1 })).toBeVisible();
    // The staff layout stays: the top bar with its menus, the profile menu and the bell.
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(topBar.getByTestId('profile-menu')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Token GDOC TESTE', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('certificates-logged.png'), fullPage: true });
    // Voltar leads back to where the user was, not to a fixed page.
    await page.getByRole('main').getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/documents\/search$/);
  });
});

test.describe('certificates screen in a plain browser', () => {
  test('says the desktop app is needed', async ({ page, server }) => {
    await page.goto(`${server.url}/settings/certificates`);
    await expect(page.getByRole('heading', { name: 'Certificados digitais', level: 1 })).toBeVisible();
    await expect(page.getByText('só podem ser usados no aplicativo GDoc para computador', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Atualizar' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
