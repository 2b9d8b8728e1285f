// Issue 17, point 7 in the staff web build: the administrator imports internal users from a
// spreadsheet, from the Usuários internos list's header, by keyboard. The template is downloaded;
// a file with one good line, one bad CPF, one unknown sector and an e-mail repeated inside the file
// is checked first (a dry run: the counts and each refused line's column and problem, nothing
// written); *Importar* then creates the good one, which appears in the list, and its first-access
// e-mail arrives in the reference server's MailDev.
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { lastMailTo } from './support/mailDev';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

const rows = (page: Page) => page.getByTestId('users-row');

const GOOD = { name: 'Carla Menezes Duarte', email: 'carla.duarte@demo.gov.br' };

/** Presses Enter on a control reached by focus, as the keyboard would. */
async function press(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

test.describe('administration: importing internal users from a spreadsheet', () => {
  test('the template, the dry run’s report line by line, then the import of the good line and its first-access e-mail', async ({ page, server }, testInfo) => {
    await webLogin(page, server.url);
    await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Usuários internos' }).click();
    await expect(page).toHaveURL(/\/administration\/settings\/users\?status=enabled$/);
    await expect(rows(page)).toHaveCount(6);

    await press(page, page.getByTestId('user-import'));
    const modal = page.getByRole('dialog', { name: 'Importar de planilha (CSV)' });
    await expect(modal).toBeVisible();

    // The template: the header line the import reads, and an example line.
    const downloading = page.waitForEvent('download');
    await press(page, modal.getByRole('button', { name: 'Baixar modelo de planilha' }));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('modelo-importacao-usuarios.csv');
    const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(template[0]).toBe('nome;cpf;e-mail;celular;setores;função;matrícula;servidor federal');
    expect(template[1]).toContain('Maria da Silva Souza');

    // The template's header, then: a good line, a bad CPF, an unknown sector, the good line's e-mail again.
    const csv = [
      template[0],
      `${GOOD.name};671.795.293-89;${GOOD.email};(35) 9 9876 5432;PROT|ARQ;Servidor;4471;não`,
      'Bruno Lima Teixeira;111.111.111-11;bruno.lima@demo.gov.br;;PROT;Servidor;;não',
      'Paula Reis Andrade;529.982.247-25;paula.reis@demo.gov.br;;XYZ;Servidor;;não',
      `Carla Souza Ramos;111.444.777-35;${GOOD.email};;PROT;Servidor;;sim`,
    ].join('\r\n');
    const file = testInfo.outputPath('usuarios.csv');
    await writeFile(file, `\uFEFF${csv}\r\n`, 'utf8');
    const choosing = page.waitForEvent('filechooser');
    await press(page, modal.getByRole('button', { name: 'Arquivo CSV' }));
    await (await choosing).setFiles(file);

    // The dry run: four lines read, one ready, three refused, each with its column and problem.
    const report = modal.getByTestId('csv-import-report');
    await expect(report).toContainText('Conferência da planilha');
    await expect(modal.getByTestId('csv-import-total')).toHaveText('4');
    await expect(modal.getByTestId('csv-import-created')).toHaveText('1');
    await expect(modal.getByTestId('csv-import-failed')).toHaveText('3');
    const errors = modal.getByTestId('csv-import-errors').locator('tbody tr');
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toContainText('3');
    await expect(errors.nth(0)).toContainText('cpf');
    await expect(errors.nth(0)).toContainText('CPF inválido');
    await expect(errors.nth(1)).toContainText('4');
    await expect(errors.nth(1)).toContainText('setores');
    await expect(errors.nth(1)).toContainText('Setor não encontrado: XYZ.');
    await expect(errors.nth(2)).toContainText('5');
    await expect(errors.nth(2)).toContainText('e-mail');
    await expect(errors.nth(2)).toContainText('Repetido na planilha: já aparece na linha 2.');
    await expectAccessible(page);
    // Nothing written yet.
    expect((await server.mailDev.messages()).filter((mail) => mail.to.some((to) => to.address === GOOD.email))).toHaveLength(0);

    await press(page, modal.getByRole('button', { name: 'Importar 1 linha' }));
    await expect(report).toContainText('Resultado da importação');
    await expect(modal.getByTestId('csv-import-created')).toHaveText('1');
    await expect(modal.getByTestId('csv-import-failed')).toHaveText('3');
    await expectAccessible(page);
    await press(page, modal.getByTestId('user-import-close'));
    await expect(modal).toHaveCount(0);

    // The good line is a user of the list, with its sectors (the first the primary) and role.
    await expect(rows(page)).toHaveCount(7);
    const imported = rows(page).filter({ hasText: GOOD.name });
    await expect(imported).toContainText('671.***.***-89');
    await expect(imported).toContainText('PROT (principal)');
    await expect(imported).toContainText('ARQ');
    await expect(imported).toContainText('Servidor');
    await expect(rows(page).filter({ hasText: 'Bruno Lima Teixeira' })).toHaveCount(0);

    // Its first-access e-mail: the link to create the password on the portal.
    const mail = await lastMailTo(() => server.mailDev.messages(), GOOD.email);
    expect(mail.subject).toMatch(/— seu acesso ao GDoc$/);
    expect(mail.text).toContain(`Olá, ${GOOD.name}.`);
    expect(mail.text).toMatch(/\/app\/citizen\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
