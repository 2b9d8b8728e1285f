// A direct conversation (§2 Floating chat): its messages and the composer. Opening it loads the
// conversation with its newest page; while it is on screen (window open, app visible) its unread
// messages are marked read, including ones that arrive meanwhile.
import { Center, Loader, Stack } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { messages } from '../../src-shared/messages';
import { PanelError } from '../components/FullPageState';
import { markRead } from './chatActions';
import { rowsOf, unreadIn } from './chatRules';
import { threadOf, useChat } from './chatStore';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { useDirectConversation, useUnread, type ConversationInfo } from './useChatQueries';

const m = messages.chat;

export function ConversationView({ me, contactId }: { me: number; contactId: number }) {
  const conversation = useDirectConversation(contactId);
  const info = conversation.data;
  if (info) return <Conversation info={info} me={me} />;
  if (conversation.isError) {
    return <PanelError message={m.loadFailed} onRetry={() => void conversation.refetch()} />;
  }
  return (
    <Center h="100%" role="status" aria-label={m.loadingMessages}>
      <Loader size="sm" />
    </Center>
  );
}

function Conversation({ info, me }: { info: ConversationInfo; me: number }) {
  const thread = useChat((state) => threadOf(state, info.id));
  const loadingOlder = useChat((state) => state.loadingOlder[info.id] ?? false);
  const rows = useMemo(() => rowsOf(thread), [thread]);
  const participantIds = useMemo(() => {
    const ids = info.participants.map((participant) => participant.id);
    // A direct conversation always has these two, whatever the list carries.
    return [...new Set([...ids, me, info.direct_contact_id])];
  }, [info.participants, info.direct_contact_id, me]);
  useMarkReadWhileShown(info.id);

  return (
    <Stack gap={0} h="100%" mih={0} component="section" aria-label={m.conversationWith(info.title)}>
      <MessageList
        conversationId={info.id}
        rows={rows}
        haveMore={thread.haveMore}
        loadingOlder={loadingOlder}
        participantIds={participantIds}
        me={me}
        contactName={info.title}
      />
      <MessageComposer conversationId={info.id} me={me} />
    </Stack>
  );
}

/** This view only mounts inside the open window; the app must also be in front of the user. */
function useMarkReadWhileShown(conversationId: number): void {
  const unread = unreadIn(useUnread().data, conversationId);
  const visible = useDocumentVisibility() === 'visible';
  useEffect(() => {
    if (visible && unread > 0) void markRead(conversationId);
  }, [conversationId, unread, visible]);
}
