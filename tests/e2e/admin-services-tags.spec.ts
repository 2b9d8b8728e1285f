// Issue 18 in the staff web build: the administrator keeps the services of the Carta de Serviços
// (choosing a document type clears the subject; a saved service is on the portal at once) and the
// inbox tags (colours with a contrast check; a saved tag is in the work queue's tag filter without
// reloading), and meets the §8 messages when the server fails.
import type { Page } from '@playwright/test';
import { messages } from '../../src-shared/messages';
import { expect, expectAccessible, test } from './fixtures';
import { openSettings, topMenu, webLogin } from './support/staffWeb';

test.use({ isolatedServer: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('administration: services and tags', () => {
  test('the administrator creates a service, the document type clears its subject, and the portal lists it', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openSettings(page, 'Serviços');
    await expect(page).toHaveURL(/\/administration\/settings\/services$/);
    await expect(page.getByRole('heading', { name: 'Serviços' })).toBeVisible();
    await expect(page.getByTestId('services-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Novo serviço' }).click();
    await expect(page).toHaveURL(/\/services\/create$/);
    // Nothing filled: the fields say what is missing and nothing is sent.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('services-save-error')).toBeVisible();
    await expect(page).toHaveURL(/\/services\/create$/);

    await page.getByLabel('Nome').fill('Poda de árvore em via pública');
    await page.getByLabel('Descrição').fill('Peça a poda de uma árvore que ameaça a rede elétrica.');
    await choose(page, 'Setor', 'Protocolo Geral');
    await choose(page, 'Tipo de documento', 'Requerimento');
    await page.getByRole('combobox', { name: 'Assunto' }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByRole('combobox', { name: 'Assunto' })).not.toHaveValue('');
    // §4: choosing a document type clears the subject at once.
    await choose(page, 'Tipo de documento', 'Ofício');
    await expect(page.getByRole('combobox', { name: 'Assunto' })).toHaveValue('');
    await choose(page, 'Tipo de documento', 'Requerimento');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Carta de Serviços' }).click();
    await page.getByLabel('Quem pode solicitar').fill('Qualquer morador do município.');
    await page.getByLabel('Prazo de atendimento').fill('Até 30 dias.');
    await page.getByRole('combobox', { name: 'Canais de atendimento' }).fill('Portal do Cidadão');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/services\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();

    // The portal's Carta de Serviços shows it at once.
    await page.goto(`${server.url}/app/citizen/service-letter`);
    await page.getByRole('searchbox', { name: 'Buscar serviço' }).fill('poda de arvore');
    await expect(page.getByRole('button', { name: 'Poda de árvore em via pública' })).toBeVisible();
    await page.getByRole('button', { name: 'Poda de árvore em via pública' }).click();
    await expect(page.getByText('Qualquer morador do município.')).toBeVisible();
  });

  test('a list the server fails to give says "Erro ao carregar serviço"', async ({ page, server }) => {
    await webLogin(page, server.url);
    await page.route(/\/api\/service(\?|$)/, (route) => route.fulfill({ status: 500, body: '' }));
    await openSettings(page, 'Serviços');
    await expect(page.getByText('Erro ao carregar serviço')).toBeVisible();
  });

  test('the administrator creates a tag, a low-contrast one is refused with nothing lost, and the work queue filter offers it without reloading', async ({ page, server }) => {
    await webLogin(page, server.url);
    // The work queue's filter has loaded its tags before the new one exists.
    await page.getByRole('button', { name: /Filtro avançado/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtro avançado' });
    await drawer.getByLabel('Etiquetas').click();
    await expect(page.getByRole('option', { name: 'Aguardando parecer' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await openSettings(page, 'Etiquetas');
    await expect(page).toHaveURL(/\/administration\/settings\/tags$/);
    await expect(page.getByTestId('tags-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nova etiqueta' }).click();
    await expect(page.getByRole('textbox', { name: 'Cor de fundo' })).toHaveValue('#6610f2');
    await expect(page.getByRole('textbox', { name: 'Cor do texto' })).toHaveValue('#ffffff');
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Aguardando parecer');
    await choose(page, 'Setor', 'Gabinete do Prefeito');
    // Yellow on white: the preview refuses it, and so does the save; what was typed stays.
    await page.getByRole('textbox', { name: 'Cor de fundo' }).fill('#ffffff');
    await page.getByRole('textbox', { name: 'Cor do texto' }).fill('#ffff00');
    await expect(page.getByTestId('tag-contrast')).toHaveAttribute('data-level', 'refused');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('tags-save-error')).toContainText('Contraste insuficiente');
    await expect(page).toHaveURL(/\/tags\/create$/);
    await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue('Aguardando parecer');
    await expect(page.getByRole('textbox', { name: 'Cor de fundo' })).toHaveValue('#ffffff');
    // Between 3:1 and 4.5:1 the preview warns.
    await page.getByRole('textbox', { name: 'Cor de fundo' }).fill('#777777');
    await page.getByRole('textbox', { name: 'Cor do texto' }).fill('#ffffff');
    await expect(page.getByTestId('tag-contrast')).toHaveAttribute('data-level', 'low');
    await page.getByRole('textbox', { name: 'Cor de fundo' }).fill('#1f47a8');
    await expect(page.getByTestId('tag-contrast')).toHaveAttribute('data-level', 'ok');
    await expectAccessible(page);

    // A save the server fails says "Erro a salvar Etiqueta", and nothing is lost.
    await page.route(/\/api\/inbox\/tag$/, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('tags-save-error')).toHaveText('Erro a salvar Etiqueta');
    await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue('Aguardando parecer');
    await page.unroute(/\/api\/inbox\/tag$/);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/tags\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();

    // Back in the work queue, no reload: the filter offers the new tag.
    await topMenu(page).getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Setor' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks/);
    await page.getByRole('button', { name: /Filtro avançado/ }).click();
    await page.getByRole('dialog', { name: 'Filtro avançado' }).getByLabel('Etiquetas').click();
    await expect(page.getByRole('option', { name: 'Aguardando parecer' })).toBeVisible();
  });

  test('deleting a tag says how many items carry it, and takes it off them', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openSettings(page, 'Etiquetas');
    await choose(page, 'Setor', 'Protocolo Geral');
    await page.getByLabel('Pesquisar').fill('urgente');
    const row = page.getByTestId('tags-row');
    await expect(row).toHaveCount(1);
    const items = Number(await row.getAttribute('data-items'));
    await page.getByRole('button', { name: 'Mais ações: Urgente' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar ação' });
    await expect(dialog).toContainText(messages.tags.deleteQuestion('Urgente', items));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByTestId('tags-row')).toHaveCount(0);
    await expect(page.getByText('Etiqueta excluída')).toBeVisible();
  });
});
