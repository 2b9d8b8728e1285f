// The profile (companion §3 Profile): a citizen edits personal data and the address, sends and
// removes a photo (/app/citizen/profile, at 390 and 1440 px, axe clean); a clerk sets the textual
// signature and the inbox's default order, which the work queue then uses, and a photo the top bar
// shows; Aprendizagem opens the
// learning platform's one-time login page (the local Moodle fixture) in a new tab.
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './support/keyboard';

async function citizenLogin(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/app/citizen/v2/login`);
  await page.getByLabel('CPF, CNPJ ou e-mail').fill('cidadao@demo.gov.br');
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app\/citizen$/);
}

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#1b3a6b' } }).png().toBuffer();

test.describe('profile', () => {
  test.use({ isolatedServer: true });

  test('a citizen edits the profile and the address, then sends and removes a photo', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await citizenLogin(page, server.url);
    await page.getByTestId('citizen-profile-menu').click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Meu Perfil', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Código da sua conta/)).toBeVisible();
    const cpf = page.getByTestId('profile-cpf');
    await expect(cpf).toHaveAttribute('readonly', '');
    await expect(cpf).toHaveValue(/^519\./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.getByLabel('Nome completo').fill('Carlos');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(page.getByText('O nome completo deve conter pelo menos um nome e um sobrenome válidos.')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Carlos Eduardo Nogueira Filho');
    await page.getByTestId('profile-zip').fill('01001000');
    await expect(page.getByLabel('Logradouro')).toHaveValue('Praça da Sé');
    await expect(page.getByTestId('city-select')).toHaveValue('São Paulo');
    await page.getByLabel('Número').fill('10');
    await page.getByRole('switch', { name: 'Respostas aos meus documentos' }).click({ force: true });
    await tabTo(page, page.getByRole('button', { name: 'Salvar perfil' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Perfil atualizado.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Carlos Eduardo Nogueira Filho');
    await expect(page.getByLabel('Número')).toHaveValue('10');
    await expect(page.getByRole('switch', { name: 'Respostas aos meus documentos' })).not.toBeChecked();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('input[type="file"]').setInputFiles({ name: 'texto.png', mimeType: 'image/png', buffer: Buffer.from('não é uma imagem') });
    await expect(page.getByText('Erro ao salvar imagem')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'A foto deve ser uma imagem JPEG, PNG ou WebP.' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByText('Foto atualizada.')).toBeVisible();
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /^blob:/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await expect(page.getByText('Foto removida.')).toBeVisible();
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar foto' })).toBeVisible();
  });

  test('the portal records a citizen’s first visit once, after the login', async ({ page, server }) => {
    const flag = (value?: 0) => {
      const db = new Database(join(server.dataDir, 'gdoc.sqlite'));
      try {
        const byEmail = "person_id = (SELECT id FROM people WHERE email = 'cidadao@demo.gov.br')";
        if (value !== undefined) db.prepare(`UPDATE users SET has_been_logged = ? WHERE ${byEmail}`).run(value);
        return db.prepare<[], number>(`SELECT has_been_logged FROM users WHERE ${byEmail}`).pluck().get();
      } finally {
        db.close();
      }
    };
    expect(flag(0)).toBe(0);
    const recorded = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/contact/first-login'));
    await citizenLogin(page, server.url);
    expect((await recorded).postDataJSON()).toEqual({ hasBeenLogged: true });
    await expect.poll(() => flag()).toBe(1);
  });

  test('a clerk sets the textual signature and the default inbox order, which the queue then uses', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Assinatura textual').fill('João Pedro Almeida — Protocolo');
    await page.getByRole('combobox', { name: 'Ordem padrão da caixa de entrada' }).click();
    await page.getByRole('option', { name: 'Data de criação' }).click();
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(page.getByText('Perfil atualizado.')).toBeVisible();

    const queueRequest = page.waitForRequest((request) => request.url().includes('/api/inbox/query') && request.url().includes('inboxSortByType=createdAt'));
    await staff.goto('/workspace/sector/tasks');
    await queueRequest;
    await expect(page.getByRole('combobox', { name: 'Ordenar por', exact: true })).toHaveValue('Data de criação');

    await staff.goto('/profile');
    await expect(page.getByLabel('Assinatura textual')).toHaveValue('João Pedro Almeida — Protocolo');
    // The top bar's avatar shows the new photo, fetched with the session's token.
    await page.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByText('Foto atualizada.')).toBeVisible();
    await expect(page.getByTestId('profile-menu').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('Aprendizagem opens the learning platform’s one-time login page in a new tab', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await page.getByTestId('profile-menu').click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Aprendizagem' }).click();
    const platform = await popup;
    await expect(platform).toHaveURL(/\/auth\/userkey\/login\.php\?key=[0-9a-f]{40}$/);
    await expect(platform.getByTestId('moodle-user')).toHaveText('servidor@demo.gov.br');
  });
});
