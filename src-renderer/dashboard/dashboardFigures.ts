// The dashboard's six figures in the order the issue names them, each read as on screen: counts as
// numbers, the median as a duration in words; each opens the work queue filtered as it was counted.
import type { DashboardFigure, DashboardPanel } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import { formatValue } from '../reports/formatValue';

export const FIGURE_KEYS = ['to_do', 'overdue', 'due_this_week', 'received_today', 'answered_this_week', 'median_first_response'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** The figure's words: a count, or the median as a duration (none when nothing was answered). */
export function figureText(key: FigureKey, figure: DashboardFigure): string {
  if (key === 'median_first_response') return figure.value === null ? messages.reports.dashboard.noAnswers : formatValue('seconds', figure.value);
  return formatValue('count', figure.value ?? 0);
}

/** Where the figure leads: the screen and its query (the server sends the query without '?'). */
export const figureHref = (figure: DashboardFigure): string => (figure.link.query === '' ? figure.link.path : `${figure.link.path}?${figure.link.query}`);

export const figuresOf = (panel: DashboardPanel) => FIGURE_KEYS.map((key) => ({ key, figure: panel[key] }));
