// Inbox calls of spec §7, typed by the shared schemas. The queue reads the task list
// (inbox/query/tasks/sector, which takes every filter and adds the new-task counters); the
// locate screen reads inbox/query.
import { deadlineCountsSchema, type DeadlineBody } from '../../src-shared/api/deadlines';
import { z } from 'zod';
import {
  bulkResultSchema,
  draftSchema,
  externalSendResultSchema,
  foldersSchema,
  inboxItemSchema,
  inboxPageSchema,
  newTasksSchema,
  responsiblesSchema,
  summarySchema,
  taskPageSchema,
  taskTagsSchema,
  taskUuidsSchema,
  timelineSchema,
  viewedEmailSchema,
} from '../../src-shared/api/inbox';
import { calendarSchema, type CalendarRange } from '../../src-shared/api/inboxCalendar';
import { dispatchResponseSchema, type DispatchBody } from '../../src-shared/api/inboxDispatch';
import { forwardResponseSchema, type ForwardBody } from '../../src-shared/api/inboxForward';
import { IDEMPOTENCY_HEADER } from '../../src-shared/api/documents';
import type { HttpClient } from './http';

export type EmailAction = 'favorite' | 'unfavorite' | 'archive' | 'reopen' | 'close';
export type PrintKind = 'full' | 'full-no-files' | 'standard' | 'partial' | 'zip';
const blobSchema = z.instanceof(Blob);

/** The filters of spec §3 as the queue sends them; lists go comma-separated. */
export type InboxQuery = {
  filter?: 'tasks' | 'sent' | 'draft' | 'archived' | 'closed' | 'favorites';
  search?: string;
  year?: number;
  subject?: string;
  subjectId?: number;
  from?: string;
  to?: string;
  content?: string;
  startsAt?: string;
  finishesAt?: string;
  types?: string[];
  folders?: number[];
  sectorsId?: number[];
  allSectors?: boolean;
  documentStatus?: string;
  isAdvancedFilter?: boolean;
  withAddress?: boolean;
  tagsIds?: number[];
  number?: string;
  withDispatches?: boolean;
  responsibleId?: number;
  /** The deadline window (src-shared/deadlines.ts): Vencidos, Vencem hoje, Esta semana. */
  deadline?: 'overdue' | 'today' | 'week';
  inboxSortByType?: string;
  inboxSortByValue?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
};

type QueryValue = string | number | boolean | undefined | null;

export function toQueryParams(query: InboxQuery): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params[key] = Array.isArray(value) ? value.join(',') : (value as QueryValue);
  }
  return params;
}

