// The side Sumário on wide screens: the dispatches with their count; choosing one selects it
// (email_dispatch_id in the URL) so the conversation scrolls to it. A despacho shows its files,
// its signatures and Assinar under it (DispatchExtras).
import { ActionIcon, Badge, Box, Collapse, Group, NavLink, Paper, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { SummaryItem } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { DispatchExtras } from './DispatchExtras';
import { dispatchTypeLabel } from './itemView';

const t = messages.inboxView;

export function SummaryPanel({
  dispatches,
  selectedId,
  onSelect,
}: {
  dispatches: readonly SummaryItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const [open, { toggle }] = useDisclosure(true);
  return (
    <Paper component="aside" withBorder radius="md" p="md" w={300} aria-labelledby="item-summary-heading" style={{ flexShrink: 0, alignSelf: 'flex-start' }}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={2} size="h4" id="item-summary-heading">
            {t.summary}
          </Title>
          <Text size="sm" c="dimmed" data-testid="summary-count">
            {t.summaryCount(dispatches.length)}
          </Text>
        </div>
        <Tooltip label={t.summaryToggle(open)}>
          <ActionIcon variant="subtle" onClick={toggle} aria-expanded={open} aria-controls="item-summary-list" aria-label={t.summaryToggle(open)}>
            {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Collapse expanded={open}>
        <ScrollArea.Autosize mah="60vh" mt="sm" id="item-summary-list">
          {dispatches.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.summaryEmpty}
            </Text>
          ) : (
            <Stack gap={2}>
              {dispatches.map((item) => (
                <div key={item.dispatch_uuid} data-testid="summary-entry">
                <NavLink
                  component="button"
                  type="button"
                  active={item.email_id === selectedId}
                  aria-current={item.email_id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(item.email_id)}
                  data-testid="summary-item"
                  label={item.name || item.from || '—'}
                  description={formatDateTime(item.created_at)}
                  rightSection={
                    <Badge size="xs" variant="light">
                      {dispatchTypeLabel(item.type)}
                    </Badge>
                  }
                />
                <Box pl="sm">
                  <DispatchExtras item={item} compact />
                </Box>
                </div>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Collapse>
    </Paper>
  );
}
