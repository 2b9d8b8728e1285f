// Migration 036 (issue 20, Consumo and Economia): the pages of each document and attachment, counted
// once when it is stored (medias/pageCount.ts) so that reports over 100 000 files only add numbers.
// NULL means not counted yet: rows written before this migration, until the startup backfill
// (medias/pageCountBackfill.ts) reaches them, and files whose pages cannot be counted (office files,
// a broken PDF). Reports say how many files had no count rather than treating them as zero pages.
import type { Migration } from './types';

export const pageCounts: Migration = {
  version: 36,
  name: 'page_counts',
  up(db) {
    db.exec(`
      ALTER TABLE documents ADD COLUMN page_count INTEGER CHECK (page_count IS NULL OR page_count >= 0);
      ALTER TABLE attachments ADD COLUMN page_count INTEGER CHECK (page_count IS NULL OR page_count >= 0);
      -- Consumo and Economia count attachments by the day they were stored.
      CREATE INDEX attachments_created_at ON attachments (created_at);
    `);
  },
};
