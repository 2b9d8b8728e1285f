// The floating chat of the staff layout (§2): a round button at the bottom right with the total
// unread count, opening a window 300 px wide (500 px maximised) above the page: the user list,
// or a direct conversation with its header (back, name, online dot). Esc closes it and focus
// goes back to the button. The realtime connection lives as long as the layout, open or not, so
// the count and the online dots stay current.
import { ActionIcon, Affix, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowsMaximize, IconArrowsMinimize, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { LoggedUser } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { CHAT_MAXIMIZED_WIDTH, CHAT_WIDTH, isOnline } from './chatRules';
import { chatUi, useChat } from './chatStore';
import { EDGE, LAUNCHER_SIZE } from './launcherGeometry';
import { OnlineDot } from './ContactAvatar';
import { ContactList } from './ContactList';
import { ConversationView } from './ConversationView';
import { useChatRealtime, useChatSession } from './useChatRealtime';
import { useParticipants, useUnread } from './useChatQueries';

const m = messages.chat;
/** Above the page and its header (AppShell 100), below modals (200) and toasts. */
const CHAT_Z_INDEX = 150;
const HEIGHT = 450;
const MAXIMIZED_HEIGHT = 640;

export function ChatDock({ user }: { user: LoggedUser }) {
  const me = user.id;
  useChatSession(me);
  useChatRealtime(me);
  const opened = useChat((state) => state.opened);
  const total = useUnread().data?.total ?? 0;
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(opened);

  useEffect(() => {
    if (wasOpened.current && !opened) launcher.current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  return (
    <Affix position={{ bottom: EDGE, right: EDGE }} zIndex={CHAT_Z_INDEX}>
      {opened ? (
        <ChatWindow me={me} />
      ) : (
        <Box pos="relative">
          <ActionIcon
            ref={launcher}
            size={LAUNCHER_SIZE}
            radius="xl"
            variant="filled"
            onClick={chatUi.open}
            aria-label={total > 0 ? m.unreadTotal(total) : m.open}
            data-testid="chat-launcher"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconMessageCircle size={26} aria-hidden />
          </ActionIcon>
          {total > 0 && (
            <Badge color="red" size="sm" circle={total < 10} pos="absolute" top={-4} right={-4} aria-hidden data-testid="chat-unread-total" style={{ pointerEvents: 'none' }}>
              {total > 99 ? '99+' : total}
            </Badge>
          )}
        </Box>
      )}
    </Affix>
  );
}

function ChatWindow({ me }: { me: number }) {
  const maximized = useChat((state) => state.maximized);
  const contactId = useChat((state) => state.contactId);
  const connection = useChat((state) => state.connection);
  const node = useRef<HTMLDivElement>(null);

  // Esc from inside the window only: an image preview's own Esc (a portal) closes just that.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !node.current?.contains(event.target as Node)) return;
    event.stopPropagation();
    chatUi.close();
  };

  return (
    <Paper
      ref={node}
      role="dialog"
      aria-label={m.title}
      data-testid="chat-window"
      data-maximized={String(maximized)}
      shadow="xl"
      withBorder
      w={maximized ? CHAT_MAXIMIZED_WIDTH : CHAT_WIDTH}
      h={`min(${maximized ? MAXIMIZED_HEIGHT : HEIGHT}px, calc(100dvh - ${EDGE * 2 + 60}px))`}
      maw={`calc(100vw - ${EDGE * 2}px)`}
      onKeyDown={onKeyDown}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <WindowHeader me={me} contactId={contactId} maximized={maximized} />
      {connection === 'reconnecting' && (
        <Text role="status" size="xs" ta="center" py={2} bg="yellow.1" data-testid="chat-reconnecting">
          {m.reconnecting}
        </Text>
      )}
      <Box style={{ flex: 1 }} mih={0}>
        {contactId === null ? <ContactList me={me} onOpen={chatUi.openContact} /> : <ConversationView key={contactId} me={me} contactId={contactId} />}
      </Box>
    </Paper>
  );
}

function WindowHeader({ me, contactId, maximized }: { me: number; contactId: number | null; maximized: boolean }) {
  const participants = useParticipants(true);
  const online = useChat((state) => state.online);
  const contact = contactId === null ? undefined : participants.data?.find((participant) => participant.id === contactId && participant.id !== me);

  return (
    <Group gap={4} px="xs" py={6} wrap="nowrap" bg="darkBlue.8" c="white">
      {contactId !== null && (
        <ActionIcon variant="subtle" color="white" onClick={chatUi.backToContacts} aria-label={m.backToContacts}>
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
      )}
      <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {contact && <OnlineDot online={isOnline(contact, online)} />}
        <Text fw={700} size="sm" truncate data-testid="chat-title">
          {contact?.person.name ?? m.title}
        </Text>
      </Group>
      <Tooltip label={maximized ? m.restore : m.maximize} withinPortal>
        <ActionIcon variant="subtle" color="white" onClick={chatUi.toggleMaximized} aria-label={maximized ? m.restore : m.maximize}>
          {maximized ? <IconArrowsMinimize size={16} aria-hidden /> : <IconArrowsMaximize size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <ActionIcon variant="subtle" color="white" onClick={chatUi.close} aria-label={m.close}>
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
