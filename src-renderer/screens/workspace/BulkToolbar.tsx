// Shown while something is selected: how many, select all N across pages, and the bulk actions
// with their progress.
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { messages } from '../../../src-shared/messages';
import { ServerGate } from './ServerGate';
import { BULK_ACTIONS, type BulkAction, type RunningBulk } from './useQueueActions';

const t = messages.workQueue;

type Props = {
  count: number;
  total: number;
  selectingAll: boolean;
  running: RunningBulk | null;
  offlineReason: string | undefined;
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
  /** Assinar the selection (issue 19): absent for whom may not sign. */
  onSign?: (() => void) | undefined;
};

export function BulkToolbar({ count, total, selectingAll, running, offlineReason, onSelectAll, onClear, onAction, onSign }: Props) {
  const disabled = offlineReason !== undefined || running !== null;
  return (
    <Paper withBorder p="xs" bg="darkBlue.0" role="toolbar" aria-label={t.selection.toolbar} data-testid="bulk-toolbar">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} c="darkBlue.9" aria-live="polite">
            {t.selection.count(count)}
          </Text>
          {count < total && (
            <ServerGate reason={offlineReason}>
              <Button variant="subtle" size="compact-sm" onClick={onSelectAll} loading={selectingAll} disabled={disabled} aria-description={offlineReason}>
                {t.selection.selectAll(total)}
              </Button>
            </ServerGate>
          )}
          <Button variant="subtle" size="compact-sm" color="dark" onClick={onClear} disabled={running !== null}>
            {t.selection.clear}
          </Button>
        </Group>
        <Group gap={6} wrap="wrap">
          {BULK_ACTIONS.map((action) => (
            <ServerGate key={action} reason={offlineReason}>
              <Button
                size="compact-sm"
                variant={action === 'archive' ? 'filled' : 'default'}
                onClick={() => onAction(action)}
                disabled={disabled}
                loading={running?.action === action}
                aria-description={offlineReason}
              >
                {t.bulk[action]}
              </Button>
            </ServerGate>
          ))}
          {onSign && (
            <ServerGate reason={offlineReason}>
              <Button size="compact-sm" variant="default" leftSection={<IconSignature size={14} aria-hidden />} onClick={onSign} disabled={disabled} aria-description={offlineReason} aria-keyshortcuts="s">
                {messages.signFromQueue.queue.sign}
              </Button>
            </ServerGate>
          )}
        </Group>
      </Group>
      {running && (
        <div role="status" data-testid="bulk-progress">
          <Text size="xs" mt={6} c="darkBlue.9">
            {t.bulk.progress(running.done, running.total)}
          </Text>
          <Progress value={running.total === 0 ? 0 : (running.done / running.total) * 100} size="sm" mt={4} aria-label={t.bulk.progress(running.done, running.total)} />
        </div>
      )}
    </Paper>
  );
}
