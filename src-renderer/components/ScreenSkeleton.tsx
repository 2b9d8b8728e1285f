// What a screen shows while its code loads: a title, a line and a few rows shaped like the lists
// most screens are, announced as "Carregando…" to screen readers.
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { messages } from '../../src-shared/messages';

const ROWS = [0, 1, 2, 3, 4];

export function ScreenSkeleton() {
  return (
    <Stack p="md" gap="md" role="status" aria-live="polite" aria-busy data-testid="screen-skeleton">
      <VisuallyHidden>{messages.app.loading}</VisuallyHidden>
      <Skeleton height={28} width="40%" radius="sm" />
      <Skeleton height={14} width="65%" radius="sm" />
      {ROWS.map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
