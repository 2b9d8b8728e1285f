// Signature requests end to end (issue 19, §2): a clerk asks two colleagues to sign a document with
// a message; one signs it (GDOC password) from the notification, the other declines it with a
// reason; the requester sees both states in the item and in Minhas solicitações, and both
// notifications. A request canceled by the requester reaches the signer as canceled, and a block of
// two documents is signed in one run.
import type { Browser, Page } from '@playwright/test';
import type { SoftHsmToken } from '../fixtures/token/softHsmToken';
import { apiLogin, expect, expectAccessible, openStaff, test, type StaffApp } from './fixtures';
import type { ReferenceServer } from './support/referenceServer';

type Listed = { data: { id: number; title: string; description: string; url: string | null; data: { status: string | null; signature_request_uuid: string | null } }[] };

const api = (server: ReferenceServer, token: string) => async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  const response = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
};

async function notificationsOf(server: ReferenceServer, token: string): Promise<Listed['data']> {
  const me = await api(server, token)<{ peopleId: number }>('/auth/me');
  return (await api(server, token)<Listed>(`/notification?peopleId=${me.peopleId}&status=all`)).data;
}

/** The clerk's Protocolo ofícios nobody asked anyone to sign yet, from the end of the queue. */
async function freshTasks(server: ReferenceServer, token: string, count: number): Promise<string[]> {
  const { uuids } = await api(server, token)<{ uuids: string[] }>('/inbox/query/tasks/sector/uuids?types=oficio');
  const fresh: string[] = [];
  for (const uuid of [...uuids].reverse()) {
    const { data } = await api(server, token)<{ data: unknown[] }>(`/signature/request?inbox_email_uuid=${uuid}`);
    if (data.length === 0) fresh.push(uuid);
    if (fresh.length === count) return fresh;
  }
  throw new Error('not enough fresh tasks');
}

type Second = { page: Page; app: StaffApp; close(): Promise<void> };

/** Another staff user's desktop app in a browser context of its own, logged in. */
async function secondUser(browser: Browser, server: ReferenceServer, token: SoftHsmToken, userDataDir: string, email: string): Promise<Second> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const app = await openStaff(page, { serverUrl: server.url, realtimeUrl: server.realtimeUrl, userDataDir, token });
  await app.login(email);
  await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  return {
    page,
    app,
    close: async () => {
      await context.close();
      await app.harness.close();
    },
  };
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

async function signWithGdoc(page: Page) {
  await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
}

