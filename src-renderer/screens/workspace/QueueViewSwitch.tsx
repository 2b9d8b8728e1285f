// Lista | Calendário | Mapa: the three views of the same work queue (issue 19). Each is a link to
// the other view's route with the current query string, so the filters chosen in one view hold in
// the others. Links, not tabs: each view is its own page (back/forward, open in a new window), and
// the current one says so with aria-current.
import { Button, Group } from '@mantine/core';
import { IconCalendar, IconList, IconMap } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';

export type QueueView = 'list' | 'calendar' | 'map';
const t = messages.calendar.views;

const SEGMENTS: ReadonlyArray<{ view: QueueView; segment: string; icon: typeof IconList }> = [
  { view: 'list', segment: 'tasks', icon: IconList },
  { view: 'calendar', segment: 'calendar', icon: IconCalendar },
  { view: 'map', segment: 'map', icon: IconMap },
];

/** The path of a view of an inbox's queue. */
export const queueViewPath = (inboxType: InboxType, view: QueueView): string =>
  `/workspace/${inboxType}/${SEGMENTS.find((entry) => entry.view === view)?.segment ?? 'tasks'}`;

export function QueueViewSwitch({ inboxType, current }: { inboxType: InboxType; current: QueueView }) {
  const { search } = useLocation();
  return (
    <Group component="nav" aria-label={t.label} gap={0} wrap="nowrap" data-testid="queue-view-switch">
      <Button.Group>
        {SEGMENTS.map(({ view, icon: Icon }) => (
          <Button
            key={view}
            component={Link}
            to={`${queueViewPath(inboxType, view)}${search}`}
            variant={view === current ? 'filled' : 'default'}
            color="darkBlue.8"
            size="sm"
            leftSection={<Icon size={16} aria-hidden />}
            aria-current={view === current ? 'page' : undefined}
          >
            {t[view]}
          </Button>
        ))}
      </Button.Group>
    </Group>
  );
}
