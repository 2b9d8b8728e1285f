// The blank, login and error layouts of §2: one centred column, no navigation.
import { Center, Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { messages } from '../../src-shared/messages';

export function BlankLayout() {
  return (
    <main id="conteudo" style={{ minHeight: '100dvh', background: 'var(--mantine-color-lightGrey-0)' }}>
      <Outlet />
    </main>
  );
}

export function CenteredCard({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return (
    <Center mih="100dvh" p="md">
      <Container size={width} w="100%" px={0}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
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
