// Notifications (issue 6, point 3): the bell's badge, the panel's filters, the click rules, the
// GED decline, and a new notification from a real event reaching the operating system; both
// pending signature requests offer Assinar and Rejeitar whole, inside the panel (issue 14).
import type { Locator, Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Listed = { data: { id: number; title: string; isViewed: boolean; url: string | null; data: { status: string | null } }[]; unread: number };

async function serverList(serverUrl: string, token: string, status: string): Promise<Listed> {
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${serverUrl}/api/auth/me`, { headers })).json()) as { peopleId: number };
  return (await (await fetch(`${serverUrl}/api/notification?peopleId=${me.peopleId}&status=${status}`, { headers })).json()) as Listed;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

/** inner is drawn entirely inside outer's box: not clipped by its edges. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height);
}
const filter = async (page: Page, name: 'Pendentes' | 'Visualizadas' | 'Todas') => panel(page).getByText(name, { exact: true }).click();

test.describe('notifications', () => {
  test.use({ isolatedServer: true });

  test('badge, filters, and what a click does for each kind', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const pending = await serverList(server.url, token, 'pending');
    expect(pending.unread).toBeGreaterThan(9);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('notifications-badge')).toHaveText('9+');

    await page.getByTestId('notifications-bell').click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByTestId('notification')).toHaveCount(pending.data.length);
    await expect(panel(page).locator('[data-testid="notification"][data-viewed="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await filter(page, 'Todas');
    await expect(panel(page).getByTestId('notification')).toHaveCount((await serverList(server.url, token, 'all')).data.length);
    await filter(page, 'Visualizadas');
    await expect(panel(page).locator('[data-testid="notification"][data-viewed="false"]')).toHaveCount(0);

    // A canceled request cannot be clicked at all.
    await filter(page, 'Pendentes');
    const canceled = panel(page).locator('[data-testid="notification"]', { hasText: 'cancelado' }).first();
    await expect(canceled.getByRole('button').first()).toBeDisabled();

    // A sector task: marked viewed, the user goes to its document and the panel closes.
    const task = pending.data.find((item) => item.url?.startsWith('/inbox/sector/view/'))!;
    await panel(page).locator(`[data-testid="notification"][data-id="${task.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(task.url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(panel(page)).toHaveCount(0);
    const after = await serverList(server.url, token, 'viewed');
    expect(after.data.map((item) => item.id)).toContain(task.id);
    await expect(page.getByTestId('notifications-badge')).toHaveText(pending.unread - 1 > 9 ? '9+' : String(pending.unread - 1));
  });

  test('a GED request can be rejected from the panel, once', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const ged = (await serverList(server.url, token, 'pending')).data.find((item) => item.title === 'Solicitação de assinatura (GED)' && item.data.status === 'created')!;
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByTestId('notifications-bell').click();
    const item = panel(page).locator(`[data-testid="notification"][data-id="${ged.id}"]`);
    await expect(item.getByRole('button', { name: /^Assinar/ })).toBeVisible();
    await item.getByRole('button', { name: /^Rejeitar/ }).click();
    await expect(page.getByText('Solicitação de assinatura rejeitada com sucesso')).toBeVisible();
    const all = await serverList(server.url, token, 'all');
    expect(all.data.find((entry) => entry.id === ged.id)).toMatchObject({ isViewed: true, data: { status: 'declined' } });
    await filter(page, 'Todas');
    const declined = panel(page).locator(`[data-testid="notification"][data-id="${ged.id}"]`);
    await expect(declined).toContainText('rejeitado');
    await expect(declined.getByRole('button', { name: /^Rejeitar/ })).toHaveCount(0);
    // Clicking a declined request goes nowhere: the panel stays, and so does the page.
    const here = page.url();
    await declined.getByRole('button').first().click();
    await expect(panel(page)).toBeVisible();
    expect(page.url()).toBe(here);
  });

  test('both pending signature requests offer Assinar and Rejeitar, whole and clickable, as the panel opens', async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const pending = (await serverList(server.url, token, 'pending')).data.filter((item) => item.data.status === 'created' && item.title.startsWith('Solicitação de assinatura'));
    expect(pending.map((item) => item.title).sort()).toEqual(['Solicitação de assinatura', 'Solicitação de assinatura (GED)']);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await page.getByTestId('notifications-bell').click();
    const list = panel(page).getByTestId('notifications-scroll');
    for (const request of pending) {
      const item = panel(page).locator(`[data-testid="notification"][data-id="${request.id}"]`);
      for (const name of [`Assinar: ${request.title}`, `Rejeitar: ${request.title}`]) {
        const button = item.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        // Without scrolling: inside the list's visible part and the panel, and nothing lies over it.
        await expectInside(button, list);
        await expectInside(button, panel(page));
        await button.click({ trial: true });
      }
    }

    // Rejeitar works on the plain request as on the GED one; Assinar opens that request's signing.
    const [plain, ged] = [pending.find((item) => !item.title.includes('GED'))!, pending.find((item) => item.title.includes('GED'))!];
    await panel(page).getByRole('button', { name: `Rejeitar: ${plain.title}`, exact: true }).click();
    await expect(page.getByText('Solicitação de assinatura rejeitada com sucesso')).toBeVisible();
    expect((await serverList(server.url, token, 'all')).data.find((item) => item.id === plain.id)).toMatchObject({ isViewed: true, data: { status: 'declined' } });
    await panel(page).getByRole('button', { name: `Assinar: ${ged.title}`, exact: true }).click();
    await expect(page).toHaveURL(/\/sign\?batchType=ged&signature_request_uuid=/);
  });

  test('a document received while the app is open raises an OS notification (the profile allows it)', async ({ page, server, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await expect(page.getByTestId('notifications-badge')).toBeVisible();
    expect(staff.harness.main.osNotices).toEqual([]);

    // The Gabinete publishes an ofício to this clerk personally.
    const admin = await apiLogin(server.url, 'admin@demo.gov.br');
    const headers = { Authorization: `Bearer ${admin}`, 'X-InboxType': 'sector', 'Content-Type': 'application/json' };
    const me = (await (await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${await apiLogin(server.url, 'servidor@demo.gov.br')}` } })).json()) as { person: { name: string } };
    const people = (await (await fetch(`${server.url}/api/contacts?kind=person&search=${encodeURIComponent(me.person.name)}`, { headers })).json()) as { data: { id: number }[] };
    const draft = (await (
      await fetch(`${server.url}/api/inbox/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'oficio', subject: 'Convocação para reunião de planejamento', content: '<p>Reunião na sexta.</p>', recipients: [{ person_id: people.data[0]!.id }] }),
      })
    ).json()) as { inbox_email_uuid: string };
    expect((await fetch(`${server.url}/api/inbox/email/${draft.inbox_email_uuid}/publish`, { method: 'POST', headers })).status).toBe(200);

    // Opening the panel loads the list; the new one reaches the OS once.
    await page.getByTestId('notifications-bell').click();
    await expect(panel(page).getByText('Novo documento recebido').first()).toBeVisible();
    await expect.poll(() => staff.harness.main.osNotices.map((notice) => notice.title)).toContain('Novo documento recebido');
    expect(staff.harness.main.osNotices.filter((notice) => notice.body.includes('Convocação para reunião de planejamento'))).toHaveLength(1);
  });
});
