// The signature screen with ICP (issue 6, points 2 and 4): Mariana signs with her e-CPF on the
// SoftHSM2 test token through the certificate bridge. The PIN is typed once for the whole run; the
// run goes ten at a time, and a document the server refuses (signed meanwhile in another window)
// stops it at its batch with the server's message. Then the sign layout: Voltar, the title and a user menu that only logs out.
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

const MARIANA = 'MARIANA COSTA RIBEIRO';

async function taskUuids(serverUrl: string, token: string, count: number): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/uuids`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  const { uuids } = (await response.json()) as { uuids: string[] };
  expect(uuids.length).toBeGreaterThanOrEqual(count);
  return uuids.slice(0, count);
}

type Signed = { total: number; data: { signers: { type: string; name: string }[] }[] };
const signedList = async (serverUrl: string, token: string) =>
  (await (await fetch(`${serverUrl}/api/signature/signed?per_page=100`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Signed;

test.describe('signing with an ICP-Brasil token', () => {
  test.use({ isolatedServer: true });

  test('one PIN signs a batch of 12 ten at a time; the document signed meanwhile stops the run with the server’s message', async ({ page, server, staff, token }) => {
    const api = await apiLogin(server.url, 'admin@demo.gov.br');
    const uuids = await taskUuids(server.url, api, 12);
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assinatura' })).toBeVisible();
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"]')).toHaveCount(12);
    await page.getByText('Somente documento', { exact: true }).click();

    // Meanwhile she signs the last one with her password in another window: the server refuses a second signature.
    const session = (await (await fetch(`${server.url}/api/signature/session?batchType=emails&ids=${uuids[11]}`, { headers: { Authorization: `Bearer ${api}` } })).json()) as {
      documents: { id: number; type: string }[];
    };
    const last = session.documents.find((document) => document.type === 'doc')!;
    const elsewhere = await fetch(`${server.url}/api/signature/sign/${last.id}?type=doc`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'demo1234' }),
    });
    expect(elsewhere.status).toBe(200);

    await page.getByRole('tab', { name: 'Assinatura ICP' }).click();
    await expect(page).toHaveURL(/[?&]type=icp/);
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assinatura ICP' });
    await dialog.getByRole('radio', { name: MARIANA, exact: true, disabled: false }).check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expectAccessible(page);
    const before = staff.harness.main.invoked.length;
    await dialog.getByLabel('PIN do token').fill(token.pin);
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();

    // No second PIN: the dialog closes once and the run reports on the screen.
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-testid="sign-document"][data-state="loading"]')).toHaveCount(0);
    const failed = page.locator('[data-testid="sign-document"][data-state="error"]');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Documento já assinado por você');
    // Said on its row and in the run's summary.
    await expect(page.getByRole('alert').filter({ hasText: 'Documento já assinado por você' })).toHaveCount(2);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"][data-state="signed"]')).toHaveCount(11);
    await expect(page).toHaveURL(/\/sign\?/);
    // One token session (one C_Login) for both batches of ten: the bridge opened it once and signed twelve times.
    const run = staff.harness.main.invoked.slice(before);
    expect(run.filter((channel) => channel === 'signer:openSession')).toHaveLength(1);
    expect(run.filter((channel) => channel === 'signer:sign')).toHaveLength(11);

    // The server holds eleven verified ICP signatures of hers, and only the password one on the twelfth.
    const signed = await signedList(server.url, api);
    expect(signed.total).toBe(12);
    const icp = signed.data.filter((entry) => entry.signers.some((signer) => signer.type === 'ICP' && signer.name === MARIANA));
    expect(icp).toHaveLength(11);
  });

  test('a wrong PIN keeps the dialog open and signs nothing', async ({ page, server, staff, token }) => {
    const api = await apiLogin(server.url, 'admin@demo.gov.br');
    const uuids = await taskUuids(server.url, api, 2);
    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuids.join(',')}&type=icp`);
    await page.getByText('Somente documento', { exact: true }).click();
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assinatura ICP' });
    await dialog.getByRole('radio', { name: MARIANA, exact: true, disabled: false }).check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('PIN do token').fill('00000000');
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^PIN incorreto\./);
    expect((await signedList(server.url, api)).total).toBe(0);

    await dialog.getByLabel('PIN do token').fill(token.pin);
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect((await signedList(server.url, api)).total).toBe(2);
  });
});

test.describe('an attachment signed with ICP', () => {
  test.use({ isolatedServer: true });

  test('is signed over its file and then offers its signed copy: the file, its .p7s and the manifest', async ({ page, server, staff, token }) => {
    const api = await apiLogin(server.url, 'admin@demo.gov.br');
    const headers = { Authorization: `Bearer ${api}`, 'X-InboxType': 'sector' };
    const created = await fetch(`${server.url}/api/inbox/email`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'oficio', subject: 'Ofício com parecer', content: '<p>Segue o parecer.</p>' }),
    });
    expect(created.status).toBe(201);
    const { inbox_email_uuid: uuid } = (await created.json()) as { inbox_email_uuid: string };
    const form = new FormData();
    form.append('mediaGroup', 'Anexos');
    form.append('files[]', new Blob([new Uint8Array(makeSimplePdf({ pages: 1, lines: ['Parecer favorável'] }))], { type: 'application/pdf' }), 'parecer.pdf');
    expect((await fetch(`${server.url}/api/inbox/email/${uuid}/medias`, { method: 'POST', headers, body: form })).status).toBe(201);

    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuid}&type=icp`);
    await page.getByText('Somente anexos', { exact: true }).click();
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="att-"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assinatura ICP' });
    await dialog.getByRole('radio', { name: MARIANA, exact: true, disabled: false }).check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('PIN do token').fill(token.pin);
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    await staff.goto(`/inbox/sector/view/document/${uuid}/documents`);
    await page.getByRole('button', { name: 'Mais ações de parecer.pdf' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Baixar assinado' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('parecer-assinado.zip');
    const bytes = await (await import('node:fs/promises')).readFile(await file.path());
    // A ZIP whose entries name the file, its detached CAdES and a manifest.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const text = bytes.toString('latin1');
    for (const name of ['parecer.pdf', 'parecer.pdf.p7s', 'manifesto-assinatura-']) expect(text).toContain(name);
  });
});

test.describe('the sign layout', () => {
  test('has Voltar, the title Assinatura and a user menu with only Sair', async ({ page, server, staff }) => {
    const api = await apiLogin(server.url, 'servidor@demo.gov.br');
    const uuids = await taskUuids(server.url, api, 1);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.goto(`${new URL(page.url()).origin}/sign?batchType=emails&ids=${uuids[0]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assinatura' })).toBeVisible();
    // Not the staff layout: no main menu.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByTestId('sign-document')).not.toHaveCount(0);
    await expectAccessible(page);

    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText(['Sair']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    await page.goForward();
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(staff.harness.main.session.load()).toBeNull();
  });
});
