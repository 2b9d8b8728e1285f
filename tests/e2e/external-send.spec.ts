// Enviar externamente (issue 15 §6): the document's complete printout e-mailed to addresses outside
// the organisation, each its own message; read back from the local SMTP server (MailDev).
import { checkPdf } from '../../src-server/testing/pdfTools';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

test.describe('sending a document outside the organisation', () => {
  test.use({ isolatedServer: true });

  test('e-mails each address its own copy with the printout; a wrong address is said in place and nothing is lost', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const listed = (await (await fetch(`${server.url}/api/inbox/query/?per_page=1&filter=tasks&types=oficio`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } })).json()) as {
      data: { inbox_email_uuid: string; title: string; number: string }[];
    };
    const item = listed.data[0]!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/inbox/sector/view/document/${item.inbox_email_uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

    await page.getByRole('button', { name: 'Enviar externamente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar por e-mail para fora da organização' });
    const addresses = dialog.getByRole('combobox', { name: 'E-mails dos destinatários' });
    await addresses.fill('contato@empresa.com.br');
    await addresses.press('Enter');
    await addresses.fill('nao-e-email');
    await addresses.press('Enter');
    await dialog.getByRole('textbox', { name: 'Mensagem (opcional)' }).fill('Segue o ofício para ciência.');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByText('E-mail inválido: nao-e-email')).toBeVisible();
    await expectAccessible(page);
    await addresses.press('Backspace');
    await addresses.fill('ana@camara.mg.gov.br');
    await addresses.press('Enter');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Documento enviado aos destinatários externos.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mails = await server.mailDev.messages();
    expect(mails.map((mail) => mail.to.map((to) => to.address))).toEqual([['contato@empresa.com.br'], ['ana@camara.mg.gov.br']]);
    for (const mail of mails) {
      expect(mail.subject).toBe(`${item.number} — ${item.title}`);
      expect(mail.text).toContain('Segue o ofício para ciência.');
      const pdf = checkPdf(await server.mailDev.attachment(mail, mail.attachments![0]!.filename));
      expect(pdf.text).toContain('Código de verificação');
    }
  });
});
