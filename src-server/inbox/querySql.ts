// The WHERE and ORDER BY of a work-queue query, built from validated filters only: every value is
// a bound parameter, every column name comes from the tables below.
import type { InboxFilters } from '../../src-shared/api/inboxFilters';
import { dayBounds, deadlineWindow } from '../../src-shared/deadlines';
import { ftsColumnsQuery } from '../../src-shared/search/ftsQuery';
import { authorVisibleSql } from '../documents/authorship';
import type { InboxScope } from './scope';

export type SqlParts = { where: string; params: unknown[]; orderBy: string };

const LISTS: Record<InboxFilters['filter'], string> = {
  tasks: "ie.box = 'inbox' AND ie.is_archived = 0",
  sent: "ie.box = 'sent'",
  draft: "ie.box = 'draft'",
  archived: 'ie.is_archived = 1 AND ie.is_closed = 0',
  closed: 'ie.is_closed = 1',
  favorites: 'ie.is_favorite = 1',
};

const SORTS: Record<InboxFilters['inboxSortByType'], (dir: string) => string> = {
  createdAt: (dir) => `ie.created_at ${dir}`,
  updatedAt: (dir) => `ie.updated_at ${dir}`,
  unread: (dir) => `ie.is_read ASC, ie.created_at ${dir}`,
  number: (dir) => `d.number ${dir}`,
  title: (dir) => `d.title COLLATE NOCASE ${dir}`,
  priority: (dir) => `d.priority ${dir}, ie.created_at DESC`,
  favorite: (dir) => `ie.is_favorite DESC, ie.created_at ${dir}`,
  // Items without a deadline come last both ways: "soonest first" and "latest first" are about deadlines.
  dueAt: (dir) => `ie.due_at IS NULL, ie.due_at ${dir}`,
};

/** A task (box inbox, neither archived nor closed) due within a window of src-shared/deadlines.ts. */
export function deadlineCondition(kind: NonNullable<InboxFilters['deadline']>, now: number, params: unknown[]): string {
  const { from, to } = deadlineWindow(kind, now);
  params.push(to);
  const task = "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND ie.due_at IS NOT NULL AND ie.due_at < ?";
  if (from === null) return `(${task})`;
  params.push(from);
  return `(${task} AND ie.due_at >= ?)`;
}

/**
 * Documents whose words match, through the search index (db/migrations/037_document_search.ts):
 * accents and case folded, each typed word a prefix, all required (src-shared/search/ftsQuery.ts).
 * A search with no word left (only punctuation) matches nothing rather than everything.
 */
const FTS_IDS = 'SELECT rowid FROM documents_fts WHERE documents_fts MATCH ?';
const NOTHING = '0';

const like = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');
/** A date-only bound covers its whole day in Brasília (a 23:30 arrival is that day's, though UTC has moved on). */
const isDay = (value: string) => value.length === 10;
const startOf = (value: string) => (isDay(value) ? dayBounds(value).from : new Date(value).toISOString());

export function scopeCondition(scope: InboxScope, params: unknown[]): string {
  if (scope.type === 'personal') {
    params.push(scope.userId);
    return 'ie.user_id = ?';
  }
  params.push(...scope.sectorIds);
  return scope.sectorIds.length === 0 ? '0' : `ie.sector_id IN (${placeholders(scope.sectorIds)})`;
}

