// The item view's pure rules: which tab a URL segment opens, how dispatch types read, sizes,
// plain text for offline search, participants and deadlines. Kept out of the components so they
// are tested in Node.
import type { DeadlineChange } from '../../../src-shared/api/deadlines';
import type { StageTransition } from '../../../src-shared/api/flow';
import type { SummaryItem, ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';

const t = messages.inboxView;

export type ItemKind = 'document' | 'process';

/** Each tab has its own path under the item (§2): the first is the empty path. */
export const TAB_SEGMENTS = {
  document: ['', 'documents', 'details', 'deadlines'],
  process: ['', 'stages', 'documents', 'participants'],
} as const satisfies Record<ItemKind, readonly string[]>;

export const tabLabels = (kind: ItemKind): readonly string[] =>
  kind === 'process'
    ? [t.processTabs.conversation, t.processTabs.stages, t.processTabs.process, t.processTabs.participants]
    : [t.tabs.timeline, t.tabs.documents, t.tabs.details, t.tabs.deadlines];

/** An unknown segment opens the first tab rather than an empty screen. */
export function tabOf(kind: ItemKind, segment: string | undefined): string {
  const segments: readonly string[] = TAB_SEGMENTS[kind];
  return segment !== undefined && segments.includes(segment) ? segment : '';
}

/** The path of a tab, keeping the query (email_dispatch_id, fromWorkTree) so switching tabs loses nothing. */
export function tabPath(base: string, segment: string, search: string): string {
  const path = segment === '' ? base : `${base}/${segment}`;
  return search && search !== '?' ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}

export const isItemKind = (value: string | undefined): value is ItemKind => value === 'document' || value === 'process';

/** §3: reply, email-reply, forward, email-forward, note, add-dispatch; anything else is a dispatch. */
export function dispatchTypeLabel(type: string): string {
  const labels: Record<string, string> = t.dispatchTypes;
  return Object.hasOwn(labels, type) ? (labels[type] as string) : t.dispatchTypes.dispatch;
}

// Shared with the server, whose report PDFs write sizes the same way.
export { formatFileSize } from '../../../src-shared/fileSize';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of an HTML body for offline search. Never rendered: it only has to hold the words,
 * so a plain scan is enough (no DOM in this module, it also runs where there is none).
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return safeCodePoint(parseInt(code.slice(2), 16)) ?? entity;
      if (code.startsWith('#')) return safeCodePoint(parseInt(code.slice(1), 10)) ?? entity;
      return Object.hasOwn(ENTITIES, code.toLowerCase()) ? (ENTITIES[code.toLowerCase()] as string) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Where the timeline poll starts: after the newest dispatch known, else after the email itself. */
export function newestCreatedAt(email: Pick<ViewedEmail, 'created_at'>, items: readonly Pick<SummaryItem, 'created_at'>[]): string {
  let newest = email.created_at;
  for (const item of items) if (Date.parse(item.created_at) > Date.parse(newest)) newest = item.created_at;
  return newest;
}

export type Participant = { name: string; kind: 'person' | 'sector' };

/** People and sectors a process went through, each once, in order of appearance. */
export function participantsOf(email: Pick<ViewedEmail, 'sender' | 'sender_sector' | 'inbox_sector' | 'responsible'>, dispatches: readonly SummaryItem[]): Participant[] {
  const sectorNames = new Set<string>();
  for (const sector of [email.sender_sector, email.inbox_sector]) if (sector) sectorNames.add(sector.name);
  for (const item of dispatches) if (item.name && item.name !== item.from) sectorNames.add(item.name);
  const seen = new Map<string, Participant>();
  const add = (name: string | undefined | null, kind?: Participant['kind']) => {
    const trimmed = name?.trim();
    if (!trimmed) return;
    const key = trimmed.toLocaleLowerCase('pt-BR');
    if (!seen.has(key)) seen.set(key, { name: trimmed, kind: kind ?? (sectorNames.has(trimmed) ? 'sector' : 'person') });
  };
  add(email.sender);
  add(email.sender_sector?.name, 'sector');
  for (const item of dispatches) {
    add(item.from);
    add(item.to);
  }
  add(email.inbox_sector?.name, 'sector');
  add(email.responsible?.name, 'person');
  return [...seen.values()];
}

export type StageView = ViewedEmail['stages'][number] & { current: boolean; overdue: boolean };

/** A stage is overdue when its due date passed and it is not done. */
export function stagesView(email: Pick<ViewedEmail, 'stages' | 'current_stage'>, now: number): StageView[] {
  return [...email.stages]
    .sort((a, b) => a.position - b.position)
    .map((stage) => ({
      ...stage,
      current: email.current_stage?.id === stage.id || stage.status === 'current',
      overdue: stage.status !== 'done' && stage.due_at !== null && Date.parse(stage.due_at) < now,
    }));
}

/** email_dispatch_id as a number, or null when absent or not a dispatch id. */
export function selectedDispatchId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export type TimelineEntry = { kind: 'dispatch'; item: SummaryItem } | { kind: 'transition'; item: StageTransition } | { kind: 'deadline'; item: DeadlineChange };

const KIND_ORDER: Record<TimelineEntry['kind'], number> = { dispatch: 0, transition: 1, deadline: 2 };

/** Dispatches, flow transitions and deadline changes in one list, oldest first (in that order at the same instant). */
export function timelineEntries(dispatches: readonly SummaryItem[], transitions: readonly StageTransition[], deadlineChanges: readonly DeadlineChange[] = []): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
    ...transitions.map((item) => ({ kind: 'transition' as const, item })),
    ...deadlineChanges.map((item) => ({ kind: 'deadline' as const, item })),
  ];
  // Stable sort: each list keeps its own order among equal times.
  return entries.sort((a, b) => Date.parse(a.item.created_at) - Date.parse(b.item.created_at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** What a transition did, in words. */
export function transitionText(item: StageTransition): string {
  const tl = messages.flow.timeline;
  if (item.action_type === 'should_emit_traffic_card') return tl.emitted(item.authorization_number ?? '', item.from_stage ?? '');
  if (item.action_type === 'archive_flow') return tl.archived(item.from_stage ?? '');
  return tl.moved(item.from_stage ?? '', item.to_stage ?? '');
}
