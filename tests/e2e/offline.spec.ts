// Working without the server (issue 4): what was seen opens from the offline cache, actions that
// need the server say why they are off, Localizar Documentos searches what was seen, and the copy
// goes with the session at logout.
import { expect, expectAccessible, test } from './fixtures';

test.describe('offline work from the cache', () => {
  test.use({ isolatedServer: true });

  test('with the server stopped, the cached queue, the cached item and offline search still work', async ({ page, server, staff }) => {
    // A write the cache refused is logged by the page (offlineCache.ts); shown here, it says why a copy is missing.
    page.on('console', (message) => {
      if (message.type() === 'warning' && /cache local/i.test(message.text())) console.log(`[page] ${message.text()}`);
    });
    await staff.login('servidor@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    const firstRow = page.getByTestId('inbox-row').first();
    await expect(firstRow).toBeVisible();
    const uuid = (await firstRow.getAttribute('data-uuid'))!;
    await firstRow.click();
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/(document|process)/${uuid}`));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const itemPath = new URL(page.url()).pathname;
    // A distinctive word of the title, searched without its accents and by prefix.
    const word = title.split(/\s+/).find((part) => part.length >= 6) ?? title.split(/\s+/)[0]!;
    const typed = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 5);
    // The copy is written after the answer arrives; wait until main has it. The hits are compared
    // as a list, so a failure prints what the search did find.
    await expect.poll(() => staff.harness.main.cache.search(typed).map((hit) => hit.entryKey)).toContain(itemPath);

    await server.stop();

    await staff.goto('/workspace/sector/tasks');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText('Sem conexão com o servidor');
    await expect(page.locator(`[data-testid="inbox-row"][data-uuid="${uuid}"]`)).toBeVisible();
    await expectAccessible(page);

    await staff.goto(itemPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Arquivar' })).toBeDisabled();

    await staff.goto(`/documents/search?q=${encodeURIComponent(typed)}`);
    await expect(page.getByText('Sem conexão: a busca percorre os documentos já abertos neste computador.')).toBeVisible();
    const local = page.getByTestId('local-results');
    await expect(local.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(page.getByTestId('server-results')).toHaveCount(0);
    await local.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(itemPath));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('logging out deletes the user’s offline copy', async ({ page, staff }) => {
    await staff.login('servidor@demo.gov.br');
    await expect(page.getByTestId('inbox-row').first()).toBeVisible();
    const text = await page.getByTestId('inbox-row').first().innerText();
    const prefix = (text.split(/[^\p{L}]+/u).find((part) => part.length >= 6) ?? 'oficio').slice(0, 5);
    await expect.poll(() => staff.harness.main.cache.search(prefix).length).toBeGreaterThan(0);
    expect(staff.harness.main.cache.get('["me"]')).not.toBeNull();

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(staff.harness.main.cache.search(prefix)).toEqual([]);
    expect(staff.harness.main.cache.get('["me"]')).toBeNull();
  });
});
