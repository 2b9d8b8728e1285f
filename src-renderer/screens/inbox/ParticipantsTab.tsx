// Participantes of a process: the people and sectors its dispatches went through, once each.
import { Badge, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import type { SummaryItem, ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { participantsOf } from './itemView';

const p = messages.inboxView.participants;

export function ParticipantsTab({ email, dispatches }: { email: ViewedEmail; dispatches: readonly SummaryItem[] }) {
  const people = participantsOf(email, dispatches);
  if (people.length === 0) return <Text c="dimmed">{p.empty}</Text>;
  return (
    <List spacing="sm" listStyleType="none" aria-label={p.label} data-testid="participants">
      {people.map((person) => (
        <List.Item key={person.name}>
          <Group gap="sm">
            <ThemeIcon variant="light" radius="xl" color={person.kind === 'sector' ? 'green' : undefined} aria-hidden>
              {person.kind === 'sector' ? <IconBuilding size={16} /> : <IconUser size={16} />}
            </ThemeIcon>
            <Text>{person.name}</Text>
            <Badge variant="outline" size="sm">
              {person.kind === 'sector' ? p.sector : p.person}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
