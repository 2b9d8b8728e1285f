// The citizen portal's promise, end to end (issue 16): someone who has never used it signs up,
// verifies the account with the code e-mailed to them, files a request with a file and follows it
// in Minhas solicitações — with the keyboard alone, on a phone's width, every screen axe-clean. The
// clerk's reply then reaches the citizen, and the request's verification code checks out on the
// authenticity page while a wrong one does not.
//
// Keyboard alone: focus moves only with Tab (tabTo) and the page is worked with keys and typing.
// The only other acts are the ones a person does outside the page: reading the e-mail (MailDev's
// API) and picking the file in the browser's file chooser the attach button opened.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Locator, Page } from '@playwright/test';
import { documentBodySchema, IDEMPOTENCY_HEADER } from '../../src-shared/api/documents';
import { citizenDraftSchema, citizenSubjectListSchema, filedRequestSchema, type FiledRequest } from '../../src-shared/api/citizenFiling';
import { makeSimplePdf } from '../fixtures/pdf/samplePdfs';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { clerkReplies } from './support/citizenRequest';
import { tabOnTo, tabTo } from './support/keyboard';
import { lastMailTo, verificationCodeOf } from './support/mailDev';

const STREET_LIGHT = 'Solicitação de iluminação pública';
const PHONE = { width: 390, height: 844 };
const CITIZEN = 'cidadao@demo.gov.br';
/** A clerk of the Administração (SEMAD), the street-light subject's sector. */
const SEMAD_CLERK = 'admin@demo.gov.br';

/** Tab to the control (from the top of the page, or `on` from the focused one), then press a key on it. */
async function pressOn(page: Page, target: Locator, key = 'Enter', from: 'top' | 'on' = 'top'): Promise<void> {
  await (from === 'top' ? tabTo : tabOnTo)(page, target);
  await page.keyboard.press(key);
}

