// The scrolling list of a conversation (§9): older pages load on reaching the top (the message in
// view stays in place as they are prepended); a message arriving at the bottom scrolls into view,
// one arriving while the user reads 50 px or more above shows "Nova mensagem" instead; farther
// than 1000 px a button goes back down. Empty: "Ainda não há mensagens aqui... Inicie uma conversa."
import { ActionIcon, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { messages } from '../../src-shared/messages';
import { loadOlder } from './chatActions';
import { awayFromBottom, canDelete, distanceFromBottom, scrollTopKeeping, showScrollButton, statusOf, wantsOlder, type ChatRow } from './chatRules';
import { MessageBubble } from './MessageBubble';

const m = messages.chat;

type Props = {
  conversationId: number;
  rows: readonly ChatRow[];
  haveMore: boolean;
  loadingOlder: boolean;
  participantIds: readonly number[];
  me: number;
  contactName: string;
};

export function MessageList({ conversationId, rows, haveMore, loadingOlder, participantIds, me, contactName }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [notice, setNotice] = useState(false);
  // Where the user was before the latest change (scroll events have not run for it yet).
  const lastDistance = useRef(0);
  const previous = useRef<{ first?: string; last?: string }>({});

  const scrollToBottom = () => {
    const element = box.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    lastDistance.current = 0;
    setDistance(0);
    setNotice(false);
  };

  const requestOlder = () => {
    if (haveMore && !loadingOlder) void loadOlder(conversationId);
  };

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    const current = distanceFromBottom(element);
    lastDistance.current = current;
    setDistance(current);
    if (!awayFromBottom(current)) setNotice(false);
    if (wantsOlder(element)) requestOlder();
  };

  const first = rows[0]?.key;
  const last = rows[rows.length - 1]?.key;
  const lastRow = rows[rows.length - 1];
  useLayoutEffect(() => {
    const element = box.current;
    const before = previous.current;
    previous.current = { first, last };
    if (!element || (before.first === first && before.last === last)) return;
    if (before.last === last) {
      // Older messages were prepended: keep the same distance from the bottom, so the same message stays in view.
      element.scrollTop = scrollTopKeeping(lastDistance.current, element);
      return;
    }
    const opening = before.last === undefined;
    const mine = lastRow?.message.sender_id === me;
    // The former last message is gone (deleted): nothing arrived, nothing to announce.
    const arrived = opening || rows.some((row) => row.key === before.last);
    if (!arrived && !mine) return;
    if (opening || mine || !awayFromBottom(lastDistance.current)) {
      element.scrollTop = element.scrollHeight;
      lastDistance.current = 0;
      setDistance(0);
      setNotice(false);
    } else {
      setNotice(true);
    }
  }, [first, last, lastRow, me, rows]);

  return (
    <Box pos="relative" style={{ flex: 1 }} mih={0}>
      <Box ref={box} onScroll={onScroll} h="100%" style={{ overflowY: 'auto' }} role="log" aria-label={m.messagesLabel} tabIndex={0} data-testid="chat-messages">
        {haveMore && (
          <Center py={4}>
            {loadingOlder ? (
              <Loader size="xs" aria-label={m.loadingOlder} />
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={requestOlder}>
                {m.loadOlder}
              </Button>
            )}
          </Center>
        )}
        {rows.length === 0 && !haveMore ? (
          <Center h="100%" p="md">
            <Text size="sm" c="dimmed" ta="center" data-testid="chat-empty">
              {m.empty}
            </Text>
          </Center>
        ) : (
          <Stack component="ol" gap={0} m={0} p={0} py={4} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <MessageBubble
                key={row.key}
                row={row}
                status={statusOf(row, participantIds)}
                mine={row.message.sender_id === me}
                deletable={canDelete(row, me)}
                senderName={contactName}
              />
            ))}
          </Stack>
        )}
      </Box>
      {notice && (
        <Button
          size="compact-xs"
          radius="xl"
          pos="absolute"
          bottom={8}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
          onClick={scrollToBottom}
          data-testid="chat-new-message"
        >
          {m.newMessageNotice}
        </Button>
      )}
      {showScrollButton(distance) && (
        <ActionIcon radius="xl" variant="default" size="md" pos="absolute" bottom={8} right={12} onClick={scrollToBottom} aria-label={m.scrollToBottom}>
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      )}
    </Box>
  );
}
