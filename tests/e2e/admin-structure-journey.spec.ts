// Issue 18's journey: an administrator sets up a new sector — with a sub-sector and a work group —
// and a subject with its two-stage flow, a tag and a model, from the app alone; what they set is
// what staff and citizens get. A clerk joined to the new sector switches to it, finds the tag in the
// work queue's filter and the subject and model in the create form, files under the subject and
// moves it on in the item's Prazos tab (its stages); the sub-sector's holder closes it; the demo citizen is offered
// the subject in the portal. The API and the database are read only to find the items and to assert.
import type { Browser, Page } from '@playwright/test';
import { formatDateTime } from '../../src-shared/format';
import type { SubjectDetail } from '../../src-shared/api/subjects';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { citizenLogin } from './support/citizenWeb';
import { flowState, sectorIdBySymbol } from './support/flowDocuments';
import { chooseOption, openCreateForm, openSettings, topMenu, webLogin } from './support/staffWeb';
import { readValue } from './support/serverDatabase';

test.use({ isolatedServer: true });

const SECTOR = 'Secretaria de Obras';
const SUB_SECTOR = 'Fiscalização de Obras';
const WORK_GROUP = 'Comissão de Obras Públicas';
const SUBJECT = 'Licença para reforma';
const TAG = 'Aguardando vistoria';
const MODEL = 'Parecer de obra';
const MODEL_TEXT = 'Após análise técnica, a obra atende às normas municipais.';
const TITLE = 'Reforma do prédio na Rua das Acácias, 45';

const sql = readValue;

