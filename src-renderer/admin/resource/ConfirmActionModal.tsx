// A row action's confirmation: the question names the item, the focus starts on Cancelar, and a
// refusal is said inside the dialog.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '../../../src-shared/messages';

const t = messages.adminResourceActions;

type Props = { question: string | null; label: string; color?: 'red'; pending: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

export function ConfirmActionModal({ question, label, color, pending, error, onConfirm, onClose }: Props) {
  return (
    <Modal opened={question !== null} onClose={onClose} title={t.confirmTitle} centered>
      <Stack gap="md">
        <Text size="sm">{question ?? ''}</Text>
        {error !== null && (
          <Alert color="red" role="alert" data-testid="row-action-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t.cancel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
