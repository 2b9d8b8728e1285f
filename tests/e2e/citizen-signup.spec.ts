// Citizen signup in four steps (companion §2, §5): a citizen (Pessoa física) and a company (Pessoa
// jurídica) sign up against the reference server, every bad input is refused under its field with
// its message, nothing typed is lost going back and forth or on a reload (but the password), the
// server's duplicates come back to the step holding them, the verification e-mail is read from
// MailDev and verifies the logged-in citizen; the certificate's ?form= prefill; the organisation's
// terms and privacy pages.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import type { CaughtMail } from '../../src-server/testing/mailDevFixture';
import { expect, expectAccessible, test } from './fixtures';
import { lastMailTo, verificationCodeOf } from './support/mailDev';

const PASSWORD = 'senha1234';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Voltar' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
// The section "Senha de acesso" is labelled by its heading too: the inputs alone.
const password = (page: Page) => page.locator('input').and(page.getByLabel(/^Senha/));
const confirmation = (page: Page) => page.locator('input').and(page.getByLabel(/^Confirmação da senha/));

async function fillAddress(page: Page) {
  await page.getByLabel(/^CEP/).fill('01001000');
  // The CEP fills the address; the city list comes from IBGE (the fixture).
  await expect(page.getByLabel(/^Logradouro/)).toHaveValue('Praça da Sé');
  await expect(page.getByLabel(/^Bairro/)).toHaveValue('Sé');
  await expect(page.getByTestId('state-select')).toHaveValue('São Paulo (SP)');
  await expect(page.getByTestId('city-select')).toHaveValue('São Paulo');
  await page.getByLabel(/^Número/).fill('10');
  await password(page).fill(PASSWORD);
  await confirmation(page).fill(PASSWORD);
}

