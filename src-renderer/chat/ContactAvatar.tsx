// A colleague's photo (or initials) with the online dot. The dot is colour only, so its meaning
// is also said in text for screen readers (and the title for a mouse hover).
import { Avatar, Box, VisuallyHidden } from '@mantine/core';
import type { ChatPerson } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { usePhotoUrl } from '../components/usePhotoUrl';
import { abbreviationOf } from './chatRules';

const m = messages.chat;
const DOT = 10;

export function OnlineDot({ online }: { online: boolean }) {
  const label = online ? m.online : m.offline;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        title={label}
        data-testid="chat-online-dot"
        data-online={String(online)}
        w={DOT}
        h={DOT}
        style={{
          display: 'inline-block',
          flexShrink: 0,
          borderRadius: '50%',
          border: '2px solid var(--mantine-color-body)',
          background: online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-lightGrey-4)',
        }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

export function ContactAvatar({ person, online, size = 34 }: { person: Pick<ChatPerson, 'name' | 'abbreviation' | 'photoLink'>; online: boolean; size?: number }) {
  const photo = usePhotoUrl(person.photoLink);
  return (
    <Box pos="relative" style={{ display: 'inline-flex', flexShrink: 0 }}>
      <Avatar src={photo} alt="" aria-hidden radius="xl" size={size} color="darkBlue" variant="light">
        {abbreviationOf(person)}
      </Avatar>
      <Box pos="absolute" bottom={-1} right={-1} style={{ display: 'inline-flex' }}>
        <OnlineDot online={online} />
      </Box>
    </Box>
  );
}