/** `now` (the server's clock, ctx.now()) places the deadline windows; without it, the machine's. */
export function inboxQuerySql(scope: InboxScope, filters: InboxFilters, now: number = Date.now()): SqlParts {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, params), LISTS[filters.filter]];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  // The sender's name and sector match only where the reader may see them (documents/authorship.ts):
  // otherwise searching a name would tell who wrote an anonymous document.
  const senderVisible = (sql: string, ...values: unknown[]) => {
    const visibility: unknown[] = [];
    const condition = authorVisibleSql(scope, visibility);
    return { sql: `(${sql} AND ${condition})`, values: [...values, ...visibility] };
  };
  if (filters.search) {
    const anyField = ftsColumnsQuery(filters.search, ['title', 'number', 'sender_name']);
    const shown = ftsColumnsQuery(filters.search, ['title', 'number']);
    if (anyField === null || shown === null) add(NOTHING);
    else {
      // Matching with the sender's name counts only where the reader may see the sender; elsewhere
      // every word must be in the title or the number, so a name never finds an anonymous document.
      // Cheapest first: most documents name their sender to everyone (a column test); for the
      // others the title-or-number list (made once) is probed before the visibility rule, which is
      // a subquery per row (a confidential document's recipients) that first made the search's
      // route about twice its query (bench:search).
      const visibility: unknown[] = [];
      const visible = authorVisibleSql(scope, visibility);
      add(
        `(d.id IN (${FTS_IDS}) AND (d.confidentiality NOT IN ('anonymous', 'confidential') OR d.id IN (${FTS_IDS}) OR ${visible}))`,
        anyField,
        shown,
        ...visibility,
      );
    }
  }
  if (filters.year !== undefined) add('d.year = ?', filters.year);
  if (filters.subjectId !== undefined) add('d.subject_id = ?', filters.subjectId);
  if (filters.subject) add("d.subject_id IN (SELECT id FROM subjects WHERE name LIKE ? ESCAPE '\\')", like(filters.subject));
  if (filters.from) {
    const term = like(filters.from);
    const sender = senderVisible(
      "(d.sender_name LIKE ? ESCAPE '\\' OR d.sector_id IN (SELECT id FROM sectors WHERE name LIKE ? ESCAPE '\\' OR symbol LIKE ? ESCAPE '\\'))",
      term,
      term,
      term,
    );
    add(sender.sql, ...sender.values);
  }
  if (filters.to) {
    const term = like(filters.to);
    add(
      `EXISTS (SELECT 1 FROM dispatches dp LEFT JOIN sectors ts ON ts.id = dp.to_sector_id LEFT JOIN users tu ON tu.id = dp.to_user_id
         LEFT JOIN people tp ON tp.id = tu.person_id
         WHERE dp.document_id = d.id AND (ts.name LIKE ? ESCAPE '\\' OR ts.symbol LIKE ? ESCAPE '\\' OR tp.name LIKE ? ESCAPE '\\'))`,
      term,
      term,
      term,
    );
  }
  if (filters.content) {
    // Its bodies must be indexed first: searchIndex.ts refreshDocumentBodies, run by whoever runs this SQL.
    const body = ftsColumnsQuery(filters.content, ['body']);
    if (body === null) add(NOTHING);
    else add(`d.id IN (${FTS_IDS})`, body);
  }
  if (filters.startsAt) add('ie.created_at >= ?', startOf(filters.startsAt));
  if (filters.finishesAt) {
    if (isDay(filters.finishesAt)) add('ie.created_at < ?', dayBounds(filters.finishesAt).to);
    else add('ie.created_at <= ?', new Date(filters.finishesAt).toISOString());
  }
  if (filters.types && filters.types.length > 0) {
    const documentTypes = filters.types.filter((type) => type !== 'processo');
    const parts = [];
    if (filters.types.includes('processo')) parts.push("d.kind = 'process'");
    if (documentTypes.length > 0) parts.push(`(d.kind = 'document' AND d.document_type IN (${placeholders(documentTypes)}))`);
    add(`(${parts.join(' OR ')})`, ...documentTypes);
  }
  if (filters.folders && filters.folders.length > 0) add(`ie.folder_id IN (${placeholders(filters.folders)})`, ...filters.folders);
  if (filters.documentStatus) add('d.status = ?', filters.documentStatus);
  if (filters.withAddress !== undefined) add('d.has_address = ?', filters.withAddress ? 1 : 0);
  if (filters.tagsIds && filters.tagsIds.length > 0) {
    add(`ie.id IN (SELECT inbox_email_id FROM inbox_email_tags WHERE tag_id IN (${placeholders(filters.tagsIds)}))`, ...filters.tagsIds);
  }
  if (filters.number) add("d.number LIKE ? ESCAPE '\\'", like(filters.number));
  if (filters.withDispatches !== undefined) {
    // Internal notes do not count, as in dispatches_count: the queue must not tell a note exists.
    add(`${filters.withDispatches ? '' : 'NOT '}EXISTS (SELECT 1 FROM dispatches dp WHERE dp.document_id = d.id AND dp.id <> ie.dispatch_id AND dp.type <> 'note')`);
  }
  if (filters.responsibleId !== undefined) add('ie.responsible_user_id = ?', filters.responsibleId);
  if (filters.deadline !== undefined) {
    const values: unknown[] = [];
    add(deadlineCondition(filters.deadline, now, values), ...values);
  }
  const dir = filters.inboxSortByValue === 'asc' ? 'ASC' : 'DESC';
  return { where: where.join(' AND '), params, orderBy: `${SORTS[filters.inboxSortByType](dir)}, ie.id ${dir}` };
}
