// The signature screen (issue 6, point 2) with GDOC: a batch of 25 signed ten at a time, where one
// document fails in the second batch — the run stops there with the server's message, and the
// server holds exactly the signatures of the batches that ran; the redirect after a clean run,
// which says the signature went through; and the signed list, which names each file signed.
import type { Locator } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type SessionDocument = { type: 'doc' | 'attachment'; title: string; attachmentHasPassword: boolean };

/** The first of the clerk's ofícios with an attachment the "Todos" mode signs, and what that mode signs of it. */
async function taskWithAttachments(serverUrl: string, token: string): Promise<{ uuid: string; documents: SessionDocument[] }> {
  for (const uuid of await taskUuids(serverUrl, token, 1, 50)) {
    const response = await fetch(`${serverUrl}/api/signature/session?batchType=emails&ids=${uuid}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
    const { documents } = (await response.json()) as { documents: SessionDocument[] };
    const signed = documents.filter((document) => !document.attachmentHasPassword);
    if (signed.some((document) => document.type === 'attachment')) return { uuid, documents: signed };
  }
  throw new Error('no task with an attachment');
}

/** The whole text is drawn: nothing cut with an ellipsis or hidden by the box. */
async function expectWhole(locator: Locator) {
  const clipped = await locator.evaluate((element) => {
    const boxes = [element, ...element.querySelectorAll('*')];
    return boxes.some((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
  });
  expect(clipped).toBe(false);
}

async function taskUuids(serverUrl: string, token: string, count: number, atMost = count): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/uuids?types=oficio`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  const { uuids } = (await response.json()) as { uuids: string[] };
  expect(uuids.length).toBeGreaterThanOrEqual(count);
  return uuids.slice(0, atMost);
}

const signedTotal = async (serverUrl: string, token: string) =>
  ((await (await fetch(`${serverUrl}/api/signature/signed?per_page=100`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { total: number }).total;

test.describe('signing with the GDOC password', () => {
  test.use({ isolatedServer: true });

  test('a batch of 25 goes ten at a time and stops at the batch where one document fails', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const uuids = await taskUuids(server.url, token, 25);
    expect(await signedTotal(server.url, token)).toBe(0);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assinatura' })).toBeVisible();
    // Each email's document, and its attachments as rows of their own; sign the documents only.
    const documents = page.locator('[data-testid="sign-document"][data-local-id^="doc-"]');
    await expect(documents).toHaveCount(25);
    await page.getByText('Somente documento', { exact: true }).click();
    await expectAccessible(page);

    // Meanwhile the 15th leaves this clerk's inbox: the server refuses to sign it.
    const removed = await fetch(`${server.url}/api/inbox/email/${uuids[14]}/remove-email`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
    expect(removed.status).toBe(204);

    await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
    await expect(page).toHaveURL(/[?&]type=gdoc/);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.locator('[data-testid="sign-document"][data-state="error"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="sign-document"][data-state="error"]')).toContainText('Você não tem acesso a este documento');
    // The failing document's batch-mates finish before the run stops.
    await expect(page.locator('[data-testid="sign-document"][data-state="loading"]')).toHaveCount(0);
    // The first batch and the nine others of the second are signed; the third never started.
    await expect.poll(() => signedTotal(server.url, token)).toBe(19);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"][data-state="signed"]')).toHaveCount(19);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"][data-state="idle"]')).toHaveCount(5);
    await expect(page).toHaveURL(/\/sign\?/);
  });

  test('a clean run goes back to the work queue and says the signature went through', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const uuids = await taskUuids(server.url, token, 3);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuids.join(',')}`);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"]')).toHaveCount(3);
    await page.getByText('Somente documento', { exact: true }).click();
    // The first selected document is previewed: its PDF, drawn by pdf.js.
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page.getByText('Senha incorreta').first()).toBeVisible();
    expect(await signedTotal(server.url, token)).toBe(0);

    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    // The default callback (the app root) lands on the work queue, which says so once and drops the flag.
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Fila de Trabalho/ })).toBeVisible();
    expect(await signedTotal(server.url, token)).toBe(3);
  });

  test('the signed list names the file of each signature and shows the whole signature type', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const task = await taskWithAttachments(server.url, token);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${task.uuid}&onSign=${encodeURIComponent('/signatures/signed')}`);
    await expect(page.locator('[data-testid="sign-document"]')).not.toHaveCount(0);
    await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Documentos assinados' })).toBeVisible();
    const row = page.getByTestId('signed-document');
    await expect(row).toHaveCount(1);
    // One group per file, each signed by the clerk: the document itself, then each attachment by its name.
    const files = row.getByTestId('signed-file');
    const attachments = task.documents.filter((document) => document.type === 'attachment').map((document) => `Anexo: ${document.title}`);
    await expect(files).toHaveCount(1 + attachments.length);
    await expect(files.filter({ hasText: 'João Pedro Almeida' })).toHaveCount(1 + attachments.length);
    const names = await row.getByTestId('signed-file-name').allTextContents();
    expect(names[0]).toBe('Documento');
    expect(names.slice(1).sort()).toEqual(attachments.sort());
    const type = row.getByTestId('signed-type');
    await expect(type).toHaveText('GDOC');
    await expectWhole(type);
    await expectAccessible(page);
  });
});