/** The page number a next_page_url or prev_page_url points at (paging follows them, §7). */
export function pageOfUrl(url: string | null): number | null {
  if (!url) return null;
  try {
    const page = Number(new URL(url, 'http://x').searchParams.get('page'));
    return Number.isInteger(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
}

const empty = z.unknown();

export function createInboxApi(http: HttpClient) {
  const email = (uuid: string) => `inbox/email/${encodeURIComponent(uuid)}`;
  return {
    tasks: (query: InboxQuery, signal?: AbortSignal) =>
      http.request('GET', 'inbox/query/tasks/sector', { schema: taskPageSchema, query: toQueryParams(query), ...(signal ? { signal } : {}) }),
    query: (query: InboxQuery, signal?: AbortSignal) =>
      http.request('GET', 'inbox/query/', { schema: inboxPageSchema, query: toQueryParams(query), ...(signal ? { signal } : {}) }),
    folders: () => http.request('GET', 'inbox/folders', { schema: foldersSchema }),
    /** The sector calendar (issue 19): the list's filters over a range of days, items by the day they fall due. */
    calendar: (range: CalendarRange, query: InboxQuery, signal?: AbortSignal) =>
      http.request('GET', 'inbox/query/tasks/sector/calendar', { schema: calendarSchema, query: { ...toQueryParams(query), ...range }, ...(signal ? { signal } : {}) }),
    tags: () => http.request('GET', 'inbox/query/tasks/sector/filters/tags', { schema: taskTagsSchema }),
    responsibles: () => http.request('GET', 'inbox/query/tasks/sector/responsibles', { schema: responsiblesSchema }),
    uuids: (query: InboxQuery) => http.request('GET', 'inbox/query/tasks/sector/uuids', { schema: taskUuidsSchema, query: toQueryParams(query) }),
    checkForNewTasks: (lastTaskTimestamp: string, responsibleId?: number) =>
      http.request('GET', 'inbox/query/tasks/sector/check-for-new-tasks', {
        schema: newTasksSchema,
        query: { last_task_timestamp: lastTaskTimestamp, responsibleId },
      }),
    action: (uuid: string, action: EmailAction) => http.request('PUT', `${email(uuid)}/${action}`, { schema: inboxItemSchema }),
    bulk: (action: Exclude<EmailAction, never>, emailsUuids: string[]) =>
      http.request('PUT', `inbox/email/${action}/bulk`, { schema: bulkResultSchema, body: { emailsUuids } }),
    setResponsible: (uuid: string, responsibleId: number | null) =>
      http.request('PATCH', `${email(uuid)}/responsible`, { schema: inboxItemSchema, body: { responsible_id: responsibleId } }),
    email: (uuid: string, signal?: AbortSignal) => http.request('GET', `${email(uuid)}/`, { schema: viewedEmailSchema, ...(signal ? { signal } : {}) }),
    summary: (uuid: string) => http.request('GET', `${email(uuid)}/summary`, { schema: summarySchema }),
    timeline: (uuid: string, startsAt?: string) => http.request('GET', `${email(uuid)}/timeline`, { schema: timelineSchema, query: { startsAt } }),
    draft: (uuid: string) => http.request('GET', `${email(uuid)}/draft`, { schema: draftSchema }),
    remove: (uuid: string) => http.request('DELETE', email(uuid), { schema: empty }),
    removeEmail: (uuid: string) => http.request('DELETE', `${email(uuid)}/remove-email`, { schema: empty }),
    /** The key is made once per Encaminhar: a retry after a lost answer delivers once. */
    forward: (uuid: string, body: ForwardBody, idempotencyKey: string) =>
      http.request('POST', `${email(uuid)}/forward`, { schema: forwardResponseSchema, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    /** Despacho or Nota in the conversation. */
    dispatch: (uuid: string, body: DispatchBody) => http.request('POST', `${email(uuid)}/dispatch`, { schema: dispatchResponseSchema, body }),
    /** Imprimir: a PDF (full with or without the files' pages, standard, the dispatches chosen) or the ZIP package. */
    printout: (uuid: string, kind: PrintKind, dispatchIds: readonly number[] = []) => {
      const options = { schema: blobSchema, responseType: 'blob' as const };
      if (kind === 'partial') return http.request('POST', `${email(uuid)}/print/partial`, { ...options, body: { dispatch_ids: dispatchIds } });
      if (kind === 'zip') return http.request('GET', `${email(uuid)}/zip-full-document`, options);
      return http.request('GET', `${email(uuid)}/print/${kind === 'standard' ? 'standard' : 'full'}`, { ...options, query: { no_medias: kind === 'full-no-files' ? 1 : undefined } });
    },
    /** Definir/Alterar prazo by the holder, with its reason. */
    setDeadline: (uuid: string, body: DeadlineBody) => http.request('PUT', `${email(uuid)}/deadline`, { schema: inboxItemSchema, body }),
    /** The Prazos card: overdue, due today and this week, for the sector and for me. */
    deadlineCounts: () => http.request('GET', 'inbox/query/tasks/sector/deadlines', { schema: deadlineCountsSchema }),
    sendExternal: (uuid: string, body: { emails: string[]; message?: string }) =>
      http.request('POST', `${email(uuid)}/external/send`, { schema: externalSendResultSchema, body }),
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
