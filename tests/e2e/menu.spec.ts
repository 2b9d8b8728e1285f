import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './support/keyboard';
import { topMenu } from './support/staffWeb';

const topEntries = async (page: Page) => (await topMenu(page).getByRole('button').or(topMenu(page).getByRole('link')).filter({ visible: true }).allInnerTexts()).map((text) => text.trim());

test.describe('top bar menu (§2)', () => {
  test('shows an administrator on a large screen every entry, with the Configurações group', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(await topEntries(page)).toEqual(['Fila de Trabalho', 'Documentos', 'Assinaturas', 'DTT', 'GED', 'Configurações']);

    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Auditoria', 'Usuários internos', 'Usuários externos', 'Setores', 'Organização', 'Assuntos', 'Listas de transmissão', 'Modelos', 'Serviços', 'Etiquetas', 'Funções',
      'Motivos de ausência',
    ]);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Setores' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/sector\?status=enabled$/);
  });

  test('hides from a clerk what the clerk may not open', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(await topEntries(page)).toEqual(['Fila de Trabalho', 'Documentos', 'Assinaturas', 'Configurações']);
    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Usuários externos', 'Modelos']);
    await page.keyboard.press('Escape');
    // Assinaturas: the signed list and the request batches to sign (issue 19).
    await topMenu(page).getByRole('button', { name: 'Assinaturas' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Documentos assinados', /^Assinar pendentes/, /^Finalizadas/, 'Minhas solicitações']);
  });

  test('keeps DTT, GED and Configurações to large screens', async ({ page, staff }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(await topEntries(page)).toEqual(['Fila de Trabalho', 'Documentos', 'Assinaturas']);
  });

  test('replaces the menu with a side drawer on small screens', async ({ page, staff }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(topMenu(page)).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu de navegação' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navegação' });
    await expect(drawer).toBeVisible();
    const drawerNav = drawer.getByRole('navigation', { name: 'Menu principal' });
    await expect(drawerNav.getByRole('button').or(drawerNav.getByRole('link')).filter({ visible: true })).toHaveText([
      'Fila de Trabalho', 'Setor', 'Pessoal', 'Documentos', 'Novo Documento', 'Localizar Documentos', 'Assinaturas', 'Documentos assinados',
      // With their counts, when above zero (sign-from-queue.spec.ts checks them).
      /^Assinar pendentes/, /^Finalizadas/, 'Minhas solicitações',
    ]);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Pessoal' }).click();
    await expect(page).toHaveURL(/\/workspace\/personal\/tasks$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('staff layout', () => {
  test('keeps the floating chat button off the last controls of a long page', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/inbox/sector/document/create');
    const publish = page.getByRole('button', { name: 'Publicar' });
    await expect(publish).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await publish.boundingBox();
    const chat = await page.getByTestId('chat-launcher').boundingBox();
    expect(button && chat).toBeTruthy();
    const overlaps = button!.x < chat!.x + chat!.width && chat!.x < button!.x + button!.width && button!.y < chat!.y + chat!.height && chat!.y < button!.y + button!.height;
    expect(overlaps).toBe(false);
  });
});

test.describe('screens not built yet', () => {
  test('offer Voltar to the page before and a link to the queue, both by keyboard', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await topMenu(page).getByRole('button', { name: 'DTT' }).click();
    await page.getByRole('menuitem', { name: 'Estacionamento' }).click();
    await expect(page.getByRole('heading', { name: 'Estacionamento', level: 1 })).toBeVisible();
    await expect(page.getByText('Em implantação')).toBeVisible();
    // Still inside the staff layout, with its menus.
    await expect(topMenu(page)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('placeholder.png') });

    const back = page.getByRole('main').getByRole('link', { name: 'Voltar' });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    await staff.goto('/ged');
    await expect(page.getByRole('heading', { name: 'GED', level: 1 })).toBeVisible();
    // Opened directly, there is no page before it in the app: Voltar leads to the queue.
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'GED', level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Ir para a Fila de Trabalho' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });
});

test.describe('profile menu (§2)', () => {
  test('lists what an administrator can use', async ({ page, staff }) => {
    await staff.login('admin@demo.gov.br');
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Perfil', 'Alterar Setor', 'Lista telefônica', 'Meu Setor', 'Aprendizagem', 'Falar com suporte', 'Estatística de uso', 'Relatórios', 'Certificados digitais', 'Sair']);
    await expect(page.getByRole('menuitem', { name: 'Falar com suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('drops for a clerk what needs permissions the clerk lacks', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Perfil', 'Alterar Setor', 'Lista telefônica', 'Aprendizagem', 'Falar com suporte', 'Relatórios', 'Certificados digitais', 'Sair']);
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-cpf')).toHaveValue(/^\d{3}\.\*\*\*\.\*\*\*-\d{2}$/);
    await expectAccessible(page);
  });
});
