// The top bar menu on medium and large screens; groups open as menus, keyboard included. A link
// with a count (Assinar pendentes, Finalizadas) shows it in a badge; opening its menu reloads it.
import { Badge, Button, Group, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { countOf, type MenuEntry, type MenuLink } from './menuModel';
import type { MenuCounts } from './useSignatureCounts';
import { prefetchStaffLink } from '../../routing/staffScreens';

/** The count's badge; screen readers hear "N documentos pendentes" after the label instead of the bare number. */
export function CountBadge({ link, counts }: { link: MenuLink; counts: MenuCounts | undefined }) {
  const value = countOf(counts?.values, link.count);
  if (value === null) return null;
  const label = link.count === 'pending' ? messages.signFromQueue.menu.pendingCount(value) : messages.signFromQueue.menu.finishedCount(value);
  return (
    <>
      <Badge size="sm" circle={value < 10} color={link.count === 'pending' ? 'red.8' : 'gray.7'} aria-hidden data-testid={`menu-count-${link.count}`}>
        {value}
      </Badge>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

export function MainMenu({ entries, counts }: { entries: MenuEntry[]; counts?: MenuCounts | undefined }) {
  return (
    <Group component="nav" aria-label={messages.menu.label} gap={4} visibleFrom="md" wrap="nowrap">
      {entries.map((entry) =>
        'items' in entry ? (
          <Menu
            key={entry.id}
            trigger="click"
            position="bottom-start"
            withinPortal
            onOpen={entry.items.some((item) => item.count !== undefined) ? counts?.refresh : undefined}
          >
            <Menu.Target>
              <Button variant="subtle" color="gray.0" c="white" rightSection={<IconChevronDown size={14} aria-hidden />} visibleFrom={entry.largeOnly ? 'lg' : undefined}>
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.items.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to} {...prefetchStaffLink(item.to)} rightSection={<CountBadge link={item} counts={counts} />}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            key={entry.id}
            component={Link}
            to={entry.to}
            {...prefetchStaffLink(entry.to)}
            variant="subtle"
            color="gray.0"
            c="white"
            visibleFrom={entry.largeOnly ? 'lg' : undefined}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}
