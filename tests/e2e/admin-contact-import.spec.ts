// Issue 17, point 7 in the staff web build: the administrator imports external contacts from a
// spreadsheet, from the Usuários externos list's header, by keyboard only. The template is
// downloaded and its example line goes into the file as is; the file also has one contact of each
// kind — the Setor de organização with a CPF, which §4 leaves blank (a warning) —, a Pessoa física
// of the Pessoa jurídica of an earlier line, a CNPJ given as a Pessoa física's CPF and an e-mail
// repeated inside the file. The dry run reports the counts, each refused line's column and problem
// and the warning; *Importar* creates the good lines, which the list shows (and its kind filter
// narrows), each as the server keeps it. A clerk who only lists contacts is offered no import.
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { externalContactPageSchema, externalContactSchema, type ExternalContact } from '../../src-shared/api/externalContacts';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { tabOnTo, tabTo } from './support/keyboard';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

const rows = (page: Page) => page.getByTestId('external-contacts-row');
/** The row of the contact so named (its name is the row's link; an organisation's name is also in its members' rows). */
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

const HEADER = 'tipo;nome;cpf/cnpj;cpf do responsável;e-mail;celular;razão social;contato principal;profissão;cargo/ocupação;organização;CEP;logradouro;número;bairro;complemento;cidade;UF';
type Column = 'tipo' | 'nome' | 'cpf/cnpj' | 'cpf do responsável' | 'e-mail' | 'razão social' | 'contato principal' | 'profissão' | 'organização';
/** A line in the template's column order, the columns not given left empty. */
const line = (cells: Partial<Record<Column, string>>) =>
  HEADER.split(';')
    .map((column) => cells[column as Column] ?? '')
    .join(';');

const PERSON = { name: 'Otávio Brandão Lins', cpf: '739.182.465-82', email: 'otavio.lins@exemplo.com.br' };
const COMPANY = { name: 'Serraria Alto da Serra', companyName: 'Serraria Alto da Serra Ltda.', cnpj: '36.184.729/0001-02' };
const SECTOR = { name: 'Setor Financeiro Alto da Serra', cpf: '582.736.194-19' };
const MEMBER = { name: 'Bianca Torres Moura', cpf: '617.294.835-00' };
const REFUSED = ['Gustavo Pires Neto', 'Otávia Lins Brandão'];

