// Certificate login on the staff login screen, against the real signer process and a SoftHSM2
// token holding the test PKI (see fixtures.ts), and the reference server trusting that PKI.
import type { Locator, Page } from '@playwright/test';
import { messages } from '../../src-shared/messages';
import { expect, expectAccessible, test, type StaffApp } from './fixtures';

const DIALOG = 'Entrar com certificado digital';
const MARIANA = 'MARIANA COSTA RIBEIRO';
const CARLOS = 'CARLOS EDUARDO NOGUEIRA';
const h = messages.portalHandoff;

async function openDialog(page: Page, staff: StaffApp): Promise<Locator> {
  await staff.goto('/login');
  await page.getByRole('button', { name: DIALOG }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog.getByRole('radiogroup', { name: 'Certificado' })).toBeVisible();
  return dialog;
}

/** The usable certificate of that holder (the second test token holds broken copies of some). */
const usable = (dialog: Locator, holder: string) => dialog.getByRole('radio', { name: holder, exact: true, disabled: false });

async function chooseCertificate(dialog: Locator, holder: string): Promise<void> {
  await usable(dialog, holder).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
}

test.describe('certificate login (/login)', () => {
  test('Mariana logs in with her e-CPF and lands in the workspace', async ({ page, staff, token }) => {
    const dialog = await openDialog(page, staff);
    await expect(usable(dialog, MARIANA)).toHaveAccessibleDescription(/CPF 284\.\*\*\*\.\*\*\*-19.*Emitido por AC GDoc Testes v1.*Válido até \d{2}\/\d{2}\/\d{4}.*Token GDOC TESTE/);
    await expectAccessible(page);

    await chooseCertificate(dialog, MARIANA);
    await expect(dialog.getByRole('region', { name: 'Certificado escolhido' })).toContainText(MARIANA);
    const pin = dialog.getByLabel('PIN do token');
    await expect(pin).toBeFocused();
    await expectAccessible(page);
    await pin.fill(token.pin);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('profile-menu')).toContainText('Mariana Costa Ribeiro');
    expect(staff.harness.main.session.load()?.token).toBeTruthy();
  });

  test('works with the keyboard alone', async ({ page, staff, token }) => {
    const dialog = await openDialog(page, staff);
    await usable(dialog, MARIANA).focus();
    await page.keyboard.press('Space');
    await expect(usable(dialog, MARIANA)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('PIN do token')).toBeFocused();
    await page.keyboard.type(token.pin);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('a wrong PIN says PIN incorreto. and nothing else happens until the user tries again', async ({ page, staff, token }) => {
    const dialog = await openDialog(page, staff);
    await chooseCertificate(dialog, MARIANA);
    const pin = dialog.getByLabel('PIN do token');
    const submit = dialog.getByRole('button', { name: 'Entrar', exact: true });
    await pin.fill('00000000');
    await submit.click();

    // SoftHSM raises its "count low" flag after a wrong PIN: the message says so too.
    await expect(dialog.getByRole('alert')).toHaveText(/^PIN incorreto\./);
    // Still on the chosen certificate, the PIN gone from the field, ready for a new try by hand.
    await expect(dialog.getByRole('region', { name: 'Certificado escolhido' })).toContainText(MARIANA);
    await expect(pin).toHaveValue('');
    await expect(pin).toBeFocused();
    await expect(submit).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    expect(staff.harness.main.session.load()).toBeNull();
    // The token's flags, read again, warn before the next try is typed.
    await expect(dialog.getByTestId('pin-warning')).toHaveText('Restam poucas tentativas de PIN antes de o token ser bloqueado. Digite com atenção.');
    await expectAccessible(page);

    await pin.fill(token.pin);
    await submit.click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
  });

  test('shows certificates that cannot log in disabled, each with its reason', async ({ page, staff }) => {
    const dialog = await openDialog(page, staff);
    const expired = dialog.getByRole('radio', { name: `${MARIANA} VENCIDO`, exact: true });
    await expect(expired).toBeDisabled();
    await expect(expired).toHaveAccessibleDescription(/Certificado vencido em \d{2}\/\d{2}\/\d{4}/);
    await expect(dialog.getByRole('radio', { name: `${MARIANA} FUTURO`, exact: true })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: `${MARIANA} 1024`, exact: true })).toHaveAccessibleDescription(/1024 bits/);
    // The second token: a certificate without its key.
    await expect(dialog.getByRole('radio', { name: 'JOSE DA SILVA TESTE', exact: true, disabled: true })).toHaveAccessibleDescription(
      /Token GDOC TESTE 2.*A chave privada deste certificado não foi encontrada no token\./,
    );
    await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test('a person without an account is sent to the signup landing with the certificate’s data', async ({ page, server, staff, token }) => {
    const dialog = await openDialog(page, staff);
    await chooseCertificate(dialog, 'JOSE DA SILVA TESTE');
    await dialog.getByLabel('PIN do token').fill(token.pin);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(/\/citizen\/v2\/signup\/type\?form=/);
    await expect(page.getByRole('heading', { name: 'Cadastro no Portal do Cidadão' })).toBeVisible();
    await expect(page.getByText(/JOS[EÉ] DA SILVA TESTE/i)).toBeVisible();
    await expect(page.getByText('111.***.***-35')).toBeVisible();
    const form = JSON.parse(new URL(page.url()).searchParams.get('form') ?? '{}') as Record<string, unknown>;
    expect(form).toMatchObject({ cpf_cnpj: '11144477735', login_type: 2, icp_issuer_display_name: 'AC GDoc Testes v1' });
    expect(form.icp_hash).toMatch(/^[0-9a-f]{64}$/);
    const portal = page.getByRole('link', { name: 'Continuar no Portal do Cidadão' });
    const portalUrl = new URL(`${server.url}/app/citizen/v2/signup/type`);
    portalUrl.searchParams.set('form', JSON.stringify(form));
    await expect(portal).toHaveAttribute('href', portalUrl.toString());
    await expect(portal).toHaveAttribute('target', '_blank');
    expect(staff.harness.main.session.load()).toBeNull();
    await expectAccessible(page);
  });
});

// "Sou cidadão…": the citizen's certificate login (type 2) is proven on the desktop, where the token
// is, and handed to the portal in the browser with a one-time code; the desktop keeps no session.
test.describe('citizen certificate login from the desktop app into the portal', () => {
  async function openCitizenDialog(page: Page, staff: StaffApp): Promise<Locator> {
    await staff.goto('/login');
    await page.getByRole('button', { name: h.citizenAction }).click();
    const dialog = page.getByRole('dialog', { name: h.citizenTitle });
    await expect(dialog.getByRole('radiogroup', { name: 'Certificado' })).toBeVisible();
    return dialog;
  }

  test('Carlos proves his e-CPF on the desktop and the portal opens in the browser logged in as him', async ({ browser, page, server, staff, token }) => {
    const dialog = await openCitizenDialog(page, staff);
    await expect(dialog.getByText(h.citizenHint)).toBeVisible();
    await expectAccessible(page);
    await chooseCertificate(dialog, CARLOS);
    await dialog.getByLabel('PIN do token').fill(token.pin);

    // The external open: the portal's login on this server with the one-time code.
    const opened = page.context().waitForEvent('request', (request) => request.url().includes('portal_code='));
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect((await opened).url()).toMatch(new RegExp(`^${server.url}/app/citizen/v2/login\\?portal_code=[A-Za-z0-9_-]{43}$`));
    await expect(dialog.getByTestId('portal-handoff')).toHaveText(h.opened);
    await expectAccessible(page);
    // The desktop app keeps no citizen session.
    await expect(page).toHaveURL(/\/login$/);
    expect(staff.harness.main.session.load()).toBeNull();

    const portal = await popup;
    await expect(portal).toHaveURL(/\/app\/citizen$/);
    await expect(portal.getByRole('heading', { name: 'Olá, Carlos' })).toBeVisible();
    // The code is used once and gone from the address.
    expect(portal.url()).not.toContain('portal_code');
    // Another browser with the same link gets nothing.
    const elsewhere = await browser.newContext();
    const reused = await elsewhere.newPage();
    await reused.goto((await opened).url());
    await expect(reused.getByTestId('portal-code-error')).toHaveText(h.server.codeInvalid);
    expect(reused.url()).not.toContain('portal_code');
    await elsewhere.close();
  });

  test('a certificate without an account opens the portal’s signup, prefilled', async ({ page, server, staff, token }) => {
    const dialog = await openCitizenDialog(page, staff);
    await chooseCertificate(dialog, 'JOSE DA SILVA TESTE');
    await dialog.getByLabel('PIN do token').fill(token.pin);
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const signup = await popup;
    await expect(signup).toHaveURL(new RegExp(`^${server.url}/app/citizen/v2/signup/type\\?form=`));
    const form = JSON.parse(new URL(signup.url()).searchParams.get('form') ?? '{}') as Record<string, unknown>;
    expect(form).toMatchObject({ cpf_cnpj: '11144477735', login_type: 2, icp_issuer_display_name: 'AC GDoc Testes v1' });
    await expect(dialog.getByTestId('portal-handoff')).toHaveText(h.signupOpened);
    expect(staff.harness.main.session.load()).toBeNull();
  });
});

test.describe('the staff app in a plain browser', () => {
  test('offers no certificate login: a browser cannot reach a token', async ({ page, server }) => {
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('heading', { name: 'Acesso do servidor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sou cidadão: acessar o Portal do Cidadão' })).toBeVisible();
    await expect(page.getByRole('button', { name: DIALOG })).toHaveCount(0);
    await expect(page.getByRole('button', { name: h.citizenAction })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Certificados digitais' })).toHaveCount(0);
  });
});
