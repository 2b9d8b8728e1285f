// Attachments of a document (issue 5, point 4): the gallery (PDF through pdf.js, images, and the
// message for anything else) and Solicitar revisão with its required reason.
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

test.describe('attachments', () => {
  test.use({ isolatedServer: true });

  test('the gallery previews PDFs and says what it cannot show; a review needs a reason', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const headers = { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' };
    const sectors = (await (await fetch(`${server.url}/api/contacts?kind=sector&search=Sa%C3%BAde`, { headers })).json()) as { data: { id: number }[] };
    const created = await fetch(`${server.url}/api/inbox/email`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'oficio', subject: 'Ofício com anexos', content: '<p>Seguem os anexos.</p>', recipients: [{ sector_id: sectors.data[0]!.id }] }),
    });
    expect(created.status).toBe(201);
    const { inbox_email_uuid: uuid } = (await created.json()) as { inbox_email_uuid: string };
    const form = new FormData();
    form.append('mediaGroup', 'Anexos');
    form.append('files[]', new Blob([new Uint8Array(makeSimplePdf({ pages: 2, lines: ['Planta do terreno'] }))], { type: 'application/pdf' }), 'planta.pdf');
    form.append('files[]', new Blob(['Item;Quantidade\nLâmpada;4\n'], { type: 'text/plain' }), 'lista.txt');
    const uploaded = await fetch(`${server.url}/api/inbox/email/${uuid}/medias`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${uuid}/documents`);
    await expect(page.locator('[data-testid="attachment"][data-name="planta.pdf"]')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Visualizar planta.pdf' }).click();
    const gallery = page.getByRole('dialog', { name: 'planta.pdf' });
    await expect(gallery.locator('canvas').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'lista.txt' })).toContainText('Desculpe, tipo de arquivo não suportado para visualização :(');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Mais ações de planta.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Solicitar revisão' }).click();
    const review = page.getByRole('dialog', { name: 'Solicitar revisão' });
    const send = review.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await review.getByLabel('Motivo da revisão').fill('   ');
    await expect(send).toBeDisabled();
    await review.getByLabel('Motivo da revisão').fill('A planta está sem a escala.');
    await send.click();
    await expect(page.getByText('Revisão solicitada com sucesso')).toBeVisible();
    await expect(page.locator('[data-testid="attachment"][data-name="planta.pdf"]')).toContainText('Revisão solicitada');
    const files = (await (await fetch(`${server.url}/api/inbox/email/${uuid}/medias`, { headers })).json()) as { files: { name: string; rejected_status: string | null; rejected_message: string | null }[] };
    expect(files.files.find((file) => file.name === 'planta.pdf')).toMatchObject({ rejected_status: 'REJECTED', rejected_message: 'A planta está sem a escala.' });
  });
});
