// Voltar: back to the page the user came from inside the app, or — when this page is the first
// the app showed in this window (a link from elsewhere, a new window, a login that led here) —
// to `fallback`, so that it never leaves the app or does nothing. It is a real link to
// `fallback`, so the keyboard, a middle click and a screen reader all find it as one.
import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../src-shared/messages';
import { hasInAppHistory } from '../routing/inAppHistory';

type Props = { fallback: string; look?: 'link' | 'button' };

export function BackLink({ fallback, look = 'link' }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || !hasInAppHistory()) return;
    event.preventDefault();
    void navigate(-1);
  };
  if (look === 'button') {
    return (
      <Button component={Link} to={fallback} onClick={onClick} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {messages.app.back}
      </Button>
    );
  }
  return (
    <Anchor component={Link} to={fallback} onClick={onClick} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {messages.app.back}
      </Group>
    </Anchor>
  );
}
