// Where the signature screen goes after a clean run (issue 6, §4 Signing): the app root as
// callback means the work queue; another route of the app opens that route; an http(s) callback —
// another system that sent the user to sign — is a full redirect on the web, and on the desktop
// opens in the browser while the app goes back to the work queue. Wherever the app itself lands,
// it says the signature went through (issue 14).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiLogin, expect, test } from './fixtures';

let origin: Server;
let originUrl: string;
test.beforeAll(async () => {
  origin = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="pt-BR"><title>Sistema de origem</title><h1>Sistema de origem</h1></html>');
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/retorno?processo=42`;
});
test.afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

async function firstTask(serverUrl: string, token: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/uuids`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  const { uuids } = (await response.json()) as { uuids: string[] };
  return uuids[0]!;
}

async function signWithPassword(page: Page) {
  await page.getByText('Somente documento', { exact: true }).click();
  await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
}

test.describe('after a clean run', () => {
  test.use({ isolatedServer: true });

  test('an internal callback opens that route, says the signature went through and drops the flag', async ({ page, server, staff }) => {
    const uuid = await firstTask(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuid}&onSign=${encodeURIComponent('/signatures/signed?page=1')}`);
    await signWithPassword(page);
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/signatures\/signed\?page=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos assinados' })).toBeVisible();
  });

  test('the default callback returns to the work queue, which says the signature went through and drops the flag', async ({ page, server, staff }) => {
    const uuid = await firstTask(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuid}`);
    await signWithPassword(page);
    const notice = page.getByRole('alert').filter({ hasText: 'Assinatura concluída com sucesso.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Fechar', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Fila de Trabalho/ })).toBeVisible();
  });

  test('on the desktop an http callback opens in the browser and the app returns to the work queue, saying so', async ({ page, server, staff }) => {
    const uuid = await firstTask(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuid}&onSign=${encodeURIComponent(originUrl)}`);
    const opened = page.waitForEvent('popup');
    await signWithPassword(page);
    const browser = await opened;
    await expect(browser).toHaveURL(originUrl);
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('on the web an http callback is a full redirect', async ({ page, server }) => {
    const uuid = await firstTask(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('CPF ou e-mail').fill('servidor@demo.gov.br');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.goto(`${server.url}/sign?batchType=emails&ids=${uuid}&onSign=${encodeURIComponent(originUrl)}`);
    await signWithPassword(page);
    await expect(page).toHaveURL(originUrl);
    await expect(page.getByRole('heading', { name: 'Sistema de origem' })).toBeVisible();
  });
});
