// The reports the staff app opens, each at /reports/<name> (companion spec §2) behind the permission
// its API route asks (src-server/reports/registry.ts).
import { messages } from '../../src-shared/messages';

export type ReportEntry = { name: string; path: string; title: string; permission: 'report-access' | 'can-access-usage-statistics-report' };

const r = messages.reports;
export const REPORT_CATALOGUE: readonly ReportEntry[] = [
  { name: 'quantitative', path: '/reports/quantitative', title: r.quantitative.title, permission: 'report-access' },
  { name: 'indicators', path: '/reports/indicators', title: r.indicators.title, permission: 'report-access' },
  { name: 'access', path: '/reports/access', title: r.access.title, permission: 'report-access' },
  { name: 'comparative', path: '/reports/comparative', title: r.comparative.title, permission: 'report-access' },
  { name: 'charts', path: '/reports/charts', title: r.charts.title, permission: 'report-access' },
  { name: 'usage', path: '/reports/usage', title: r.usage.title, permission: 'report-access' },
  { name: 'economy', path: '/reports/economy', title: r.economy.title, permission: 'report-access' },
  // The profile menu's Estatística de uso.
  { name: 'usage-statistics', path: '/reports/usage-statistics', title: r.usageStatistics.title, permission: 'can-access-usage-statistics-report' },
];

export const USAGE_STATISTICS_PATH = '/reports/usage-statistics';
