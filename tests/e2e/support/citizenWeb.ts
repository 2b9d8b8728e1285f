// The citizen portal in a browser (the web build under /app): logging the demo citizen in.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src-server/db/seed/demoUsers';

export const CITIZEN_EMAIL = 'cidadao@demo.gov.br';

/** Logs the demo citizen in from the portal's login page and waits for the portal's home. */
export async function citizenLogin(page: Page, serverUrl: string, email: string = CITIZEN_EMAIL): Promise<void> {
  await page.goto(`${serverUrl}/app/citizen/v2/login`);
  await page.getByLabel('CPF, CNPJ ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app\/citizen$/);
}
