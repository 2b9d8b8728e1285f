// Issue 17: what a clerk lives through when the administration changes their access. The
// administrator creates a clerk with a role and two sectors (through the API, as another client
// would: the user screens come separately); the clerk logs in and sees exactly the menus the role
// allows; the administrator withdraws a permission from the role and the clerk's next navigation to
// that screen is refused, with no reload and no new login; the administrator disables the clerk and
// the clerk's open app goes to the disabled-user page by itself; every step is in the audit and in
// its CSV export, under the right user, action and entity.
import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

test.use({ isolatedServer: true });

const CLERK_EMAIL = 'renata.prado@demo.gov.br';
const CLERK_PASSWORD = 'protocolo2026';

const topMenu = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' });

type AuditRow = { id: number; user_id: number | null; action: string; entity: string; entity_id: string };

function adminApi(serverUrl: string, token: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${serverUrl}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    csv: async (path: string) => {
      const response = await fetch(`${serverUrl}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

test.describe('a clerk whose access the administration changes', () => {
  test('sees the role’s menus, loses a screen at the next navigation and is sent to the disabled-user page, all audited', async ({ page, server, staff }) => {
    const api = adminApi(server.url, await apiLogin(server.url, 'admin@demo.gov.br'));
    const admin = await api.get<{ id: number }>('auth/me');
    const catalogue = await api.get<Array<{ id: number; name: string }>>('permission');
    const permissionId = (name: string) => catalogue.find((permission) => permission.name === name)!.id;

    // A role that opens the work queue, signatures and the audit, and nothing else of Configurações.
    const role = (await api.post<{ data: { id: number; name: string; permissions: number[] } }>('role', {
      name: 'Protocolo com auditoria',
      permissions: ['workspaceAccess', 'signature-list', 'audit-list'].map(permissionId),
    })).data;
    // Two sectors, the first primary.
    const sectors = await api.get<Array<{ id: number }>>(`user/${admin.id}/sectors`);
    expect(sectors.length).toBeGreaterThanOrEqual(2);
    const clerk = await api.post<{ id: number }>('user', {
      person: {
        name: 'Renata Prado Lacerda',
        email: CLERK_EMAIL,
        cellphone: '(35) 9 9123 4567',
        cpfCnpj: '671.795.293-89',
        gender: 'female',
        dateOfBirth: '1990-08-14',
        textualSignature: 'Renata Prado Lacerda — Protocolo',
        responsibility: 'Protocolista',
        registration: ['4471'],
      },
      sectors: [
        { sectorId: sectors[0]!.id, isPrimarySector: true },
        { sectorId: sectors[1]!.id, isPrimarySector: false },
      ],
      roles: [role.id],
      permissions: [],
      password: CLERK_PASSWORD,
      reset_password_on_login: false,
    });

    // The clerk logs in and sees what the role allows: Auditoria under Configurações, not Usuários internos.
    await staff.login(CLERK_EMAIL, CLERK_PASSWORD);
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Auditoria']);
    await expect(page.getByRole('menuitem', { name: 'Usuários internos' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Auditoria' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/audit$/);
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
    await topMenu(page).getByRole('button', { name: 'Fila de Trabalho' }).click();
    await page.getByRole('menuitem', { name: 'Setor' }).click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).sameLoad = true));

    // The administrator withdraws audit-list from the role; the clerk goes back to the audit.
    await api.put(`role/${role.id}`, { name: role.name, permissions: role.permissions.filter((id) => id !== permissionId('audit-list')) });
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

    // The administrator disables the clerk: the open app goes to the disabled-user page by itself.
    await api.patch(`user/${clerk.id}/status`, { status: 'disabled' });
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
      { user_id: admin.id, action: 'update', entity: 'role', entity_id: String(role.id) },
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
  });
});
