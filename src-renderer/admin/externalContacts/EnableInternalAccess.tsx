// "Habilitar acesso interno" (companion §7 PATCH /citizen/contact/{id}/enable-internal-access): asked
// for with a confirmation naming the contact; the server's refusal (a sector, no e-mail, a disabled
// contact) is said in the dialog, and the result replaces the action once the contact is a user.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExternalContact } from '../../../src-shared/api/externalContacts';
import { messages } from '../../../src-shared/messages';
import { externalContactsApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { resourceKeys } from '../resource/queryKeys';
import { saveErrorMessage } from '../resource/saveError';

const c = messages.externalContacts;

export function EnableInternalAccess({ contact, resourceName, disabled }: { contact: ExternalContact; resourceName: string; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [enabled, setEnabled] = useState(contact.has_internal_access);
  const enable = useMutation({
    mutationFn: () => externalContactsApi.enableInternalAccess(contact.id),
    onSuccess: async (updated) => {
      setEnabled(updated.has_internal_access);
      setAsking(false);
      toast.success(c.enableInternalAccessDone);
      await queryClient.invalidateQueries({ queryKey: resourceKeys(resourceName).all });
    },
  });

  if (enabled) {
    return (
      <Alert color="green" icon={<IconUserShield size={18} aria-hidden />} data-testid="internal-access-enabled">
        {c.enableInternalAccessDone}
      </Alert>
    );
  }
  return (
    <>
      <Group>
        <Button variant="light" leftSection={<IconUserShield size={16} aria-hidden />} onClick={() => setAsking(true)} disabled={disabled}>
          {c.enableInternalAccess}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={c.enableInternalAccess} centered>
        <Stack gap="md">
          <Text size="sm">{c.enableInternalAccessConfirm(contact.person.name)}</Text>
          {enable.isError && (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="internal-access-error">
              {saveErrorMessage(enable.error, c.enableInternalAccessFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {c.cancel}
            </Button>
            <Button loading={enable.isPending} onClick={() => enable.mutate()}>
              {c.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