async function verifyFromMail(page: Page, messages: () => Promise<CaughtMail[]>, email: string) {
  await expect(page).toHaveURL(/\/app\/citizen\/v2\/verify-account$/);
  await expect(page.getByRole('heading', { name: 'Verificação de conta' })).toBeVisible();
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${email}.`, { exact: false })).toBeVisible();
  const mail = await lastMailTo(messages, email);
  await page.getByLabel('Código de verificação').fill(verificationCodeOf(mail));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/app\/citizen$/);
  // Logged in: a guarded page opens without the login.
  await page.goto(page.url().replace(/\/citizen$/, '/citizen/inbox'));
  await expect(page.getByRole('heading', { name: 'Minhas solicitações' })).toBeVisible();
}

test.describe('citizen signup', () => {
  test('a citizen signs up: each bad input refused with its message, nothing lost between steps, verified from the e-mail', async ({ page, server }) => {
    const email = `joana.${Date.now()}@exemplo.com.br`;
    const cpf = generateCpf();
    await page.setViewportSize({ width: 390, height: 844 });
    // From the login, where someone without an account looks first.
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/signup\/type$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Já tenho conta' })).toBeVisible();

    // Step 1: a type is required.
    await next(page);
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await page.getByRole('radio', { name: 'Pessoa física' }).check();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await next(page);

    // Step 2: every rule of §5 under its field.
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await next(page);
    await expect(page.getByText('Campo obrigatório')).toHaveCount(6);
    await page.getByLabel(/^Nome completo/).fill('Joana');
    await page.getByLabel(/^CPF/).fill('12345678900');
    await expect(page.getByLabel(/^CPF/)).toHaveValue('123.456.789-00');
    await page.getByLabel(/^Data de nascimento/).fill('2999-01-01');
    await page.getByRole('radio', { name: 'Feminino' }).check();
    await page.getByLabel(/^Telefone celular/).fill('3512');
    await page.getByLabel(/^E-mail/).fill('joana@exemplo');
    await next(page);
    await expect(page.getByText('O nome completo deve conter pelo menos um nome e um sobrenome válidos.')).toBeVisible();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await expect(page.getByText('Data nascimento inválida')).toBeVisible();
    await expect(page.getByText('Número de telefone inválido')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    // The first field in error has the focus.
    await expect(page.getByLabel(/^Nome completo/)).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel(/^Nome completo/).fill('Joana Darc Ferreira');
    await page.getByLabel(/^CPF/).fill(cpf);
    await page.getByLabel(/^Data de nascimento/).fill('1990-04-12');
    await page.getByLabel(/^Telefone celular/).fill('35998761204');
    await expect(page.getByLabel(/^Telefone celular/)).toHaveValue('(35) 99876-1204');
    await page.getByLabel(/^E-mail/).fill(email);
    await next(page);

    // Step 3: CEP not found, the password rules, then back to step 2 and forth: nothing lost.
    await expect(stepHeading(page, 'Endereço e senha')).toBeVisible();
    await page.getByLabel(/^CEP/).fill('99999999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    await fillAddress(page);
    await password(page).fill('abc');
    await confirmation(page).fill('abd');
    await next(page);
    await expect(page.getByText('Senha deve conter 8 dígitos e deve ser composta por letras e números')).toBeVisible();
    await expect(page.getByText('senha não se coincidem')).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await back(page);
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Joana Darc Ferreira');
    await expect(page.getByLabel(/^CPF/)).toHaveValue(cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'));
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    await next(page);
    await expect(page.getByLabel(/^Logradouro/)).toHaveValue('Praça da Sé');
    await expect(page.getByLabel(/^Número/)).toHaveValue('10');

    // A reload keeps the draft, never the password.
    await page.reload();
    await expect(page.getByLabel(/^Número/)).toHaveValue('10');
    await expect(password(page)).toHaveValue('');
    await password(page).fill(PASSWORD);
    await confirmation(page).fill(PASSWORD);
    await next(page);

    // Step 4: the organisation's texts, and acceptance is required.
    await expect(stepHeading(page, 'Aceite dos termos')).toBeVisible();
    await expect(page.getByTestId('signup-terms').getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
    await expect(page.getByTestId('signup-usage-policy').getByRole('heading', { name: 'Política de uso' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('É preciso aceitar os termos de uso e a política de uso para criar a conta')).toBeVisible();
    await expectAccessible(page);
    // By keyboard: the checkbox with Space, the submit with Enter.
    await page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de uso' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Criar conta' }).focus();
    await page.keyboard.press('Enter');

    await verifyFromMail(page, server.mailDev.messages, email);
  });

  test('a company signs up with its responsible person at 1440 px; an e-mail in use comes back to its step', async ({ page, server }) => {
    const email = `padaria.${Date.now()}@exemplo.com.br`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/app/citizen/v2/signup/type`);
    await page.getByRole('radio', { name: 'Pessoa jurídica' }).check();
    await next(page);

    await page.getByLabel(/^Razão social/).fill('Padaria Pão Quente Ltda');
    await page.getByLabel(/^CNPJ/).fill('44074112675445');
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue('44.074.112/6754-45');
    await page.getByLabel(/^Data de nascimento do responsável/).fill('1980-02-20');
    await page.getByRole('radio', { name: 'Masculino' }).check();
    await page.getByLabel(/^Telefone celular/).fill('3534211000');
    // The demo citizen's e-mail: the server refuses it with §5's message.
    await page.getByLabel(/^E-mail/).fill('cidadao@demo.gov.br');
    await next(page);
    // A company needs its responsible person and their CPF.
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    await page.getByLabel(/^Nome do responsável/).fill('Paulo Roberto Dias');
    await page.getByLabel(/^CPF do responsável/).fill('111.111.111-11');
    await next(page);
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await page.getByLabel(/^CPF do responsável/).fill(generateCpf());
    await expectAccessible(page);
    await next(page);

    await fillAddress(page);
    await next(page);
    await page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de uso' }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    // Back on step 2 with the server's message under the e-mail.
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await expect(page.getByText('E-mail existente ou inválido')).toBeVisible();
    await expect(page.getByLabel(/^Razão social/)).toHaveValue('Padaria Pão Quente Ltda');
    await expectAccessible(page);
    await page.getByLabel(/^E-mail/).fill(email);
    await next(page);
    await password(page).fill(PASSWORD);
    await confirmation(page).fill(PASSWORD);
    await next(page);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await verifyFromMail(page, server.mailDev.messages, email);
  });

  test('a certificate’s ?form= prefills the type, name and CPF; garbage is ignored', async ({ page, server }) => {
    const form = JSON.stringify({ name: 'JOSE DA SILVA TESTE', cpf_cnpj: '11144477735', login_type: 2, icp_hash: 'a'.repeat(64) });
    await page.goto(`${server.url}/app/citizen/v2/signup/type?form=${encodeURIComponent(form)}`);
    await expect(page.getByText('Trouxemos os dados do seu certificado. Confira e complete o cadastro.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pessoa física' })).toBeChecked();
    await expectAccessible(page);
    await next(page);
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('JOSE DA SILVA TESTE');
    await expect(page.getByLabel(/^CPF/)).toHaveValue('111.444.777-35');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${server.url}/app/citizen/v2/signup/type?form=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    await expect(page.getByText('Preencha os quatro passos para criar sua conta no Portal do Cidadão.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pessoa física' })).not.toBeChecked();
    await expect(page.getByText('<script>')).toHaveCount(0);
  });

  test('a later step opened first goes to the first step still to fill', async ({ page, server }) => {
    await page.goto(`${server.url}/app/citizen/v2/signup/terms`);
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/signup\/type$/);
  });
});

test.describe('the organisation’s texts', () => {
  for (const width of [390, 1440]) {
    test(`terms of use and privacy policy pages at ${width} px`, async ({ page, server }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/app/citizen/terms`);
      await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Termos de uso' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Política de uso' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Política de privacidade' }).click();
      await expect(page).toHaveURL(/\/app\/citizen\/privacy-police$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
      await expect(page.getByTestId('organization-text-privacy')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  }
});
