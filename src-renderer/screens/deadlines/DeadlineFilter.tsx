// The deadline filter of the work queue: Todos, Vencidos, Vencem hoje, Esta semana, as a segmented
// radio group (arrow keys move, the choice goes to the URL's `deadline`).
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { messages } from '../../../src-shared/messages';
import type { DeadlineFilter as Window } from '../workspace/queueQuery';

const t = messages.deadlines.filters;
const ALL = 'all';

type Props = { value: Window | undefined; onChange: (value: Window | undefined) => void };

export function DeadlineFilter({ value, onChange }: Props) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data-testid="deadline-filter"
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? undefined : (next as Window))}
        data={[
          { value: ALL, label: t.all },
          { value: 'overdue', label: t.overdue },
          { value: 'today', label: t.today },
          { value: 'week', label: t.week },
        ]}
      />
    </Stack>
  );
}
