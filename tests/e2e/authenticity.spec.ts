// Autenticidade de Documentos (citizen portal): the code printed on a document's Completo, opened
// from the QR code's address, shows the document's facts and its signature and hands out the PDF;
// a wrong code typed in the field is not found. At 1440 and 390 px, with the keyboard, axe clean.
import { readFileSync } from 'node:fs';
import { checkPdf, pageText } from '../../src-server/testing/pdfTools';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

/** João (Protocolo) writes an ofício to the Saúde, publishes it, signs it with his password and prints its Completo. */
async function signedAndPrinted(serverUrl: string): Promise<{ number: string; code: string }> {
  const token = await apiLogin(serverUrl, 'servidor@demo.gov.br');
  const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' };
  const sectors = (await (await fetch(`${serverUrl}/api/contacts?kind=sector&search=Sa%C3%BAde`, { headers })).json()) as { data: { id: number }[] };
  const created = await fetch(`${serverUrl}/api/inbox/email`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'oficio', subject: `Ofício autêntico ${Date.now()}`, content: '<p>Texto.</p>', recipients: [{ sector_id: sectors.data[0]!.id }] }),
  });
  expect(created.status).toBe(201);
  const draft = (await created.json()) as { id: number; inbox_email_uuid: string };
  const published = await fetch(`${serverUrl}/api/inbox/email/${draft.inbox_email_uuid}/publish`, { method: 'POST', headers });
  expect(published.status).toBe(200);
  const { number, inbox_email_uuid: sent } = (await published.json()) as { number: string; inbox_email_uuid: string };
  const signed = await fetch(`${serverUrl}/api/signature/sign/${draft.id}?type=doc`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'demo1234' }),
  });
  expect(signed.status).toBe(200);
  const printout = await fetch(`${serverUrl}/api/inbox/email/${sent}/print/full`, { headers });
  expect(printout.status).toBe(200);
  const pdf = Buffer.from(await printout.arrayBuffer());
  const code = /Código de verificação: ([0-9A-F]{4}(?:-[0-9A-F]{4}){3})/.exec(pageText(pdf, 1))?.[1];
  expect(code).toBeDefined();
  return { number: number.trim(), code: code! };
}

test.describe('authenticity page (/app/citizen/authenticity)', () => {
  test.use({ isolatedServer: true });

  test('the printed code checks out: facts, the signature and the PDF; a wrong code is not found', async ({ page, server }) => {
    const { number, code } = await signedAndPrinted(server.url);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/app/citizen/authenticity?code=${code}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Autenticidade de Documentos' })).toBeVisible();
    await expect(main.getByText('Documento autêntico')).toBeVisible();
    await expect(main.getByLabel('Código de verificação')).toHaveValue(code);
    await expect(main).toContainText('Ofício');
    await expect(main).toContainText(number);
    await expect(main).toContainText('Protocolo');
    const signatures = main.getByRole('list').getByRole('listitem');
    await expect(signatures).toHaveCount(1);
    await expect(signatures.first()).toContainText('GDOC');
    await expect(signatures.first()).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await main.getByRole('link', { name: 'Baixar PDF' }).click();
    const pdf = readFileSync((await (await download).path())!);
    expect(checkPdf(pdf).text.replace(/\s+/g, ' ')).toContain(number);

    // On a phone, with the keyboard: a code with one digit changed is not found.
    await page.setViewportSize({ width: 390, height: 844 });
    const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
    const field = main.getByLabel('Código de verificação');
    await field.focus();
    await field.fill(wrong.toLowerCase().replace(/-/g, ' '));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]code=${wrong}$`));
    await expect(main.getByRole('alert')).toContainText('Código não encontrado');
    await expect(main.getByText('Documento autêntico')).toHaveCount(0);
    await expectAccessible(page);
  });
});
