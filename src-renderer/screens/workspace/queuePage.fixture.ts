// A sector queue page as the server sends it, checked against its schema so it stays valid.
import { taskPageSchema, type InboxItem } from '../../../src-shared/api/inbox';
import type { QueuePageData } from './useQueueData';

const anItem = (index: number, title: string): InboxItem => ({
  inbox_email_uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  email_uuid: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title,
  number: `${index}/2026`,
  kind: 'document',
  type: 'Memorando',
  subject: null,
  document_status: 'Em andamento',
  priority: 2,
  is_urgent: false,
  confidentiality: 'public',
  box: 'inbox',
  is_read: false,
  is_favorite: false,
  is_archived: false,
  is_reopened: false,
  is_closed: false,
  sender: 'Maria Souza',
  sender_sector: null,
  inbox_sector: { id: 3, name: 'Protocolo Geral', symbol: 'PROT' },
  folder_id: null,
  responsible: null,
  tags: [],
  has_address: false,
  dispatches_count: 0,
  attachments_count: 0,
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
  document_created_at: '2026-01-05T12:00:00Z',
  due_at: null,
});

/** Page 1 of the queue holding one item per title. */
export function aQueuePage(titles: readonly string[]): QueuePageData {
  return taskPageSchema.parse({
    current_page: 1,
    data: titles.map((title, index) => anItem(index + 1, title)),
    first_page_url: 'http://servidor/api/inbox/query/tasks/sector?page=1',
    from: titles.length > 0 ? 1 : null,
    last_page: 1,
    next_page_url: null,
    prev_page_url: null,
    per_page: 50,
    to: titles.length > 0 ? titles.length : null,
    total: titles.length,
    folders: [],
    notification_count: 0,
    last_task_timestamp: null,
  });
}
