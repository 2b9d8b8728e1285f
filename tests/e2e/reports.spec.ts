// Relatórios and Painel (issue 20) in the staff web build: the administrator reads the dashboard and
// follows a figure to the work queue; opens Quantitativo, sees the document it just published,
// changes the period (an inverted one is refused under its field), exports the CSV; a clerk, who has
// report-access but not the usage statistics permission, is sent to the forbidden page there, and
// everywhere here once report-access is taken from the clerks' role.
import { readFileSync } from 'node:fs';
import { CLERK_ROLE } from '../../src-server/db/seed/permissions';
import { apiLogin, expect, expectAccessible, test } from './fixtures';
import { publishOficio } from './support/apiDocuments';
import { chooseOption, webLogin } from './support/staffWeb';

test.describe('Relatórios', () => {
  // It publishes a document, which the reports and the queues of other specs would count.
  test.use({ isolatedServer: true });

  test('the administrator reads the dashboard and the quantitative report, changes the period and exports CSV', async ({ page, server }) => {
    await publishOficio(server.url, 'admin@demo.gov.br', 'Ofício do relatório');

    await webLogin(page, server.url);

    // Painel: the user's six figures, each a link to the work queue filtered as it was counted.
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
    const mine = page.getByTestId('dashboard-mine');
    await expect(mine.getByRole('heading', { name: 'Meus números' })).toBeVisible();
    for (const label of ['A fazer', 'Vencidos', 'Vencem esta semana', 'Recebidos hoje', 'Respondidos esta semana', 'Mediana até a primeira resposta']) {
      await expect(mine.getByRole('link', { name: new RegExp(`^${label}\\s*\\S.*\\(abrir na fila de trabalho\\)$`) })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByTestId('dashboard-mine-overdue').click();
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks\?.*deadline=overdue/);

    // The hub lists the reports the administrator may open.
    await page.goto(`${server.url}/reports`);
    await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Estatística de uso' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Quantitativo' }).click();

    // Quantitativo for the current month: the ofício just published is counted.
    await expect(page).toHaveURL(/\/reports\/quantitative$/);
    await expect(page.getByRole('heading', { name: 'Quantitativo', level: 1 })).toBeVisible();
    const byType = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Documentos por tipo' }) });
    await expect(byType.getByTestId('report-row').filter({ hasText: 'Ofício' })).toBeVisible();
    await expect(byType.getByTestId('report-totals')).toBeVisible();
    await expect(page.getByTestId('report-chart').first()).toBeVisible();
    await expectAccessible(page);

    // A period long past: no document by type (the status and month tables keep their zero rows); the filter is in the URL.
    await page.getByRole('textbox', { name: 'De', exact: true }).fill('2001-01-01');
    await page.getByRole('textbox', { name: 'Até', exact: true }).fill('2001-01-31');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31/);
    await expect(byType.getByTestId('report-table-empty')).toBeVisible();
    await expect(byType.getByTestId('report-row')).toHaveCount(0);
    await expect(page.getByTestId('report-row').filter({ hasText: '01/2001' })).toBeVisible();

    // An end before the start is refused by the server, said under the field.
    await page.getByRole('textbox', { name: 'Até', exact: true }).fill('2000-12-31');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();
    await expect(page.getByTestId('report-error')).toBeVisible();
    await expectAccessible(page);

    // Back to the current month, exported as CSV: the report's title first.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/reports\/quantitative$/);
    await expect(byType.getByTestId('report-row').filter({ hasText: 'Ofício' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^relatorio-quantitative-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFQuantitativo');
    expect(lines.some((line) => line.startsWith('Ofício;'))).toBe(true);
    // The PDF of the same figures.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^relatorio-quantitative-.*\.pdf$/);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // One document type: the table by type holds it alone.
    await chooseOption(page, 'Tipo de documento', 'Ofício');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/document_type=oficio/);
    await expect(byType.getByTestId('report-row')).toHaveCount(1);
    await expect(byType.getByTestId('report-row')).toContainText('Ofício');

    // One sector, with its sub-sectors or alone: the administrator's ofício (written in the
    // Gabinete) is not counted for the Protocolo.
    const bySector = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Documentos por setor' }) });
    await expect(bySector.getByTestId('report-row').filter({ hasText: 'Gabinete do Prefeito' })).toBeVisible();
    await chooseOption(page, 'Setor', 'Protocolo', { option: 'Protocolo Geral' });
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/sector_id=\d+&document_type=oficio$/);
    await expect(bySector.getByTestId('report-row').filter({ hasText: 'Gabinete do Prefeito' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Incluir subsetores' }).uncheck();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/sector_id=\d+&with_subsectors=0&document_type=oficio$/);
    await expect(bySector.getByTestId('report-row').filter({ hasText: 'Arquivo Central' })).toHaveCount(0);
  });

  test('the other reports draw their tables on the same screen, and the profile menu opens them', async ({ page, server }) => {
    await webLogin(page, server.url);
    // Acessos counts the login just made: a row for today at least.
    await page.goto(`${server.url}/reports/access`);
    await expect(page.getByRole('heading', { name: 'Acessos', level: 1 })).toBeVisible();
    await expect(page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Acessos por usuário' }) }).getByTestId('report-row').first()).toBeVisible();
    await expectAccessible(page);
    for (const [path, title] of [
      ['/reports/indicators', 'Indicadores'],
      ['/reports/usage-statistics', 'Estatística de uso'],
      ['/reports/comparative', 'Comparativo'],
      ['/reports/charts', 'Gráficos'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByTestId('report-table').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Observações' })).toBeVisible();
      await expectAccessible(page);
    }
    // Comparativo: the demo's two years of documents, the period before and sector against sector.
    await page.goto(`${server.url}/reports/comparative?from=2025-01-01&to=2025-06-30`);
    const sectors = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Setor contra setor' }) });
    await expect(sectors.getByRole('columnheader', { name: 'Variação' })).toBeVisible();
    await expect(sectors.getByTestId('report-row').first()).toBeVisible();
    await expect(page.getByText('Período anterior, com o mesmo número de dias: 04/07/2024 a 31/12/2024.')).toBeVisible();
    // Gráficos: a half year month by month, as lines, against the year before and sector against sector.
    await page.goto(`${server.url}/reports/charts?from=2025-01-01&to=2025-06-30`);
    await expect(page.locator('[data-testid="report-chart"][data-chart="line"]')).toHaveCount(2);
    const yearOverYear = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Documentos ao longo do período, contra o mesmo período do ano anterior' }) });
    await expect(yearOverYear.getByTestId('report-row')).toHaveCount(6);
    await expect(yearOverYear.getByRole('columnheader', { name: 'Um ano antes' })).toBeVisible();
    await expect(page.getByText('Períodos de mais de 62 dias são mostrados mês a mês; até 62 dias, dia a dia.')).toBeVisible();
    // The profile menu's Relatórios and Estatística de uso open these screens.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Relatórios' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Estatística de uso' }).click();
    await expect(page).toHaveURL(/\/reports\/usage-statistics$/);
    await expect(page.getByRole('heading', { name: 'Estatística de uso', level: 1 })).toBeVisible();
  });

  test('Economia prices the pages of the period with the formula in its notes; Consumo counts them', async ({ page, server }) => {
    // Published now: its printed pages are counted at publication, in the Gabinete (the administrator's sector).
    await publishOficio(server.url, 'admin@demo.gov.br', 'Ofício da economia');
    await webLogin(page, server.url);
    await page.goto(`${server.url}/reports`);
    await expect(page.getByRole('link', { name: 'Consumo' })).toBeVisible();
    await page.getByRole('link', { name: 'Economia' }).click();

    await expect(page).toHaveURL(/\/reports\/economy$/);
    await expect(page.getByRole('heading', { name: 'Economia', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Observações' })).toBeVisible();
    // The demo organisation's prices (Administração › Organização › Configuração de relatório).
    await expect(page.getByText('Economia = páginas × (preço do papel R$ 0,15 + preço da impressão R$ 0,35)')).toBeVisible();
    const bySector = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Economia por setor' }) });
    await expect(bySector.getByTestId('report-row').filter({ hasText: 'Gabinete do Prefeito' })).toBeVisible();
    await expect(bySector.getByTestId('report-totals')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${server.url}/reports/usage`);
    await expect(page.getByRole('heading', { name: 'Consumo', level: 1 })).toBeVisible();
    const usage = page.getByTestId('report-table').filter({ has: page.getByRole('heading', { name: 'Consumo por setor' }) });
    await expect(usage.getByTestId('report-row').filter({ hasText: 'Gabinete do Prefeito' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a clerk without the usage statistics permission is refused it; without report-access, every report and the dashboard', async ({ page, server }) => {
    await webLogin(page, server.url, 'servidor@demo.gov.br');
    await page.goto(`${server.url}/reports`);
    await expect(page.getByRole('link', { name: 'Quantitativo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Estatística de uso' })).toHaveCount(0);
    await page.goto(`${server.url}/reports/usage-statistics`);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expectAccessible(page);

    // The administrator takes report-access from the clerks' role (Servidor), through the API.
    const token = await apiLogin(server.url, 'admin@demo.gov.br');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const catalogue = (await (await fetch(`${server.url}/api/permission`, { headers })).json()) as { id: number; name: string }[];
    const reportAccess = catalogue.find((permission) => permission.name === 'report-access')!.id;
    const { data: role } = (await (await fetch(`${server.url}/api/role/${CLERK_ROLE.id}`, { headers })).json()) as { data: { name: string; permissions: number[] } };
    expect(role.permissions).toContain(reportAccess);
    const saved = await fetch(`${server.url}/api/role/${CLERK_ROLE.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: role.name, permissions: role.permissions.filter((id) => id !== reportAccess) }),
    });
    expect(saved.status).toBe(200);

    for (const path of ['/dashboard', '/reports', '/reports/quantitative']) {
      await page.goto(`${server.url}${path}`);
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    }
  });
});