/** The sector editor's Usuários tab: `email` joins the sector open in the editor. */
async function addSectorUser(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await page.getByRole('combobox', { name: 'Usuário a adicionar' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await expect(page.getByTestId('sector-users-row').filter({ hasText: email })).toHaveCount(1);
}

/** A staff member logged in in a browser of their own, connected to `sector` with Alterar Setor. */
async function staffIn(browser: Browser, serverUrl: string, email: string, sector: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await webLogin(page, serverUrl, email);
  await page.getByTestId('connected-sector').click();
  const dialog = page.getByRole('dialog', { name: 'Alterar Setor' });
  await dialog.getByRole('combobox', { name: 'Setor' }).click();
  await page.getByRole('option', { name: sector, exact: true }).click();
  await dialog.getByRole('button', { name: 'Alterar' }).click();
  await expect(page.getByTestId('connected-sector')).toHaveText(sector);
  return page;
}

/** Fila de Trabalho → Setor: the item's row, then its Prazos tab. */
async function openFromQueue(page: Page, inboxEmailUuid: string) {
  await topMenu(page).getByRole('button', { name: 'Fila de Trabalho' }).click();
  await page.getByRole('menuitem', { name: 'Setor' }).click();
  await page.locator(`[data-testid="inbox-row"][data-uuid="${inboxEmailUuid}"]`).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('tab', { name: 'Prazos' }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${inboxEmailUuid}/deadlines(\\?|$)`));
}

test('an administrator sets up a sector and a subject with its flow from the app, and staff and citizens get what was set', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  // 1. The administrator, through the screens only.
  await webLogin(page, server.url);
  await openSettings(page, 'Setores');
  await page.getByRole('link', { name: 'Novo setor' }).click();
  await page.getByLabel('Nome').fill(SECTOR);
  await page.getByLabel('Sigla').fill('OBRAS');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
  await expect(page.getByText('Salvo com sucesso')).toBeVisible();
  await expectAccessible(page);
  // João (Protocolo Geral) joins it; his primary sector stays his.
  await addSectorUser(page, 'servidor@demo.gov.br');

  await page.getByRole('tab', { name: 'Subsetores' }).click();
  await page.getByRole('link', { name: 'Novo subsetor' }).click();
  await expect(page.getByRole('combobox', { name: 'Setor superior' })).toHaveValue(`${SECTOR} (OBRAS)`);
  await page.getByLabel('Nome').fill(SUB_SECTOR);
  await page.getByLabel('Sigla').fill('FISCOB');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
  // Ana (Saúde) holds the sub-sector's stage.
  await addSectorUser(page, 'servidora@demo.gov.br');

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByRole('link', { name: 'Novo setor' }).click();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Grupo de Trabalho' }).click();
  await page.getByLabel('Nome').fill(WORK_GROUP);
  await page.getByLabel('Sigla').fill('COP');
  await chooseOption(page, 'Setor superior', SECTOR, { option: `${SECTOR} (OBRAS)` });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/sector\/\d+\/edit$/);
  expect(sql<string>(server.dataDir, "SELECT p.symbol FROM sectors s JOIN sectors p ON p.id = s.parent_id WHERE s.name = ? AND s.type = 'work-group'", WORK_GROUP)).toBe('OBRAS');

  // The subject: owned by the new sector, 2 days, citizens may file it, two stages.
  await openSettings(page, 'Assuntos');
  await page.getByRole('link', { name: 'Novo assunto' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(SUBJECT);
  await chooseOption(page, 'Setor', SECTOR);
  await page.getByRole('textbox', { name: 'Prazo' }).fill('2');
  await chooseOption(page, 'Unidade do prazo', 'Dias');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/subjects\/\d+\/edit$/);
  await page.getByRole('tab', { name: 'Etapas' }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  const stageNames = page.getByRole('textbox', { name: 'Nome da etapa' });
  await stageNames.nth(0).fill('Análise técnica');
  await stageNames.nth(1).fill('Fiscalização');
  await chooseOption(page, 'Setor responsável pela etapa', SECTOR, { nth: 0 });
  await chooseOption(page, 'Setor responsável pela etapa', SUB_SECTOR, { nth: 1 });
  await page.getByRole('tab', { name: 'Permissionamento' }).click();
  await page.getByRole('switch', { name: 'Cidadãos podem criar (portal)' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

  await openSettings(page, 'Etiquetas');
  await page.getByRole('link', { name: 'Nova etiqueta' }).click();
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill(TAG);
  await chooseOption(page, 'Setor', SECTOR);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/tags\/\d+\/edit$/);

  await openSettings(page, 'Modelos');
  await page.getByRole('link', { name: 'Novo modelo' }).click();
  await page.getByRole('textbox', { name: 'Nome' }).fill(MODEL);
  await page.getByTestId('document-editor').locator('[contenteditable="true"]').click();
  await page.keyboard.type(MODEL_TEXT);
  await chooseOption(page, 'Setor', SECTOR);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/models\/\d+\/edit$/);

  // What the editors saved, read back through the API.
  const sectorId = sectorIdBySymbol(server.dataDir, 'OBRAS');
  const subSectorId = sectorIdBySymbol(server.dataDir, 'FISCOB');
  const token = await apiLogin(server.url, 'admin@demo.gov.br');
  const listed = (await (await fetch(`${server.url}/api/document/subject?search=${encodeURIComponent(SUBJECT)}&page=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: SubjectDetail[];
  };
  expect(listed.data).toHaveLength(1);
  expect(listed.data[0]).toMatchObject({
    name: SUBJECT,
    sector_id: sectorId,
    deadline: 2,
    deadline_unit: 'days',
    external_can_create: true,
    status: 'enabled',
    stages: [
      { name: 'Análise técnica', position: 1, sector_id: sectorId, actions: [{ type: 'move_stage_to', to_position: 2 }] },
      { name: 'Fiscalização', position: 2, sector_id: subSectorId, actions: [{ type: 'archive_flow' }] },
    ],
  });

  // 2. João, connected to the new sector.
  const clerk = await staffIn(browser, server.url, 'servidor@demo.gov.br', SECTOR);
  await clerk.getByRole('button', { name: /Filtro avançado/ }).click();
  await clerk.getByRole('dialog', { name: 'Filtro avançado' }).getByLabel('Etiquetas').click();
  await expect(clerk.getByRole('option', { name: TAG })).toBeVisible();
  await clerk.keyboard.press('Escape');
  await clerk.keyboard.press('Escape');

  await openCreateForm(clerk);
  await chooseOption(clerk, 'Tipo de documento', 'Memorando');
  await chooseOption(clerk, 'Assunto', SUBJECT);
  await expect(clerk.getByText('Etapas: Análise técnica → Fiscalização')).toBeVisible();
  await chooseOption(clerk, 'Destinatários', SECTOR);
  await clerk.keyboard.press('Escape');
  await clerk.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
  await clerk.getByRole('button', { name: 'Modelos' }).click();
  await clerk.getByRole('dialog', { name: 'Inserir modelo' }).getByRole('button', { name: `Inserir: ${MODEL}` }).click();
  await expect(clerk.getByTestId('document-editor')).toContainText(MODEL_TEXT);
  await expect(clerk.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 20_000 });
  await clerk.getByRole('button', { name: 'Publicar' }).click();
  await clerk.getByRole('dialog', { name: 'Imprimir capa' }).getByRole('button', { name: 'Não' }).click();
  await expect(clerk).toHaveURL(/\/inbox\/sector\/view\/document\/[0-9a-f-]{36}/);

  const documentId = sql<number>(server.dataDir, "SELECT id FROM documents WHERE title = ? AND status = 'published'", TITLE)!;
  const inboxOf = (symbol: string) =>
    sql<string>(server.dataDir, "SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'inbox' AND sector_id = (SELECT id FROM sectors WHERE symbol = ?)", documentId, symbol)!;
  const dueAt = sql<string>(server.dataDir, 'SELECT due_at FROM stages WHERE document_id = ? AND position = 1', documentId)!;
  expect(sql<number>(server.dataDir, 'SELECT julianday(s.due_at) - julianday(d.published_at) FROM stages s JOIN documents d ON d.id = s.document_id WHERE d.id = ? AND s.position = 1', documentId)).toBeCloseTo(2, 5);

  // The item is in the new sector's work queue; its Prazos tab runs the subject's flow.
  await openFromQueue(clerk, inboxOf('OBRAS'));
  const stages = clerk.getByTestId('stage');
  await expect(stages.nth(0)).toContainText('Análise técnica');
  await expect(stages.nth(0)).toContainText(`Prazo: ${formatDateTime(dueAt)}`);
  await expect(stages.nth(1)).toContainText('Fiscalização');
  await clerk.getByTestId('flow-stage').getByRole('button', { name: 'Mover para Fiscalização' }).click();
  await expect(clerk.getByText('Documento movido para a etapa Fiscalização')).toBeVisible();

  // Ana, connected to the sub-sector the second stage belongs to, closes it.
  const inspector = await staffIn(browser, server.url, 'servidora@demo.gov.br', SUB_SECTOR);
  await openFromQueue(inspector, inboxOf('FISCOB'));
  await expect(inspector.getByTestId('stage').nth(1)).toHaveAttribute('aria-current', 'step');
  await inspector.getByTestId('flow-stage').getByRole('button', { name: 'Encerrar solicitação' }).click();
  await inspector.getByRole('dialog', { name: 'Encerrar solicitação' }).getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(inspector.getByText('Solicitação encerrada', { exact: true })).toBeVisible();
  expect(flowState(server.dataDir, documentId, inboxOf('FISCOB'))).toMatchObject({
    stages: [
      { name: 'Análise técnica', status: 'done' },
      { name: 'Fiscalização', status: 'done' },
    ],
    transitions: [
      { action_type: 'move_stage_to', user: 'João Pedro Almeida' },
      { action_type: 'archive_flow', user: 'Ana Beatriz Souza Lima' },
    ],
    emailClosed: true,
  });

  // 3. The demo citizen is offered the subject when filing a request.
  const citizen = await (await browser.newContext()).newPage();
  await citizenLogin(citizen, server.url);
  await citizen.getByRole('main').getByRole('link', { name: /Nova solicitação/ }).click();
  await citizen.getByRole('combobox', { name: 'Assunto' }).click();
  await expect(citizen.getByRole('option', { name: SUBJECT })).toBeVisible();
});
