// A bulk action's dialog: first the question naming the count, then a progress bar while the items
// run one after the other, then the summary (how many succeeded, which failed and why).
import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { messages } from '../../../src-shared/messages';
import type { BulkSummary } from './selection';

const t = messages.adminResourceActions;

export type BulkRun =
  | { phase: 'confirm'; label: string; question: string; color?: 'red' }
  | { phase: 'running'; label: string; done: number; total: number }
  | { phase: 'done'; label: string; summary: BulkSummary };

type Props = { run: BulkRun | null; onConfirm: () => void; onClose: () => void };

export function BulkActionDialog({ run, onConfirm, onClose }: Props) {
  const running = run?.phase === 'running';
  return (
    <Modal
      opened={run !== null}
      onClose={() => !running && onClose()}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
      title={run?.label ?? t.bulkTitle}
      centered
    >
      {run?.phase === 'confirm' && (
        <Stack gap="md">
          <Text size="sm">{run.question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t.cancel}
            </Button>
            <Button color={run.color} onClick={onConfirm}>
              {run.label}
            </Button>
          </Group>
        </Stack>
      )}
      {run?.phase === 'running' && (
        <Stack gap="xs">
          <Progress value={(run.done / Math.max(1, run.total)) * 100} animated aria-label={t.bulkProgress(run.done, run.total)} />
          <Text size="sm" role="status">
            {t.bulkProgress(run.done, run.total)}
          </Text>
        </Stack>
      )}
      {run?.phase === 'done' && (
        <Stack gap="md" data-testid="bulk-summary">
          {run.summary.succeeded > 0 && (
            <Alert color="green" role="status">
              {t.bulkSucceeded(run.summary.succeeded)}
            </Alert>
          )}
          {run.summary.failed.length > 0 && (
            <Alert color="red" role="alert">
              <Text size="sm">{t.bulkFailed(run.summary.failed.length)}</Text>
              <List size="sm">
                {run.summary.failed.map((failure) => (
                  <List.Item key={failure.id}>{t.bulkFailure(failure.title, failure.reason)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
