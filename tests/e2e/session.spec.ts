import { expect, expectAccessible, test } from './fixtures';
import { holdRequest } from './support/heldRequest';
import { disableUser } from './support/serverDatabase';

test.describe('the session (§4, §8)', () => {
  test.use({ isolatedServer: true });

  test('a 401 on any call logs out and comes back to the page after a new login', async ({ page, server, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // The personal queue's first page is held until the token has died on the server (as when it
    // expires or is revoked elsewhere), so that call is certain to meet the 401.
    const personalQueue = await holdRequest(page, /\/api\/inbox\/query\/tasks\/sector\?/, (request) => request.headers()['x-inboxtype'] === 'personal');
    await page.getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Pessoal' }).click();
    await personalQueue.requested;
    const token = staff.harness.main.session.load()!.token;
    await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    personalQueue.release();

    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fworkspace%2Fpersonal%2Ftasks$/);
    expect(staff.harness.main.session.load()).toBeNull();

    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/personal\/tasks$/);
  });

  test('a user disabled while logged in is sent to the disabled-user page and the token dropped', async ({ page, server, staff }) => {
    // The queue's first page is held on its way to the server until an administrator has disabled
    // the user, so that call is certain to meet the 403, whatever else the app loads meanwhile.
    // ("networkidle" cannot order this: it belongs to the document loaded at /login and resolves
    // at once after the app's own navigation to the queue; the user was disabled mid-load.)
    const queue = await holdRequest(page, /\/api\/inbox\/query\/tasks\/sector\?/);
    await staff.login('servidora@demo.gov.br');
    await queue.requested;
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    disableUser(server.dataDir, 'servidora@demo.gov.br');
    queue.release();

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
