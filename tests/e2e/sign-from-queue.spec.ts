// Signing from where the work is (issue 19 §1, §7): a selection of 12 in the sector queue signed
// with GDOC in one run — ten at a time, then two — and back in the same queue view; Assinar in the
// item view signs the document and its attachments and then says Assinado; the Assinaturas menu
// counts the requests to sign and the finished ones, and the counts follow a new request and its
// signature.
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { topMenu } from './support/staffWeb';

const CLERK = 'servidor@demo.gov.br';
const PASSWORD = 'demo1234';

type SessionDocument = { type: 'doc' | 'attachment'; id: number; hasBeenSigned: boolean; attachmentHasPassword: boolean };

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' });

async function sessionOf(serverUrl: string, token: string, query: string): Promise<SessionDocument[]> {
  const response = await fetch(`${serverUrl}/api/signature/session?${query}`, { headers: headers(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documents: SessionDocument[] }).documents;
}

async function countsOf(serverUrl: string, token: string): Promise<{ pending: number; finished: number }> {
  const response = await fetch(`${serverUrl}/api/signature/counts`, { headers: headers(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as { pending: number; finished: number };
}

async function taskUuids(serverUrl: string, token: string, query = 'types=oficio'): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/uuids?${query}`, { headers: headers(token) });
  return ((await response.json()) as { uuids: string[] }).uuids;
}

async function signWithGdoc(page: Page) {
  await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
}

test.describe('signing from the queue, the item and the Assinaturas menu', () => {
  test.use({ isolatedServer: true });

  test('a selection of 12 in the queue is signed with GDOC in one run, ten then two, and the queue view comes back', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, CLERK);
    await staff.login(CLERK);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // A filtered view (ofícios, their subjects allow GDOC): signing must come back to it.
    await staff.goto('/workspace/sector/tasks?types=oficio');
    const rows = page.getByTestId('inbox-row');
    await expect(rows.nth(11)).toBeVisible();

    // Twelve rows by keyboard: j moves, x selects.
    const picked: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
      const row = rows.nth(index);
      await expect(row).toHaveAttribute('aria-selected', 'true');
      picked.push((await row.getAttribute('data-uuid'))!);
    }
    const toolbar = page.getByTestId('bulk-toolbar');
    await expect(toolbar).toContainText('12');
    await expect(toolbar.getByRole('button', { name: 'Assinar', exact: true })).toBeVisible();
    await expectAccessible(page);
    // s signs the selection, as the toolbar's Assinar does.
    await page.keyboard.press('s');

    await expect(page).toHaveURL(/\/sign\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('batchType')).toBe('emails');
    expect(url.searchParams.get('ids')?.split(',')).toEqual(picked);
    expect(url.searchParams.get('onSign')).toBe('/workspace/sector/tasks?types=oficio');
    const documents = page.locator('[data-testid="sign-document"][data-local-id^="doc-"]');
    await expect(documents).toHaveCount(12);
    await page.getByText('Somente documento', { exact: true }).click();
    const last = (await documents.nth(11).getAttribute('data-local-id'))!.replace('doc-', '');

    // Every signature call, and how many had been answered when it left; the last is held until
    // the screen has been seen with the other eleven signed.
    const answeredBefore: number[] = [];
    let answered = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/signature\/sign\/\d+\?/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      answeredBefore.push(answered);
      if (new URL(route.request().url()).pathname.endsWith(`/sign/${last}`)) await released;
      const response = await route.fetch();
      answered += 1;
      await route.fulfill({ response });
    });
    await signWithGdoc(page);

    await expect(page.locator('[data-testid="sign-document"][data-state="signed"]')).toHaveCount(11);
    await expect(page.locator(`[data-testid="sign-document"][data-local-id="doc-${last}"]`)).toHaveAttribute('data-state', 'loading');
    await expect(page.getByText('11 de 12 assinados')).toBeVisible();
    release();

    // Back in the same view, filters kept, told once that it went through.
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks\?types=oficio$/);
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('bulk-toolbar')).toHaveCount(0);
    // Twelve calls; the eleventh and twelfth left only after the first ten were answered.
    expect(answeredBefore).toHaveLength(12);
    expect(answeredBefore.slice(0, 10).every((count) => count < 10)).toBe(true);
    expect(answeredBefore.slice(10).every((count) => count >= 10)).toBe(true);
    // The server holds the twelve: each email's document is signed by the clerk.
    const after = await sessionOf(server.url, token, `batchType=emails&ids=${picked.join(',')}`);
    expect(after.filter((document) => document.type === 'doc').map((document) => document.hasBeenSigned)).toEqual(Array(12).fill(true));
  });

  test('Assinar in the item view signs the document and its attachments, and then says Assinado', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, CLERK);
    // An ofício with attachments, none password-protected: "Todos" signs every file of it.
    let uuid: string | undefined;
    for (const candidate of (await taskUuids(server.url, token)).slice(0, 60)) {
      const files = await sessionOf(server.url, token, `batchType=emails&ids=${candidate}`);
      if (files.some((file) => file.type === 'attachment') && files.every((file) => !file.attachmentHasPassword && !file.hasBeenSigned)) {
        uuid = candidate;
        break;
      }
    }
    expect(uuid).toBeDefined();
    const before = await sessionOf(server.url, token, `batchType=emails&ids=${uuid}`);

    await staff.login(CLERK);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const itemPath = `/inbox/sector/view/document/${uuid}`;
    await staff.goto(itemPath);
    const actions = page.getByRole('toolbar', { name: 'Ações do documento' });
    const assinar = actions.getByRole('link', { name: 'Assinar' });
    await expect(assinar).toBeVisible();
    await assinar.click();

    await expect(page).toHaveURL(/\/sign\?/);
    expect(new URL(page.url()).searchParams.get('onSign')).toBe(itemPath);
    // The document and each attachment, all selected.
    await expect(page.getByTestId('sign-document')).toHaveCount(before.length);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="att-"]')).toHaveCount(before.length - 1);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(before.length);
    await signWithGdoc(page);

    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(actions.getByTestId('item-signed')).toHaveText('Assinado');
    await expect(actions.getByRole('link', { name: 'Assinar' })).toHaveCount(0);
    await expectAccessible(page);
    const after = await sessionOf(server.url, token, `batchType=emails&ids=${uuid}`);
    expect(after.map((document) => document.hasBeenSigned)).toEqual(Array(before.length).fill(true));
  });

  test('the Assinaturas menu counts the requests to sign and the finished ones, and follows a new request and its signature', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, CLERK);
    const admin = await apiLogin(server.url, 'admin@demo.gov.br');
    // By hand from the seed: the clerk was asked four times; two are still pending (one plain, one
    // GED), one was canceled and one declined, and none was signed.
    expect(await countsOf(server.url, clerk)).toEqual({ pending: 2, finished: 0 });

    await staff.login(CLERK);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const openMenu = async () => {
      await topMenu(page).getByRole('button', { name: 'Assinaturas' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['Documentos assinados', /^Assinar pendentes/, /^Finalizadas/, 'Minhas solicitações']);
    };
    const pendingItem = () => page.getByRole('menuitem', { name: /^Assinar pendentes/ });
    const finishedItem = () => page.getByRole('menuitem', { name: /^Finalizadas/ });
    await openMenu();
    await expect(pendingItem().getByTestId('menu-count-pending')).toHaveText('2');
    await expect(pendingItem()).toHaveAccessibleName('Assinar pendentes 2 documentos pendentes');
    await expect(finishedItem().getByTestId('menu-count-finished')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The administrator asks the clerk to sign one of the Gabinete's documents.
    const me = (await (await fetch(`${server.url}/api/auth/me`, { headers: headers(clerk) })).json()) as { id: number };
    const [gabinete] = await taskUuids(server.url, admin, '');
    const asked = await fetch(`${server.url}/api/signature/request`, {
      method: 'POST',
      headers: { ...headers(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ inbox_email_uuid: gabinete, user_ids: [me.id] }),
    });
    expect(asked.status).toBe(201);
    expect(await countsOf(server.url, clerk)).toEqual({ pending: 3, finished: 0 });
    // Opening the menu asks again.
    await openMenu();
    await expect(pendingItem().getByTestId('menu-count-pending')).toHaveText('3');

    await pendingItem().click();
    await expect(page).toHaveURL(/\/sign\?batchType=batch-request-signature-pending$/);
    await expect(page.getByTestId('sign-document')).toHaveCount(3);
    await signWithGdoc(page);
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(await countsOf(server.url, clerk)).toEqual({ pending: 0, finished: 3 });

    await openMenu();
    await expect(pendingItem().getByTestId('menu-count-pending')).toHaveCount(0);
    await expect(finishedItem().getByTestId('menu-count-finished')).toHaveText('3');
    await finishedItem().click();

    // The finished requests: a read-only list of what was signed, any of it previewed.
    await expect(page).toHaveURL(/\/sign\?batchType=batch-request-signature-finished$/);
    const signed = page.getByTestId('sign-document');
    await expect(signed).toHaveCount(3);
    await expect(page.locator('[data-testid="sign-document"][data-state="signed"]')).toHaveCount(3);
    await expect(page.getByText('Documentos que você assinou a pedido de um colega. Escolha um para vê-lo.')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Senha', exact: true })).toHaveCount(0);
    const second = signed.nth(1).getByRole('button');
    const title = (await second.innerText()).trim();
    await second.click();
    await expect(page.getByRole('region', { name: 'Pré-visualização' }).getByRole('heading', { level: 2 })).toHaveText(title);
    await expectAccessible(page);
  });
});
