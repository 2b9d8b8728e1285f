// What Consumo and Economia both count (issue 20): the documents published in the period (the
// Quantitativo's rule) and the attachments stored in it, with their pages (migration 036), grouped
// by sector and UTC hour (tables.ts reads the local month from it). Pages come from the stored
// counts only, never from reading files at report time; files without a count are counted apart
// so the reports can say how many there were.
import type { Db } from '../db/open';
import { scopeWhere, type ReportScope } from './scope';

export type PageGroup = {
  sector_id: number | null;
  sector_name: string | null;
  hour: string;
  /** Files (documents or attachments) in the group. */
  files: number;
  /** The pages of those with a count. */
  pages: number;
  /** Those without a count (page_count NULL). */
  uncounted: number;
  /** Their bytes (attachments; 0 for documents). */
  bytes: number;
};

export function documentPageGroups(db: Db, scope: ReportScope): PageGroup[] {
  const at = 'COALESCE(d.published_at, d.created_at)';
  const where = scopeWhere(scope, { document: 'd', sector: 'd.sector_id', at });
  return db
    .prepare<unknown[], PageGroup>(
      `SELECT d.sector_id, sec.name AS sector_name, substr(${at}, 1, 13) AS hour, COUNT(*) AS files,
         COALESCE(SUM(d.page_count), 0) AS pages, SUM(d.page_count IS NULL) AS uncounted, 0 AS bytes
       FROM documents d LEFT JOIN sectors sec ON sec.id = d.sector_id
       WHERE d.status <> 'draft' AND ${where.sql}
       GROUP BY d.sector_id, hour`,
    )
    .all(...where.params);
}

/** Every file stored in the period, in the sector of its document (subject and type filters too). */
export function attachmentPageGroups(db: Db, scope: ReportScope): PageGroup[] {
  const where = scopeWhere(scope, { document: 'd', sector: 'd.sector_id', at: 'a.created_at' });
  return db
    .prepare<unknown[], PageGroup>(
      `SELECT d.sector_id, sec.name AS sector_name, substr(a.created_at, 1, 13) AS hour, COUNT(*) AS files,
         COALESCE(SUM(a.page_count), 0) AS pages, SUM(a.page_count IS NULL) AS uncounted, COALESCE(SUM(a.size), 0) AS bytes
       FROM attachments a JOIN documents d ON d.id = a.document_id LEFT JOIN sectors sec ON sec.id = d.sector_id
       WHERE ${where.sql}
       GROUP BY d.sector_id, hour`,
    )
    .all(...where.params);
}

/** How many files had no page count, documents and attachments apart. */
export const uncountedOf = (groups: readonly PageGroup[]): number => groups.reduce((sum, group) => sum + group.uncounted, 0);
