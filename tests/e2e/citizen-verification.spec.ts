// Account verification and Esqueci minha senha in the citizen portal, with the e-mails read back
// from the reference server's MailDev.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { createUnverifiedCitizen } from '../../src-server/testing/accounts';
import { expect, expectAccessible, test } from './fixtures';
import { lastMailTo } from './support/mailDev';

/** A citizen as signup leaves them (not verified), written to the running server's database. */
function newCitizen(dataDir: string, email: string, password: string): void {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    createUnverifiedCitizen(db, { name: 'Maria das Dores Silva', email, password });
  } finally {
    db.close();
  }
}

/** The page fits the window's width: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('citizen account verification and password reset', () => {
  test('an unverified citizen opening Nova solicitação verifies with the e-mailed code and lands back there', async ({ page, server }) => {
    const email = `maria.verifica.${Date.now()}@exemplo.com.br`;
    newCitizen(server.dataDir, email, 'senha1234');
    await page.goto(`${server.url}/app/inbox/citizen/document/create`);
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login\?redirectTo=%2Finbox%2Fcitizen%2Fdocument%2Fcreate$/);
    await logIn(page, email, 'senha1234');

    await expect(page).toHaveURL(/\/app\/citizen\/v2\/verify-account\?redirect=%2Finbox%2Fcitizen%2Fdocument%2Fcreate$/);
    await expect(page.getByRole('heading', { name: 'Verificação de conta' })).toBeVisible();
    await expect(page.getByText(`Enviamos um código para ${email}.`)).toBeVisible();
    const resend = page.getByRole('button', { name: /Reenviar em \d+ s/ });
    await expect(resend).toBeDisabled();
    await expectAccessible(page);

    const mail = await lastMailTo(server.mailDev.messages, email);
    expect(mail.subject).toBe('Prefeitura Municipal de Vale Verde — código de verificação da sua conta');
    const code = /Código: (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
    await page.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Código incorreto. Restam 4 tentativas.')).toBeVisible();

    // On a phone, by keyboard: the code and Enter.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByLabel('Código de verificação').fill(code);
    await page.getByLabel('Código de verificação').press('Enter');
    await expect(page).toHaveURL(/\/app\/inbox\/citizen\/document\/create$/);
    await expect(page.getByRole('heading', { name: 'Nova solicitação' })).toBeVisible();
  });

  test('the e-mail’s link verifies the account by itself', async ({ page, server }) => {
    const email = `maria.link.${Date.now()}@exemplo.com.br`;
    newCitizen(server.dataDir, email, 'senha1234');
    await page.goto(`${server.url}/app/citizen/v2/verify-account`);
    await logIn(page, email, 'senha1234');
    await expect(page.getByText(`Enviamos um código para ${email}.`)).toBeVisible();
    const mail = await lastMailTo(server.mailDev.messages, email);
    const link = /(http\S+\/app\/citizen\/v2\/verify-account\?token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${server.url}/`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(/\/app\/citizen$/);
    await page.goto(`${server.url}/app/inbox/citizen/document/create`);
    await expect(page.getByRole('heading', { name: 'Nova solicitação' })).toBeVisible();
  });

  test('Esqueci minha senha e-mails a link whose page sets a new password', async ({ page, server }) => {
    const email = `maria.senha.${Date.now()}@exemplo.com.br`;
    newCitizen(server.dataDir, email, 'senha1234');
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' })).toBeVisible();

    const mail = await lastMailTo(server.mailDev.messages, email);
    const link = /(http\S+\/app\/citizen\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('curta');
    await page.getByLabel('Confirme a nova senha').fill('outra');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Senha deve conter 8 dígitos e deve ser composta por letras e números')).toBeVisible();
    await expect(page.getByText('senha não se coincidem')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('novaSenha99');
    await page.getByLabel('Confirme a nova senha').fill('novaSenha99');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha redefinida' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await logIn(page, email, 'senha1234');
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    await logIn(page, email, 'novaSenha99');
    await expect(page).toHaveURL(/\/app\/citizen$/);
  });

  test("the reset e-mail's code, typed with the e-mail, sets a new password too", async ({ page, server }) => {
    const email = `joao.codigo.${Date.now()}@exemplo.com.br`;
    newCitizen(server.dataDir, email, 'senha1234');
    await page.goto(`${server.url}/app/citizen/forgot-password`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByRole('link', { name: 'Já recebi o código' }).click();
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await expectAccessible(page);

    const mail = await lastMailTo(server.mailDev.messages, email);
    const code = /Código: (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código recebido por e-mail').fill(wrong);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('outraSenha77');
    await page.getByLabel('Confirme a nova senha').fill('outraSenha77');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText(/Código incorreto/)).toBeVisible();

    await page.getByLabel('Código recebido por e-mail').fill(code);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Senha redefinida' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await logIn(page, email, 'outraSenha77');
    await expect(page).toHaveURL(/\/app\/citizen$/);
  });
});
