// Delete with confirmation: the item is named, the focus starts on Cancelar, and a refusal (a role
// users hold) is said inside the dialog, not lost in a toast.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '../../../src-shared/messages';

const t = messages.adminResource;

type Props = {
  title: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function DeleteConfirmModal({ title, pending, error, onConfirm, onClose }: Props) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={t.deleteTitle} centered>
      <Stack gap="md">
        <Text size="sm">{title === null ? '' : t.deleteQuestion(title)}</Text>
        {error !== null && (
          <Alert color="red" role="alert" data-testid="delete-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t.deleteCancel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
