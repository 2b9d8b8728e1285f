// Issue 17 point 2 in the staff web build: the administrator keeps external contacts — one of each
// kind made through the editor, whose hidden fields the save clears (§4, checked through the API),
// the CEP auto-fill from the postal-code fixture, a CPF another person has, an invalid CNPJ, the
// status toggle that takes the row off the list, and "Habilitar acesso interno".
import type { Page } from '@playwright/test';
import { externalContactSchema, type ExternalContact } from '../../src-shared/api/externalContacts';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { webLogin, topMenu } from './support/staffWeb';

test.use({ isolatedServer: true });

async function openExternalContacts(page: Page) {
  await topMenu(page).getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitem', { name: 'Usuários externos' }).click();
  await expect(page).toHaveURL(/\/administration\/users-external\?status=enabled$/);
  await expect(page.getByRole('heading', { name: 'Usuários externos', level: 1 })).toBeVisible();
}

/** The contact as the server keeps it, read through the API as another client would. */
async function stored(serverUrl: string, page: Page): Promise<ExternalContact> {
  const id = /\/users-external\/(\d+)\/edit$/.exec(page.url())?.[1];
  expect(id).toBeDefined();
  const token = await apiLogin(serverUrl, 'admin@demo.gov.br');
  const response = await fetch(`${serverUrl}/api/citizen/contact/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return externalContactSchema.parse(await response.json());
}

const kind = (page: Page, label: 'Pessoa física' | 'Pessoa jurídica' | 'Setor de organização') => page.getByRole('radio', { name: label }).check();
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const save = async (page: Page) => page.getByRole('button', { name: 'Salvar' }).click();
const saveError = (page: Page) => page.getByTestId('external-contacts-save-error');

async function newContact(page: Page) {
  await page.getByRole('link', { name: 'Novo usuário externo' }).click();
  await expect(page).toHaveURL(/\/users-external\/create$/);
}

async function backToList(page: Page) {
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect(page).toHaveURL(/\/administration\/users-external/);
}

test.describe('administration: external contacts', () => {
  test('the administrator makes one contact of each kind; each save keeps only the fields of its kind', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openExternalContacts(page);
    await expect(page.getByTestId('external-contacts-row').filter({ hasText: 'Construtora Vale Verde Ltda.' }).first()).toBeVisible();
    await expectAccessible(page);

    // Pessoa física: company fields typed under another kind are not sent; a CPF someone has is refused.
    await newContact(page);
    await kind(page, 'Pessoa jurídica');
    await field(page, 'Razão social').fill('Empresa Que Não Fica Ltda.');
    await kind(page, 'Pessoa física');
    await expect(field(page, 'Razão social')).toHaveCount(0);
    await field(page, 'Nome').fill('Helena Prado Martins');
    await field(page, 'CPF').fill('284.163.579-19');
    await field(page, 'E-mail').fill('helena.martins@exemplo.com.br');
    await field(page, 'Profissão').fill('Advogada');
    await page.getByRole('tab', { name: 'Endereço' }).click();
    const zip = field(page, 'CEP');
    await zip.fill('99999999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    await zip.fill('01001000');
    await expect(zip).toHaveValue('01001-000');
    await expect(field(page, 'Logradouro')).toHaveValue('Praça da Sé');
    await expect(field(page, 'Bairro')).toHaveValue('Sé');
    await expect(page.getByText('CEP não encontrado')).toHaveCount(0);
    await field(page, 'Número').fill('100');
    await expectAccessible(page);
    await save(page);
    await expect(saveError(page)).toHaveText('Cpf existente ou inválido');
    await page.getByRole('tab', { name: 'Dados do contato' }).click();
    await expect(field(page, 'CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'CPF')).toHaveValue('284.163.579-19');
    await field(page, 'CPF').fill('202.010.504-71');
    await save(page);
    await expect(page).toHaveURL(/\/users-external\/\d+\/edit$/);
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
    const person = await stored(server.url, page);
    expect(person).toMatchObject({ type: 'contact', origin: 'internal', status: 'enabled' });
    expect(person.person).toMatchObject({ cpfCnpj: '20201050471', profession: 'Advogada', companyName: null, mainContactName: null, secondaryCpfCnpj: null });
    expect(person.person.address).toMatchObject({ zip: '01001000', street: 'Praça da Sé', neighborhood: 'Sé', number: '100', state: 'SP', city: 'São Paulo' });

    // Pessoa jurídica: an invalid CNPJ is refused; a person's profession typed before the switch is not kept.
    await backToList(page);
    await newContact(page);
    await field(page, 'Profissão').fill('Engenharia');
    await kind(page, 'Pessoa jurídica');
    await field(page, 'Nome fantasia').fill('Prado Consultoria');
    await field(page, 'CNPJ').fill('11.111.111/1111-11');
    await field(page, 'Razão social').fill('Prado Consultoria Ltda.');
    await field(page, 'CPF do responsável').fill('433.305.434-69');
    await save(page);
    await expect(saveError(page)).toHaveText('CNPJ inválido');
    await expect(field(page, 'CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'CNPJ').fill('04.826.643/8455-22');
    await save(page);
    await expect(page).toHaveURL(/\/users-external\/\d+\/edit$/);
    const organization = await stored(server.url, page);
    expect(organization).toMatchObject({ type: 'organization' });
    expect(organization.person).toMatchObject({ cpfCnpj: '04826643845522', companyName: 'Prado Consultoria Ltda.', secondaryCpfCnpj: '43330543469', profession: null, gender: null, dateOfBirth: null });

    // Setor de organização: no CPF of its own, whatever was typed; it belongs to the organisation just made.
    await backToList(page);
    await newContact(page);
    await field(page, 'CPF').fill('111.444.777-35');
    await kind(page, 'Setor de organização');
    await expect(field(page, 'CPF')).toHaveCount(0);
    await field(page, 'Nome do setor').fill('Setor Jurídico Prado');
    await field(page, 'Contato principal').fill('Paulo Prado');
    await page.getByRole('combobox', { name: 'Organização' }).fill('Prado');
    await page.getByRole('option', { name: 'Prado Consultoria' }).click();
    await expectAccessible(page);
    await save(page);
    await expect(page).toHaveURL(/\/users-external\/\d+\/edit$/);
    const sector = await stored(server.url, page);
    expect(sector).toMatchObject({ type: 'sector', contactOrganization: { id: organization.id, name: 'Prado Consultoria' } });
    expect(sector.person).toMatchObject({ cpfCnpj: null, profession: null, gender: null, dateOfBirth: null, mainContactName: 'Paulo Prado' });

    // The list names the kinds and masks the documents.
    await backToList(page);
    await page.getByLabel('Pesquisar').fill('prado');
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(3);
    const helena = page.getByTestId('external-contacts-row').filter({ hasText: 'Helena Prado Martins' });
    await expect(helena).toContainText('Pessoa física');
    await expect(helena).not.toContainText('202.010.504-71');
    await expect(page.getByTestId('external-contacts-row').filter({ hasText: 'Setor Jurídico Prado' })).toContainText('Setor de organização');

    // The kind filter narrows the list to one kind and is kept in the address; one click clears every filter, and back returns to them.
    await page.getByRole('combobox', { name: 'Tipo de contato' }).click();
    await page.getByRole('option', { name: 'Setor de organização' }).click();
    await expect(page).toHaveURL(/type=sector/);
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(1);
    await expect(page.getByTestId('external-contacts-row')).toContainText('Setor Jurídico Prado');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).not.toHaveURL(/type=|search=/);
    await expect(page.getByLabel('Pesquisar')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/type=sector/);
    await expect(page.getByLabel('Pesquisar')).toHaveValue('prado');
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(1);
  });

  test('the status toggle takes the row off the list, and "Habilitar acesso interno" makes a contact an internal user', async ({ page, server }) => {
    await webLogin(page, server.url);
    await openExternalContacts(page);

    await page.getByLabel('Pesquisar').fill('Associação');
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(1);
    await page.getByRole('switch', { name: 'Ativar ou desativar Associação de Moradores do Bairro São João' }).click();
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(0);
    await page.getByText('Inativos', { exact: true }).click();
    await expect(page.getByTestId('external-contacts-row')).toHaveCount(1);
    await expectAccessible(page);

    // A sector is refused, and the dialog says why.
    await page.getByText('Ativos', { exact: true }).click();
    await page.getByLabel('Pesquisar').fill('Departamento de Compras');
    await page.getByRole('link', { name: 'Departamento de Compras Vale Verde' }).first().click();
    await page.getByRole('button', { name: 'Habilitar acesso interno' }).click();
    await page.getByRole('dialog', { name: 'Habilitar acesso interno' }).getByRole('button', { name: 'Habilitar' }).click();
    await expect(page.getByTestId('internal-access-error')).toHaveText('Um Setor de organização não é uma pessoa e não pode ter acesso interno.');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await backToList(page);
    await page.getByLabel('Pesquisar').fill('Rafael');
    await page.getByRole('link', { name: 'Rafael Moreira Tavares' }).first().click();
    await page.getByRole('button', { name: 'Habilitar acesso interno' }).click();
    const dialog = page.getByRole('dialog', { name: 'Habilitar acesso interno' });
    await expect(dialog).toContainText('Habilitar o acesso interno de Rafael Moreira Tavares?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Habilitar' }).click();
    await expect(page.getByText('Acesso interno habilitado. O contato agora está em Usuários internos.')).toBeVisible();
    await expect(page).toHaveURL(/\/administration\/users-external/);
    await page.getByLabel('Pesquisar').fill('Rafael');
    await expect(page.getByTestId('external-contacts-empty')).toBeVisible();
    // Now a staff account: the internal users' list holds it.
    const token = await apiLogin(server.url, 'admin@demo.gov.br');
    const internal = await fetch(`${server.url}/api/user?search=Rafael`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await internal.json()) as { data: Array<{ person: { name: string } }> }).data.map((user) => user.person.name)).toEqual(['Rafael Moreira Tavares']);
  });
});
