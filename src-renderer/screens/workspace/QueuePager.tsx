// Paging by the page links (spec §7): the range shown and previous/next.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { messages } from '../../../src-shared/messages';
import type { QueueRange } from './queuePage';

const t = messages.workQueue.paging;

type Props = { range: QueueRange | null; previous: number | null; next: number | null; onPage: (page: number) => void };

export function QueuePager({ range, previous, next, onPage }: Props) {
  return (
    <Group gap="xs" justify="flex-end" role="navigation" aria-label={t.label}>
      <Text size="sm" c="dark.7" data-testid="queue-range" aria-live="polite">
        {range ? t.range(range.from, range.to, range.total) : ''}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={t.previous} disabled={previous === null} onClick={() => previous !== null && onPage(previous)}>
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t.next} disabled={next === null} onClick={() => next !== null && onPage(next)}>
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
