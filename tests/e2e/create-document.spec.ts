// Creating a document (issue 5): validation, the subject type effects, create and publish with an
// attachment and the cover dialog, a draft written offline that syncs when the server is back, and
// a conflict with the server's copy resolved both ways — never a silent overwrite.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkPdf } from '../../src-server/testing/pdfTools';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

const CREATE = '/inbox/sector/document/create';

async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  // A searchable select shows the current choice as its search text: search for the new one.
  if (await field.isEditable()) await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A subject with a model, over text already there, asks first; here the model replaces it. */
async function chooseSubject(page: Page, name: string) {
  await choose(page, 'Assunto', name);
  const replace = page.getByRole('dialog', { name: 'Substituir o conteúdo?' });
  if (await replace.isVisible().catch(() => false)) await replace.getByRole('button', { name: 'Substituir' }).click();
}

const api = (serverUrl: string, token: string) => ({
  get: async <T>(path: string) => (await (await fetch(`${serverUrl}/api/${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } })).json()) as T,
  put: (path: string, body: unknown) =>
    fetch(`${serverUrl}/api/${path}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
});

type Listed = { data: { inbox_email_uuid: string; title: string; number: string }[] };
type ServerDoc = { version: number; body: Record<string, unknown> & { subject: string } };

test.describe('creating a document', () => {
  test.use({ isolatedServer: true });

  test('says what is missing, and applies each subject type to the recipients', async ({ page, staff }) => {
    // The Gabinete's clerk: its broadcast subject is among the subjects offered.
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(CREATE);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    expect(await page.getByText('Campo obrigatório').count()).toBeGreaterThanOrEqual(3);

    // Opened subject: the document type's default recipient (a requerimento goes to Protocolo Geral).
    await choose(page, 'Tipo de documento', 'Requerimento');
    await chooseSubject(page, 'Solicitação de iluminação pública');
    const recipients = page.getByTestId('recipients-field');
    await expect(recipients).toContainText('Protocolo Geral');

    // Restricted subject: no recipients; its terms and required fields appear.
    await choose(page, 'Assunto', 'Denúncia sanitária');
    // Its model would replace the first subject's text: the user is asked, and keeps theirs here.
    const replace = page.getByRole('dialog', { name: 'Substituir o conteúdo?' });
    await expect(replace).toBeVisible();
    await replace.getByRole('button', { name: 'Manter meu texto' }).click();
    await expect(page.getByTestId('document-editor')).toContainText('Solicito a manutenção da iluminação pública');
    await expect(recipients).not.toContainText('Protocolo Geral');
    await expect(page.getByText('Li e aceito os termos')).toBeVisible();
    await expect(page.getByLabel('Estabelecimento denunciado')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Prioridade' })).toHaveValue('Alta');
    await expect(page.getByText('Etapas: Recebimento → Fiscalização → Conclusão')).toBeVisible();

    // Broadcast subject: the subject's own recipients, Cc included.
    await chooseSubject(page, 'Comunicado geral às secretarias');
    await expect(recipients).toContainText('Secretarias municipais');
    await expect(page.getByTestId('recipients-cc-field')).toContainText('Protocolo Geral');
    await expect(page.locator('.mantine-Badge-root', { hasText: 'Circular' })).toBeVisible();
    await expect(page.getByText(/^Etapas:/)).toHaveCount(0);

    // The address fills itself at 8 digits of CEP (the postal-code fixture holds real CEPs).
    await page.getByRole('switch', { name: 'Informar endereço' }).click();
    const zip = page.getByRole('textbox', { name: 'CEP' });
    await zip.fill('99999999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    await zip.fill('01001000');
    await expect(zip).toHaveValue('01001-000');
    await expect(page.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Praça da Sé');
    await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    await expect(page.getByText('CEP não encontrado')).toHaveCount(0);
  });

  test('creates and publishes with an attachment, then offers the cover', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const title = `Pedido de reparo de iluminação ${Date.now()}`;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(CREATE);
    await choose(page, 'Tipo de documento', 'Requerimento');
    await chooseSubject(page, 'Solicitação de iluminação pública');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByTestId('document-editor').locator('[contenteditable="true"]').click();
    await page.keyboard.type(' Poste apagado há uma semana.');
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 20_000 });

    await page.getByTestId('attachments-dropzone').locator('input[type="file"]').setInputFiles({
      name: 'foto-poste.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
    });
    await expect(page.locator('[data-testid="attachment"][data-name="foto-poste.png"]')).toBeVisible();

    await page.getByRole('button', { name: 'Publicar' }).click();
    const cover = page.getByRole('dialog', { name: 'Imprimir capa' });
    await expect(cover).toContainText('Deseja imprimir capa para o documento criado?');
    const download = page.waitForEvent('download');
    await cover.getByRole('button', { name: 'Sim' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^capa-Requerimento-n.*\.pdf$/);
    const pdf = await file.createReadStream().then(async (stream) => Buffer.concat(await stream.toArray()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page).toHaveURL(/\/inbox\/sector\/view\/document\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const sent = await api(server.url, token).get<Listed>(`inbox/query/?filter=sent&search=${encodeURIComponent(title)}`);
    expect(sent.data).toHaveLength(1);
    expect(sent.data[0]!.number).toMatch(/^Requerimento nº \d+\/\d{4} — PROT$/);
    const medias = await api(server.url, token).get<{ files: { name: string }[] }>(`inbox/email/${sent.data[0]!.inbox_email_uuid}/medias`);
    expect(medias.files.map((file) => file.name)).toEqual(['foto-poste.png']);
  });

  test('a draft typed with the server unreachable is kept here and syncs when it is back', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const title = `Rascunho sem rede ${Date.now()}`;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(CREATE);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
    await choose(page, 'Tipo de documento', 'Memorando');

    await page.route(`${server.url}/api/**`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await expect(page.getByTestId('draft-state')).toHaveText(/Salvo neste computador/, { timeout: 15_000 });
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const local = staff.harness.main.drafts.list();
    expect(local.map((draft) => draft.body.subject)).toContain(title);
    expect(local.find((draft) => draft.body.subject === title)?.serverUuid).toBeNull();

    // The app restarts, still without the server: the form and the draft come back from this computer.
    await expect(page).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: 'Tipo de documento', exact: true })).toHaveValue('Memorando');

    await page.unroute(`${server.url}/api/**`);
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 30_000 });
    const drafts = await api(server.url, token).get<Listed>(`inbox/query/?filter=draft&search=${encodeURIComponent(title)}`);
    expect(drafts.data.map((item) => item.title)).toEqual([title]);
  });

  test('a draft changed on the server meanwhile is never overwritten silently: the user chooses, both ways', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const client = api(server.url, token);
    const title = `Rascunho disputado ${Date.now()}`;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(CREATE);
    await choose(page, 'Tipo de documento', 'Memorando');
    const titleField = page.getByRole('textbox', { name: 'Título', exact: true });
    await titleField.fill(title);
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 20_000 });
    const [listed] = (await client.get<Listed>(`inbox/query/?filter=draft&search=${encodeURIComponent(title)}`)).data;
    const uuid = listed!.inbox_email_uuid;

    // Someone edits the server copy, then the user keeps typing here.
    const editOnServer = async (suffix: string) => {
      const current = await client.get<ServerDoc>(`inbox/email/${uuid}/document`);
      const response = await client.put(`inbox/email/${uuid}`, { base_version: current.version, body: { ...current.body, subject: `${current.body.subject} ${suffix}` } });
      expect(response.status).toBe(200);
    };
    await editOnServer('(servidor 1)');
    await titleField.fill(`${title} (minha 1)`);
    const dialog = page.getByRole('dialog', { name: 'Conflito: escolha qual versão manter' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(`${title} (servidor 1)`);
    await expect(dialog).toContainText(`${title} (minha 1)`);
    await dialog.getByRole('button', { name: 'Manter a minha (substitui a do servidor)' }).click();
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 30_000 });
    expect((await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).body.subject).toBe(`${title} (minha 1)`);

    await editOnServer('(servidor 2)');
    await titleField.fill(`${title} (minha 2)`);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Usar a do servidor' }).click();
    await expect(titleField).toHaveValue(`${title} (minha 1) (servidor 2)`);
    expect((await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).body.subject).toBe(`${title} (minha 1) (servidor 2)`);
  });

  test('Pré-visualizar downloads the text as it would print, before it has a number', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(CREATE);
    await choose(page, 'Tipo de documento', 'Ofício');
    await page.getByTestId('document-editor').locator('[contenteditable="true"]').click();
    await page.keyboard.type('Solicitamos a poda das árvores da Rua das Flores.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pre-visualizacao.pdf');
    const report = checkPdf(readFileSync((await file.path())!));
    expect(report.text.replace(/\s+/g, ' ')).toContain('Solicitamos a poda das árvores da Rua das Flores.');
    expect(report.text).toContain('Documento sem número (pré-visualização)');
    await expect(page.getByText('Pré-visualização gerada: confira seus downloads')).toBeVisible();
  });
});
