// Screens load as chunks of their own (issue 21): one that cannot be fetched (connection lost, or
// a new version deployed since the page opened) shows a pt-BR message with Recarregar inside the
// layout, never a blank page; once the network is back, Recarregar opens the screen.
import { expect, test } from './fixtures';

test('a screen whose chunk fails to load says so and offers Recarregar, keeping the top bar', async ({ page, staff }) => {
  await staff.login('servidor@demo.gov.br');
  await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  const chunk = /\/assets\/DocumentSearchScreen-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.evaluate(() => {
    history.pushState({}, '', '/documents/search');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar esta tela');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta tela' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/documents\/search$/);
});
