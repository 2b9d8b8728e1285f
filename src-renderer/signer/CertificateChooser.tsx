// Reading the tokens and choosing a certificate, with every state of the read: the first step of
// the certificate login and of signing.
import { Group, Stack } from '@mantine/core';
import type { CertificateEntry } from '../../src-shared/signer/protocol';
import { CertificatePicker } from './CertificatePicker';
import { DiagnosticsLink, InventoryError, InventoryLoading, NoCertificates, RefreshButton } from './InventoryStatus';
import type { useCertificateInventory } from './useCertificateInventory';

type Props = {
  inventory: ReturnType<typeof useCertificateInventory>;
  value: string | null;
  onChange: (key: string) => void;
};

export function CertificateChooser({ inventory, value, onChange }: Props) {
  if (inventory.loading) return <InventoryLoading />;
  if (inventory.error && !inventory.inventory) {
    return <InventoryError error={inventory.error} refreshing={inventory.refreshing} onRetry={inventory.refresh} />;
  }
  const certificates: CertificateEntry[] = inventory.inventory?.certificates ?? [];
  if (certificates.length === 0) return <NoCertificates refreshing={inventory.refreshing} onRefresh={inventory.refresh} />;
  return (
    <Stack gap="sm">
      {inventory.error && <InventoryError error={inventory.error} refreshing={inventory.refreshing} onRetry={inventory.refresh} />}
      <CertificatePicker certificates={certificates} value={value} onChange={onChange} />
      <Group justify="space-between">
        <DiagnosticsLink />
        <RefreshButton refreshing={inventory.refreshing} onRefresh={inventory.refresh} />
      </Group>
    </Stack>
  );
}
