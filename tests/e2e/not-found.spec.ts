import { formatDate } from '../../src-shared/format';
import { expect, expectAccessible, test } from './fixtures';

test.describe('404 page (§2)', () => {
  test('says Página não encontrada and shows a log with both URLs, the date and the user', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const previous = page.url();
    // An in-app navigation to a link that leads nowhere.
    await page.evaluate(() => {
      history.pushState({}, '', '/caminho/que/nao/existe?x=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Mostrar log' }).click();
    const log = page.getByRole('dialog', { name: 'Log' });
    await expect(log.getByRole('row', { name: /URL anterior/ })).toContainText(previous);
    await expect(log.getByRole('row', { name: /URL atual/ })).toContainText('/caminho/que/nao/existe?x=1');
    await expect(log.getByRole('row', { name: /Data/ })).toContainText(formatDate(Date.now()));
    await expect(log.getByRole('row', { name: /Usuário logado/ })).toContainText('servidor@demo.gov.br');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('works without a login too', async ({ page, staff }) => {
    await staff.goto('/nada/aqui');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar log' }).click();
    await expect(page.getByRole('dialog', { name: 'Log' }).getByRole('row', { name: /Usuário logado/ })).toContainText('—');
  });
});
