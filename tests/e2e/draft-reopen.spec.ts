// Reopening a server draft (issue 15): a draft saved on the server earlier (another computer, the
// web, a cleared local store) opens from Rascunhos in the editor with its text, subject and
// attachments; what is typed then updates that same server draft (its version grows, Rascunhos
// still holds one), and it publishes. On the desktop (real main-process drafts store) and on the
// web build. A draft deleted meanwhile says so instead of starting another one.
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const SUBJECT = 'Solicitação de iluminação pública';

type Listed = { data: { inbox_email_uuid: string; title: string }[] };
type ServerDoc = { version: number; documentStatus: string; body: { subject: string; content: string } };

const api = (serverUrl: string, token: string) => {
  const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' };
  return {
    headers,
    get: async <T>(path: string) => (await (await fetch(`${serverUrl}/api/${path}`, { headers })).json()) as T,
    drafts: async (title: string) => (await (await fetch(`${serverUrl}/api/inbox/query/?filter=draft&search=${encodeURIComponent(title)}`, { headers })).json()) as Listed,
    sent: async (title: string) => (await (await fetch(`${serverUrl}/api/inbox/query/?filter=sent&search=${encodeURIComponent(title)}`, { headers })).json()) as Listed,
  };
};

/** A complete draft, with a photo attached, saved on the server through the API (no editor involved). */
async function draftOnServer(serverUrl: string, title: string) {
  const token = await apiLogin(serverUrl, 'servidor@demo.gov.br');
  const client = api(serverUrl, token);
  const subjects = await client.get<{ data: { id: number; name: string }[] }>(`document/subject?search=${encodeURIComponent('iluminação')}`);
  const subjectId = subjects.data.find((subject) => subject.name === SUBJECT)!.id;
  const sectors = await client.get<{ data: { id: number }[] }>(`contacts?kind=sector&search=${encodeURIComponent('Saúde')}`);
  const created = await fetch(`${serverUrl}/api/inbox/email`, {
    method: 'POST',
    headers: { ...client.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'requerimento', subjectId, subject: title, content: '<p>Poste apagado na Rua das Acácias.</p>', recipients: [{ sector_id: sectors.data[0]!.id }] }),
  });
  expect(created.status).toBe(201);
  const { inbox_email_uuid: uuid, version } = (await created.json()) as { inbox_email_uuid: string; version: number };
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto-poste.png');
  expect((await fetch(`${serverUrl}/api/inbox/email/${uuid}/medias`, { method: 'POST', headers: client.headers, body: form })).status).toBe(201);
  return { client, uuid, version };
}

async function openFromRascunhos(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Rascunhos' }).click();
  await page.getByLabel('Buscar na fila').fill(title);
  await page.getByTestId('inbox-row').filter({ hasText: title }).click();
}

/** The editor shows the server draft as it was saved, attachments included. */
async function expectDraftInEditor(page: Page, uuid: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/inbox/sector/document/create\\?serverDraft=${uuid}$`));
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Tipo de documento', exact: true })).toHaveValue('Requerimento');
  await expect(page.getByRole('combobox', { name: 'Assunto', exact: true })).toHaveValue(SUBJECT);
  await expect(page.getByTestId('document-editor')).toContainText('Poste apagado na Rua das Acácias.');
  await expect(page.locator('[data-testid="attachment"][data-name="foto-poste.png"]')).toBeVisible();
  await expect(page.getByTestId('draft-state')).toHaveText('Sincronizado');
  await expectAccessible(page);
}

/** An edit reaches the same server draft: its version grows and Rascunhos still lists one. */
async function editAndExpectSameDraft(page: Page, client: ReturnType<typeof api>, uuid: string, version: number, title: string) {
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${title} (revisto)`);
  await expect.poll(async () => (await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).body.subject, { timeout: 20_000 }).toBe(`${title} (revisto)`);
  await expect(page.getByTestId('draft-state')).toHaveText('Sincronizado', { timeout: 20_000 });
  expect((await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).version).toBe(version + 1);
  expect((await client.drafts(title)).data.map((item) => item.inbox_email_uuid)).toEqual([uuid]);
}

