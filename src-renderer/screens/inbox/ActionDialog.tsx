// The dialogs of the item's actions that send something (Encaminhar, Enviar externamente): a modal
// whose form mounts when it opens (each use starts empty), the failure said above the buttons
// (what was typed stays), and Enviar off while the server cannot be reached.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useServerAction } from '../../offline/useServerAction';

type DialogProps = { title: string; opened: boolean; onClose: () => void; children: ReactNode };

export function ActionDialog({ title, opened, onClose, children }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {opened ? children : null}
    </Modal>
  );
}

type FormProps = {
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** The failure to show, or null. */
  failure: ReactNode | null;
  children: ReactNode;
};

export function ActionDialogForm({ onSubmit, onCancel, submitLabel, cancelLabel, pending, failure, children }: FormProps) {
  const server = useServerAction();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {children}
        {failure === null ? null : (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={pending} disabled={server.disabled} title={server.reason}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
