// Issue 18, Organização in the staff web build: the administrator changes the name and the prices
// (typed with a comma), meets the 4-decimal rule with nothing lost, uploads a logo that the staff
// top bar and the citizen portal's header (the web build under /app) show at once, and edits the
// print layout against its live PDF preview. A clerk who may only manage document settings sees
// Geral disabled with its tooltip and lands on Configuração de documentos. axe on every step.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

const CLERK_EMAIL = 'servidor@demo.gov.br';

/** The Geral tab's two file inputs, in order: the logo, then the login images. */
const logoInput = (page: Page) => page.locator('input[type="file"]').nth(0);
const loginImageInput = (page: Page) => page.locator('input[type="file"]').nth(1);
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nome', exact: true });

async function openOrganization(page: Page) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: 'Organização' }).click();
  await expect(page).toHaveURL(/\/administration\/settings\/organization\/general$/);
  await expect(page.getByRole('heading', { name: 'Organização' })).toBeVisible();
  await expect(nameField(page)).not.toHaveValue('');
}

/** The clerk's role (Servidor) also manages document settings, as an administrator would grant it in Funções. */
async function grantDocSettingsToClerks(serverUrl: string) {
  const token = await apiLogin(serverUrl, 'admin@demo.gov.br');
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${serverUrl}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as unknown;
  };
  const permissions = (await api('GET', 'permission')) as { id: number; name: string }[];
  const docSettings = permissions.find((permission) => permission.name === 'manage-doc-settings')!;
  const roles = (await api('GET', 'role')) as { data: { id: number; name: string; description: string | null; sector_id: number | null; is_default: boolean; permissions: number[] }[] };
  const clerk = roles.data.find((role) => role.name === 'Servidor')!;
  await api('PUT', `role/${clerk.id}`, {
    name: clerk.name,
    description: clerk.description,
    sector_id: clerk.sector_id,
    is_default: clerk.is_default,
    permissions: [...clerk.permissions, docSettings.id],
  });
}