async function openExternalContacts(page: Page) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: 'Usuários externos' }).click();
  await expect(page).toHaveURL(/\/administration\/users-external\?status=enabled$/);
  await expect(page.getByRole('heading', { name: 'Usuários externos', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** A select reached by Tab, opened with the arrow, the option reached by arrows (the highlighted one is data-combobox-selected), chosen with Enter. */
async function chooseByKeyboard(page: Page, label: string, name: string) {
  await tabTo(page, page.getByRole('combobox', { name: label }));
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 3 && (await option.getAttribute('data-combobox-selected')) !== 'true'; presses++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
}

/** The contacts as the server keeps them, read through the API as another client would. */
function contactsApi(serverUrl: string, token: string) {
  const get = async (path: string) => {
    const response = await fetch(`${serverUrl}/api/citizen/contact${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status, `GET ${path}`).toBe(200);
    return (await response.json()) as unknown;
  };
  const search = async (text: string) => externalContactPageSchema.parse(await get(`?search=${encodeURIComponent(text)}`)).data;
  return {
    search,
    /** The one contact the search finds by this exact name, read again by its id. */
    async named(name: string): Promise<ExternalContact> {
      const found = (await search(name)).filter((contact) => contact.person.name === name);
      expect(found, name).toHaveLength(1);
      return externalContactSchema.parse(await get(`/${found[0]?.id}`));
    },
  };
}

test.describe('administration: importing external contacts from a spreadsheet', () => {
  test('the template, the dry run’s counts, refusals and warning, then the import of the good lines, each as the server keeps it', async ({ page, server }, testInfo) => {
    await webLogin(page, server.url, 'admin@demo.gov.br');
    await openExternalContacts(page);

    await tabTo(page, page.getByTestId('contact-import'));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Importar de planilha (CSV)' });
    await expect(modal).toBeVisible();

    // The template: the columns the import reads and an example line, used as is below.
    const downloading = page.waitForEvent('download');
    await tabOnTo(page, modal.getByRole('button', { name: 'Baixar modelo de planilha' }));
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('modelo-importacao-contatos-externos.csv');
    const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(template[0]).toBe(HEADER);
    expect(template[1]).toContain('Joana Ribeiro Campos');

    const csv = [
      template[0],
      template[1],
      line({ tipo: 'Pessoa física', nome: PERSON.name, 'cpf/cnpj': PERSON.cpf, 'e-mail': PERSON.email, profissão: 'Contador' }),
      line({ tipo: 'Pessoa jurídica', nome: COMPANY.name, 'cpf/cnpj': COMPANY.cnpj, 'razão social': COMPANY.companyName, 'cpf do responsável': PERSON.cpf, 'contato principal': PERSON.name, 'e-mail': 'contato@altodaserra.com.br' }),
      line({ tipo: 'Setor de organização', nome: SECTOR.name, 'cpf/cnpj': SECTOR.cpf, 'contato principal': 'Lúcia Fontes Reis', 'e-mail': 'financeiro@altodaserra.com.br', organização: COMPANY.name }),
      line({ tipo: 'Pessoa física', nome: MEMBER.name, 'cpf/cnpj': MEMBER.cpf, 'e-mail': 'bianca.moura@altodaserra.com.br', organização: COMPANY.companyName }),
      line({ tipo: 'Pessoa física', nome: REFUSED[0], 'cpf/cnpj': '52.917.483/0001-97', 'e-mail': 'gustavo.neto@exemplo.com.br' }),
      line({ tipo: 'Pessoa física', nome: REFUSED[1], 'cpf/cnpj': '725.816.394-82', 'e-mail': PERSON.email }),
    ].join('\r\n');
    const file = testInfo.outputPath('contatos.csv');
    await writeFile(file, `\uFEFF${csv}\r\n`, 'utf8');
    const choosing = page.waitForEvent('filechooser');
    await tabOnTo(page, modal.getByRole('button', { name: 'Arquivo CSV' }));
    await page.keyboard.press('Enter');
    await (await choosing).setFiles(file);

    // The dry run: seven lines, five ready, two refused with their column and problem, the sector's CPF left blank.
    const report = modal.getByTestId('csv-import-report');
    await expect(report).toContainText('Conferência da planilha');
    // The file field is disabled while the file is checked: the focus goes to the report, in the modal.
    await expect(modal.getByTestId('csv-import-report-title')).toBeFocused();
    await expect(modal.getByTestId('csv-import-total')).toHaveText('7');
    await expect(modal.getByTestId('csv-import-created')).toHaveText('5');
    await expect(modal.getByTestId('csv-import-failed')).toHaveText('2');
    const errors = modal.getByTestId('csv-import-errors').locator('tbody tr');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0).locator('td')).toHaveText(['7', 'cpf/cnpj', 'CPF inválido']);
    await expect(errors.nth(1).locator('td')).toHaveText(['8', 'e-mail', 'Repetido na planilha: já aparece na linha 3.']);
    const warnings = modal.getByTestId('csv-import-warnings').locator('tbody tr');
    await expect(warnings).toHaveCount(1);
    await expect(warnings.nth(0).locator('td')).toHaveText(['5', '—', 'A coluna cpf/cnpj não vale para Setor de organização: fica em branco.']);
    await expectAccessible(page);
    // Nothing written yet.
    const api = contactsApi(server.url, await apiLogin(server.url, 'admin@demo.gov.br'));
    expect(await api.search('altodaserra')).toHaveLength(0);

    await tabOnTo(page, modal.getByRole('button', { name: 'Importar 5 linhas' }));
    await page.keyboard.press('Enter');
    await expect(report).toContainText('Resultado da importação');
    // The focus, on the button the import takes away, goes to the result: Tab goes on inside the modal.
    await expect(modal.getByTestId('csv-import-report-title')).toBeFocused();
    await expect(modal.getByTestId('csv-import-created')).toHaveText('5');
    await expect(modal.getByTestId('csv-import-failed')).toHaveText('2');
    await expect(warnings).toHaveCount(1);
    await expectAccessible(page);
    await tabOnTo(page, modal.getByTestId('contact-import-close'));
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('contact-import')).toBeFocused();

    // The good lines are contacts of the list, with their kinds; the refused ones are not.
    for (const name of ['Joana Ribeiro Campos', PERSON.name, COMPANY.name, SECTOR.name, MEMBER.name]) await expect(row(page, name)).toHaveCount(1);
    for (const name of REFUSED) await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
    await expect(row(page, SECTOR.name)).toContainText('Setor de organização');
    await expect(row(page, MEMBER.name)).toContainText(COMPANY.name);

    // The kind filter: Pessoa jurídica shows the company, not the people nor the sector.
    await chooseByKeyboard(page, 'Tipo de contato', 'Pessoa jurídica');
    await expect(page).toHaveURL(/type=organization/);
    await expect(row(page, COMPANY.name)).toHaveCount(1);
    await expect(row(page, PERSON.name)).toHaveCount(0);
    await expect(row(page, SECTOR.name)).toHaveCount(0);

    // As the server keeps them: the sector without the CPF of its line, both members of the company created just before.
    const company = await api.named(COMPANY.name);
    expect(company).toMatchObject({ type: 'organization', origin: 'internal', status: 'enabled' });
    expect(company.person).toMatchObject({ cpfCnpj: '36184729000102', companyName: COMPANY.companyName, secondaryCpfCnpj: '73918246582', mainContactName: PERSON.name });
    const sector = await api.named(SECTOR.name);
    expect(sector).toMatchObject({ type: 'sector', contactOrganization: { id: company.id, name: COMPANY.name } });
    expect(sector.person).toMatchObject({ cpfCnpj: null, mainContactName: 'Lúcia Fontes Reis' });
    const member = await api.named(MEMBER.name);
    expect(member).toMatchObject({ type: 'contact', contactOrganization: { id: company.id, name: COMPANY.name } });
    expect(member.person).toMatchObject({ cpfCnpj: '61729483500' });
    const person = await api.named(PERSON.name);
    expect(person).toMatchObject({ type: 'contact', contactOrganization: null });
    expect(person.person).toMatchObject({ cpfCnpj: '73918246582', email: PERSON.email, profession: 'Contador', companyName: null });
    const example = await api.named('Joana Ribeiro Campos');
    expect(example).toMatchObject({ type: 'contact', contactOrganization: { name: 'Construtora Vale Verde Ltda.' } });
  });

  test('a clerk who only lists external contacts is offered no import', async ({ page, server }) => {
    await webLogin(page, server.url, 'servidor@demo.gov.br');
    await openExternalContacts(page);
    await expect(page.getByRole('link', { name: 'Novo usuário externo' })).toHaveCount(0);
    await expect(page.getByTestId('contact-import')).toHaveCount(0);
  });
});
