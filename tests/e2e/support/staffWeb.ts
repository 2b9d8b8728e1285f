// The staff area in a browser (the web build), as the administration specs drive it: logging in
// through the login page, and the top bar's main menu.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src-server/db/seed/demoUsers';

export const ADMIN_EMAIL = 'admin@demo.gov.br';

/** Logs a demo user in and waits for the work queue, where every staff login lands. */
export async function webLogin(page: Page, serverUrl: string, email: string = ADMIN_EMAIL): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  await page.getByLabel('CPF ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
}

export const topMenu = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' });

/** Opens an entry of the top bar's Configurações menu. */
export async function openSettings(page: Page, entry: string): Promise<void> {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** Documentos → Novo Documento: the staff create form. */
export async function openCreateForm(page: Page): Promise<void> {
  await topMenu(page).getByRole('button', { name: 'Documentos' }).click();
  await page.getByRole('menuitem', { name: 'Novo Documento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
}

/** Picks `search`'s option (or `option`, when its label differs) in the combobox labelled exactly `label` (the `nth` of them), typing into it when it is searchable. */
export async function chooseOption(page: Page, label: string, search: string, { option = search, nth = 0 }: { option?: string; nth?: number } = {}): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true }).nth(nth);
  await field.click();
  if (await field.isEditable()) await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}
