// A report's filter as the screen keeps it: in the URL (so a report can be bookmarked, shared and
// reloaded), with the very names the API reads (GET /api/reports/<name>?from&to&sector_id&...), so
// the URL's query is the request's query. The period defaults to the current month, in the
// organisation's days (America/Sao_Paulo), as the server counts them.
import { localDay } from '../../src-shared/deadlines';

export type ReportFilterValues = {
  from: string;
  to: string;
  /** '' for every sector. */
  sectorId: string;
  /** Only meaningful with a sector; the server's default is with sub-sectors. */
  withSubsectors: boolean;
  subjectId: string;
  documentType: string;
};

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The current month, first to last day, of the local day `now` falls on. */
export function currentMonth(now: Date): { from: string; to: string } {
  const today = localDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}` };
}

export function filterOfSearch(search: URLSearchParams, now: Date): ReportFilterValues {
  const month = currentMonth(now);
  return {
    from: search.get('from') ?? month.from,
    to: search.get('to') ?? month.to,
    sectorId: search.get('sector_id') ?? '',
    withSubsectors: search.get('with_subsectors') !== '0',
    subjectId: search.get('subject_id') ?? '',
    documentType: search.get('document_type') ?? '',
  };
}

/** The URL's query and the API's: empty choices left out, sub-sectors said only when excluded. */
export function searchOfFilter(filter: ReportFilterValues): Record<string, string> {
  const query: Record<string, string> = { from: filter.from, to: filter.to };
  if (filter.sectorId !== '') {
    query.sector_id = filter.sectorId;
    if (!filter.withSubsectors) query.with_subsectors = '0';
  }
  if (filter.subjectId !== '') query.subject_id = filter.subjectId;
  if (filter.documentType !== '') query.document_type = filter.documentType;
  return query;
}
