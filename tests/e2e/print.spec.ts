// Imprimir (issue 15 §5): Completo with the attachment's pages merged and every page stamped with
// the number, the verification code and a QR code that reads back as the authenticity address;
// Parcial with the dispatches the user picks; the ZIP package.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkPdf, checkZip, pageText, qrOnPage } from '../../src-server/testing/pdfTools';
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, test, type StaffApp } from './fixtures';

async function publishWithPlan(serverUrl: string): Promise<{ title: string; number: string }> {
  const token = await apiLogin(serverUrl, 'servidor@demo.gov.br');
  const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' };
  const sectors = (await (await fetch(`${serverUrl}/api/contacts?kind=sector&search=Sa%C3%BAde`, { headers })).json()) as { data: { id: number }[] };
  const title = `Ofício com planta ${Date.now()}`;
  const created = await fetch(`${serverUrl}/api/inbox/email`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'oficio', subject: title, content: '<p>Segue a planta.</p>', recipients: [{ sector_id: sectors.data[0]!.id }] }),
  });
  const { inbox_email_uuid: uuid } = (await created.json()) as { inbox_email_uuid: string };
  const form = new FormData();
  form.append('mediaGroup', 'Anexos');
  form.append('files[]', new Blob([new Uint8Array(makeSimplePdf({ pages: 2, lines: ['Planta do terreno'] }))], { type: 'application/pdf' }), 'planta.pdf');
  expect((await fetch(`${serverUrl}/api/inbox/email/${uuid}/medias`, { method: 'POST', headers, body: form })).status).toBe(201);
  const published = await fetch(`${serverUrl}/api/inbox/email/${uuid}/publish`, { method: 'POST', headers });
  expect(published.status).toBe(200);
  return { title, number: ((await published.json()) as { number: string }).number };
}

async function received(serverUrl: string, title: string): Promise<string> {
  const token = await apiLogin(serverUrl, 'servidora@demo.gov.br');
  const page = (await (await fetch(`${serverUrl}/api/inbox/query/?filter=tasks&search=${encodeURIComponent(title)}`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } })).json()) as {
    data: { inbox_email_uuid: string }[];
  };
  return page.data[0]!.inbox_email_uuid;
}

/** The Saúde's clerk, in the item view of a document the Protocolo sent with a two-page PDF. */
async function openReceivedPlan(page: Page, serverUrl: string, staff: StaffApp): Promise<void> {
  const { title } = await publishWithPlan(serverUrl);
  const uuid = await received(serverUrl, title);
  await staff.login('servidora@demo.gov.br');
  await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  await staff.goto(`/inbox/sector/view/document/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function printed(page: Page, choose: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await choose();
  return readFileSync((await (await download).path())!);
}

test.describe('printing from the item view', () => {
  test.use({ isolatedServer: true });

  test('Completo merges the attachment and stamps every page with the number, the code and a QR code of the authenticity page', async ({ page, server, staff }) => {
    await openReceivedPlan(page, server.url, staff);

    const pdf = await printed(page, async () => {
      await page.getByRole('button', { name: 'Imprimir' }).click();
      await page.getByRole('menuitem', { name: 'Completo, com os anexos' }).click();
    });
    await expect(page.getByText('Impressão gerada: confira seus downloads')).toBeVisible();
    const report = checkPdf(pdf);
    expect(report.pages).toBeGreaterThanOrEqual(3);
    expect(pageText(pdf, report.pages)).toContain('Planta do terreno');
    const code = /Código de verificação: ([0-9A-F]{4}(?:-[0-9A-F]{4}){3})/.exec(pageText(pdf, 1))?.[1];
    expect(code).toBeDefined();
    for (let index = 1; index <= report.pages; index += 1) {
      expect(pageText(pdf, index)).toContain(`Código de verificação: ${code}`);
      expect(qrOnPage(pdf, index)).toBe(`${server.url}/app/citizen/authenticity?code=${code}`);
    }
  });

  test('Parcial prints the dispatches picked, and says so when none is; the ZIP carries the document and the file', async ({ page, server, staff }) => {
    await openReceivedPlan(page, server.url, staff);

    await page.getByRole('button', { name: 'Imprimir' }).click();
    await page.getByRole('menuitem', { name: 'Parcial: escolher despachos…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impressão parcial' });
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await expect(dialog.getByText('Escolha ao menos um despacho')).toBeVisible();
    await dialog.getByRole('checkbox').first().check();
    const partial = await printed(page, () => dialog.getByRole('button', { name: 'Imprimir' }).click());
    expect(checkPdf(partial).text).toContain('Despachos e movimentações');
    await expect(dialog).toBeHidden();

    const zip = await printed(page, async () => {
      await page.getByRole('button', { name: 'Imprimir' }).click();
      await page.getByRole('menuitem', { name: 'Pacote ZIP (documento e arquivos)' }).click();
    });
    expect(checkZip(zip)).toContain('planta.pdf');
  });
});