test.describe('signature requests', () => {
  test.use({ isolatedServer: true });

  test('two signers: one signs from the notification, one declines with a reason; the requester sees both', async ({ page, server, staff, token, browser }, testInfo) => {
    const clerkToken = await apiLogin(server.url, 'servidor@demo.gov.br');
    const [uuid] = await freshTasks(server, clerkToken, 1);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${uuid}/documents`);
    await expect(page.getByRole('heading', { name: 'Solicitações de assinatura' })).toBeVisible();

    await page.getByRole('button', { name: 'Solicitar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar assinatura' });
    const signers = dialog.getByRole('combobox', { name: 'Quem deve assinar' });
    for (const name of ['Mariana Costa Ribeiro', 'Ana Beatriz Souza Lima']) {
      await signers.fill(name.split(' ')[0] as string);
      await page.getByRole('option', { name }).click();
    }
    await dialog.getByRole('textbox', { name: 'Mensagem (opcional)' }).fill('Preciso das assinaturas até sexta.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Solicitação de assinatura enviada com sucesso')).toBeVisible();
    const list = page.getByTestId('item-signature-requests');
    await expect(list.getByTestId('signature-request')).toHaveCount(2);
    await expect(list.getByTestId('request-status')).toHaveText(['Pendente', 'Pendente']);

    // Mariana signs from her notification: the bell's Assinar opens the request's run.
    const mariana = await secondUser(browser, server, token, testInfo.outputPath('user-data-mariana'), 'admin@demo.gov.br');
    try {
      const marianaToken = await apiLogin(server.url, 'admin@demo.gov.br');
      const asked = (await notificationsOf(server, marianaToken)).find((note) => note.data.status === 'created' && note.description.startsWith('João Pedro Almeida pediu'));
      expect(asked).toBeDefined();
      await mariana.page.getByTestId('notifications-bell').click();
      await panel(mariana.page).locator(`[data-testid="notification"][data-id="${asked?.id}"]`).getByRole('button', { name: /^Assinar/ }).click();
      await expect(mariana.page).toHaveURL(/\/sign\?batchType=signature-request&signature_request_uuid=/);
      await expect(mariana.page.getByTestId('request-message')).toHaveText('João Pedro Almeida escreveu: Preciso das assinaturas até sexta.');
      await signWithGdoc(mariana.page);
      await expect(mariana.page).not.toHaveURL(/\/sign\?/);
    } finally {
      await mariana.close();
    }

    // Ana declines, with a reason the dialog insists on.
    const ana = await secondUser(browser, server, token, testInfo.outputPath('user-data-ana'), 'servidora@demo.gov.br');
    try {
      const anaToken = await apiLogin(server.url, 'servidora@demo.gov.br');
      const asked = (await notificationsOf(server, anaToken)).find((note) => note.data.status === 'created' && note.description.startsWith('João Pedro Almeida pediu'));
      await ana.app.goto(asked?.url as string);
      await ana.page.getByRole('button', { name: 'Recusar' }).click();
      const decline = ana.page.getByRole('dialog', { name: 'Recusar solicitação de assinatura' });
      await decline.getByRole('button', { name: 'Recusar' }).click();
      await expect(decline.getByText('Informe o motivo da recusa')).toBeVisible();
      await decline.getByRole('textbox', { name: 'Motivo da recusa' }).fill('Não participei deste processo');
      await decline.getByRole('button', { name: 'Recusar' }).click();
      await expect(ana.page.getByText('Solicitação de assinatura rejeitada com sucesso')).toBeVisible();
      await expect(ana.page.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
    } finally {
      await ana.close();
    }

    // The requester sees both answers in the item, in Minhas solicitações and in the bell.
    await page.reload();
    await expect(list.getByTestId('request-status')).toHaveText(['Rejeitado', 'Assinado']);
    await expect(list.getByTestId('decline-reason')).toHaveText('Motivo: Não participei deste processo');
    await staff.goto('/signatures/requests?status=declined');
    await expect(page.getByTestId('my-signature-requests').getByTestId('signature-request')).toHaveCount(1);
    await expect(page.getByTestId('my-signature-requests')).toContainText('Ana Beatriz Souza Lima');
    await page.getByTestId('notifications-bell').click();
    await expect(panel(page).getByText('Assinatura realizada')).toBeVisible();
    await expect(panel(page).getByText(/Ana Beatriz Souza Lima recusou assinar .*: Não participei deste processo/)).toBeVisible();
  });

  test('the requester cancels a pending request and the signer is told it was canceled', async ({ page, server, staff }) => {
    const clerkToken = await apiLogin(server.url, 'servidor@demo.gov.br');
    const [uuid] = await freshTasks(server, clerkToken, 1);
    const marianaToken = await apiLogin(server.url, 'admin@demo.gov.br');
    const me = await api(server, marianaToken)<{ id: number }>('/auth/me');
    await api(server, clerkToken)('/signature/request', { method: 'POST', body: { inbox_email_uuid: uuid, user_ids: [me.id] } });

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${uuid}/documents`);
    const list = page.getByTestId('item-signature-requests');
    await list.getByRole('button', { name: /^Cancelar a solicitação a Mariana Costa Ribeiro/ }).click();
    await page.getByRole('button', { name: 'Cancelar solicitação' }).click();
    await expect(page.getByText('Solicitação de assinatura cancelada com sucesso')).toBeVisible();
    await expect(list.getByTestId('request-status')).toHaveText(['Cancelado']);
    const told = (await notificationsOf(server, marianaToken)).filter((note) => note.title === 'Solicitação de assinatura cancelada');
    expect(told).toHaveLength(1);
    expect(told[0]?.description).toMatch(/^João Pedro Almeida cancelou o pedido de assinatura em /);
    expect(told[0]?.data.status).toBe('canceled');
  });

  test('a block of two documents is signed in one run', async ({ page, server, staff }) => {
    const clerkToken = await apiLogin(server.url, 'servidor@demo.gov.br');
    const uuids = await freshTasks(server, clerkToken, 2);
    const adminToken = await apiLogin(server.url, 'admin@demo.gov.br');
    const me = await api(server, adminToken)<{ id: number }>('/auth/me');
    const { data } = await api(server, clerkToken)<{ data: { uuid: string; status: string }[] }>('/signature/request', {
      method: 'POST',
      body: { inbox_email_uuids: uuids, user_ids: [me.id], message: 'Bloco do mês' },
    });
    expect(data).toHaveLength(2);

    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=signature-request&signature_request_uuid=${data[0]?.uuid}`);
    await expect(page.getByTestId('sign-document')).toHaveCount(2);
    await signWithGdoc(page);
    await expect(page).not.toHaveURL(/\/sign\?/);
    const mine = await api(server, clerkToken)<{ data: { uuid: string; status: string }[] }>('/signature/request/mine?per_page=10');
    expect(mine.data.filter((row) => data.some((asked) => asked.uuid === row.uuid)).map((row) => row.status)).toEqual(['accepted', 'accepted']);
    const told = (await notificationsOf(server, clerkToken)).filter((note) => note.title === 'Assinatura realizada');
    expect(told).toHaveLength(1);
    expect(told[0]?.description).toMatch(/^Mariana Costa Ribeiro assinou .* e mais 1 documento$/);
  });
});