test.describe('administration: organisation settings', () => {
  test('name and comma prices saved, a 5-decimal price refused with nothing lost, a new logo in the top bar and the citizen header, the print layout previewed', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openOrganization(page);
    await expectAccessible(page);

    await nameField(page).fill('Prefeitura de Vale Verde');
    await page.getByRole('tab', { name: 'Configuração de relatório' }).click();
    await expect(page).toHaveURL(/\/organization\/reports$/);
    await expect(page.getByLabel('Preço do papel (R$ por folha)')).toHaveValue('0,1500');
    await page.getByLabel('Preço do papel (R$ por folha)').fill('0,12345');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('organization-save-error')).toHaveText('Use no máximo 4 casas decimais');
    await expect(page.getByLabel('Preço do papel (R$ por folha)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // Nothing typed is lost: not by the refusal, not by moving between tabs.
    await page.getByRole('tab', { name: 'Geral' }).click();
    await expect(nameField(page)).toHaveValue('Prefeitura de Vale Verde');
    await page.getByRole('tab', { name: 'Configuração de relatório' }).click();
    await expect(page.getByLabel('Preço do papel (R$ por folha)')).toHaveValue('0,12345');
    await page.getByLabel('Preço do papel (R$ por folha)').fill('0,1234');
    await page.getByLabel('Preço da impressão (R$ por página)').fill('1,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();
    await expect(page.getByTestId('organization-save-error')).toHaveCount(0);

    // A save refused for a field of another tab (GED on without its address) opens that tab, the error under the field.
    await page.getByRole('tab', { name: 'Geral' }).click();
    await page.getByLabel('Endereço do GED').fill('');
    await page.getByRole('tab', { name: 'Configuração de relatório' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/organization\/general$/);
    await expect(page.getByLabel('Endereço do GED')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('organization-save-error')).toHaveText('Informe o endereço do GED quando o módulo GED estiver ligado');
    await page.getByLabel('Endereço do GED').fill('https://ged.valeverde.example');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('organization-save-error')).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Configuração de relatório' }).click();
    await expect(page.getByLabel('Preço do papel (R$ por folha)')).toHaveValue('0,1234');
    await expect(page.getByLabel('Preço da impressão (R$ por página)')).toHaveValue('1,5000');
    await page.getByRole('tab', { name: 'Geral' }).click();
    await expect(nameField(page)).toHaveValue('Prefeitura de Vale Verde');

    // A new logo: the top bar shows it at once, the citizen portal's header too.
    await expect(page.getByRole('banner').getByTestId('organization-logo')).toHaveAttribute('src', /\/api\/organization\/1\/logo\?v=1$/);
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
    await logoInput(page).setInputFiles({ name: 'brasao.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Logotipo atualizado')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('organization-logo')).toHaveAttribute('src', /\/api\/organization\/1\/logo\?v=2$/);
    await expect(page.getByTestId('organization-logo-current')).toHaveAttribute('src', /logo\?v=2$/);
    expect(await page.getByRole('banner').getByTestId('organization-logo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);

    // An SVG is refused, under the field.
    await logoInput(page).setInputFiles({ name: 'brasao.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(page.getByText('O logotipo deve ser uma imagem PNG ou JPEG')).toBeVisible();

    // A login screen image, shown at once in the list.
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f3e' } }).jpeg().toBuffer();
    await loginImageInput(page).setInputFiles({ name: 'praca.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Imagem adicionada')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Imagem 1 da tela de login' })).toBeVisible();
    await expectAccessible(page);

    // The print layout: a live PDF preview of what is typed, and the version raised by the save.
    await page.getByRole('tab', { name: 'Layout de Impressão' }).click();
    await expect(page).toHaveURL(/\/organization\/layout$/);
    await expect(page.getByText('Versão 1')).toBeVisible();
    // The preview is the server's PDF of what was typed (its text: organizationSettings.test.ts), drawn by the app's PDF viewer.
    await page.getByLabel('Cabeçalho (HTML)').fill('<p>Estado de Minas Gerais</p><p>Prefeitura de Vale Verde</p>');
    await page.getByLabel('Texto do rodapé').fill('Praça Tiradentes, 100 — Centro');
    const preview = page.getByTestId('organization-layout-preview');
    await expect(preview.getByTestId('pdf-page')).toHaveText('Página 1 de 1');
    await expect(preview.locator('canvas')).toBeVisible();
    await page.getByLabel('Margem vertical (mm)').fill('2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('organization-save-error')).toHaveText('Informe uma margem entre 5 e 60 mm');
    await page.getByLabel('Margem vertical (mm)').fill('20');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Versão 2')).toBeVisible();
    await expectAccessible(page);

    // The citizen portal (its own origin's session: a visitor) shows the new logo and name.
    const portal = await page.context().newPage();
    await portal.goto(`${server.url}/app/citizen`);
    await expect(portal.getByRole('banner').getByTestId('organization-logo').first()).toHaveAttribute('src', /\/api\/organization\/1\/logo\?v=2$/);
    await expect(portal.getByRole('banner').getByText('Prefeitura de Vale Verde').first()).toBeVisible();
    await portal.goto(`${server.url}/app/citizen/login`);
    await expect(portal.getByTestId('login-images').locator('img')).toHaveCount(1);
    await expectAccessible(portal);
    await portal.close();
  });

  test('a clerk who only manages document settings sees Geral disabled with its tooltip and edits the document types', async ({ page, server }) => {
    await grantDocSettingsToClerks(server.url);
    await webLogin(page, server.url, CLERK_EMAIL);
    await page.goto(`${server.url}/administration/settings/organization/general`);
    await expect(page).toHaveURL(/\/organization\/documents$/);
    const locked = page.getByRole('tab', { name: 'Geral' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await locked.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Você não tem permissão para acessar esta seção');
    await expect(page.getByTestId('organization-document-types').getByRole('row')).toHaveCount(6);
    await expectAccessible(page);

    await page.getByRole('switch', { name: 'Habilitado: Circular' }).click({ force: true });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações salvas')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Habilitado: Circular' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Habilitado: Ofício' })).toBeChecked();
  });
});
