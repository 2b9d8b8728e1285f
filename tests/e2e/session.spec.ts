import { expect, expectAccessible, test } from './fixtures';
import { disableUser } from './support/serverDatabase';

test.describe('the session (§4, §8)', () => {
  test.use({ isolatedServer: true });

  test('a 401 on any call logs out and comes back to the page after a new login', async ({ page, server, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Pessoal' }).click();
    await expect(page.getByRole('heading', { name: 'Fila de Trabalho — Pessoal' })).toBeVisible();

    // The token dies on the server (as when it expires or is revoked elsewhere).
    const token = staff.harness.main.session.load()!.token;
    await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

    await page.getByTestId('connected-sector').click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fworkspace%2Fpersonal%2Ftasks$/);
    expect(staff.harness.main.session.load()).toBeNull();

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/personal\/tasks$/);
  });

  test('a user disabled while logged in is sent to the disabled-user page and the token dropped', async ({ page, server, staff }) => {
    await staff.login('servidora@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // Disabled once the queue and the chat have loaded: a call still loading would meet the 403
    // first, and a reload racing the app's own ending of the session would rightly find none.
    await page.waitForLoadState('networkidle');
    disableUser(server.dataDir, 'servidora@demo.gov.br');
    await page.getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Pessoal' }).click();
    await expect(page).toHaveURL(/\/disabled-user$/);
    await expect(page.getByRole('heading', { name: 'Usuário desativado' })).toBeVisible();
    expect(staff.harness.main.session.load()).toBeNull();
  });

  test('Sair revokes the token on the server and returns to the login', async ({ page, server, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const token = staff.harness.main.session.load()!.token;

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(staff.harness.main.session.load()).toBeNull();
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await expectAccessible(page);
  });
});
