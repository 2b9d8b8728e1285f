// Deadlines in the work queue (issue 19 §3, §6): with the server's clock and the browser's frozen at
// Wednesday 11 February 2026, 10:00 in São Paulo, the Protocolo's documents with known due dates
// show in the Prazo column ("Vencido" in red, "Vence hoje" highlighted), each filter lists its rows,
// the Prazo sort orders them, the Prazos card counts them and links to the filtered list, and a
// deadline set in the Prazos tab with a reason — from the keyboard — appears in the timeline.
import { expect, expectAccessible, test } from './fixtures';
import { giveDeadlines, makeResponsible } from './support/deadlines';

const NOW = '2026-02-11T13:00:00.000Z';
const DUE = {
  overdue: '2026-02-10T20:00:00.000Z', // yesterday 17:00
  today: '2026-02-11T20:00:00.000Z', // today 17:00
  week: '2026-02-13T15:00:00.000Z', // Friday 12:00
  later: '2026-03-02T02:59:00.000Z', // 1 March, end of the day
};

test.describe('deadlines in the work queue', () => {
  test.use({ isolatedServer: true, serverClock: NOW });

  test('the Prazo column, its filters, the sort, the Prazos card and a deadline changed with a reason', async ({ page, server, staff }) => {
    const [overdue, today, week, later] = giveDeadlines(server.dataDir, 'PROT', [DUE.overdue, DUE.today, DUE.week, DUE.later]);
    makeResponsible(server.dataDir, overdue!.uuid, 'servidor@demo.gov.br');
    await page.clock.setFixedTime(new Date(NOW));
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);

    const row = (uuid: string) => page.locator(`[data-testid="inbox-row"][data-uuid="${uuid}"]`);
    const cell = (uuid: string) => row(uuid).getByTestId('deadline-cell');

    // The Prazos card: the sector's and mine, by window.
    const card = page.getByTestId('deadline-card');
    const counts = async (key: 'sector' | 'mine') => card.getByTestId(`deadline-card-${key}`).getByRole('link').allTextContents();
    await expect(card.getByTestId('deadline-card-sector').getByRole('link')).toHaveText(['1', '1', '2']);
    expect(await counts('mine')).toEqual(['1', '0', '0']);

    // Sorted by Prazo, soonest first: the four dated documents lead, each with its state in words.
    await page.getByRole('combobox', { name: 'Ordenar por', exact: true }).click();
    await page.getByRole('option', { name: 'Prazo', exact: true }).click();
    await page.getByRole('combobox', { name: 'Ordem', exact: true }).click();
    await page.getByRole('option', { name: 'Crescente', exact: true }).click();
    await expect(page).toHaveURL(/inboxSortByType=dueAt/);
    await expect(page).toHaveURL(/inboxSortByValue=asc/);
    const rows = page.getByTestId('inbox-row');
    await expect(rows.nth(0)).toHaveAttribute('data-uuid', overdue!.uuid);
    await expect(rows.nth(1)).toHaveAttribute('data-uuid', today!.uuid);
    await expect(rows.nth(2)).toHaveAttribute('data-uuid', week!.uuid);
    await expect(rows.nth(3)).toHaveAttribute('data-uuid', later!.uuid);
    await expect(cell(overdue!.uuid)).toHaveText('Vencido10/02/2026 17:00');
    await expect(cell(overdue!.uuid).getByText('10/02/2026 17:00')).toHaveCSS('color', 'rgb(134, 24, 24)');
    await expect(cell(today!.uuid)).toHaveText('Vence hoje11/02/2026 17:00');
    await expect(cell(week!.uuid)).toHaveText('13/02/2026 12:00');
    await expect(cell(later!.uuid)).toHaveText('01/03/2026');
    await expect(cell(overdue!.uuid)).toHaveAttribute('title', 'Prazo: Vencido, 10/02/2026 17:00');
    await expect(rows.nth(4).getByTestId('deadline-cell')).toHaveText('Sem prazo');
    await expectAccessible(page);

    // The filters, from the keyboard: a radio group the arrows move through, kept in the URL.
    const filter = page.getByRole('radiogroup', { name: 'Prazo' });
    await filter.getByText('Vencidos', { exact: true }).click();
    await expect(page).toHaveURL(/deadline=overdue/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-uuid', overdue!.uuid);
    await filter.getByRole('radio', { name: 'Vencidos' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/deadline=today/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-uuid', today!.uuid);
    // KNOWN ISSUE: the reload after a change takes the focus out of the group; focus the choice again.
    await filter.getByRole('radio', { name: 'Vencem hoje' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/deadline=week/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-uuid', today!.uuid);
    await expect(rows.nth(1)).toHaveAttribute('data-uuid', week!.uuid);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(filter.getByRole('radio', { name: 'Esta semana' })).toBeChecked();

    // The card's links open the list filtered the same way.
    await card.getByRole('link', { name: /^1 vencidos \(Setor\)/ }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks\?deadline=overdue$/);
    await expect(rows).toHaveCount(1);
    await card.getByRole('link', { name: /^1 vencidos \(Meus\)/ }).click();
    await expect(page).toHaveURL(/responsibleId=\d+&deadline=overdue/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-uuid', overdue!.uuid);

    // Alterar prazo in the Prazos tab, from the keyboard, with a reason.
    await staff.goto(`/inbox/sector/view/document/${later!.uuid}/deadlines`);
    const deadline = page.getByTestId('item-deadline');
    await expect(deadline).toContainText('01/03/2026');
    await expect(deadline.locator('#deadline-form-title')).toHaveText('Alterar prazo');
    await expectAccessible(page);
    const date = deadline.getByLabel('Data');
    await date.focus();
    await date.fill('2026-03-20');
    // A native date field keeps Tab among its day/month/year parts: the time field is focused directly.
    await deadline.getByLabel('Hora').focus();
    await deadline.getByLabel('Hora').fill('17:30');
    // No reason: refused on the spot, in pt-BR.
    await deadline.getByRole('button', { name: 'Alterar prazo' }).focus();
    await page.keyboard.press('Enter');
    await expect(deadline).toContainText('Informe o motivo da alteração com ao menos 3 caracteres');
    await deadline.getByRole('textbox', { name: 'Motivo' }).fill('Aguardando parecer da Procuradoria');
    await deadline.getByRole('button', { name: 'Alterar prazo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Prazo salvo')).toBeVisible();
    await expect(deadline).toContainText('20/03/2026 17:30');
    const history = page.getByTestId('deadline-history');
    await expect(history).toContainText('Prazo alterado de 01/03/2026 para 20/03/2026 17:30 — motivo: Aguardando parecer da Procuradoria');

    // The timeline records it.
    await staff.goto(`/inbox/sector/view/document/${later!.uuid}`);
    await expect(page.getByTestId('timeline-deadline')).toContainText('Prazo alterado de 01/03/2026 para 20/03/2026 17:30 — motivo: Aguardando parecer da Procuradoria');
    await expect(page.getByTestId('timeline-deadline')).toContainText('João Pedro Almeida');
  });

  test('at 390 px the row still shows its deadline', async ({ page, server, staff }) => {
    const [overdue] = giveDeadlines(server.dataDir, 'PROT', [DUE.overdue]);
    await page.clock.setFixedTime(new Date(NOW));
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.login('servidor@demo.gov.br');
    // The login lands first: opening another address before it would drop the session being saved.
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/workspace/sector/tasks?deadline=overdue');
    const cell = page.locator(`[data-testid="inbox-row"][data-uuid="${overdue!.uuid}"]`).getByTestId('deadline-cell');
    await expect(cell).toBeVisible();
    await expect(cell).toContainText('Vencido');
    await expect(cell).toContainText('10/02/2026 17:00');
  });
});
