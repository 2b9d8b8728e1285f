// One citizen requerimento from arrival to its end (issue 15 §8), worked by the Protocolo's clerk
// in the item view: Responder (the citizen reads the reply in their own view), a despacho with the
// identity document attached (which meets the first stage's requirement), Encaminhar to the Saúde
// (checked from the Saúde's queue), two stages moved through, Imprimir completo (the attachment's
// pages merged, read back with pdfinfo/pdftotext), Enviar externamente (read back from MailDev) and
// Encerrar solicitação.
import { readFileSync } from 'node:fs';
import { citizenConversationSchema } from '../../src-shared/api/citizenRequests';
import { checkPdf } from '../../src-server/testing/pdfTools';
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { fileCitizenParkingRequest } from './support/citizenRequest';
import { flowState } from './support/flowDocuments';

const CITIZEN = 'cidadao@demo.gov.br';

test.describe('a citizen requerimento, from arrival to its end', () => {
  test.use({ isolatedServer: true });

  test('reply, despacho with a file, forward, two stages, print, external e-mail and close', async ({ page, server, staff }) => {
    const title = `Credencial de estacionamento — Carlos Eduardo ${Date.now()}`;
    const filed = fileCitizenParkingRequest(server.dataDir, CITIZEN, 'PROT', title);
    const item = `/inbox/sector/view/document/${filed.emailUuid}`;

    // Arrival: unread in the Protocolo's queue.
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('inbox-row').filter({ hasText: title })).toHaveAccessibleName(`${title} (não lido)`);
    await page.getByTestId('inbox-row').filter({ hasText: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Responder: to the citizen, who reads it in their own view.
    await page.getByRole('link', { name: 'Responder', exact: true }).click();
    await expect(page.getByTestId('reply-to')).toHaveText('Para: Carlos Eduardo Nogueira');
    await page.getByTestId('document-editor').locator('[contenteditable="true"]').click();
    await page.keyboard.type('Recebemos seu pedido. Envie cópia do documento de identidade, por favor.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Resposta enviada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(item));
    const citizen = await apiLogin(server.url, CITIZEN, 6);
    const conversation = await fetch(`${server.url}/api/citizen/requests/${filed.documentUuid}/conversation`, { headers: { Authorization: `Bearer ${citizen}` } });
    expect(conversation.status).toBe(200);
    const { data } = citizenConversationSchema.parse(await conversation.json());
    expect(data.items.map((entry) => entry.type)).toEqual(['dispatch', 'reply']);
    expect(data.items[1]!.content).toContain('Envie cópia do documento de identidade');

    // Despacho with the identity document the citizen brought to the counter.
    await page.getByRole('button', { name: 'Despacho', exact: true }).click();
    const dispatch = page.getByRole('dialog', { name: 'Novo despacho' });
    await dispatch.getByRole('textbox', { name: 'Texto' }).fill('Junte-se o documento de identidade apresentado no balcão.');
    const chooser = page.waitForEvent('filechooser');
    await dispatch.getByRole('button', { name: 'Anexar arquivos' }).click();
    const identity = makeSimplePdf({ pages: 2, lines: ['Documento de identidade do requerente'] });
    await (await chooser).setFiles({ name: 'Documento de identidade - Carlos.pdf', mimeType: 'application/pdf', buffer: Buffer.from(identity) });
    await dispatch.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Despacho registrado', { exact: true })).toBeVisible();
    await expect(dispatch).toBeHidden();

    // Encaminhar to the Saúde, for its opinion.
    await page.getByRole('button', { name: 'Encaminhar' }).click();
    const forward = page.getByRole('dialog', { name: 'Encaminhar documento' });
    await forward.getByRole('textbox', { name: 'Despacho (opcional)' }).fill('Para parecer da Saúde sobre o laudo.');
    await forward.getByRole('combobox', { name: 'Destinatários' }).fill('Saúde');
    await page.getByRole('option', { name: 'Secretaria Municipal de Saúde', exact: true }).click();
    await page.keyboard.press('Tab');
    await forward.getByRole('button', { name: 'Encaminhar' }).click();
    await expect(page.getByText('Documento encaminhado', { exact: true })).toBeVisible();
    await expect(forward).toBeHidden();

    // Two stages: the despacho's file meets Análise do pedido's requirement.
    await staff.goto(`${item}/deadlines`);
    const flow = page.getByTestId('flow-stage');
    await expect(flow.getByTestId('flow-requirement')).toContainText('Cumprido');
    await flow.getByRole('button', { name: 'Mover para Emissão da credencial' }).click();
    await expect(page.getByText('Documento movido para a etapa Emissão da credencial')).toBeVisible();
    await flow.getByRole('button', { name: 'Mover para Entrega ao requerente' }).click();
    await expect(page.getByText('Documento movido para a etapa Entrega ao requerente')).toBeVisible();
    await expectAccessible(page);

    // Imprimir completo: the identity document's two pages are in the printout.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await page.getByRole('menuitem', { name: 'Completo, com os anexos' }).click();
    const printout = checkPdf(readFileSync((await (await download).path())!));
    expect(printout.pages).toBeGreaterThanOrEqual(3);
    expect(printout.text).toContain('Documento de identidade do requerente');
    expect(printout.text).toContain(title);

    // Enviar externamente: the Detran's address gets the printout.
    await page.getByRole('button', { name: 'Enviar externamente' }).click();
    const external = page.getByRole('dialog', { name: 'Enviar por e-mail para fora da organização' });
    const addresses = external.getByRole('combobox', { name: 'E-mails dos destinatários' });
    await addresses.fill('credenciais@detran.mg.gov.br');
    await addresses.press('Enter');
    await external.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Documento enviado aos destinatários externos.')).toBeVisible();
    const [mail] = await server.mailDev.messages();
    expect(mail!.to.map((to) => to.address)).toEqual(['credenciais@detran.mg.gov.br']);
    expect(checkPdf(await server.mailDev.attachment(mail!, mail!.attachments![0]!.filename)).text).toContain('Documento de identidade do requerente');

    // Encerrar solicitação: the flow ends and the Protocolo's email is closed.
    await flow.getByRole('button', { name: 'Encerrar solicitação' }).click();
    await page.getByRole('dialog', { name: 'Encerrar solicitação' }).getByRole('button', { name: 'Encerrar', exact: true }).click();
    await expect(page.getByText('Solicitação encerrada', { exact: true })).toBeVisible();
    expect(flowState(server.dataDir, filed.documentId, filed.emailUuid)).toMatchObject({
      stages: [
        { name: 'Análise do pedido', status: 'done' },
        { name: 'Emissão da credencial', status: 'done' },
        { name: 'Entrega ao requerente', status: 'done' },
      ],
      emailClosed: true,
    });

    // The Saúde's queue has the forwarded request, unread, with the Protocolo's despacho.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await staff.login('servidora@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const received = page.getByTestId('inbox-row').filter({ hasText: title });
    await expect(received).toHaveAccessibleName(`${title} (não lido)`);
    await received.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('timeline-item').filter({ hasText: 'Para parecer da Saúde sobre o laudo.' })).toBeVisible();
  });
});
