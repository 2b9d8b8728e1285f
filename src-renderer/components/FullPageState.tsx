import { Alert, Button, Center, Loader, Stack, Text, type StackProps } from '@mantine/core';
import { messages } from '../../src-shared/messages';
import { FormPage } from './Page';

export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <span>{messages.app.loading}</span>
      </Stack>
    </Center>
  );
}

export function FullPageError({ message = messages.app.loadError, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <FormPage card={false}>
        <Alert color="red" role="alert" title={message}>
          <Button mt="sm" variant="light" color="red" onClick={onRetry}>
            {messages.app.retry}
          </Button>
        </Alert>
      </FormPage>
    </Center>
  );
}

/** A panel's (chat window, notification list) failure to load, with Tentar novamente. */
export function PanelError({ message, onRetry, h = '100%' }: { message: string; onRetry: () => void; h?: StackProps['h'] }) {
  return (
    <Stack align="center" justify="center" h={h} gap="xs" p="md" role="alert">
      <Text size="sm" ta="center">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {messages.app.retry}
      </Button>
    </Stack>
  );
}
