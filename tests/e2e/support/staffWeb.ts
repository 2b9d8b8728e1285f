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
