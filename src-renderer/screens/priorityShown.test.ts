// The screens that show a priority show the word of the one scale (messages.priority.levels,
// tests/unit/priorityScale.test.ts): the queue badge reads "Prioridade Alta", Detalhes "Alta",
// never a number or a word of another scale.
import { MantineProvider } from '@mantine/core';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InboxItem, ViewedEmail } from '../../src-shared/api/inbox';
import { PRIORITIES } from '../../src-shared/api/priority';
import { DetailsTab } from './inbox/DetailsTab';
import { QueueRow } from './workspace/QueueRow';

const SCALE = { 1: 'Baixa', 2: 'Média', 3: 'Alta' };

const html = (element: ReactElement) => renderToStaticMarkup(h(MantineProvider, null, element));
const text = (markup: string) => markup.replace(/<[^>]+>/g, '|');

const item = (priority: number): InboxItem => ({
    inbox_email_uuid: 'a', email_uuid: 'b', title: 'Pedido de poda', number: 'Requerimento nº 1/2026', kind: 'document', type: 'requerimento',
    subject: null, document_status: 'published', priority, is_urgent: false, confidentiality: 'not-confidential', box: 'inbox', is_read: true,
    is_favorite: false, is_archived: false, is_reopened: false, is_closed: false, sender: 'Maria', sender_sector: null, inbox_sector: null,
    folder_id: null, responsible: null, tags: [], has_address: false, dispatches_count: 0, attachments_count: 0,
    created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', document_created_at: '2026-01-01T10:00:00.000Z',
    due_at: null,
});

describe('a priority on screen', () => {
  const noop = () => undefined;
  const handlers = { onOpen: noop, onFocusRow: noop, onToggleSelect: noop, onToggleFavorite: noop, onSetResponsible: noop };

  it.each(PRIORITIES)('level %i is its word in the queue badge and in Detalhes', (level) => {
    const row = html(h(QueueRow, { item: item(level), index: 0, selected: false, focused: false, tabbable: true, busy: false, offlineReason: undefined, responsibles: [], handlers, top: 0, measure: noop, now: 0 }));
    expect(text(row)).toContain(`|Prioridade ${SCALE[level]}|`);
    const email: ViewedEmail = { ...item(level), doc_id: 1, content: '', is_informative: false, current_stage: null, stages: [], attachments: [], dispatches: [], stage_transitions: [], deadline_changes: [] };
    expect(text(html(h(DetailsTab, { email })))).toMatch(new RegExp(`\\|Prioridade\\|+${SCALE[level]}\\|`));
  });
});
