// One message of a conversation: text (plain text, its line breaks kept; never HTML), an image
// thumbnail fetched with the token (click for a larger view), or a pdf/file download; the time
// (HH:mm, with the date on other days) and, on the user's own messages, the status (§4: clock,
// one check, double blue check) said in words too, retry/discard when sending failed, and delete
// after confirmation (§6, §8).
import { ActionIcon, Box, Button, Group, Modal, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconDownload, IconFile, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../src-shared/messages';
import { toast } from '../app/toasts';
import { downloadBlob } from '../app/download';
import { BlobImage } from './BlobImage';
import { deleteMessage, discard, resend } from './chatActions';
import classes from './chat.module.css';
import { messageTime, type ChatRow, type MessageStatus } from './chatRules';
import { fetchMessageFile, useMessageFile } from './useChatQueries';

const m = messages.chat;
const THUMB_MAX_HEIGHT = 160;

type Props = { row: ChatRow; status: MessageStatus; mine: boolean; deletable: boolean; senderName: string };

export function MessageBubble({ row, status, mine, deletable, senderName }: Props) {
  const message = row.message;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-status={status}
      data-mine={String(mine)}
      data-message-id={row.kind === 'server' ? row.message.id : undefined}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
      px="xs"
      py={3}
    >
      <Box
        maw="85%"
        px={10}
        py={6}
        style={{
          borderRadius: 10,
          background: mine ? 'var(--mantine-color-darkBlue-0)' : 'var(--mantine-color-lightGrey-1)',
          border: status === 'failed' ? '1px solid var(--mantine-color-red-6)' : undefined,
        }}
      >
        <VisuallyHidden>{mine ? m.you : senderName}: </VisuallyHidden>
        <MessageContent row={row} />
        <Group gap={4} justify="flex-end" wrap="nowrap" mt={2}>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {messageTime(message.created_at)}
          </Text>
          {mine && <StatusMark status={status} />}
          {deletable && row.kind === 'server' && <DeleteButton conversationId={row.message.conversation_id} messageId={row.message.id} />}
        </Group>
        {status === 'failed' && row.kind === 'local' && (
          <Group gap={4} mt={4} justify="flex-end">
            <Button size="compact-xs" variant="light" onClick={() => resend(row.message.conversation_id, row.message.localId)}>
              {m.resend}
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => discard(row.message.conversation_id, row.message.localId)}>
              {m.discard}
            </Button>
          </Group>
        )}
      </Box>
    </Box>
  );
}

function MessageContent({ row }: { row: ChatRow }) {
  const message = row.message;
  const name = message.file_name ?? '';
  if (message.type === 'text') {
    const content = row.kind === 'local' ? row.message.body.content : row.message.content;
    return (
      <Text size="sm" className={classes.text} data-testid="chat-message-text">
        {content}
      </Text>
    );
  }
  if (message.type === 'image') return <ImageThumb row={row} name={name} />;
  return <FileLink row={row} name={name} />;
}

function ImageThumb({ row, name }: { row: ChatRow; name: string }) {
  const [opened, setOpened] = useState(false);
  const stored = row.kind === 'server' ? row.message : null;
  const file = useMessageFile(row.message.conversation_id, stored?.id ?? null);
  const blob = row.kind === 'local' ? row.message.file : file.data;
  if (!blob) return file.isError ? <FileLink row={row} name={name} /> : <Skeleton w={120} h={90} aria-label={name} />;
  return (
    <>
      <UnstyledButton onClick={() => setOpened(true)} aria-label={m.openImage(name)} display="block">
        <BlobImage blob={blob} alt={name} style={{ display: 'block', maxWidth: '100%', maxHeight: THUMB_MAX_HEIGHT, borderRadius: 6 }} />
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={name} size="auto" centered closeButtonProps={{ 'aria-label': m.imageClose }}>
        <BlobImage blob={blob} alt={name} style={{ display: 'block', maxWidth: '80vw', maxHeight: '75vh' }} />
      </Modal>
    </>
  );
}

function FileLink({ row, name }: { row: ChatRow; name: string }) {
  const [busy, setBusy] = useState(false);
  const Icon = row.message.type === 'pdf' ? IconFileTypePdf : IconFile;
  if (row.kind === 'local') {
    return (
      <Group gap={4} wrap="nowrap">
        <Icon size={16} aria-hidden />
        <Text size="sm" truncate>
          {name}
        </Text>
      </Group>
    );
  }
  const { conversation_id: conversationId, id } = row.message;
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await fetchMessageFile(conversationId, id), name);
    } catch (error) {
      console.warn('Falha ao baixar arquivo do chat', error);
      toast.error(m.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<Icon size={16} aria-hidden />}
      rightSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={m.download(name)}
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {name}
    </Button>
  );
}

const STATUS_ICON = {
  waiting: { Icon: IconClock, color: 'dimmed' },
  pending: { Icon: IconClock, color: 'dimmed' },
  sent: { Icon: IconCheck, color: 'dimmed' },
  read: { Icon: IconChecks, color: 'blue.6' },
  failed: { Icon: IconAlertCircle, color: 'red.7' },
} as const;

function StatusMark({ status }: { status: MessageStatus }) {
  const { Icon, color } = STATUS_ICON[status];
  return (
    <Text component="span" c={color} title={m.status[status]} style={{ display: 'inline-flex' }} data-testid="chat-message-status">
      <Icon size={14} aria-hidden />
      <VisuallyHidden>{m.status[status]}</VisuallyHidden>
    </Text>
  );
}

function DeleteButton({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const confirm = () =>
    modals.openConfirmModal({
      title: m.deleteTitle,
      children: <Text size="sm">{m.deleteBody}</Text>,
      labels: { confirm: m.deleteConfirm, cancel: messages.app.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteMessage(conversationId, messageId),
    });
  return (
    <ActionIcon size="xs" variant="subtle" color="gray" onClick={confirm} aria-label={m.deleteAction} data-testid="chat-message-delete">
      <IconTrash size={12} aria-hidden />
    </ActionIcon>
  );
}
