// The top bar menu on medium and large screens; groups open as menus, keyboard included.
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import type { MenuEntry } from './menuModel';

export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <Group component="nav" aria-label={messages.menu.label} gap={4} visibleFrom="md" wrap="nowrap">
      {entries.map((entry) =>
        'items' in entry ? (
          <Menu key={entry.id} trigger="click" position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="subtle" color="gray.0" c="white" rightSection={<IconChevronDown size={14} aria-hidden />} visibleFrom={entry.largeOnly ? 'lg' : undefined}>
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.items.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
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
