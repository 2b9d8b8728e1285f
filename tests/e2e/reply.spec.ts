// Responder (issue 15 §1, §7, §8): a clerk answers a document another sector sent, with a model
// and an attachment; the other sector finds the reply unread at the top of its queue and the
// Sumário shows it as a reply. A reply written with the server unreachable is kept on this
// computer (Enviar off, saying why) and synced, then sent, when the server is back.
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Listed = { data: { inbox_email_uuid: string; title: string; is_read: boolean }[] };

const call = async <T>(serverUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${serverUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
};

/** The Gabinete (admin) sends a memorando to the Protocolo; answers the Protocolo's inbox email uuid. */
async function memorandoFromGabinete(serverUrl: string, title: string): Promise<string> {
  const admin = await apiLogin(serverUrl, 'admin@demo.gov.br');
  const clerk = await apiLogin(serverUrl, 'servidor@demo.gov.br');
  const { sectors } = await call<{ sectors: { id: number; symbol: string }[] }>(serverUrl, clerk, 'GET', 'inbox/user-sectors/list');
  const prot = sectors.find((sector) => sector.symbol === 'PROT')!.id;
  const recipient = { isCc: false, sector_id: prot, person_id: null, broadcast_id: null, responsible_id: null, name: '', email: '' };
  const draft = await call<{ inbox_email_uuid: string }>(serverUrl, admin, 'POST', 'inbox/email', {
    type: 'memorando',
    subject: title,
    content: '<p>Solicitamos o andamento do processo de reforma.</p>',
    recipients: [recipient],
  });
  await call(serverUrl, admin, 'POST', `inbox/email/${draft.inbox_email_uuid}/publish`);
  const found = await call<Listed>(serverUrl, clerk, 'GET', `inbox/query/?filter=tasks&search=${encodeURIComponent(title)}`);
  expect(found.data).toHaveLength(1);
  return found.data[0]!.inbox_email_uuid;
}

const editor = (page: Page) => page.getByTestId('document-editor').locator('[contenteditable="true"]');

test.describe('replying to a document', () => {
  test.use({ isolatedServer: true });

  test('a clerk replies with a model and an attachment; the sender finds it unread on top, shown as a reply', async ({ page, server, staff }) => {
    const title = `Reforma do Protocolo ${Date.now()}`;
    const uuid = await memorandoFromGabinete(server.url, title);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // One recipient inbox: nobody else to answer.
    await expect(page.getByRole('link', { name: 'Responder a todos' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Responder', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/inbox/sector/reply/${uuid}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Responder' })).toBeVisible();
    await expect(page.getByTestId('reply-context')).toContainText(title);
    await expect(page.getByTestId('reply-to')).toHaveText('Para: Gabinete do Prefeito');
    await expectAccessible(page);

    // Nothing written: said on the text, nothing sent.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Escreva a resposta').first()).toBeVisible();

    await page.getByRole('button', { name: 'Modelos' }).click();
    const models = page.getByRole('dialog', { name: 'Inserir modelo' });
    await models.getByRole('button', { name: 'Inserir: Recebimento de processo' }).click();
    await expect(page.getByTestId('document-editor')).toContainText('Acusamos o recebimento do processo');
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 20_000 });
    await page.getByTestId('attachments-dropzone').locator('input[type="file"]').setInputFiles({
      name: 'cronograma.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    });
    await expect(page.locator('[data-testid="attachment"][data-name="cronograma.pdf"]')).toBeVisible();

    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Resposta enviada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${uuid}`));
    await expect(page.getByTestId('timeline-item').filter({ hasText: 'Acusamos o recebimento do processo' })).toContainText('Resposta');

    // The Gabinete: unread, on top of its queue; the Sumário shows the reply, the file is with the document.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const top = page.getByTestId('inbox-row').first();
    await expect(top).toHaveAccessibleName(`${title} (não lido)`);
    await top.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const reply = page.getByTestId('summary-item').filter({ hasText: 'Resposta' });
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('Protocolo Geral');
    await expect(page.getByTestId('timeline-item').filter({ hasText: 'Acusamos o recebimento do processo' })).toContainText('João Pedro Almeida');
    await page.getByRole('tab', { name: /Documentos/ }).click();
    await expect(page.getByText('cronograma.pdf').first()).toBeVisible();
  });

  test('a reply written with the server unreachable is kept here, Enviar is off, and it syncs and sends when the server is back', async ({ page, server, staff }) => {
    const title = `Pedido de vistoria ${Date.now()}`;
    const uuid = await memorandoFromGabinete(server.url, title);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Responder', exact: true }).click();
    await expect(page.getByTestId('reply-to')).toHaveText('Para: Gabinete do Prefeito');

    await page.route(`${server.url}/api/**`, (route) => route.abort('internetdisconnected'));
    await editor(page).click();
    await page.keyboard.type('Vistoria agendada para a próxima semana.');
    await expect(page.getByTestId('draft-state')).toHaveText(/Salvo neste computador/, { timeout: 15_000 });
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-description', 'Indisponível sem conexão com o servidor');
    const local = staff.harness.main.drafts.list().find((draft) => draft.body.reply_to?.inbox_email_uuid === uuid);
    expect(local?.serverUuid).toBeNull();
    expect(local?.body.content).toContain('Vistoria agendada');

    // The app restarts, still without the server: the reply comes back from this computer.
    await expect(page).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);
    await page.reload();
    await expect(page.getByTestId('document-editor')).toContainText('Vistoria agendada para a próxima semana.');

    await page.unroute(`${server.url}/api/**`);
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 30_000 });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Resposta enviada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${uuid}`));
    expect(staff.harness.main.drafts.list().some((draft) => draft.body.reply_to?.inbox_email_uuid === uuid)).toBe(false);
    const admin = await apiLogin(server.url, 'admin@demo.gov.br');
    const gab = await call<Listed>(server.url, admin, 'GET', `inbox/query/?filter=tasks&search=${encodeURIComponent(title)}`);
    expect(gab.data.map((row) => [row.title, row.is_read])).toEqual([[title, false]]);
  });

  test('offline, a despacho is written in the answer screen, kept here, and registered when the server is back', async ({ page, server, staff }) => {
    const title = `Pedido de laudo ${Date.now()}`;
    const uuid = await memorandoFromGabinete(server.url, title);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const item = `/inbox/sector/view/document/${uuid}`;
    await staff.goto(item);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.route(`${server.url}/api/**`, (route) => route.abort('internetdisconnected'));
    await staff.goto(item);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // Encaminhar needs the server; a despacho can be written and kept.
    await expect(page.getByRole('button', { name: 'Encaminhar' })).toBeDisabled();
    const despacho = page.getByRole('link', { name: 'Despacho', exact: true });
    await expect(despacho).toHaveAttribute('aria-description', /o texto fica salvo neste computador/);
    await despacho.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo despacho' })).toBeVisible();
    await editor(page).click();
    await page.keyboard.type('Aguarde-se o laudo da vistoria.');
    await expect(page.getByTestId('draft-state')).toHaveText(/Salvo neste computador/, { timeout: 15_000 });
    const register = page.getByRole('button', { name: 'Registrar', exact: true });
    await expect(register).toBeDisabled();
    const local = staff.harness.main.drafts.list().find((draft) => draft.body.reply_to?.inbox_email_uuid === uuid);
    expect(local?.body.reply_to?.kind).toBe('add-dispatch');
    await expectAccessible(page);

    await page.unroute(`${server.url}/api/**`);
    await expect(page.getByTestId('draft-state')).toHaveText(/Sincronizado/, { timeout: 30_000 });
    await register.click();
    await expect(page.getByText('Despacho registrado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(item));
    await expect(page.getByTestId('timeline-item').filter({ hasText: 'Aguarde-se o laudo da vistoria.' })).toContainText('Despacho');
    expect(staff.harness.main.drafts.list().some((draft) => draft.body.reply_to?.inbox_email_uuid === uuid)).toBe(false);
  });
});
