// What `npm run bench:cache` puts in the offline cache: the reference server's own generator
// (generateInbox, the one `npm run bench:inbox-data` uses) writes a realistic server database, and
// its rows become work-queue pages and opened items through the server's own row mappers, so the
// cache holds what the server would have sent. One item carries a rare, accented surname for the
// FTS part; no other word of the vocabulary starts like it.
import { hashKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InboxItem, taskPageSchema } from '../../../src-shared/api/inbox';
import { openDataDirectory } from '../../../src-server/db/bootstrap';
import { generateInbox } from '../../../src-server/db/seed/inbox';
import { viewedEmailOf } from '../../../src-server/inbox/emailView';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from '../../../src-server/inbox/items';

type TaskPage = z.infer<typeof taskPageSchema>;

export const PER_PAGE = 50;
export const RARE_WORD = 'Xavantína';
/** What the user types: lower case, no accent, a prefix. */
export const RARE_QUERY = 'xavan';

export type CacheWrite = {
  key: string;
  kind: 'page' | 'item';
  body: unknown;
  search: { entryKey: string; title?: string; sender?: string; number?: string; content?: string }[];
};

export type BenchData = {
  items: number;
  pages: number;
  opened: number;
  sectorId: number;
  /** The cache key of page 1, the one a user opens first. */
  firstPageKey: string;
  /** The one item holding RARE_WORD. */
  rareEntryKey: string;
  writes(): Generator<CacheWrite>;
  close(): void;
};

/**
 * react-query's queryHash of a work-queue page: inboxKeys.page (src-renderer/inbox/queryKeys.ts)
 * of the request the queue sends with no filter chosen (requestOf in screens/workspace/queueQuery.ts).
 */
export const pageKey = (sectorId: number, page: number) =>
  hashKey(['inbox', 'sector', sectorId, 'page', { filter: 'tasks', inboxSortByType: 'unread', inboxSortByValue: 'desc', page, per_page: PER_PAGE }]);
const emailKey = (sectorId: number, uuid: string) => hashKey(['inbox', 'sector', sectorId, 'email', uuid]);
const itemViewPath = (item: Pick<InboxItem, 'kind' | 'inbox_email_uuid'>) => `/inbox/sector/view/${item.kind}/${item.inbox_email_uuid}`;
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A server database in `dir` with at least `items` inbox emails; the newest `items` become
 * `items / PER_PAGE` pages of one sector's queue, and every `openEvery`-th item is also opened.
 */
export function prepareBenchData(dir: string, { items, openEvery, seed = 7 }: { items: number; openEvery: number; seed?: number }): BenchData {
  const { db } = openDataDirectory(dir);
  try {
    const have = db.prepare<[], number>('SELECT count(*) FROM inbox_emails').pluck().get() ?? 0;
    // About 3.2 inbox emails per generated document (one sent copy plus one per dispatch hop).
    if (have < items) generateInbox(db, { count: Math.ceil((items - have) / 3) + 500, seed, now: new Date() });
    const total = db.prepare<[], number>('SELECT count(*) FROM inbox_emails').pluck().get() ?? 0;
    if (total < items) throw new Error(`o gerador escreveu ${total} itens, menos que ${items}`);
  } catch (error) {
    db.close();
    throw error;
  }
  const sectorId = db.prepare<[], number>("SELECT id FROM sectors WHERE symbol = 'PROT'").pluck().get() ?? 1;
  const userId = db.prepare<[], number>("SELECT users.id FROM users JOIN people ON people.id = users.person_id WHERE people.email = 'servidor@demo.gov.br'").pluck().get() ?? 1;
  // The clerk reads every page as if all of it were theirs: a generated queue, not an access check.
  const reader = { userId, visible: new Set([sectorId]) };
  const pages = Math.floor(items / PER_PAGE);
  const rareIndex = Math.floor(items * 0.73) + 17;
  // The queue's order, newest first; read once (a LIMIT/OFFSET per page would sort 2,000 times).
  const allRows = db.prepare<[number], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} ORDER BY ie.created_at DESC, ie.id DESC LIMIT ?`).all(pages * PER_PAGE);
  const { uuid: rareUuid, kind: rareKind } = allRows[rareIndex]!;

  function* writes(): Generator<CacheWrite> {
    for (let page = 1; page <= pages; page += 1) {
      const pageRows = allRows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
      const data = toItems(db, pageRows, reader);
      for (const item of data) {
        if (item.inbox_email_uuid === rareUuid) item.title = `Requerimento de Iracema ${RARE_WORD} sobre poda de árvores`;
      }
      const body: TaskPage = {
        current_page: page,
        data,
        first_page_url: `/api/inbox/query/tasks/sector?page=1`,
        from: (page - 1) * PER_PAGE + 1,
        last_page: pages,
        next_page_url: page < pages ? `/api/inbox/query/tasks/sector?page=${page + 1}` : null,
        prev_page_url: page > 1 ? `/api/inbox/query/tasks/sector?page=${page - 1}` : null,
        per_page: PER_PAGE,
        to: page * PER_PAGE,
        total: pages * PER_PAGE,
        folders: [],
        notification_count: 0,
        last_task_timestamp: data[0]?.created_at ?? null,
      };
      yield {
        key: pageKey(sectorId, page),
        kind: 'page',
        body,
        search: data.map((item) => ({ entryKey: itemViewPath(item), title: item.title, sender: item.sender, number: item.number })),
      };
      // The items the user opened from this page, each stored under its own key with its content.
      const opened: CacheWrite[] = [];
      pageRows.forEach((row, index) => {
        const position = (page - 1) * PER_PAGE + index;
        if (position % openEvery !== 0 && row.uuid !== rareUuid) return;
        // The item view as GET /api/inbox/email/:id builds it (opening marks it read).
        const view = viewedEmailOf(db, row, { ...data[index]!, is_read: true }, reader);
        if (row.uuid === rareUuid) view.content = `<p>${view.title}.</p><p>A requerente, Iracema ${RARE_WORD}, pede a poda das árvores da sua rua.</p>`;
        const content = [textOf(view.content), ...view.dispatches.map((dispatch) => dispatch.content)].join('\n');
        const search = [{ entryKey: itemViewPath(view), title: view.title, sender: view.sender, number: view.number, content }];
        opened.push({ key: emailKey(sectorId, row.uuid), kind: 'item', body: view, search });
      });
      yield* opened;
    }
  }
  const openedCount = Math.ceil(items / openEvery) + (rareIndex % openEvery === 0 ? 0 : 1);

  return {
    items: pages * PER_PAGE,
    pages,
    opened: openedCount,
    sectorId,
    firstPageKey: pageKey(sectorId, 1),
    rareEntryKey: itemViewPath({ kind: rareKind, inbox_email_uuid: rareUuid }),
    writes,
    close: () => db.close(),
  };
}
