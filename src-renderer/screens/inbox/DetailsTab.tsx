// Detalhes: the document's facts as a two-column table.
import { Badge, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { DocumentPlaceMap } from '../../map/DocumentPlaceMap';
import { senderLabel, senderSectorLabel } from './senderLabel';
import { readableTextOn } from '../workspace/filterForm';

const t = messages.inboxView;
const d = t.details;
const label = (labels: Record<string | number, string>, key: string | number) => (Object.hasOwn(labels, key) ? labels[key] : String(key));

export function DetailsTab({ email }: { email: ViewedEmail }) {
  const sector = (value: ViewedEmail['sender_sector']) => (value ? `${value.name} (${value.symbol})` : d.none);
  const rows: Array<[string, ReactNode]> = [
    [d.number, email.number || d.none],
    [d.type, label(messages.workQueue.documentTypes, email.type)],
    [d.subject, email.subject?.name ?? d.noSubject],
    [d.status, label(messages.workQueue.documentStatuses, email.document_status)],
    [d.priority, messages.priority.level(email.priority)],
    [d.urgency, email.is_urgent ? d.urgent : d.notUrgent],
    [d.confidentiality, label(t.confidentiality, email.confidentiality)],
    [d.sender, senderLabel(email)],
    [d.senderSector, senderSectorLabel(email)],
    [d.inboxSector, sector(email.inbox_sector)],
    [d.responsible, email.responsible?.name ?? d.noResponsible],
    [
      d.tags,
      email.tags.length === 0 ? (
        d.noTags
      ) : (
        <Group gap={4}>
          {email.tags.map((tag) => (
            <Badge key={tag.id} radius="sm" tt="none" style={{ background: tag.color, color: tag.font_color ?? readableTextOn(tag.color) }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      ),
    ],
    [d.documentCreatedAt, formatDateTime(email.document_created_at)],
    [d.receivedAt, formatDateTime(email.created_at)],
    [d.updatedAt, formatDateTime(email.updated_at)],
    [d.address, email.has_address ? d.withAddress : d.withoutAddress],
  ];
  return (
    <>
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="item-details">
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={220}>{name}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {email.has_address && <DocumentPlaceMap inboxEmailUuid={email.inbox_email_uuid} />}
    </>
  );
}
