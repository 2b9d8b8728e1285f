// /settings/certificates: token diagnostics and the token library list. Public like the server
// address (a user who cannot log in with their token is the one who needs it), reached from the
// login screen and, inside the staff layout, the profile menu. A browser cannot reach a token:
// the web build says so.
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { STAFF_AREA } from '../../app/area';
import { BackLink } from '../../components/BackLink';
import { FullPageLoader } from '../../components/FullPageState';
import { ListPage } from '../../components/Page';
import { useAppInfo } from '../../platform/useAppInfo';
import { useSession } from '../../session/sessionStore';
import { InventoryError, InventoryLoading, RefreshButton } from '../../signer/InventoryStatus';
import { useCertificateInventory } from '../../signer/useCertificateInventory';
import { CertificateDetailsList } from './CertificateDetailsList';
import { ModuleList } from './ModuleList';
import { TokenLibraries } from './TokenLibraries';

const t = messages.certificates;

function CertificateDiagnostics() {
  const inventory = useCertificateInventory();
  const scannedAt = inventory.inventory?.scannedAt;
  return (
    <Stack gap="xl">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="scanned-at" data-scanned-at={scannedAt ?? ''}>
          {scannedAt ? t.scannedAt(formatDateTime(scannedAt)) : null}
        </Text>
        <RefreshButton refreshing={inventory.refreshing} onRefresh={inventory.refresh} />
      </Group>
      {inventory.loading && <InventoryLoading />}
      {inventory.error && <InventoryError error={inventory.error} refreshing={inventory.refreshing} onRetry={inventory.refresh} />}
      {inventory.inventory && (
        <>
          <ModuleList modules={inventory.inventory.modules} />
          <CertificateDetailsList certificates={inventory.inventory.certificates} />
        </>
      )}
      <TokenLibraries onChanged={inventory.refreshAsync} />
    </Stack>
  );
}

function DesktopOnly({ web }: { web: boolean }) {
  return (
    <Alert color="darkBlue" icon={<IconDeviceDesktop aria-hidden />} role="note">
      {web ? t.needsDesktop : t.signerUnavailable}
    </Alert>
  );
}

export function CertificatesScreen() {
  const info = useAppInfo();
  const loggedIn = useSession((state) => state.token !== null);
  if (info.isPending) return <FullPageLoader />;
  const signer = info.data?.capabilities.signer === true;
  return (
    <ListPage>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <BackLink fallback={loggedIn ? STAFF_AREA.homePath : STAFF_AREA.loginPath} />
          <div>
            <Title order={1} size="h2">
              {t.settingsTitle}
            </Title>
            <Text c="dimmed">{t.settingsSubtitle}</Text>
          </div>
          {signer ? <CertificateDiagnostics /> : <DesktopOnly web={info.data?.platform !== 'desktop'} />}
        </Stack>
      </Paper>
    </ListPage>
  );
}
