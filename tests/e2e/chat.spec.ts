// The staff chat end to end (issue 7): two staff users in two browser contexts, each a desktop
// app with its own main process, talking through the reference server's chat calls and its
// realtime server (laravel-echo-server protocol over socket.io). João Pedro (servidor@) is the
// fixture's app; Ana Beatriz (servidora@) opens a second context. The seed gives them no
// conversation with each other (src-server/db/seed/chat.ts).
import type { Browser, Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, openStaff, test, type StaffApp } from './fixtures';
import type { ReferenceServer } from './support/referenceServer';
import { startTcpProxy } from './support/tcpProxy';
import type { SoftHsmToken } from '../fixtures/token/softHsmToken';
import { bandedPng } from '../../src-server/db/seed/samplePictures';

const JOAO = { email: 'servidor@demo.gov.br', name: 'João Pedro Almeida' };
const ANA = { email: 'servidora@demo.gov.br', name: 'Ana Beatriz Souza Lima' };

test.use({ isolatedServer: true });

type Second = { page: Page; app: StaffApp; close(): Promise<void> };

/** Another staff user's desktop app in a browser context of its own. */
async function openSecondApp(browser: Browser, server: ReferenceServer, token: SoftHsmToken, userDataDir: string, realtimeUrl = server.realtimeUrl): Promise<Second> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const app = await openStaff(page, { serverUrl: server.url, realtimeUrl, userDataDir, token });
  return {
    page,
    app,
    close: async () => {
      await context.close();
      await app.harness.close();
    },
  };
}

async function loginAs(page: Page, app: StaffApp, email: string): Promise<void> {
  await app.goto('/login');
  await app.login(email);
  await expect(page).toHaveURL(/\/workspace\/sector\/tasks/);
}

const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
const contact = (page: Page, name: string) => page.getByTestId('chat-contact').filter({ hasText: name });
const rows = (page: Page) => page.getByTestId('chat-message');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function openConversation(page: Page, name: string): Promise<void> {
  if (!(await chatWindow(page).isVisible())) await page.getByTestId('chat-launcher').click();
  await contact(page, name).getByRole('button').click();
  await expect(page.getByTestId('chat-title')).toHaveText(name);
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await page.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
}

/** Ana's side through the API, as another client of hers would: the conversation with João and sending to it. */
async function anaByApi(server: ReferenceServer) {
  const token = await apiLogin(server.url, ANA.email);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  const { data } = await call<{ data: { id: number; person: { name: string } }[] }>('GET', 'chat/participants');
  const joao = data.find((participant) => participant.person.name === JOAO.name);
  if (!joao) throw new Error('João não está entre os contatos de Ana');
  const { id } = await call<{ id: number }>('GET', `chat/conversation/direct/${joao.id}`);
  return { send: (content: string) => call('POST', `chat/conversation/${id}/messages`, { type: 'text', content }) };
}

test('presence, search, delivery both ways and read receipts between two staff users', async ({ page, staff, server, token, browser }, testInfo) => {
  await loginAs(page, staff, JOAO.email);
  await page.getByTestId('chat-launcher').click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(contact(page, ANA.name)).toHaveAttribute('data-online', 'false');

  // Names that start with the text, whatever the case; a middle name is not a start.
  const search = page.getByRole('textbox', { name: 'Buscar usuário' });
  await search.fill('ANA');
  await expect(page.getByTestId('chat-contact')).toHaveCount(1);
  await expect(contact(page, ANA.name)).toBeVisible();
  await search.fill('beatriz');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  await search.fill('');
  await expect(contact(page, 'Mariana Costa Ribeiro')).toBeVisible();

  const ana = await openSecondApp(browser, server, token, testInfo.outputPath('user-data-ana'));
  try {
    await loginAs(ana.page, ana.app, ANA.email);
    // Ana's app joined the presence channel: João sees her dot turn online.
    await expect(contact(page, ANA.name)).toHaveAttribute('data-online', 'true');
    await expectAccessible(page);

    await openConversation(page, ANA.name);
    await expect(page.getByText('Ainda não há mensagens aqui... Inicie uma conversa.')).toBeVisible();
    await send(page, 'Bom dia, Ana! O processo chegou?');
    await expect(row(page, 'Bom dia, Ana!')).toHaveAttribute('data-status', 'sent');
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');

    // Ana's launcher counts it; her list shows it on João's row.
    await expect(ana.page.getByTestId('chat-launcher')).toHaveAccessibleName('Chat, 1 mensagem não lida');
    await ana.page.getByTestId('chat-launcher').click();
    await expect(contact(ana.page, JOAO.name)).toHaveAttribute('data-unread', '1');
    await expect(contact(ana.page, JOAO.name)).toHaveAttribute('data-online', 'true');
    await openConversation(ana.page, JOAO.name);
    await expect(row(ana.page, 'Bom dia, Ana! O processo chegou?')).toHaveAttribute('data-mine', 'false');

    // Ana opened it: João's message turns read by all (the double blue check).
    await expect(row(page, 'Bom dia, Ana!')).toHaveAttribute('data-status', 'read');
    await expect(row(page, 'Bom dia, Ana!').getByTestId('chat-message-status')).toHaveAttribute('title', 'Lida');

    // And back: Shift+Enter keeps a line break, Enter sends.
    const input = ana.page.getByRole('textbox', { name: 'Mensagem' });
    await input.fill('Chegou sim.');
    await input.press('Shift+Enter');
    await input.pressSequentially('Vou despachar hoje.');
    await input.press('Enter');
    await expect(row(page, 'Vou despachar hoje.')).toHaveAttribute('data-mine', 'false');
    await expect(row(page, 'Vou despachar hoje.').getByTestId('chat-message-text')).toHaveText('Chegou sim.\nVou despachar hoje.');
    // João has the conversation open: it is read at once, and Ana sees that.
    await expect(row(ana.page, 'Vou despachar hoje.')).toHaveAttribute('data-status', 'read');

    // A whitespace-only message is not sent.
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('   ');
    await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();
  } finally {
    await ana.close();
  }
  // Ana's app is gone: the presence channel says she left.
  await page.getByRole('button', { name: 'Voltar aos contatos' }).click();
  await expect(contact(page, ANA.name)).toHaveAttribute('data-online', 'false');
});

