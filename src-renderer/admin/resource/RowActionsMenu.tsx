// A row's declared extra actions (rowActions) in one menu: a button named for the row opens it,
// the arrow keys move through it, and an action that asks first opens a confirmation.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { messages } from '../../../src-shared/messages';
import type { ResourceRowAction } from './defineResource';

const t = messages.adminResourceActions;

type Props<Item> = { item: Item; title: string; actions: ReadonlyArray<ResourceRowAction<Item>>; disabled: boolean; onChoose: (action: ResourceRowAction<Item>, item: Item) => void };

export function RowActionsMenu<Item>({ item, title, actions, disabled, onChoose }: Props<Item>) {
  const offered = actions.filter((action) => action.applies === undefined || action.applies(item));
  if (offered.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t.moreActions(title)} disabled={disabled}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.map((action) => (
          <Menu.Item key={action.key} color={action.color} onClick={() => onChoose(action, item)}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
