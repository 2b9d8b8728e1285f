// Small screens: the side drawer replaces the top bar menu (§2).
import { Drawer, NavLink, ScrollArea } from '@mantine/core';
import { Link } from 'react-router';
import { prefetchStaffLink } from '../../routing/staffScreens';
import { messages } from '../../../src-shared/messages';
import { CountBadge } from './MainMenu';
import type { MenuEntry } from './menuModel';
import type { MenuCounts } from './useSignatureCounts';

export function NavDrawer({ entries, counts, opened, onClose }: { entries: MenuEntry[]; counts?: MenuCounts | undefined; opened: boolean; onClose: () => void }) {
  // Large-screen-only entries stay hidden here too: the drawer only exists below md.
  const visible = entries.filter((entry) => !entry.largeOnly);
  return (
    <Drawer opened={opened} onClose={onClose} title={messages.menu.drawerTitle} size="xs" hiddenFrom="md" scrollAreaComponent={ScrollArea.Autosize}>
      <nav aria-label={messages.menu.label}>
        {visible.map((entry) =>
          'items' in entry ? (
            <NavLink key={entry.id} component="button" label={entry.label} defaultOpened childrenOffset="md">
              {entry.items.map((item) => (
                <NavLink key={item.to} component={Link} to={item.to} {...prefetchStaffLink(item.to)} label={item.label} rightSection={<CountBadge link={item} counts={counts} />} onClick={onClose} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={entry.id} component={Link} to={entry.to} {...prefetchStaffLink(entry.to)} label={entry.label} onClick={onClose} />
          ),
        )}
      </nav>
    </Drawer>
  );
}
