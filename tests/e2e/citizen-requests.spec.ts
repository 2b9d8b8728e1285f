// Minhas solicitações (issue 16): a requerimento filed by the citizen and answered by the
// Protocolo's clerk through the API; the citizen finds it in the portal with its number and stage,
// reads the reply, answers, and the answer reaches the Protocolo's queue unread. Another person's
// request is not found. Checked with axe at 390 and 1440 px.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { clerkReplies, fileCitizenParkingRequest } from './support/citizenRequest';

const CITIZEN = 'cidadao@demo.gov.br';

type QueueItem = { title: string; is_read: boolean; sender: string; created_at: string };
async function protocoloQueue(serverUrl: string, token: string, title: string): Promise<QueueItem[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query?${new URLSearchParams({ search: title })}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: QueueItem[] };
  return body.data.filter((item) => item.title === title);
}

/** At 390 px the page fits the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function citizenLogin(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/app/citizen/v2/login`);
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(CITIZEN);
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app\/citizen$/);
}

test.describe('Minhas solicitações (/app/citizen/inbox)', () => {
  test.use({ isolatedServer: true });

  test('the citizen follows a request, reads the reply and answers it into the Protocolo’s queue', async ({ page, server }) => {
    const title = `Credencial de estacionamento ${Date.now()}`;
    const filed = fileCitizenParkingRequest(server.dataDir, CITIZEN, 'PROT', title);
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    await clerkReplies(server.url, clerk, filed.emailUuid, '<p>Recebemos seu pedido. Envie o número da sua CNH.</p>');
    const queued = (await protocoloQueue(server.url, clerk, title)).length;

    await page.setViewportSize({ width: 390, height: 844 });
    await citizenLogin(page, server.url);
    await page.getByRole('main').getByRole('link', { name: /Minhas solicitações/ }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/inbox\?tab=opened_by_me$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeVisible();
    const card = page.getByTestId('citizen-request').filter({ hasText: title });
    await expect(card).toContainText('Requerimento nº 900/2026 — PROT');
    await expect(card).toContainText('Etapa atual: Análise do pedido');
    await expect(card).toContainText('Em andamento');
    await expect(card).toContainText('1 resposta');
    await expect(card.getByTestId('citizen-request-unread')).toHaveText('1 resposta nova');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByLabel('Buscar por número ou assunto').fill('não existe nada assim');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('citizen-requests-empty')).toHaveText('Nenhuma solicitação encontrada para esta busca.');
    await page.getByLabel('Buscar por número ou assunto').fill(title);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('citizen-request')).toHaveCount(1);

    await page.getByTestId('citizen-request').click();
    await expect(page).toHaveURL(new RegExp(`/app/citizen/inbox/${filed.documentUuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Requerimento nº 900/2026 — PROT' })).toBeVisible();
    await expect(page.getByTestId('citizen-request-stage')).toHaveText('Etapa atual: Análise do pedido');
    await expect(page.getByTestId('citizen-request-text')).toHaveText('Solicito a credencial de estacionamento em vaga reservada a idosos.');
    const messages = page.getByTestId('citizen-request-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText('Você');
    await expect(messages.nth(1)).toContainText('João Pedro Almeida');
    await expect(messages.nth(1)).toContainText('Envie o número da sua CNH.');
    const file = page.getByTestId('citizen-request-file');
    await expect(file).toHaveCount(1);
    await expect(file).toContainText('protocolo.pdf');
    await expect(file).toContainText('Enviado pelo órgão');
    const saving = page.waitForEvent('download');
    await file.getByRole('button', { name: 'Baixar protocolo.pdf' }).click();
    expect((await saving).suggestedFilename()).toBe('protocolo.pdf');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByLabel('Sua mensagem').fill('CNH nº 01234567890.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(2)).toContainText('CNH nº 01234567890.');
    await expect(page.getByLabel('Sua mensagem')).toHaveValue('');

    const queue = await protocoloQueue(server.url, clerk, title);
    expect(queue).toHaveLength(queued + 1);
    const newest = [...queue].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(newest).toMatchObject({ is_read: false, sender: 'Carlos Eduardo Nogueira' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page);
    await page.goto(`${server.url}/app/citizen/inbox?tab=opened_by_me`);
    await expect(page.getByTestId('citizen-request').first()).toBeVisible();
    // Read now: the reply is no longer new.
    await expect(page.getByTestId('citizen-request').filter({ hasText: title }).getByTestId('citizen-request-unread')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a request the Protocolo closed is reopened by the citizen’s answer, its subject allowing it', async ({ page, server }) => {
    const title = `Credencial encerrada ${Date.now()}`;
    const filed = fileCitizenParkingRequest(server.dataDir, CITIZEN, 'PROT', title);
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    const closed = await fetch(`${server.url}/api/inbox/email/${filed.emailUuid}/close`, { method: 'PUT', headers: { Authorization: `Bearer ${clerk}` } });
    expect(closed.status).toBe(200);

    await citizenLogin(page, server.url);
    await page.goto(`${server.url}/app/citizen/inbox/${filed.documentUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Requerimento nº 900/2026 — PROT' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Encerrada');
    await expect(page.getByText('Esta solicitação foi encerrada. Se o problema continua, responda')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Sua mensagem').fill('Envio agora o documento que faltava.');
    await page.getByRole('button', { name: 'Reabrir e enviar' }).click();
    await expect(page.getByTestId('citizen-request-message')).toHaveCount(2);
    await expect(page.getByRole('main')).toContainText('Em andamento');
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
    const queue = await protocoloQueue(server.url, clerk, title);
    expect(queue.some((item) => !item.is_read)).toBe(true);
  });

  test('someone else’s request, or an unknown one, is not found', async ({ page, server }) => {
    const handle = new Database(join(server.dataDir, 'gdoc.sqlite'), { readonly: true });
    const someoneElses = handle.prepare("SELECT d.uuid FROM documents d JOIN users u ON u.id = d.created_by WHERE u.has_internal_access = 1 AND d.status = 'published' LIMIT 1").pluck().get() as string;
    handle.close();
    await citizenLogin(page, server.url);
    for (const uuid of [someoneElses, randomUUID()]) {
      await page.goto(`${server.url}/app/citizen/inbox/${uuid}`);
      await expect(page.getByRole('main').getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    }
    await expectAccessible(page);
  });
});
