// Issue 18 in the staff web build: the administrator sets up a subject — a deadline of 2 days,
// citizen creation allowed and a two-stage flow whose second stage belongs to the Saúde — with its
// tabs waiting for an id and bad input refused with nothing lost; a Protocolo clerk files under it
// with the create form and moves it on in the item's Etapas tab; the item reaches the Saúde, which
// alone closes it. A failed load says "Erro ao carregar assunto".
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { chooseOption, topMenu, webLogin } from './support/staffWeb';
import { readValue } from './support/serverDatabase';

test.use({ isolatedServer: true });

const SUBJECT = 'Vistoria de obra';

const sql = readValue;

test.describe('administration: subjects and their flows', () => {
  test('the administrator sets up a subject with a deadline, citizen creation and a two-stage flow, tabs waiting for an id and bad input refused', async ({ page, server }) => {
    await webLogin(page, server.url);
    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Assuntos' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/subjects\?status=enabled$|\/administration\/settings\/subjects$/);
    await expect(page.getByRole('heading', { name: 'Assuntos' })).toBeVisible();
    await expect(page.getByTestId('subjects-row').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Novo assunto' }).click();
    await expect(page).toHaveURL(/\/subjects\/create$/);
    for (const tab of ['Configuração', 'Anexos', 'Etapas', 'Permissionamento', 'Pré-visualização']) await expect(page.getByRole('tab', { name: tab })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(SUBJECT);
    await page.getByRole('textbox', { name: 'Prazo' }).fill('2');
    await chooseOption(page, 'Unidade do prazo', 'Dias');
    await chooseOption(page, 'Prioridade', 'Alta');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/subjects\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Etapas' })).toBeEnabled();

    // The flow: two stages, the second the Saúde's; each one's actions by default.
    await page.getByRole('tab', { name: 'Etapas' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    const names = page.getByRole('textbox', { name: 'Nome da etapa' });
    await names.nth(0).fill('Triagem');
    await names.nth(1).fill('Vistoria');
    await chooseOption(page, 'Setor responsável pela etapa', 'Secretaria Municipal de Saúde', { nth: 1 });
    const stages = page.getByTestId('subject-stage');
    await expect(stages.nth(0).getByRole('checkbox', { name: 'Mover para' })).toBeChecked();
    await expect(stages.nth(0).getByRole('combobox', { name: 'Etapa de destino — Triagem' })).toHaveValue('2. Vistoria');
    await expect(stages.nth(1).getByRole('checkbox', { name: 'Encerrar solicitação' })).toBeChecked();
    // Reordered from the keyboard, and back.
    await names.nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(names.nth(0)).toHaveValue('Vistoria');
    await expect(names.nth(0)).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(names.nth(0)).toHaveValue('Triagem');
    await expect(stages.nth(0).getByRole('combobox', { name: 'Etapa de destino — Triagem' })).toHaveValue('2. Vistoria');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Anexos' }).click();
    await page.getByRole('button', { name: 'Adicionar anexo' }).click();
    await page.getByRole('textbox', { name: 'Nome do anexo' }).fill('Planta baixa');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Permissionamento' }).click();
    await expect(page.getByRole('switch', { name: 'Identificada' })).toBeChecked();
    await page.getByRole('switch', { name: 'Cidadãos podem criar (portal)' }).click();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Configuração' }).click();
    await expect(page.getByTestId('govbr-bronze-notice')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    // Bad input is refused where it is, and nothing typed is lost.
    await page.getByRole('tab', { name: 'Etapas' }).click();
    await names.nth(1).fill('triagem');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('subjects-save-error')).toHaveText('Já há uma etapa com esse nome.');
    await expect(names.nth(1)).toHaveValue('triagem');
    await expect(names.nth(1)).toHaveAttribute('aria-invalid', 'true');
    await names.nth(1).fill('Vistoria');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('subjects-save-error')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Pré-visualização' }).click();
    const preview = page.getByTestId('subject-preview');
    await expect(preview).toContainText('Triagem');
    await expect(preview).toContainText('Identificada: o setor vê o seu nome');
    await expect(preview).toContainText('Planta baixa — Obrigatório');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await page.getByLabel('Pesquisar').fill('vistoria de');
    await expect(page.getByTestId('subjects-row')).toHaveCount(1);
    await expect(page.getByTestId('subjects-row')).toContainText('2 dias');
    await expect(page.getByTestId('subjects-row')).toContainText('Alta');
    await expect(page.getByTestId('subjects-row')).toContainText('Servidores, Cidadãos');
    // Disabled from its row, never deleted.
    await page.getByRole('switch', { name: `Ativar ou desativar ${SUBJECT}` }).click();
    await expect.poll(() => sql<string>(server.dataDir, 'SELECT status FROM subjects WHERE name = ?', SUBJECT)).toBe('disabled');
  });

  test('a clerk files under the subject with the create form, and the flow runs to the stage’s responsible sector', async ({ page, server, browser }) => {
    // The subject as the first test leaves it, written through the same call the editor makes.
    const token = await apiLogin(server.url, 'admin@demo.gov.br');
    const saved = await fetch(`${server.url}/api/document/subject`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: SUBJECT,
        deadline: 2,
        deadline_unit: 'days',
        external_can_create: true,
        stages: [
          { name: 'Triagem', position: 1, actions: [{ type: 'move_stage_to', to_position: 2 }] },
          { name: 'Vistoria', position: 2, sector_id: sql<number>(server.dataDir, "SELECT id FROM sectors WHERE symbol = 'SESAU'"), actions: [{ type: 'archive_flow' }] },
        ],
      }),
    });
    expect(saved.status).toBe(201);

    // João (Protocolo) files under it with the create form; a requerimento goes to the Protocolo.
    const clerk = page;
    await webLogin(clerk, server.url, 'servidor@demo.gov.br');
    await clerk.goto(`${server.url}/inbox/sector/document/create`);
    await chooseOption(clerk, 'Tipo de documento', 'Requerimento');
    await chooseOption(clerk, 'Assunto', SUBJECT);
    await expect(clerk.getByText('Etapas: Triagem → Vistoria')).toBeVisible();
    await clerk.getByRole('textbox', { name: 'Título', exact: true }).fill('Vistoria na Rua das Flores, 10');
    await clerk.getByTestId('document-editor').locator('[contenteditable="true"]').click();
    await clerk.keyboard.type('Peço vistoria da obra ao lado.');
    await expect(clerk.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 20_000 });
    await clerk.getByRole('button', { name: 'Publicar' }).click();
    await clerk.getByRole('dialog', { name: 'Imprimir capa' }).getByRole('button', { name: 'Não' }).click();
    await expect(clerk).toHaveURL(/\/inbox\/sector\/view\/document\/[0-9a-f-]{36}/);

    const documentId = sql<number>(server.dataDir, "SELECT d.id FROM documents d JOIN subjects s ON s.id = d.subject_id WHERE s.name = ? AND d.status = 'published'", SUBJECT) as number;
    const inboxOf = (symbol: string) =>
      sql<string>(server.dataDir, "SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'inbox' AND sector_id = (SELECT id FROM sectors WHERE symbol = ?)", documentId, symbol) as string;
    // The deadline: 2 days from the publish date.
    const due = sql<number>(server.dataDir, "SELECT (julianday(s.due_at) - julianday(d.published_at)) FROM stages s JOIN documents d ON d.id = s.document_id WHERE d.id = ? AND s.position = 1", documentId);
    expect(due).toBeCloseTo(2, 5);

    await clerk.goto(`${server.url}/inbox/sector/view/document/${inboxOf('PROT')}/deadlines`);
    const flow = clerk.getByTestId('flow-stage');
    await flow.getByRole('button', { name: 'Mover para Vistoria' }).click();
    await expect(clerk.getByText('Documento movido para a etapa Vistoria')).toBeVisible();
    // Vistoria is the Saúde's: the Protocolo may not close it.
    await expect(flow.getByRole('button', { name: 'Encerrar solicitação' })).toBeDisabled();
    await expect(flow.getByTestId('flow-action-reason')).toHaveText('Esta etapa é do setor Secretaria Municipal de Saúde.');
    await expectAccessible(clerk);

    // Ana (Saúde) received it and closes it.
    const health = await (await browser.newContext()).newPage();
    await webLogin(health, server.url, 'servidora@demo.gov.br');
    await health.goto(`${server.url}/inbox/sector/view/document/${inboxOf('SESAU')}/deadlines`);
    await health.getByTestId('flow-stage').getByRole('button', { name: 'Encerrar solicitação' }).click();
    await health.getByRole('dialog', { name: 'Encerrar solicitação' }).getByRole('button', { name: 'Encerrar', exact: true }).click();
    await expect(health.getByText('Solicitação encerrada', { exact: true })).toBeVisible();
  });

  test('a subject that fails to load says so', async ({ page, server }) => {
    await webLogin(page, server.url);
    await page.route(/\/api\/document\/subject\/\d+$/, (route) => route.abort());
    await page.goto(`${server.url}/administration/settings/subjects/1/edit`);
    await expect(page.getByRole('alert')).toContainText('Erro ao carregar assunto');
    await expectAccessible(page);
  });
});