test('older messages come 20 at a time, with the scroll-to-bottom button and the new-message notice', async ({ page, staff, server }) => {
  const ana = await anaByApi(server);
  for (let index = 1; index <= 45; index += 1) await ana.send(`Mensagem ${index}`);

  await loginAs(page, staff, JOAO.email);
  await openConversation(page, ANA.name);
  const list = page.getByTestId('chat-messages');
  await expect(row(page, 'Mensagem 45')).toBeVisible();
  await expect(rows(page)).toHaveCount(20);

  // Reaching the top asks for the 20 before the oldest shown (last_id), then the last 5.
  await list.evaluate((element) => (element.scrollTop = 0));
  await expect(rows(page)).toHaveCount(40);
  await list.evaluate((element) => (element.scrollTop = 0));
  await expect(rows(page)).toHaveCount(45);
  await expect(row(page, 'Mensagem 1').first()).toBeVisible();
  await expect(rows(page).first()).toContainText('Mensagem 1');

  // Far from the bottom (more than 1000 px): the button takes the user back down.
  await list.evaluate((element) => (element.scrollTop = 0));
  const toBottom = page.getByRole('button', { name: 'Ir para a mensagem mais recente' });
  await expect(toBottom).toBeVisible();
  await toBottom.click();
  await expect(toBottom).toBeHidden();
  await expect(row(page, 'Mensagem 45')).toBeInViewport();

  // A little above the bottom (50 px or more), a new message does not pull the list: a notice says it came.
  await list.evaluate(async (element) => {
    element.scrollTop = element.scrollHeight - element.clientHeight - 200;
    // Scroll events fire with the next frame; the list learns where the user is from them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await ana.send('Chegou mais um documento');
  const notice = page.getByTestId('chat-new-message');
  await expect(notice).toBeVisible();
  await expect(row(page, 'Chegou mais um documento')).not.toBeInViewport();
  await notice.click();
  await expect(row(page, 'Chegou mais um documento')).toBeInViewport();
  await expect(notice).toBeHidden();
});

test('the sender deletes their own message after confirming, for both sides', async ({ page, staff, server, token, browser }, testInfo) => {
  const ana = await openSecondApp(browser, server, token, testInfo.outputPath('user-data-ana'));
  try {
    await loginAs(page, staff, JOAO.email);
    await loginAs(ana.page, ana.app, ANA.email);
    await openConversation(page, ANA.name);
    // The window is 300 px wide, 500 px maximised; the message box grows from 40 to 100 px.
    expect((await chatWindow(page).boundingBox())?.width).toBe(300);
    await page.getByRole('button', { name: 'Maximizar chat' }).click();
    expect((await chatWindow(page).boundingBox())?.width).toBe(500);
    await page.getByRole('button', { name: 'Restaurar tamanho do chat' }).click();
    const input = page.getByRole('textbox', { name: 'Mensagem' });
    expect((await input.boundingBox())?.height).toBe(40);
    await input.fill(Array.from({ length: 12 }, (_, line) => `linha ${line + 1}`).join('\n'));
    await expect.poll(async () => (await input.boundingBox())?.height).toBe(100);
    await input.fill('');
    await send(page, 'Mensagem enviada por engano');
    await send(page, 'Esta fica');
    await expect(row(page, 'Esta fica')).toHaveAttribute('data-status', 'sent');
    await openConversation(ana.page, JOAO.name);
    await expect(row(ana.page, 'Mensagem enviada por engano')).toBeVisible();
    // Only the sender may delete: Ana has no delete on João's messages.
    await expect(row(ana.page, 'Mensagem enviada por engano').getByRole('button', { name: 'Excluir mensagem' })).toHaveCount(0);

    const target = row(page, 'Mensagem enviada por engano');
    await target.hover();
    await target.getByRole('button', { name: 'Excluir mensagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deseja excluir a mensagem?' });
    await expect(dialog).toContainText('Ao confirmar a mensagem será excluída. Deseja prosseguir?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(target).toBeVisible();

    await target.hover();
    await target.getByRole('button', { name: 'Excluir mensagem' }).click();
    await page.getByRole('dialog', { name: 'Deseja excluir a mensagem?' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(target).toHaveCount(0);
    await expect(row(ana.page, 'Mensagem enviada por engano')).toHaveCount(0);
    await expect(row(ana.page, 'Esta fica')).toBeVisible();
  } finally {
    await ana.close();
  }
});

test('after a lost connection the chat reconnects and fetches what it missed', async ({ server, token, browser }, testInfo) => {
  // João's app reaches the realtime server through a proxy the test can cut.
  const proxy = await startTcpProxy(server.realtimeUrl);
  const joao = await openSecondApp(browser, server, token, testInfo.outputPath('user-data-joao'), proxy.url);
  try {
    await loginAs(joao.page, joao.app, JOAO.email);
    await openConversation(joao.page, ANA.name);
    const ana = await anaByApi(server);
    await ana.send('Antes da queda');
    await expect(row(joao.page, 'Antes da queda')).toBeVisible();

    proxy.cut();
    await expect(joao.page.getByTestId('chat-reconnecting')).toHaveText('Reconectando ao chat…');
    await ana.send('Durante a queda 1');
    await ana.send('Durante a queda 2');
    await expect(row(joao.page, 'Durante a queda')).toHaveCount(0);

    proxy.restore();
    await expect(joao.page.getByTestId('chat-reconnecting')).toBeHidden({ timeout: 30_000 });
    await expect(row(joao.page, 'Durante a queda 1')).toBeVisible();
    await expect(row(joao.page, 'Durante a queda 2')).toBeVisible();
    // And the channel works again: a new message arrives live.
    await ana.send('Depois da volta');
    await expect(row(joao.page, 'Depois da volta')).toBeVisible();
  } finally {
    await joao.close();
    await proxy.close();
  }
});

test('an image is previewed before it goes, and files reach the web build live', async ({ page, staff, server, browser }) => {
  // Ana uses the web build the reference server serves: the chat finds the realtime server
  // through GET /api/realtime and the page's CSP lets it connect.
  const context = await browser.newContext();
  const web = await context.newPage();
  try {
    await web.goto(`${server.url}/login`);
    await web.getByLabel('CPF ou e-mail').fill(ANA.email);
    await web.getByLabel('Senha').fill('demo1234');
    await web.getByRole('button', { name: 'Entrar' }).click();
    await expect(web).toHaveURL(/\/workspace\/sector\/tasks$/);

    await loginAs(page, staff, JOAO.email);
    await openConversation(page, ANA.name);
    await expect(page.getByTestId('chat-title')).toHaveText(ANA.name);
    await openConversation(web, JOAO.name);

    const png = bandedPng([[20, 60, 140], [240, 200, 40]]);
    await page.getByTestId('chat-file-input').setInputFiles({ name: 'planta-baixa.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('group', { name: 'Pré-visualização da imagem' });
    await expect(preview.getByRole('img')).toBeVisible();
    await preview.getByRole('button', { name: 'Enviar imagem' }).click();
    await expect(preview).toHaveCount(0);
    await expect(rows(page).last()).toHaveAttribute('data-status', /sent|read/);

    // Ana sees it arrive, as an image she can open larger.
    const opener = web.getByRole('button', { name: 'Abrir imagem planta-baixa.png' });
    await expect(opener).toBeVisible();
    await expect(opener.getByRole('img')).toHaveJSProperty('naturalWidth', 64);
    await opener.click();
    await expect(web.getByRole('dialog', { name: 'planta-baixa.png' })).toBeVisible();
    await web.keyboard.press('Escape');

    // A PDF goes without a preview and arrives as a download.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await page.getByTestId('chat-file-input').setInputFiles({ name: 'parecer.pdf', mimeType: 'application/pdf', buffer: pdf });
    const download = web.getByRole('button', { name: 'Baixar parecer.pdf' }).or(web.getByRole('link', { name: 'Baixar parecer.pdf' }));
    await expect(download).toBeVisible();
  } finally {
    await context.close();
  }
});
