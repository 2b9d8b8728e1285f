// The reports the API answers, by the name in their URL (GET /api/reports/<name>, routes/reports.ts),
// with the permission each needs and the function that computes it. One report module per entry;
// each is pure: (database, resolved filter, now) → tables (src-shared/api/reports.ts ReportResult).
// Each entry is a route, GET /api/reports/<name>: its row goes in routeAccess.test.ts and
// routes/testing/expectedAccess.ts (routes/reports.test.ts checks its CSV and PDF by itself).
import type { ReportResult } from '../../src-shared/api/reports';
import type { Db } from '../db/open';
import { accessReport } from './access';
import { chartsReport } from './charts';
import { comparativeReport } from './comparative';
import { economyReport } from './economy';
import { indicatorsReport } from './indicators';
import { quantitativeReport } from './quantitative';
import type { ReportScope } from './scope';
import { usageReport } from './usage';
import { usageStatisticsReport } from './usageStatistics';

export type ReportPermission = 'report-access' | 'can-access-usage-statistics-report';

export type ReportDefinition = {
  permission: ReportPermission;
  run: (db: Db, scope: ReportScope, now: number) => ReportResult;
};

export const REPORTS = {
  quantitative: { permission: 'report-access', run: quantitativeReport },
  access: { permission: 'report-access', run: accessReport },
  'usage-statistics': { permission: 'can-access-usage-statistics-report', run: usageStatisticsReport },
  indicators: { permission: 'report-access', run: indicatorsReport },
  comparative: { permission: 'report-access', run: comparativeReport },
  charts: { permission: 'report-access', run: chartsReport }, // Gráficos
  usage: { permission: 'report-access', run: usageReport }, // Consumo
  economy: { permission: 'report-access', run: economyReport }, // Economia
} as const satisfies Record<string, ReportDefinition>;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];
