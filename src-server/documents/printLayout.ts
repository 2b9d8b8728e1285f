// The organisation's print layout (companion §3 Organisation print_layout) as every printout draws
// it: the header HTML as the letterhead's lines, the footer text, the margins (mm → points). The
// settings screen's preview renders its sample page through this same code (layoutSamplePdf), so
// what the preview shows is what prints.
import type { PrintLayoutInput } from '../../src-shared/api/organization';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { createOrganizationRepo, type PrintLayoutRow } from '../repos/organization';
import { htmlToParagraphs } from './htmlText';
import { textPdf, type PageLayout } from './textPdf';

const POINTS_PER_MM = 72 / 25.4;

export function pageLayoutOf(layout: Pick<PrintLayoutInput, 'content' | 'footer_text' | 'margin_x' | 'margin_y'>): PageLayout {
  return {
    header: htmlToParagraphs(layout.content),
    footer: layout.footer_text.trim() === '' ? [] : [layout.footer_text.trim()],
    marginX: layout.margin_x * POINTS_PER_MM,
    marginY: layout.margin_y * POINTS_PER_MM,
  };
}

export const layoutInputOf = (row: PrintLayoutRow): PrintLayoutInput => ({
  content: row.print_layout_content,
  footer_text: row.print_layout_footer_text,
  margin_y: row.print_layout_margin_y,
  margin_x: row.print_layout_margin_x,
});

/** The layout saved for the organisation, as the printouts use it. */
export function currentPageLayout(db: Db): PageLayout | undefined {
  const row = createOrganizationRepo(db).printLayout();
  return row === undefined ? undefined : pageLayoutOf(layoutInputOf(row));
}

/** A sample page printed with `layout` (saved or not) through the printouts' own writer. */
export function layoutSamplePdf(heading: string, layout: PrintLayoutInput, at: Date): Buffer {
  const s = messages.organizationSettings.sample;
  return textPdf({ heading, number: s.number, title: s.title, body: [s.body], createdAt: at, footer: false, layout: pageLayoutOf(layout) });
}
