// Flow stages in the item view (issue 15 §4): the Protocolo's clerk sees what the current stage
// requires and the action off until it is met, moves the request through its stages, emits the
// numbered authorisation and downloads its PDF, and closes the request; the timeline lists each
// transition with his name, and the server holds the same.
import { readFileSync } from 'node:fs';
import { checkPdf } from '../../src-server/testing/pdfTools';
import { expect, expectAccessible, test } from './fixtures';
import { despachoWithFile, flowState, sendFlowDocument } from './support/flowDocuments';

test.describe('flow stages', () => {
  test.use({ isolatedServer: true });

  test('a parking credential: requirement, Mover para, Emitir Autorização with its PDF, Encerrar solicitação', async ({ page, server, staff }) => {
    const sent = await sendFlowDocument(server, 'servidora@demo.gov.br', 'PROT', 'Credencial de estacionamento — Maria das Dores');
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const deadlines = `/inbox/sector/view/document/${sent.inboxEmailUuid}/deadlines`;
    await staff.goto(deadlines);

    const flow = page.getByTestId('flow-stage');
    const requirement = flow.getByTestId('flow-requirement');
    await expect(requirement).toContainText('Anexo “Documento de identidade”');
    await expect(requirement).toContainText('Pendente');
    const toIssue = flow.getByRole('button', { name: 'Mover para Emissão da credencial' });
    await expect(toIssue).toBeDisabled();
    await expect(flow.getByTestId('flow-action-reason')).toHaveText('Falta cumprir o que a etapa exige: Anexo “Documento de identidade”');
    await expectAccessible(page);

    await despachoWithFile(server.url, 'servidor@demo.gov.br', sent.inboxEmailUuid, 'Documento de identidade - Maria das Dores.pdf');
    await staff.goto(`/inbox/sector/view/document/${sent.inboxEmailUuid}`);
    await staff.goto(deadlines);
    await expect(requirement).toContainText('Cumprido');
    await expect(toIssue).toBeEnabled();
    await toIssue.click();
    await expect(page.getByText('Documento movido para a etapa Emissão da credencial')).toBeVisible();

    await flow.getByRole('button', { name: 'Emitir Autorização' }).click();
    await expect(page.getByText(/^Autorização nº 0001\/\d{4} emitida$/)).toBeVisible();
    const [number] = flowState(server.dataDir, sent.documentId, sent.inboxEmailUuid).authorizations;
    expect(number).toMatch(/^0001\/\d{4}$/);
    await expect(flow.getByTestId('flow-authorization')).toContainText(`Autorização nº ${number}`);
    // Emitted once: the action is off now, saying so.
    await expect(flow.getByRole('button', { name: 'Emitir Autorização' })).toBeDisabled();
    const download = page.waitForEvent('download');
    await flow.getByRole('button', { name: 'Baixar autorização (PDF)' }).click();
    const pdf = readFileSync((await (await download).path())!);
    const text = checkPdf(pdf).text.replace(/\s+/g, ' ');
    for (const expected of [`Autorização nº ${number}`, 'Titular/requerente: Ana Beatriz Souza Lima', `Documento: ${sent.number}`, 'Emitida por: João Pedro Almeida — Protocolo Geral'])
      expect(text).toContain(expected);

    await flow.getByRole('button', { name: 'Mover para Entrega ao requerente' }).click();
    await expect(page.getByText('Documento movido para a etapa Entrega ao requerente')).toBeVisible();

    // Encerrar solicitação from the keyboard, confirmed first.
    const close = flow.getByRole('button', { name: 'Encerrar solicitação' });
    await close.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Encerrar solicitação' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Encerrar', exact: true }).click();
    await expect(page.getByText('Solicitação encerrada', { exact: true })).toBeVisible();
    await expect(page.getByTestId('flow-stage')).toHaveCount(0);

    await staff.goto(`/inbox/sector/view/document/${sent.inboxEmailUuid}`);
    const transitions = page.getByTestId('timeline-transition');
    await expect(transitions).toHaveCount(4);
    await expect(transitions.nth(0)).toContainText('Etapa “Análise do pedido” concluída; documento movido para “Emissão da credencial”');
    await expect(transitions.nth(1)).toContainText(`Autorização nº ${number} emitida na etapa “Emissão da credencial”`);
    await expect(transitions.nth(3)).toContainText('Etapa “Entrega ao requerente” concluída; solicitação encerrada');
    for (const index of [0, 1, 2, 3]) await expect(transitions.nth(index)).toContainText('João Pedro Almeida — Protocolo Geral');
    await expectAccessible(page);

    expect(flowState(server.dataDir, sent.documentId, sent.inboxEmailUuid)).toEqual({
      stages: [
        { name: 'Análise do pedido', status: 'done' },
        { name: 'Emissão da credencial', status: 'done' },
        { name: 'Entrega ao requerente', status: 'done' },
      ],
      transitions: ['move_stage_to', 'should_emit_traffic_card', 'move_stage_to', 'archive_flow'].map((action) => ({ action_type: action, user: 'João Pedro Almeida' })),
      authorizations: [number],
      emailClosed: true,
    });
  });
});
