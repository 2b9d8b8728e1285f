// The item's server state, all through react-query with the offline cache behind it: the email
// (with search rows so Localizar Documentos finds it offline), its summary and the timeline poll.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { summarySchema, timelineSchema, viewedEmailSchema, type ViewedEmail } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { inboxApi } from '../../api/client';
import { inboxKeys, itemViewPath, useInboxScope } from '../../inbox/queryKeys';
import { persistAs, type CachePersister } from '../../offline/cachePersister';
import { htmlToPlainText, newestCreatedAt } from './itemView';

export const TIMELINE_POLL_MS = 60_000;
/** The cache's search row fields hold at most this much text. */
const SEARCH_TEXT_MAX = 20_000;

// The search row's entry key is the item's path, which holds the route's inbox type: one
// persister per inbox type, made once.
const emailPersisters = new Map<InboxType, CachePersister<ViewedEmail>>();
export function emailPersisterFor(inboxType: InboxType): CachePersister<ViewedEmail> {
  let persister = emailPersisters.get(inboxType);
  if (!persister) {
    persister = persistAs({
      kind: 'item',
      schema: viewedEmailSchema,
      search: (email) => [
        {
          entryKey: itemViewPath(inboxType, email),
          title: email.title.slice(0, SEARCH_TEXT_MAX),
          sender: email.sender.slice(0, SEARCH_TEXT_MAX),
          number: email.number.slice(0, SEARCH_TEXT_MAX),
          content: htmlToPlainText(email.content).slice(0, SEARCH_TEXT_MAX),
        },
      ],
    });
    emailPersisters.set(inboxType, persister);
  }
  return persister;
}
const summaryPersister = persistAs({ kind: 'item', schema: summarySchema });
const timelinePersister = persistAs({ kind: 'item', schema: timelineSchema });

export function useInboxItem(inboxType: InboxType, code: string) {
  const scope = useInboxScope();
  const queryClient = useQueryClient();
  const emailKey = inboxKeys.email(scope, code);
  const summaryKey = inboxKeys.summary(scope, code);

  const email = useQuery({
    queryKey: emailKey,
    queryFn: async ({ signal }) => {
      const viewed = await inboxApi.email(code, signal);
      // Opening marks the email read on the server: the queue's pages are out of date from now.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope), refetchType: 'none' });
      return viewed;
    },
    persister: emailPersisterFor(inboxType),
  });
  // The spec's "empty on failure": the screen reads a failed summary as no items, and the cached
  // copy is never overwritten by an empty answer.
  const summary = useQuery({ queryKey: summaryKey, queryFn: () => inboxApi.summary(code), persister: summaryPersister });

  const timeline = useQuery({
    queryKey: inboxKeys.timeline(scope, code),
    // Read at each poll, not captured: the email and summary move on after every refresh.
    queryFn: () => {
      const known = queryClient.getQueryData<ViewedEmail>(emailKey);
      const listed = queryClient.getQueryData<{ data: ViewedEmail['dispatches'] }>(summaryKey)?.data ?? [];
      return inboxApi.timeline(code, known ? newestCreatedAt(known, [...known.dispatches, ...listed]) : undefined);
    },
    persister: timelinePersister,
    enabled: email.data !== undefined,
    refetchInterval: TIMELINE_POLL_MS,
    staleTime: 0,
  });

  // A restored copy is dated when it was stored; only answers that arrived while this item is
  // open may raise the notice, and each answer only once. The screen mounts this hook anew for
  // each code (keyed), so the opening time is the item's.
  const [openedAt] = useState(() => Date.now());
  const handledAt = useRef(0);
  const [hasNew, setHasNew] = useState(false);
  const timelineUpdatedAt = timeline.dataUpdatedAt;
  const timelineHasNew = timeline.data?.has_new === true;
  useEffect(() => {
    if (!timelineHasNew || timelineUpdatedAt < openedAt || timelineUpdatedAt === handledAt.current) return;
    handledAt.current = timelineUpdatedAt;
    setHasNew(true);
    void queryClient.invalidateQueries({ queryKey: emailKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: summaryKey, exact: true });
    // emailKey and summaryKey are rebuilt each render from scope and code, which the deps cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timelineHasNew, timelineUpdatedAt, openedAt, queryClient, scope.inboxType, scope.sectorId, code]);

  return { scope, email, summary, timeline, hasNew, dismissNew: () => setHasNew(false) };
}
