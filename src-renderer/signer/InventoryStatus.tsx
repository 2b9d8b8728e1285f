// What the certificate list shows while the tokens are read, when they cannot be, and when no
// certificate is there: always with a way forward (refresh, the diagnostics screen).
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconUsb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../src-shared/messages';
import { CERTIFICATE_SETTINGS_PATH } from '../routing/routeTable';

const t = messages.certificates;

export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} loading={refreshing} onClick={onRefresh}>
      {t.refresh}
    </Button>
  );
}

export function DiagnosticsLink() {
  return (
    <Anchor component={Link} to={CERTIFICATE_SETTINGS_PATH} size="sm">
      {t.openDiagnostics}
    </Anchor>
  );
}

export function InventoryLoading() {
  return (
    <Group gap="sm" role="status" aria-live="polite" py="md">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{t.searching}</Text>
    </Group>
  );
}

export function InventoryError({ error, refreshing, onRetry }: { error: Error; refreshing: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t.loadError}>
      <Stack gap="xs">
        <Text size="sm">{error.message}</Text>
        <Group gap="md">
          <Button variant="light" color="red" size="xs" loading={refreshing} onClick={onRetry}>
            {messages.app.retry}
          </Button>
          <DiagnosticsLink />
        </Group>
      </Stack>
    </Alert>
  );
}

export function NoCertificates({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid="no-certificates">
      <IconUsb size={36} aria-hidden color="var(--mantine-color-lightGrey-7)" />
      <Text>{t.empty}</Text>
      <Group gap="md" justify="center">
        <RefreshButton refreshing={refreshing} onRefresh={onRefresh} />
        <DiagnosticsLink />
      </Group>
    </Stack>
  );
}
