import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { messages } from '../../src-shared/messages';

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
      <Alert color="red" role="alert" title={message} maw={480}>
        <Button mt="sm" variant="light" color="red" onClick={onRetry}>
          {messages.app.retry}
        </Button>
      </Alert>
    </Center>
  );
}
