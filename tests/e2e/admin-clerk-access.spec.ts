// Issue 17: what a clerk lives through when the administration changes their access, all of it
// done by the administrator in the app (the staff web build, in a browser context of its own): a
// role made in the Funções editor, the clerk created with that role and two sectors in the
// Usuários internos editor; the clerk (the desktop app) logs in and sees exactly the menus the role
// allows; the administrator unticks a permission of the role in the Funções editor and the clerk's
// next navigation to that screen is refused, with no reload and no new login; the administrator
// turns the clerk's status switch off in the Usuários internos list and the clerk's open app goes
// to the disabled-user page by itself; every step is in the audit and in its CSV export, under the
// right user, action and entity.
import type { Browser, Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

const CLERK_EMAIL = 'renata.prado@demo.gov.br';
const CLERK_PASSWORD = 'protocolo2026';
const ROLE_NAME = 'Protocolo com auditoria';

type AuditRow = { id: number; user_id: number | null; action: string; entity: string; entity_id: string };

/** What the test reads as the administrator, as another client would: the audit, its CSV, who is online. */
function adminApi(serverUrl: string, token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${serverUrl}/api/${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    expect(response.ok, `GET ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get,
    csv: async (path: string) => {
      const response = await fetch(`${serverUrl}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

/** The administrator's side: the staff web build, logged in, in a browser context of its own. */
async function openAdministration(browser: Browser, serverUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await webLogin(page, serverUrl);
  return { page, close: () => context.close() };
}

async function openSettings(page: Page, entry: string) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** A Mantine combobox by keyboard: type to filter, arrow to the first option, Enter to choose. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.type(option);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const idIn = (url: string) => Number(/\/(\d+)\/edit$/.exec(url)?.[1]);

test.describe('a clerk whose access the administration changes', () => {
  test('sees the role’s menus, loses a screen at the next navigation and is sent to the disabled-user page, all audited', async ({ browser, page, server, staff }) => {
    const api = adminApi(server.url, await apiLogin(server.url, 'admin@demo.gov.br'));
    const admin = await api.get<{ id: number }>('auth/me');
    const administration = await openAdministration(browser, server.url);
    const adminPage = administration.page;

    // A role that opens the work queue, signatures and the audit, and nothing else of Configurações.
    await openSettings(adminPage, 'Funções');
    await adminPage.getByRole('link', { name: 'Nova função' }).click();
    await adminPage.getByLabel('Nome').fill(ROLE_NAME);
    await adminPage.getByRole('tab', { name: 'Permissões' }).click();
    for (const permission of ['Acessar a fila de trabalho', 'Listar documentos assinados', 'Listar auditoria']) {
      await adminPage.getByRole('checkbox', { name: permission, exact: true }).check();
    }
    await adminPage.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage).toHaveURL(/\/roles\/\d+\/edit$/);
    const roleId = idIn(adminPage.url());

    // The clerk, in the Usuários internos editor: two sectors (the first chosen is the primary) and that role.
    await openSettings(adminPage, 'Usuários internos');
    await adminPage.getByRole('link', { name: 'Novo usuário' }).click();
    await adminPage.getByLabel('Nome completo').fill('Renata Prado Lacerda');
    await adminPage.getByRole('textbox', { name: 'CPF' }).fill('671.795.293-89');
    await adminPage.getByRole('textbox', { name: 'E-mail' }).fill(CLERK_EMAIL);
    await adminPage.getByLabel('Celular').fill('(35) 9 9123 4567');
    await adminPage.getByRole('tab', { name: 'Setores e função' }).click();
    await choose(adminPage, 'Setores', 'Protocolo Geral');
    await choose(adminPage, 'Setores', 'Arquivo Central');
    await expect(adminPage.getByRole('radio', { name: 'Protocolo Geral' })).toBeChecked();
    await choose(adminPage, 'Função', ROLE_NAME);
    await adminPage.getByLabel('Senha inicial').fill(CLERK_PASSWORD);
    await adminPage.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage).toHaveURL(/\/users\/\d+\/edit$/);
    const clerk = { id: idIn(adminPage.url()) };
    const saved = await api.get<{ sectors: Array<{ name: string; pivot: { isPrimarySector: boolean } }>; roleId: number }>(`user/${clerk.id}`);
    expect(saved.roleId).toBe(roleId);
    expect(saved.sectors.map((sector) => [sector.name, sector.pivot.isPrimarySector])).toEqual([
      ['Protocolo Geral', true],
      ['Arquivo Central', false],
    ]);

    // The clerk logs in and sees what the role allows: Auditoria under Configurações (and Modelos, every staff member's), not Usuários internos.
    await staff.login(CLERK_EMAIL, CLERK_PASSWORD);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Auditoria', 'Modelos']);
    await expect(page.getByRole('menuitem', { name: 'Usuários internos' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Auditoria' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/audit$/);
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
    await topMenu(page).getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Setor' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).sameLoad = true));

    // The administrator unticks Listar auditoria in the Funções editor; the clerk goes back to the audit.
    await openSettings(adminPage, 'Funções');
    await adminPage.getByRole('link', { name: ROLE_NAME, exact: true }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/roles/${roleId}/edit$`));
    await adminPage.getByRole('tab', { name: 'Permissões' }).click();
    await adminPage.getByRole('checkbox', { name: 'Listar auditoria', exact: true }).uncheck();
    await adminPage.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage.getByText('Salvo com sucesso').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(topMenu(page).getByRole('button', { name: 'Configurações' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).sameLoad)).toBe(true);
    await expectAccessible(page);

    // Back to work; the app's realtime connection (the staff layout's) is up again: the clerk is online.
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect
      .poll(async () => (await api.get<{ data: Array<{ id: number; online: boolean }> }>('chat/participants')).data.find((person) => person.id === clerk.id)?.online)
      .toBe(true);

    // The administrator turns the clerk's status switch off in the list: the open app goes to the
    // disabled-user page by itself.
    await openSettings(adminPage, 'Usuários internos');
    await adminPage.getByRole('switch', { name: 'Ativar ou desativar Renata Prado Lacerda' }).click();
    await expect(adminPage.getByTestId('users-row').filter({ hasText: 'Renata Prado Lacerda' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/disabled-user$/);
    await expect(page.getByRole('heading', { name: 'Usuário desativado' })).toBeVisible();
    expect(staff.harness.main.session.load()).toBeNull();
    await expectAccessible(page);

    // Every step in the audit, with its user, action and entity, and in the CSV export.
    const trail = (await api.get<{ data: AuditRow[] }>('audit?per_page=100')).data;
    const expected = [
      { user_id: admin.id, action: 'create', entity: 'role', entity_id: '' },
      { user_id: admin.id, action: 'create', entity: 'user', entity_id: '' },
      { user_id: clerk.id, action: 'login', entity: 'user', entity_id: String(clerk.id) },
      { user_id: admin.id, action: 'update', entity: 'role', entity_id: String(roleId) },
      { user_id: admin.id, action: 'update', entity: 'user', entity_id: String(clerk.id) },
    ];
    const steps = expected.map((step) => {
      const found = trail.find((row) => row.user_id === step.user_id && row.action === step.action && row.entity === step.entity && row.entity_id === step.entity_id);
      expect(found, JSON.stringify(step)).toBeDefined();
      return found!;
    });
    // In the order they happened.
    expect(steps.map((row) => row.id)).toEqual([...steps.map((row) => row.id)].sort((a, b) => a - b));

    const csv = await api.csv('audit/export.csv');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    for (const row of steps) {
      const line = lines.find((candidate) => candidate.startsWith(`${row.id};`));
      expect(line, `CSV line of entry ${row.id}`).toBeDefined();
      const cells = line!.split(';');
      // ID;Data e hora;ID do usuário;Usuário;Ação;Entidade;ID da entidade;…
      expect([cells[2], cells[4], cells[5], cells[6]]).toEqual([String(row.user_id), row.action, row.entity, row.entity_id]);
    }
    await administration.close();
  });
});