async function publishAndExpectSent(page: Page, client: ReturnType<typeof api>, uuid: string, title: string) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog', { name: 'Imprimir capa' }).getByRole('button', { name: 'Não' }).click();
  await expect(page).toHaveURL(/\/inbox\/sector\/view\/document\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (revisto)` })).toBeVisible();
  expect((await client.drafts(title)).data).toEqual([]);
  const sent = await client.sent(title);
  expect(sent.data.map((item) => item.title)).toEqual([`${title} (revisto)`]);
  expect((await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).documentStatus).toBe('published');
  const medias = await client.get<{ files: { name: string }[] }>(`inbox/email/${sent.data[0]!.inbox_email_uuid}/medias`);
  expect(medias.files.map((file) => file.name)).toEqual(['foto-poste.png']);
}

test.describe('reopening a server draft', () => {
  test.use({ isolatedServer: true });

  test('desktop: Rascunhos opens it in the editor, adopted by this computer; edits update it; it publishes', async ({ page, server, staff }) => {
    const title = `Reparo de poste ${Date.now()}`;
    const { client, uuid, version } = await draftOnServer(server.url, title);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(staff.harness.main.drafts.list()).toEqual([]);

    await openFromRascunhos(page, title);
    await expectDraftInEditor(page, uuid, title);
    // Adopted: the local record is that server draft, synced to its version (no second draft).
    expect(staff.harness.main.drafts.list()).toEqual([expect.objectContaining({ serverUuid: uuid, serverVersion: version, status: 'synced' })]);

    await editAndExpectSameDraft(page, client, uuid, version, title);
    expect(staff.harness.main.drafts.list()).toEqual([expect.objectContaining({ serverUuid: uuid, serverVersion: version + 1, status: 'synced' })]);

    // Reopened from its item view (Continuar editando), offline: the copy on this computer opens.
    await staff.goto(`/inbox/sector/view/document/${uuid}`);
    await page.getByRole('link', { name: 'Continuar editando' }).click();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(`${title} (revisto)`);
    await page.route(`${server.url}/api/**`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText('Sem conexão com o servidor: você está editando a cópia salva neste computador.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(`${title} (revisto)`);
    // What is typed offline stays here, and goes to the same server draft when the server is back.
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${title} (revisto offline)`);
    await expect(page.getByTestId('draft-state')).toHaveText('Salvo neste computador');
    await page.unroute(`${server.url}/api/**`);
    await expect(page.getByText('Sem conexão com o servidor: você está editando a cópia salva neste computador.')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).body.subject, { timeout: 30_000 }).toBe(`${title} (revisto offline)`);
    await expect(page.getByTestId('draft-state')).toHaveText('Sincronizado');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${title} (revisto)`);
    await expect.poll(async () => (await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).body.subject, { timeout: 20_000 }).toBe(`${title} (revisto)`);
    expect((await client.get<ServerDoc>(`inbox/email/${uuid}/document`)).version).toBe(version + 3);
    expect((await client.drafts(title)).data.map((item) => item.inbox_email_uuid)).toEqual([uuid]);

    await publishAndExpectSent(page, client, uuid, title);
    // Published: the local copy goes.
    expect(staff.harness.main.drafts.list()).toEqual([]);
  });

  test('desktop: a draft deleted meanwhile says so, and no new draft starts', async ({ page, server, staff }) => {
    const title = `Rascunho excluído ${Date.now()}`;
    const { client, uuid } = await draftOnServer(server.url, title);
    expect((await fetch(`${server.url}/api/inbox/email/${uuid}`, { method: 'DELETE', headers: client.headers })).status).toBe(204);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/document/create?serverDraft=${uuid}`);
    await expect(page.getByTestId('server-draft-problem')).toHaveText('Este rascunho não existe mais: foi excluído ou já publicado.');
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    expect(staff.harness.main.drafts.list()).toEqual([]);
  });

  test('web: Rascunhos opens it in the editor; edits update it from its version; it publishes', async ({ page, server }) => {
    const title = `Reparo de poste web ${Date.now()}`;
    const { client, uuid, version } = await draftOnServer(server.url, title);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('CPF ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    await openFromRascunhos(page, title);
    await expectDraftInEditor(page, uuid, title);
    await editAndExpectSameDraft(page, client, uuid, version, title);
    await publishAndExpectSent(page, client, uuid, title);
  });
});
