// Shown on every staff screen while the server cannot be reached.
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { messages } from '../../src-shared/messages';
import { useServerReachable } from './serverStatus';

export function OfflineBanner() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <Alert role="status" color="orange" variant="light" icon={<IconCloudOff aria-hidden />} data-testid="offline-banner" mb="md">
      <Text fw={600} size="sm">
        {messages.offline.banner}
      </Text>
      <Text size="sm">{messages.offline.bannerDetail}</Text>
    </Alert>
  );
}
