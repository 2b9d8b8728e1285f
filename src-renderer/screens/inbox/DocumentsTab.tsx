// Documentos (Processo in a process): the document's own content, sanitised, and its attachments.
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { formatFileSize } from './itemView';
import { SafeHtml } from './SafeHtml';

const t = messages.inboxView;

export function DocumentsTab({ email }: { email: ViewedEmail }) {
  const c = t.attachmentColumns;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t.documentContent}
        </Title>
        <SafeHtml html={email.content} testId="document-content" />
      </Paper>
      <section aria-labelledby="item-attachments">
        <Group gap="xs" mb="xs">
          <IconPaperclip size={18} aria-hidden />
          <Title order={2} size="h4" id="item-attachments">
            {t.attachments}
          </Title>
        </Group>
        {email.attachments.length === 0 ? (
          <Text c="dimmed">{t.attachmentsEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder data-testid="attachments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c.name}</Table.Th>
                  <Table.Th>{c.type}</Table.Th>
                  <Table.Th>{c.size}</Table.Th>
                  <Table.Th>{c.date}</Table.Th>
                  <Table.Th>{c.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {email.attachments.map((file) => (
                  <Table.Tr key={file.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
                    <Table.Td>{file.extensionType.toUpperCase()}</Table.Td>
                    <Table.Td>{formatFileSize(file.size)}</Table.Td>
                    <Table.Td>{formatDateTime(file.created_at)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {file.rejected_status === 'REJECTED' ? <Badge color="red" variant="light">{t.reviewRequested}</Badge> : null}
                        {file.attachment_has_been_signed ? (
                          <Badge color="green" variant="light">{t.signed}</Badge>
                        ) : (
                          <Badge color="gray.8" variant="outline">{t.notSigned}</Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
