// More ways into the citizen portal: gov.br login end to end against the LOCAL FIXTURE of gov.br's
// Login Único (src-server/testing/govBrLoginFixture.ts, started with the reference server). The
// portal's button goes to the server, the server to the fixture's page, the account chosen there
// comes back through the server's callback: the demo citizen lands on /citizen logged in; a CPF
// the system does not know lands on the signup with the prefill and no account made; cancelling
// says so on the login. The login screen also offers the signup and says where the certificate
// login is available, at 390 px and 1440 px, by keyboard, and passes axe.
import { GOVBR_LOGIN_FIXTURE_ACCOUNTS } from '../../src-server/testing/govBrLoginFixture';
import { messages } from '../../src-shared/messages';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './support/keyboard';

const t = messages.govBrLogin;
const { citizen, unknown } = GOVBR_LOGIN_FIXTURE_ACCOUNTS;

test.describe('citizen login with gov.br', () => {
  test.use({ isolatedServer: true });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`offers gov.br, the signup and where the certificate login is, at ${viewport.width} px`, async ({ page, server }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/app/citizen/v2/login`);
      const govBr = page.getByRole('link', { name: t.button });
      await expect(govBr).toHaveAttribute('href', /\/api\/auth\/govbr\/login$/);
      await expect(page.getByText(t.certificateDesktopOnly)).toBeVisible();
      await expect(page.getByRole('button', { name: messages.certificates.loginButton })).toHaveCount(0);
      await expectAccessible(page);
      await tabTo(page, govBr);
      const signup = page.getByRole('link', { name: t.signupLink });
      await tabTo(page, signup);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/citizen\/v2\/signup\/type$/);
    });
  }

  test('the demo citizen logs in with gov.br and lands on /citizen', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByRole('link', { name: t.button }).click();
    await expect(page).toHaveURL(new RegExp(`^${server.govBrLogin.ssoUrl}/authorize\\?`));
    await page.getByRole('button', { name: `Entrar como ${citizen.name}` }).click();
    await expect(page).toHaveURL(/\/app\/citizen$/);
    await expect(page.getByRole('heading', { name: 'Olá, Carlos' })).toBeVisible();
    // The one-time code does not stay in the address or in history.
    expect(page.url()).not.toContain('govbr=');
    await page.goBack();
    expect(page.url()).not.toContain('govbr=');
  });

  test('a visitor of a private page logs in with gov.br and gets back to it', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/inbox?tab=opened_by_me`);
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login\?redirectTo=/);
    await page.getByRole('link', { name: t.button }).click();
    await page.getByRole('button', { name: `Entrar como ${citizen.name}` }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/inbox\?tab=opened_by_me$/);
    await expect(page.getByRole('heading', { name: 'Minhas solicitações' })).toBeVisible();
  });

  test('a CPF with no account goes to the signup, prefilled (the server tests check no account is made)', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByRole('link', { name: t.button }).click();
    await page.getByRole('button', { name: `Entrar como ${unknown.name}` }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/signup\/type\?form=/);
    const form = JSON.parse(new URL(page.url()).searchParams.get('form') ?? '') as unknown;
    expect(form).toEqual({
      name: unknown.name,
      cpf_cnpj: unknown.cpf,
      email: unknown.email,
      login_type: 3,
      provider: { name: 'govbr', id: unknown.cpf },
    });
  });

  test('cancelling at gov.br comes back to the login saying so', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByRole('link', { name: t.button }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login$/);
    await expect(page.getByRole('alert')).toHaveText(t.errors.denied);
    await expectAccessible(page);
  });
});
