// The footer of a conversation: the message box (40 to 100 px tall, growing with the text; Enter
// sends, Shift+Enter breaks the line; whitespace alone is not sent) and the file button. A
// picked image is shown first (Enviar imagem / Cancelar); a pdf or other file goes at once.
import { ActionIcon, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MAX_TEXT_LENGTH } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { sendFile, sendText } from './chatActions';
import { checkFile, TEXTAREA_MAX_PX, TEXTAREA_MIN_PX } from './chatRules';
import { BlobImage } from './BlobImage';

const m = messages.chat;

export function MessageComposer({ conversationId, me }: { conversationId: number; me: number }) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (sendText(conversationId, me, text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character uses Enter to pick it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onPick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const check = checkFile(file);
    // Images are previewed before they go; the rest (and any refusal, said by sendFile) at once.
    if (check.ok && check.kind === 'image') setImage(file);
    else void sendFile(conversationId, me, file);
  };

  const sendImage = () => {
    if (image) void sendFile(conversationId, me, image);
    setImage(null);
    textarea.current?.focus();
  };

  const cancelImage = () => {
    setImage(null);
    textarea.current?.focus();
  };

  return (
    <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {image && <ImagePreview file={image} onSend={sendImage} onCancel={cancelImage} />}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" onClick={() => fileInput.current?.click()} aria-label={m.attachFile}>
          <IconPaperclip size={18} aria-hidden />
        </ActionIcon>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden
          data-testid="chat-file-input"
          onChange={(event) => onPick(event.currentTarget.files?.[0])}
        />
        <Textarea
          ref={textarea}
          autoFocus
          aria-label={m.inputLabel}
          placeholder={m.inputPlaceholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MAX_TEXT_LENGTH}
          autosize
          minRows={1}
          maxRows={4}
          size="sm"
          style={{ flex: 1 }}
          // The spec's bounds in pixels: rows only approximate them.
          styles={{ input: { minHeight: TEXTAREA_MIN_PX, maxHeight: TEXTAREA_MAX_PX, overflowY: 'auto' } }}
          data-testid="chat-input"
        />
        <ActionIcon size="lg" onClick={submit} aria-label={m.send} disabled={!text.trim()}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}

function ImagePreview({ file, onSend, onCancel }: { file: File; onSend: () => void; onCancel: () => void }) {
  return (
    <Stack gap={6} mb="xs" role="group" aria-label={m.imagePreview} data-testid="chat-image-preview">
      <BlobImage blob={file} alt={file.name} style={{ display: 'block', maxWidth: '100%', maxHeight: 140, objectFit: 'contain', borderRadius: 6 }} />
      <Text size="xs" c="dimmed" truncate>
        {file.name}
      </Text>
      <Group gap={6} justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {m.cancelImage}
        </Button>
        <Button size="compact-sm" onClick={onSend} autoFocus>
          {m.sendImage}
        </Button>
      </Group>
    </Stack>
  );
}
