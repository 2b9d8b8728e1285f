// Economia (issue 20): the paper and printing the organisation did not spend, as the pages of the
// period (documents published and attachments stored, Consumo's counts) times the organisation's
// price per page (paper + printing, Administração › Organização › Configuração de relatório), by
// sector and by local month. The formula and the prices are in the notes; prices not set give a
// note saying so rather than a silent zero, and files without a page count are reported apart.
import type { ReportResult, ReportRow, ReportTable } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { attachmentPageGroups, documentPageGroups, uncountedOf } from './pages';
import type { ReportScope } from './scope';
import { localDayOfHour, periodMonths, summedTable, Tally } from './tables';

const m = messages.reports.economy;
const p = messages.reports.pages;
const c = messages.reports.common;

/** Reais in pt-BR ("R$ 0,05"), up to four decimals so a price of R$ 0,035 is not shown rounded. */
const reaisFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 4 });
// Intl puts a no-break space after R$: a plain one reads the same and searches as typed.
export const reais = (value: number): string => reaisFormat.format(value).replace(/\u00a0/g, ' ');

type Prices = { paper_price: number; print_price: number };

/** A figure in cents (an integer), so that rows add up to their total exactly. */
const centsOf = (pages: number, pricePerPage: number) => Math.round(pages * pricePerPage * 100);

export function economyReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const prices = db.prepare<[], Prices>('SELECT paper_price, print_price FROM organization ORDER BY id LIMIT 1').get() ?? { paper_price: 0, print_price: 0 };
  const pricePerPage = prices.paper_price + prices.print_price;
  const documents = documentPageGroups(db, scope);
  const attachments = attachmentPageGroups(db, scope);

  const bySector = new Tally(['pages'] as const);
  const byMonth = new Tally(['pages'] as const);
  const dayOf = localDayOfHour();
  for (const month of periodMonths(scope)) byMonth.touch(month, { month });
  for (const group of [...documents, ...attachments]) {
    bySector.add(group.sector_id, { sector: group.sector_name ?? c.noSector }, 'pages', group.pages);
    byMonth.add(dayOf(group.hour).slice(0, 7), { month: dayOf(group.hour).slice(0, 7) }, 'pages', group.pages);
  }

  const table = (title: string, first: { key: string; label: string; kind: 'text' | 'month' }, rows: ReportRow[]): ReportTable => {
    const withMoney = rows.map((row) => ({ ...row, economy: centsOf(row.pages as number, pricePerPage) / 100 }));
    const summed = summedTable(
      title,
      [first, { key: 'pages', label: p.pages, kind: 'count' }, { key: 'economy', label: m.economy, kind: 'money' }],
      withMoney,
    );
    // Money is summed here, in cents: summedTable adds counts only.
    const cents = rows.reduce((sum, row) => sum + centsOf(row.pages as number, pricePerPage), 0);
    return { ...summed, totals: { ...summed.totals, economy: cents / 100 } };
  };

  const uncounted = { documents: uncountedOf(documents), attachments: uncountedOf(attachments) };
  return {
    title: m.title,
    notes: [
      m.formula(reais(prices.paper_price), reais(prices.print_price)),
      ...(pricePerPage > 0 ? [] : [m.noPrices]),
      m.notePages,
      p.noteDocuments,
      p.noteAttachments,
      ...(uncounted.documents + uncounted.attachments > 0 ? [p.noteUncounted(uncounted.documents, uncounted.attachments)] : []),
    ],
    tables: [
      table(m.bySector, { key: 'sector', label: c.sector, kind: 'text' }, bySector.rows()),
      table(m.byMonth, { key: 'month', label: c.month, kind: 'month' }, byMonth.rowsByKey()),
    ],
  };
}
