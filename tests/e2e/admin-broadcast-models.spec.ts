// Issue 18 in the staff web build: the administrator keeps broadcast lists (with sector and person
// members) and document models (in the create form's rich text editor), and what they save is what
// the create form offers at once: the list among the recipients, the model among the sector's
// Modelos, its formatting intact. Bad input is refused with nothing typed lost; a model that fails
// to load says so.
import { expect, expectAccessible, test } from './fixtures';
import { chooseOption, openCreateForm, openSettings, webLogin } from './support/staffWeb';

test.use({ isolatedServer: true });

test.describe('administration: broadcast lists and models', () => {
  test('a new list with a sector and a person is offered at once by the create form', async ({ page, server }) => {
    await webLogin(page, server.url);
    // The create form has read the sector's lists already: the new one must not wait for them to go stale.
    await openCreateForm(page);
    const recipients = page.getByRole('combobox', { name: 'Destinatários', exact: true });
    await recipients.click();
    await recipients.fill('Secretarias');
    await expect(page.getByRole('option', { name: /^Secretarias municipais/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await openSettings(page, 'Listas de transmissão');
    await expect(page).toHaveURL(/\/administration\/settings\/broadcast$/);
    await expect(page.getByTestId('broadcast-row')).toHaveCount(3);
    await expect(page.getByTestId('broadcast-row').filter({ hasText: 'Unidades de saúde' })).toContainText('Secretaria Municipal de Saúde');
    await expectAccessible(page);

    // A list a subject sends to is not deleted: the dialog says where it is used.
    await page.getByRole('button', { name: 'Excluir lista de transmissão: Secretarias municipais' }).click();
    await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByTestId('delete-error')).toHaveText('A lista é destinatária de 1 assunto e não pode ser excluída: desative-a.');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('broadcast-row')).toHaveCount(3);

    await page.getByRole('link', { name: 'Nova lista de transmissão' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('broadcast-save-error')).toHaveText('Campo obrigatório');

    // No member yet: refused, and the name and sector typed stay.
    await page.getByRole('textbox', { name: 'Nome' }).fill('Plantão do Gabinete');
    await chooseOption(page, 'Setor', 'Gabinete', { option: 'Gabinete do Prefeito' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('broadcast-save-error')).toHaveText('Adicione ao menos um membro');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Plantão do Gabinete');
    await expect(page.getByRole('combobox', { name: 'Setor', exact: true })).toHaveValue('Gabinete do Prefeito');

    await page.getByRole('tab', { name: 'Membros' }).click();
    await expect(page.getByText('Nenhum membro adicionado')).toBeVisible();
    await chooseOption(page, 'Adicionar membro', 'Vigilância', { option: 'Vigilância Sanitária' });
    await chooseOption(page, 'Adicionar membro', 'Ana Beatriz', { option: 'Ana Beatriz Souza Lima' });
    await expect(page.getByTestId('broadcast-members').getByRole('row')).toHaveCount(2);
    await expect(page.getByText('2 membros')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/broadcast\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    const row = page.getByTestId('broadcast-row').filter({ hasText: 'Plantão do Gabinete' });
    await expect(row).toContainText('Gabinete do Prefeito');
    await expect(row).toContainText('2');

    await openCreateForm(page);
    await recipients.click();
    await recipients.fill('Plantão');
    await expect(page.getByRole('option', { name: 'Plantão do Gabinete (2 destinatários)' })).toBeVisible();
  });

  test('a model with bold text is offered in the create form for its sector and loads as written', async ({ page, server }) => {
    await webLogin(page, server.url);
    // The create form has listed the sector's models already.
    await openCreateForm(page);
    await page.getByRole('button', { name: 'Modelos' }).click();
    await expect(page.getByRole('dialog', { name: 'Inserir modelo' }).getByRole('button', { name: /^Inserir: / }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await openSettings(page, 'Modelos');
    await expect(page).toHaveURL(/\/administration\/settings\/models$/);
    await expect(page.getByTestId('models-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Novo modelo' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Boas-vindas ao servidor');
    const editor = page.getByTestId('document-editor').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Seja bem-vindo');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' ao Gabinete.');
    // No sector: refused, and the name and the text stay.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('models-save-error')).toHaveText('Campo obrigatório');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Boas-vindas ao servidor');
    await expect(editor.locator('strong')).toHaveText('Seja bem-vindo');
    await expectAccessible(page);

    await chooseOption(page, 'Setor', 'Gabinete', { option: 'Gabinete do Prefeito' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/models\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
    await expect(page.getByTestId('document-editor').locator('strong')).toHaveText('Seja bem-vindo');

    await openCreateForm(page);
    await page.getByRole('button', { name: 'Modelos' }).click();
    const models = page.getByRole('dialog', { name: 'Inserir modelo' });
    await models.getByRole('button', { name: 'Inserir: Boas-vindas ao servidor' }).click();
    await expect(models).toBeHidden();
    await expect(page.getByTestId('document-editor').locator('strong')).toHaveText('Seja bem-vindo');
    await expect(page.getByTestId('document-editor')).toContainText('Seja bem-vindo ao Gabinete.');
  });

  test('a model, or the list of models, that fails to load says "Erro ao carregar modelo"', async ({ page, server }) => {
    await webLogin(page, server.url);
    await page.route(/\/api\/document\/blueprint\/\d+$/, (route) => route.abort());
    await openSettings(page, 'Modelos');
    await page.getByTestId('models-row').first().getByRole('link').first().click();
    const failed = page.getByRole('alert').filter({ hasText: 'Erro ao carregar modelo' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expectAccessible(page);

    await page.route(/\/api\/document\/blueprint\/manage(\?.*)?$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await expect(page.getByText('Erro ao carregar modelo')).toBeVisible();
    await expect(page.getByTestId('models-row')).toHaveCount(0);
  });
});
