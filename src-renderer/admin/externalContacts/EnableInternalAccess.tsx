// "Habilitar acesso interno" (companion §7 PATCH /citizen/contact/{id}/enable-internal-access): asked
// for with a confirmation naming the contact; the server's refusal (a sector, no e-mail, a disabled
// contact) is said in the dialog. Once granted the contact is an internal user, no longer an external
// one: the result is said and the editor goes back to the list, which no longer holds it.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExternalContact } from '../../../src-shared/api/externalContacts';
import { messages } from '../../../src-shared/messages';
import { externalContactsApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { resourceKeys } from '../resource/queryKeys';
import { saveErrorMessage } from '../resource/saveError';

const c = messages.externalContacts;

type Props = { contact: ExternalContact; resourceName: string; listPath: string; disabled: boolean };

export function EnableInternalAccess({ contact, resourceName, listPath, disabled }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const keys = resourceKeys(resourceName);
  const enable = useMutation({
    mutationFn: () => externalContactsApi.enableInternalAccess(contact.id),
    onSuccess: async () => {
      setAsking(false);
      toast.success(c.enableInternalAccessDone);
      // The record is no external contact any more: drop it rather than reload a 404.
      queryClient.removeQueries({ queryKey: keys.detail(contact.id) });
      await queryClient.invalidateQueries({ queryKey: keys.lists });
      void navigate(listPath);
    },
  });

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
