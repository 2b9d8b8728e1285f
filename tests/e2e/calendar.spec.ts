// The sector calendar (issue 19, spec §2): the work queue's items on the days they fall due, in
// month and week views, with the list's filters carried both ways, and used from the keyboard.
// The browser's clock is frozen (today = Wednesday 25/11/2026, 12:00 in São Paulo); the server
// needs none: the calendar asks it for an explicit range of days.
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { setOnlyDueDates } from './support/dueDates';

test.use({ isolatedServer: true });

type Item = { inbox_email_uuid: string; title: string; number: string; kind: 'document' | 'process' };
const NOW = new Date('2026-11-25T15:00:00.000Z');

async function sectorTasks(serverUrl: string, token: string): Promise<Item[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector?per_page=100`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  return ((await response.json()) as { data: Item[] }).data;
}

const day = (page: Page, date: string) => page.getByTestId(`calendar-day-${date}`);
const link = (page: Page, date: string, item: Item) => day(page, date).getByRole('link', { name: new RegExp(item.number.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) });

test.describe('the sector calendar', () => {
  test('shows the items on the days they fall due, in month and week views, and keeps the list’s filters', async ({ page, server, staff }) => {
    const tasks = await sectorTasks(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    const overdue = tasks.find((item) => item.kind === 'process');
    const [tonight, nextWeek] = tasks.filter((item) => item.kind === 'document');
    if (!overdue || !tonight || !nextWeek) throw new Error('PROT needs a process and two documents');
    setOnlyDueDates(server.dataDir, {
      [overdue.inbox_email_uuid]: '2026-11-24T18:00:00.000Z', // Tuesday 24/11, 15:00: overdue by now
      [tonight.inbox_email_uuid]: '2026-11-26T02:30:00.000Z', // Wednesday 25/11, 23:30 in São Paulo (Thursday in UTC)
      [nextWeek.inbox_email_uuid]: '2026-12-03T13:00:00.000Z', // Thursday 03/12
    });
    await page.clock.setFixedTime(NOW);

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByRole('navigation', { name: 'Modo de exibição da fila' }).getByRole('link', { name: 'Calendário' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/calendar$/);

    // Month: November's grid, Monday first, from 26/10 to 06/12.
    await expect(page.getByTestId('calendar-period')).toHaveText('Novembro de 2026');
    await expect(page.getByRole('columnheader')).toHaveText(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom']);
    await expect(day(page, '2026-11-25')).toHaveAttribute('aria-current', 'date');
    await expect(day(page, '2026-11-25').getByTestId('calendar-today')).toHaveText('Hoje');
    await expect(link(page, '2026-11-24', overdue)).toContainText(`Vencido${overdue.number} — ${overdue.title}`);
    await expect(link(page, '2026-11-25', tonight)).toHaveText(`${tonight.number} — ${tonight.title}`);
    await expect(day(page, '2026-11-26').getByTestId('calendar-item')).toHaveCount(0);
    await expect(link(page, '2026-12-03', nextWeek)).toBeVisible();
    await expect(day(page, '2026-11-24').getByTestId('calendar-day-label')).toHaveText('terça-feira, 24 de novembro de 2026: 1 item com prazo');
    await expectAccessible(page);

    // Week: this week's seven days; the next week has the item of 03/12.
    await page.locator('label', { hasText: /^Semana$/ }).click();
    await expect(page).toHaveURL(/week=2026-11-23/);
    await expect(page.getByTestId('calendar-period')).toHaveText('Semana de 23/11/2026 a 29/11/2026');
    await expect(page.getByTestId('calendar-item')).toHaveCount(2);
    await expect(link(page, '2026-11-24', overdue)).toBeVisible();
    await expect(link(page, '2026-11-25', tonight)).toBeVisible();
    await page.getByRole('button', { name: 'Próxima semana' }).click();
    await expect(page).toHaveURL(/week=2026-11-30/);
    await expect(page.getByTestId('calendar-item')).toHaveCount(1);
    await expect(link(page, '2026-12-03', nextWeek)).toBeVisible();
    await page.getByRole('button', { name: 'Hoje' }).click();
    await expect(page).toHaveURL(/week=2026-11-23/);

    // A filter chosen in the list holds in the calendar, and back.
    await staff.goto('/workspace/sector/tasks?types=processo');
    await expect(page.getByTestId('active-filter-count')).toBeVisible();
    await page.getByRole('navigation', { name: 'Modo de exibição da fila' }).getByRole('link', { name: 'Calendário' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/calendar\?types=processo$/);
    await expect(link(page, '2026-11-24', overdue)).toBeVisible();
    await expect(page.getByTestId('calendar-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(page).toHaveURL(/types=processo&month=2026-12/);
    await expect(page.getByTestId('calendar-empty')).toHaveText('Nenhum item com prazo neste período corresponde aos filtros.');
    await page.getByRole('navigation', { name: 'Modo de exibição da fila' }).getByRole('link', { name: 'Lista' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks\?types=processo/);
    await expect(page.getByTestId('active-filter-count')).toBeVisible();

    // 390 px wide: a week as a list of days.
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.goto('/workspace/sector/calendar');
    await expect(page.getByTestId('calendar-period')).toHaveText('Semana de 23/11/2026 a 29/11/2026');
    await expect(link(page, '2026-11-25', tonight)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('is used from the keyboard: arrows, Home/End, PageUp/PageDown, Enter opens the day’s first item', async ({ page, server, staff }) => {
    const [first, second] = await sectorTasks(server.url, await apiLogin(server.url, 'servidor@demo.gov.br'));
    if (!first || !second) throw new Error('PROT needs two tasks');
    setOnlyDueDates(server.dataDir, { [first.inbox_email_uuid]: '2026-11-24T13:00:00.000Z', [second.inbox_email_uuid]: '2026-12-24T13:00:00.000Z' });
    await page.clock.setFixedTime(NOW);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/workspace/sector/calendar?month=2026-11');
    await expect(link(page, '2026-11-24', first)).toBeVisible();

    // Tab reaches the grid at today's cell: one day is in the tab order at a time.
    await page.getByRole('button', { name: 'Próximo mês' }).focus();
    await page.keyboard.press('Tab');
    await expect(day(page, '2026-11-25')).toBeFocused();
    await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press('ArrowLeft');
    await expect(day(page, '2026-11-24')).toBeFocused();
    await page.keyboard.press('End');
    await expect(day(page, '2026-11-29')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(day(page, '2026-11-23')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day(page, '2026-11-30')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    // 01/12 is December: the calendar turns the month and keeps the focus on the day.
    await expect(page).toHaveURL(/month=2026-12/);
    await expect(page.getByTestId('calendar-period')).toHaveText('Dezembro de 2026');
    await expect(day(page, '2026-12-01')).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('calendar-period')).toHaveText('Novembro de 2026');
    await expect(day(page, '2026-11-01')).toBeFocused();
    // A move into another period loads it: the next key waits for the day to hold the focus.
    await page.keyboard.press('PageDown');
    await expect(day(page, '2026-12-01')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('calendar-period')).toHaveText('Novembro de 2026');
    await expect(day(page, '2026-11-24')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(day(page, '2026-11-10')).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(day(page, '2026-12-10')).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('calendar-period')).toHaveText('Janeiro de 2027');
    await expect(day(page, '2027-01-10')).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(day(page, '2026-12-10')).toBeFocused();
    for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowDown');
    await expect(day(page, '2026-12-24')).toBeFocused();

    // Enter opens the day's first item, as the list opens it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/${second.kind}/${second.inbox_email_uuid}\\?fromWorkTree=true$`));
    await expect(page.getByTestId('item-number')).toContainText(second.number);
  });
});
