// Filing a request in the citizen portal (issue 16): the demo citizen opens Nova solicitação from
// the home, chooses the parking-credential subject, writes the request, attaches a file (its
// progress shown while it goes), reloads half-way and finds the draft as left, publishes, sees the
// protocol number, downloads the comprovante (number and verification code in it) and finds the
// request in Minhas solicitações; the Administração's queue (the subject's sector) has it unread.
// Checked with axe at 390 and 1440 px.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PARKING_CREDENTIAL_SUBJECT } from '../../src-server/db/seed/documentCreation';
import { checkPdf } from '../../src-server/testing/pdfTools';
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { tabTo } from './support/keyboard';

const CITIZEN = 'cidadao@demo.gov.br';

async function citizenLogin(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/app/citizen/v2/login`);
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(CITIZEN);
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app\/citizen$/);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('Nova solicitação (/app/inbox/citizen/document/create)', () => {
  test.use({ isolatedServer: true });

  test('the citizen files a request with a file, keeps the draft through a reload, publishes and gets the comprovante', async ({ page, server }) => {
    const text = `Solicito a credencial para meu pai, de 82 anos. Pedido ${Date.now()}.`;
    await page.setViewportSize({ width: 390, height: 844 });
    await citizenLogin(page, server.url);
    await page.getByRole('main').getByRole('link', { name: /Nova solicitação/ }).click();
    await expect(page).toHaveURL(/\/app\/inbox\/citizen\/document\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova solicitação' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Assunto' }).click();
    await page.getByRole('option', { name: PARKING_CREDENTIAL_SUBJECT }).click();
    // The subject's model is the text to start from; the citizen writes over it.
    await expect(page.getByLabel('Descreva o seu pedido')).toHaveValue(/Solicito a credencial de estacionamento/);
    await page.getByLabel('Descreva o seu pedido').fill(text);
    await page.getByLabel('Placa do veículo').fill('ABC1D23');
    await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);

    await page.locator('input[type="file"]').setInputFiles({ name: 'identidade.pdf', mimeType: 'application/pdf', buffer: makeSimplePdf({ pages: 1, lines: ['RG 12.345.678-9'] }) });
    await expect(page.getByTestId('citizen-filing-file')).toHaveText(/identidade\.pdf/);
    await expect(page.getByTestId('citizen-filing-save-state')).toHaveText('Rascunho salvo');
    await expectNoSidewaysScroll(page, 390);
    await expectAccessible(page);

    const draftUrl = page.url();
    await page.reload();
    expect(page.url()).toBe(draftUrl);
    await expect(page.getByLabel('Descreva o seu pedido')).toHaveValue(text);
    await expect(page.getByRole('combobox', { name: 'Assunto' })).toHaveValue(PARKING_CREDENTIAL_SUBJECT);
    await expect(page.getByLabel('Placa do veículo')).toHaveValue('ABC1D23');
    await expect(page.getByTestId('citizen-filing-file')).toHaveText(/identidade\.pdf/);

    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitação enviada' })).toBeVisible();
    const number = (await page.getByTestId('citizen-filing-number').textContent()) ?? '';
    expect(number).toMatch(/^Requerimento nº \d+\/\d{4} — SEMAD$/);
    const code = (await page.getByTestId('citizen-filing-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    await expectNoSidewaysScroll(page, 390);
    await expectAccessible(page);

    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar comprovante (PDF)' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/^comprovante-Requerimento-n-\d+-\d{4}-SEMAD\.pdf$/);
    const receipt = checkPdf(readFileSync((await download.path())!)).text.replace(/\s+/g, ' ');
    expect(receipt).toContain(number);
    expect(receipt).toContain(code);
    expect(receipt).toContain('identidade.pdf');

    await page.getByRole('link', { name: 'Acompanhar em Minhas solicitações' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/inbox\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByTestId('citizen-request-stage')).toHaveText('Etapa atual: Análise do pedido');
    await expect(page.getByTestId('citizen-request-file')).toContainText('identidade.pdf');
    // The sent draft's address, opened again, is the request itself now.
    const requestUrl = page.url();
    await page.goto(draftUrl);
    await expect(page).toHaveURL(requestUrl);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();

    // The subject's sector (Administração) has it in its queue, unread, from the citizen.
    const handle = new Database(join(server.dataDir, 'gdoc.sqlite'), { readonly: true });
    const semad = handle.prepare("SELECT id FROM sectors WHERE symbol = 'SEMAD'").pluck().get() as number;
    handle.close();
    const admin = await apiLogin(server.url, 'admin@demo.gov.br');
    const queue = await fetch(`${server.url}/api/inbox/query?${new URLSearchParams({ search: number })}`, {
      headers: { Authorization: `Bearer ${admin}`, 'X-InboxType': 'sector', 'X-InboxSectorId': String(semad) },
    });
    expect(queue.status).toBe(200);
    const items = ((await queue.json()) as { data: { number: string; is_read: boolean; sender: string }[] }).data.filter((item) => item.number === number);
    expect(items).toEqual([expect.objectContaining({ is_read: false, sender: 'Carlos Eduardo Nogueira' })]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/app/inbox/citizen/document/create?subject=${encodeURIComponent(await subjectIdOf(server.dataDir))}`);
    await expect(page.getByRole('combobox', { name: 'Assunto' })).toHaveValue(PARKING_CREDENTIAL_SUBJECT);
    await expectNoSidewaysScroll(page, 1440);
    await expectAccessible(page);

    // By keyboard alone: another subject, the terms accepted, and sent.
    const subject = page.getByRole('combobox', { name: 'Assunto' });
    await tabTo(page, subject);
    await page.keyboard.type('Denúncia');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(subject).toHaveValue('Denúncia sanitária');
    await tabTo(page, page.getByRole('radio', { name: /Identificada/ }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Anônima/ })).toBeChecked();
    await tabTo(page, page.getByLabel('Estabelecimento denunciado'));
    await page.keyboard.type('Padaria Central');
    // Sent before accepting the terms: refused, the field says why, nothing typed is lost.
    await tabTo(page, page.getByRole('button', { name: 'Enviar solicitação' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Corrija os campos indicados para enviar.' })).toBeVisible();
    await expect(page.getByText('É preciso aceitar os termos do assunto')).toBeVisible();
    await expect(page.getByLabel('Estabelecimento denunciado')).toHaveValue('Padaria Central');
    await expectAccessible(page);
    await tabTo(page, page.getByLabel('Li e aceito os termos'));
    await page.keyboard.press('Space');
    await expect(page.getByText('É preciso aceitar os termos do assunto')).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Enviar solicitação' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('citizen-filing-number')).toHaveText(/^Requerimento nº \d+\/\d{4} — VISA$/);
    await expectAccessible(page);
  });
});

async function subjectIdOf(dataDir: string): Promise<string> {
  const handle = new Database(join(dataDir, 'gdoc.sqlite'), { readonly: true });
  try {
    return String(handle.prepare('SELECT id FROM subjects WHERE name = ?').pluck().get(PARKING_CREDENTIAL_SUBJECT));
  } finally {
    handle.close();
  }
}