/** Tab to the field (from the top of the page, or `on` from the focused one), then type into it. */
async function typeInto(page: Page, field: Locator, text: string, from: 'top' | 'on' = 'top'): Promise<void> {
  await (from === 'top' ? tabTo : tabOnTo)(page, field);
  await page.keyboard.type(text);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

// The worker's server: the journey only adds its own citizen and requests, found by their numbers.
test.describe('the citizen’s journey', () => {
  test('a new citizen, by keyboard alone, signs up, verifies, files a request with an attachment and follows it', async ({ page, server }, testInfo) => {
    const email = `helena.${Date.now()}@exemplo.com.br`;
    const text = 'Lâmpada apagada em frente ao nº 10.';
    const pdfPath = testInfo.outputPath('foto-do-poste.pdf');
    writeFileSync(pdfPath, makeSimplePdf({ pages: 1, lines: ['Poste 4512 apagado'] }));
    await page.setViewportSize(PHONE);

    // A visitor on the home: Entrar na sua conta, then Cadastre-se.
    await page.goto(`${server.url}/app/citizen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Portal do Cidadão' })).toBeVisible();
    await expectAccessible(page);
    await pressOn(page, page.getByRole('link', { name: /Entrar na sua conta/ }));
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/login$/);
    await pressOn(page, page.getByRole('link', { name: 'Cadastre-se' }));
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/signup\/type$/);

    // Step 1: Pessoa física, chosen with Space.
    await pressOn(page, page.getByRole('radio', { name: 'Pessoa física' }), 'Space');
    await expect(page.getByRole('radio', { name: 'Pessoa física' })).toBeChecked();
    await pressOn(page, continueButton(page));

    // Step 2: sent empty, the first field in error takes the focus; then filled field by field.
    await expect(stepHeading(page, 'Dados pessoais')).toBeVisible();
    await pressOn(page, continueButton(page));
    await expect(page.getByText('Campo obrigatório')).toHaveCount(6);
    await expect(page.getByLabel(/^Nome completo/)).toBeFocused();
    await page.keyboard.type('Helena Martins Prado');
    await typeInto(page, page.getByLabel(/^CPF/), generateCpf(), 'on');
    await typeInto(page, page.getByLabel(/^Data de nascimento/), '01011990', 'on');
    await expect(page.getByLabel(/^Data de nascimento/)).toHaveValue('1990-01-01');
    // Into the gender group with Tab, then the arrow moves to (and checks) Feminino.
    await tabOnTo(page, page.getByRole('radio', { name: 'Masculino' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    await typeInto(page, page.getByLabel(/^Telefone celular/), '35998761299', 'on');
    await expect(page.getByLabel(/^Telefone celular/)).toHaveValue('(35) 99876-1299');
    await typeInto(page, page.getByLabel(/^E-mail/), email, 'on');
    await expectAccessible(page);
    await pressOn(page, continueButton(page), 'Enter', 'on');

    // Step 3: the CEP fills the address; the number and the password typed.
    await expect(stepHeading(page, 'Endereço e senha')).toBeVisible();
    await typeInto(page, page.getByLabel(/^CEP/), '01001000');
    await expect(page.getByLabel(/^Logradouro/)).toHaveValue('Praça da Sé');
    await expect(page.getByTestId('city-select')).toHaveValue('São Paulo');
    await typeInto(page, page.getByLabel(/^Número/), '10', 'on');
    await typeInto(page, page.locator('input').and(page.getByLabel(/^Senha/)), 'senha1234', 'on');
    await typeInto(page, page.locator('input').and(page.getByLabel(/^Confirmação da senha/)), 'senha1234', 'on');
    // Back to step 2 and forth again: nothing typed is lost.
    await pressOn(page, page.getByRole('button', { name: 'Voltar' }), 'Enter', 'on');
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Helena Martins Prado');
    await expect(page.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    await pressOn(page, continueButton(page));
    await expect(page.getByLabel(/^Número/)).toHaveValue('10');
    await pressOn(page, continueButton(page));

    // Step 4: the terms accepted with Space, the account created with Enter.
    await expect(stepHeading(page, 'Aceite dos termos')).toBeVisible();
    await pressOn(page, page.getByRole('checkbox', { name: 'Li e aceito os termos de uso e a política de uso' }), 'Space');
    await pressOn(page, page.getByRole('button', { name: 'Criar conta' }), 'Enter', 'on');

    // The code from the e-mail, typed; Enter verifies and the portal opens, logged in.
    await expect(page).toHaveURL(/\/app\/citizen\/v2\/verify-account$/);
    const mail = await lastMailTo(server.mailDev.messages, email);
    await typeInto(page, page.getByLabel('Código de verificação'), verificationCodeOf(mail));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/citizen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena' })).toBeVisible();

    // Nova solicitação: the subject found by typing, the text written over the model, a PDF attached.
    await pressOn(page, page.getByRole('main').getByRole('link', { name: /Nova solicitação/ }));
    await expect(page.getByRole('heading', { level: 1, name: 'Nova solicitação' })).toBeVisible();
    const subject = page.getByRole('combobox', { name: 'Assunto' });
    await typeInto(page, subject, 'iluminação');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(subject).toHaveValue(STREET_LIGHT);
    await typeInto(page, page.getByLabel('Número do poste'), '4512', 'on');
    const request = page.getByLabel('Descreva o seu pedido');
    await expect(request).toHaveValue(/Solicito a manutenção da iluminação pública/);
    await tabOnTo(page, request);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    const chooser = page.waitForEvent('filechooser');
    await pressOn(page, page.getByRole('button', { name: 'Adicionar arquivos' }), 'Enter', 'on');
    await (await chooser).setFiles(pdfPath);
    await expect(page.getByTestId('citizen-filing-file')).toHaveText(/foto-do-poste\.pdf/);
    await expect(page.getByTestId('citizen-filing-save-state')).toHaveText('Rascunho salvo');
    await expect(request).toHaveValue(text);
    await expectAccessible(page);
    await pressOn(page, page.getByRole('button', { name: 'Enviar solicitação' }), 'Enter', 'on');

    // The protocol number on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitação enviada' })).toBeVisible();
    const number = (await page.getByTestId('citizen-filing-number').textContent()) ?? '';
    expect(number).toMatch(/^Requerimento nº \d+\/\d{4} — SEMAD$/);
    await expectAccessible(page);

    // Back home, Minhas solicitações lists it with that number; Enter opens it.
    await pressOn(page, page.getByRole('link', { name: 'Ir para a página inicial' }));
    await pressOn(page, page.getByRole('main').getByRole('link', { name: /Minhas solicitações/ }));
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeVisible();
    const card = page.getByTestId('citizen-request').filter({ hasText: number });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(STREET_LIGHT);
    await expectAccessible(page);
    await pressOn(page, card);
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByTestId('citizen-request-stage')).toHaveText('Etapa atual: Triagem');
    await expect(page.getByTestId('citizen-request-file')).toContainText('foto-do-poste.pdf');
    await expect(page.getByTestId('citizen-request-message').first()).toContainText('Você');
  });

  test('the clerk’s reply reaches the citizen, and the request’s verification code checks out', async ({ page, server }) => {
    // The filing itself is the first test's; here the demo citizen files through the API.
    const filed = await fileStreetLightRequest(server.url, '<p>O poste da Rua das Flores, 200, pisca a noite toda.</p>');
    const clerk = await apiLogin(server.url, SEMAD_CLERK);
    await clerkReplies(server.url, clerk, await semadItemOf(server.url, server.dataDir, clerk, filed.number), '<p>A equipe fará a vistoria até sexta-feira.</p>');

    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/app/citizen/v2/login`);
    await typeInto(page, page.getByLabel('CPF, CNPJ ou e-mail'), CITIZEN);
    await typeInto(page, page.getByLabel('Senha'), 'demo1234', 'on');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/citizen$/);

    await pressOn(page, page.getByRole('main').getByRole('link', { name: /Minhas solicitações/ }));
    const card = page.getByTestId('citizen-request').filter({ hasText: filed.number });
    await expect(card.getByTestId('citizen-request-unread')).toHaveText('1 resposta nova');
    await pressOn(page, card);
    await expect(page.getByRole('heading', { level: 1, name: filed.number })).toBeVisible();
    const messages = page.getByTestId('citizen-request-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText('Mariana Costa Ribeiro');
    await expect(messages.nth(1)).toContainText('A equipe fará a vistoria até sexta-feira.');
    await expect(page.getByTestId('citizen-request-file').filter({ hasText: 'protocolo.pdf' })).toContainText('Enviado pelo órgão');
    await expectAccessible(page);

    // From the phone's menu to the authenticity page, where the code names the request and one
    // digit changed names nothing.
    await pressOn(page, page.getByRole('button', { name: 'Abrir menu' }));
    const menu = page.getByRole('dialog', { name: 'Navegação' });
    await expect(menu).toBeVisible();
    await pressOn(page, menu.getByRole('link', { name: 'Autenticidade de Documentos' }), 'Enter', 'on');
    await expect(page).toHaveURL(/\/app\/citizen\/authenticity$/);
    const main = page.getByRole('main');
    const field = main.getByLabel('Código de verificação');
    await typeInto(page, field, filed.verification_code);
    await page.keyboard.press('Enter');
    await expect(main.getByText('Documento autêntico')).toBeVisible();
    await expect(main).toContainText('Requerimento');
    await expect(main).toContainText(/\d+\/\d{4}/.exec(filed.number)![0]);
    await expectAccessible(page);

    const code = filed.verification_code;
    const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('alert')).toContainText('Código não encontrado');
    await expect(main.getByText('Documento autêntico')).toHaveCount(0);
    await expectAccessible(page);
  });
});

