// The blank, login and error layouts of §2: no navigation, the page centred on the screen.
import { Center } from '@mantine/core';
import { Outlet } from 'react-router';
import { messages } from '../../src-shared/messages';

export function BlankLayout() {
  return (
    <Center component="main" id="conteudo" mih="100dvh" p="md" bg="lightGrey.0">
      <Outlet />
    </Center>
  );
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#conteudo">
      {messages.app.skipToContent}
    </a>
  );
}
