// A row's declared detail view: a drawer with the declared sections, closed by Esc or its button.
import { Drawer, Stack, Title } from '@mantine/core';
import { messages } from '../../../src-shared/messages';
import type { ResourceDetail, ResourceItem } from './defineResource';

type Props<Item extends ResourceItem> = { name: string; detail: ResourceDetail<Item>; item: Item | null; onClose: () => void };

export function ResourceDetailDrawer<Item extends ResourceItem>({ name, detail, item, onClose }: Props<Item>) {
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={item === null ? '' : detail.title(item)}
      closeButtonProps={{ 'aria-label': messages.adminResource.closeDetails }}
    >
      {item !== null && (
        <Stack gap="md" data-testid={`${name}-details`}>
          {detail.sections.map((section) => (
            <Stack key={section.key} gap="xs">
              {section.label !== undefined && (
                <Title order={2} size="h5">
                  {section.label}
                </Title>
              )}
              {section.render(item)}
            </Stack>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