/** The demo citizen files a street-light request through the portal's API (the first test files one through its screen). */
async function fileStreetLightRequest(serverUrl: string, content: string): Promise<FiledRequest> {
  const token = await apiLogin(serverUrl, CITIZEN, 6);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const subjects = citizenSubjectListSchema.parse(await (await fetch(`${serverUrl}/api/citizen/filing/subjects`, { headers })).json()).subjects;
  const subject = subjects.find((candidate) => candidate.name === STREET_LIGHT)!;
  const body = documentBodySchema.parse({ type: 'requerimento', from: 'personal', subjectId: subject.id, subject: subject.name, content });
  const created = await fetch(`${serverUrl}/api/citizen/filing/drafts`, {
    method: 'POST',
    headers: { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    body: JSON.stringify({ body }),
  });
  expect(created.status).toBe(201);
  const draft = citizenDraftSchema.parse(await created.json());
  const published = await fetch(`${serverUrl}/api/citizen/filing/drafts/${draft.uuid}/publish`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });
  expect(published.status).toBe(200);
  return filedRequestSchema.parse(await published.json());
}

/** The request as it sits in the Administração's queue: the inbox email the clerk answers. */
async function semadItemOf(serverUrl: string, dataDir: string, clerk: string, number: string): Promise<string> {
  const handle = new Database(join(dataDir, 'gdoc.sqlite'), { readonly: true });
  const semad = handle.prepare("SELECT id FROM sectors WHERE symbol = 'SEMAD'").pluck().get() as number;
  handle.close();
  const queue = await fetch(`${serverUrl}/api/inbox/query?${new URLSearchParams({ search: number })}`, {
    headers: { Authorization: `Bearer ${clerk}`, 'X-InboxType': 'sector', 'X-InboxSectorId': String(semad) },
  });
  expect(queue.status).toBe(200);
  const items = ((await queue.json()) as { data: { number: string; inbox_email_uuid: string }[] }).data.filter((item) => item.number === number);
  expect(items).toHaveLength(1);
  return items[0]!.inbox_email_uuid;
}
