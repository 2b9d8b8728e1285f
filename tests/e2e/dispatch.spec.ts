// Despacho and Nota in the item view (issue 15 §3): the nota stays with the Protocolo, the despacho
// sends the document to the Saúde, and the Saúde sees the despacho but never the nota; a despacho
// with a PDF lists it in the Sumário and is signed by its author through /sign (GDOC).
import { textPdf } from '../../src-server/documents/textPdf';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Summary = { data: { type: string; content: string }[] };

test.describe('despacho and nota', () => {
  test.use({ isolatedServer: true });

  test('a nota stays with the holding sector; a despacho that names the Saúde sends the document there, without the nota', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' });
    const listed = (await (await fetch(`${server.url}/api/inbox/query/?per_page=1&filter=tasks&types=oficio`, { headers: headers(clerk) })).json()) as { data: { inbox_email_uuid: string; title: string }[] };
    const item = listed.data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

    await page.getByRole('button', { name: 'Nota', exact: true }).click();
    const note = page.getByRole('dialog', { name: 'Nova nota interna' });
    await note.getByRole('button', { name: 'Registrar' }).click();
    await expect(note.getByText('Escreva o texto')).toBeVisible();
    await note.getByRole('textbox', { name: 'Texto' }).fill('Conferir a assinatura do requerente antes de seguir.');
    await expectAccessible(page);
    await note.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Nota registrada', { exact: true })).toBeVisible();
    await expect(page.getByText('Conferir a assinatura do requerente antes de seguir.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Despacho', exact: true }).click();
    const dispatch = page.getByRole('dialog', { name: 'Novo despacho' });
    await dispatch.getByRole('textbox', { name: 'Texto' }).fill('À Saúde, para parecer técnico.');
    await dispatch.getByRole('combobox', { name: 'Enviar o documento para o setor (opcional)' }).fill('Saúde');
    await page.getByRole('option', { name: 'Secretaria Municipal de Saúde', exact: true }).click();
    await dispatch.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Despacho registrado e documento enviado a Secretaria Municipal de Saúde')).toBeVisible();
    await expect(page.getByText('À Saúde, para parecer técnico.').first()).toBeVisible();

    // The Saúde has it in its queue, with the despacho and without the nota.
    const health = await apiLogin(server.url, 'servidora@demo.gov.br');
    const arrived = (await (await fetch(`${server.url}/api/inbox/query/?filter=tasks&search=${encodeURIComponent(item.title)}`, { headers: headers(health) })).json()) as { data: { inbox_email_uuid: string }[] };
    expect(arrived.data.length).toBeGreaterThan(0);
    const summary = (await (await fetch(`${server.url}/api/inbox/email/${arrived.data[0]!.inbox_email_uuid}/summary`, { headers: headers(health) })).json()) as Summary;
    expect(summary.data.map((entry) => entry.content).join(' ')).toContain('À Saúde, para parecer técnico.');
    expect(summary.data.map((entry) => entry.type)).not.toContain('note');
    expect(JSON.stringify(summary)).not.toContain('Conferir a assinatura');
  });

  test('a despacho with a PDF is listed in the Sumário with its file, then signed by its author through /sign and shown signed', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    const headers = { Authorization: `Bearer ${clerk}`, 'X-InboxType': 'sector' };
    const listed = (await (await fetch(`${server.url}/api/inbox/query/?per_page=1&filter=tasks&types=oficio`, { headers })).json()) as { data: { inbox_email_uuid: string; title: string }[] };
    const item = listed.data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

    await page.getByRole('button', { name: 'Despacho', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo despacho' });
    await dialog.getByRole('textbox', { name: 'Texto' }).fill('Junte-se o laudo e conclua-se.');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Anexar arquivos' }).click();
    const laudo = textPdf({ heading: 'Vistoria', number: 'Laudo', title: 'Laudo de vistoria', body: ['Imóvel em condições.'], createdAt: new Date() });
    await (await chooser).setFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: laudo });
    await expect(dialog.getByRole('list', { name: 'Arquivos a enviar com o texto' })).toContainText('laudo.pdf');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Despacho registrado', { exact: true })).toBeVisible();

    // The Sumário lists it with its file and offers Assinar to its author.
    const summary = page.getByRole('complementary', { name: 'Sumário' });
    const entry = summary.getByTestId('summary-entry').filter({ has: page.getByTestId('dispatch-attachments') });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('dispatch-attachments')).toContainText('laudo.pdf');
    await entry.getByRole('button', { name: 'Assinar este despacho' }).click();

    // /sign with the despacho as its one target, previewed as its page.
    await expect(page).toHaveURL(/\/sign\?.*batchType=dispatch/);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="dsp-"]')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();

    // Back on the item, the Sumário shows it signed and Assinar is gone.
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${item.inbox_email_uuid}`));
    const signed = page.getByRole('complementary', { name: 'Sumário' }).getByTestId('summary-entry').filter({ has: page.getByTestId('dispatch-attachments') });
    await expect(signed.getByTestId('dispatch-signature')).toContainText(/Assinado por João Pedro Almeida em .* \(Assinatura GDOC\)/);
    await expect(signed.getByRole('button', { name: 'Assinar este despacho' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
