import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../src-shared/api/audit';
import { messages } from '../../src-shared/messages';
import { CSV_BOM } from '../http/csv';
import { csvOf } from './csv';

const entry = (id: number): AuditEntryView => ({
  id,
  at: '2026-01-10T12:00:00.000Z',
  user_id: 1,
  user_name: 'Ana',
  ip: '10.0.0.1',
  user_agent: 'Firefox',
  action: 'view',
  entity: 'inbox-email',
  entity_id: 'u',
  document_id: 3,
  document_number: 'OF-1/2026',
  route: 'GET /api/inbox/email/:id',
  status: 200,
  changes: { name: ['a', 'b'] },
  hash: 'f'.repeat(64),
});

describe('the audit CSV', () => {
  it('starts with the BOM and the header, one line per row', () => {
    const text = [...csvOf([entry(2), entry(1)], 10)].join('');
    expect(text.startsWith(CSV_BOM + messages.audit.csvHeader.join(';') + '\r\n')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('stops at the cap with a line saying so', () => {
    const lines = [...csvOf([entry(3), entry(2), entry(1)], 2)];
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe(`${messages.audit.csvCapped(2)}\r\n`);
  });
});
