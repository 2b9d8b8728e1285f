// The user list of the floating chat (§2, §5): a search box filtering the loaded list by names
// starting with the text (case-insensitive, 500 ms after the last key), each colleague with photo
// or initials, the online dot and the unread count; loading, error and "Nenhum usuário encontrado".
import { Badge, Box, Center, Group, Loader, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ChatParticipant } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { PanelError } from '../components/FullPageState';
import { CHAT_FILTER_DEBOUNCE_MS, filterContacts, isOnline, unreadWith } from './chatRules';
import { useChat } from './chatStore';
import classes from './chat.module.css';
import { ContactAvatar } from './ContactAvatar';
import { useParticipants, useUnread } from './useChatQueries';

const m = messages.chat;

export function ContactList({ me, onOpen }: { me: number; onOpen: (contactId: number) => void }) {
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search, CHAT_FILTER_DEBOUNCE_MS);
  const participants = useParticipants(true);
  const unread = useUnread().data;
  const online = useChat((state) => state.online);
  const list = participants.data;
  const shown = useMemo(() => (list ? filterContacts(list, filter, me, unread) : []), [list, filter, me, unread]);

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Box p="xs">
        <TextInput
          size="xs"
          // Opening the window (or coming back from a conversation) puts the user here.
          autoFocus
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={14} aria-hidden />}
          data-testid="chat-search"
        />
      </Box>
      <Box style={{ flex: 1, overflowY: 'auto' }} mih={0}>
        {participants.isPending ? (
          <Center h="100%" role="status" aria-label={m.loadingUsers}>
            <Loader size="sm" />
          </Center>
        ) : participants.isError && !list ? (
          <PanelError message={m.usersLoadError} onRetry={() => void participants.refetch()} />
        ) : shown.length === 0 ? (
          <Center h="100%" p="md">
            <Text size="sm" c="dimmed" data-testid="chat-no-users">
              {m.noUsers}
            </Text>
          </Center>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={m.contactsLabel}>
            {shown.map((participant) => (
              <ContactItem
                key={participant.id}
                participant={participant}
                online={isOnline(participant, online)}
                unread={unreadWith(unread, participant.id)}
                onOpen={onOpen}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

type ItemProps = { participant: ChatParticipant; online: boolean; unread: number; onOpen: (contactId: number) => void };

function ContactItem({ participant, online, unread, onOpen }: ItemProps) {
  return (
    <Box component="li" data-testid="chat-contact" data-contact-id={participant.id} data-online={String(online)} data-unread={unread}>
      <UnstyledButton w="100%" px="xs" py={6} onClick={() => onOpen(participant.id)} className={classes.contact}>
        <Group gap="xs" wrap="nowrap">
          <ContactAvatar person={participant.person} online={online} />
          <Text size="sm" fw={unread > 0 ? 700 : 500} truncate style={{ flex: 1 }}>
            {participant.person.name}
          </Text>
          {unread > 0 && (
            <>
              <Badge size="sm" color="red" circle={unread < 10} aria-hidden data-testid="chat-contact-unread">
                {unread > 99 ? '99+' : unread}
              </Badge>
              <VisuallyHidden>{m.unread(unread)}</VisuallyHidden>
            </>
          )}
        </Group>
      </UnstyledButton>
    </Box>
  );
}
