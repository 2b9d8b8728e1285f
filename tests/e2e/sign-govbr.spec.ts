// Signing with gov.br ("Assinatura GOVBR") end to end: the staff app opens the LOCAL FIXTURE of the
// ITI signature API (src-server/testing/govBrFixture.ts, started with the reference server) in a
// new window, the user authorises there as a silver account, the browser lands on the server's
// callback page, and the app, which polled meanwhile, signs the batch and goes back to the queue.
// A bronze account is refused, with the message saying why, nothing is signed, and Assinar is no
// longer offered on the tab (disabled, described by that reason), also after leaving it and back.
import { messages } from '../../src-shared/messages';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

const g = messages.signing.govBr;

async function taskUuids(serverUrl: string, token: string, count: number): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/uuids?types=oficio`, { headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' } });
  const { uuids } = (await response.json()) as { uuids: string[] };
  expect(uuids.length).toBeGreaterThanOrEqual(count);
  return uuids.slice(0, count);
}

/** The caller's signed documents whose last signature is a gov.br one. */
async function govBrSigned(serverUrl: string, token: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/signature/signed?per_page=100`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { type: string }[] };
  return data.filter((item) => item.type === 'GOVBR').length;
}

test.describe('signing with gov.br', () => {
  test.use({ isolatedServer: true });

  test.beforeEach(async ({ page, server, staff }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    const uuids = await taskUuids(server.url, token, 3);
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/sign?batchType=emails&ids=${uuids.join(',')}`);
    await expect(page.locator('[data-testid="sign-document"][data-local-id^="doc-"]')).toHaveCount(3);
    await page.getByText('Somente documento', { exact: true }).click();
    await page.getByRole('tab', { name: 'Assinatura GOVBR' }).click();
    await expect(page).toHaveURL(/[?&]type=govbr/);
  });

  test('a silver account authorises in the gov.br window and the three documents are signed', async ({ page, context, server }) => {
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    expect(await govBrSigned(server.url, token)).toBe(0);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    const govBr = await opened;
    await expect(govBr.getByRole('heading', { name: 'gov.br — autorizar assinatura' })).toBeVisible();
    await expect(page.getByText(g.waiting)).toBeVisible();
    await expectAccessible(page);

    await govBr.getByRole('region', { name: 'João Pedro Almeida' }).getByRole('button', { name: 'Autorizar' }).click();
    await expect(govBr.getByRole('heading', { name: g.pageDone })).toBeVisible();
    await expect(page.getByText('Assinatura concluída com sucesso.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    expect(await govBrSigned(server.url, token)).toBe(3);
  });

  test('a bronze account is told gov.br needs silver or gold, nothing is signed, and Assinar is not offered again', async ({ page, context, server }) => {
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    const govBr = await opened;
    await govBr.getByRole('region', { name: 'Conta Bronze de Teste' }).getByRole('button', { name: 'Autorizar' }).click();
    await expect(govBr.getByRole('heading', { name: g.pageFailed })).toBeVisible();
    await expect(govBr.getByText(g.bronzeAccount, { exact: false })).toBeVisible();

    const refused = page.getByTestId('govbr-refused');
    await expect(refused).toContainText(g.bronzeAccount, { timeout: 10_000 });
    const assinar = page.getByRole('button', { name: 'Assinar', exact: true });
    await expect(assinar).toBeDisabled();
    await expect(assinar).toHaveAccessibleDescription(new RegExp(g.bronzeAccount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // The tab unmounts when the user looks at another one; the refusal stays.
    await page.getByRole('tab', { name: 'Assinatura GDOC' }).click();
    await page.getByRole('tab', { name: 'Assinatura GOVBR' }).click();
    await expect(page.getByTestId('govbr-refused')).toContainText(g.bronzeAccount);
    await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toBeDisabled();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/sign\?/);
    await expect(page.locator('[data-testid="sign-document"][data-state="signed"]')).toHaveCount(0);
    const token = await apiLogin(server.url, 'servidor@demo.gov.br');
    expect(await govBrSigned(server.url, token)).toBe(0);
  });
});
